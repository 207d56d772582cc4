// A list of a content document: its items in order, each folded under its name (a plain value
// shown as it is), with Add, Remove, Move up and Move down within the schema's limits; a list of
// pictures is a gallery (../image-field.tsx).
import type { ListAction } from '../../editor-state.ts';
import {
  emptyValueOf,
  fieldIdOf,
  itemNounOf,
  itemTitleOf,
  pathKey,
  type FieldNode,
  type Path,
} from '../../schema-walk.ts';
import { GalleryField } from '../image-field.tsx';
import { useEditor, useField, type AnyField, type FieldProps } from './editor-context.ts';
import { Problems } from './field-parts.tsx';
import { GroupField } from './group-field.tsx';

export function ListField({
  node,
  path,
  label,
  value,
  hideLegend = false,
  Field,
}: FieldProps & {
  node: Extract<FieldNode, { kind: 'list' }>;
  hideLegend?: boolean;
  /** The field of any kind, for each item. */
  Field: AnyField;
}) {
  const { listAction } = useEditor();
  const { id, messages, set } = useField(path);
  const items = Array.isArray(value) ? value : [];
  const key = String(path.at(-1) ?? '');
  const noun = itemNounOf(key);
  if (node.item.kind === 'image')
    return (
      <div id={id} tabIndex={-1} className="content-field">
        <GalleryField
          label={label}
          value={items.filter((item): item is string => typeof item === 'string')}
          onChange={set}
        />
        <Problems id={`${id}-error`} messages={messages} />
      </div>
    );
  const fixed = node.max !== undefined && node.max === node.min;
  const canAdd = !fixed && (node.max === undefined || items.length < node.max);
  const canRemove = !fixed && items.length > node.min;
  return (
    <fieldset className="content-list">
      <legend
        id={id}
        tabIndex={-1}
        className={hideLegend ? 'visually-hidden' : 'content-group__legend'}
      >
        {label}
        <span className="content-list__count">
          {' '}
          ({items.length} {items.length === 1 ? noun : `${noun}s`.replace(/ys$/, 'ies')})
        </span>
      </legend>
      <Problems id={`${id}-error`} messages={messages} />
      {items.length > 0 ? (
        <ol className="content-list__items">
          {items.map((item, index) => (
            <ListItem
              // The index: every value is in the editor's state, none in the elements.
              // oxlint-disable-next-line react/no-array-index-key
              key={index}
              node={node.item}
              path={[...path, index]}
              noun={noun}
              index={index}
              count={items.length}
              item={item}
              fixed={fixed}
              canRemove={canRemove}
              onAction={(action) => listAction(path, items.length, action)}
              Field={Field}
            />
          ))}
        </ol>
      ) : (
        <p className="content-field__note">No {noun}s yet.</p>
      )}
      {canAdd ? (
        <button
          type="button"
          className="btn btn-outline-primary content-list__add"
          onClick={() =>
            listAction(path, items.length, { type: 'add', item: emptyValueOf(node.item), noun })
          }
        >
          Add {noun}
          <span className="visually-hidden"> to {label}</span>
        </button>
      ) : null}
    </fieldset>
  );
}

function ListItem({
  node,
  path,
  noun,
  index,
  count,
  item,
  fixed,
  canRemove,
  onAction,
  Field,
}: {
  node: FieldNode;
  path: Path;
  noun: string;
  index: number;
  count: number;
  item: unknown;
  fixed: boolean;
  canRemove: boolean;
  onAction: (action: ListAction) => void;
  Field: AnyField;
}) {
  const { open, setOpen, problems } = useEditor();
  const id = fieldIdOf(path);
  const title = itemTitleOf(item, noun, index);
  const folds = node.kind === 'group' || node.kind === 'list' || node.kind === 'map';
  const isOpen = !folds || open.has(pathKey(path));
  const hasProblems = [...problems.keys()].some(
    (key) => key === pathKey(path) || key.startsWith(`${pathKey(path)}.`),
  );
  const controls = fixed ? null : (
    <div className="content-item__controls">
      <button
        type="button"
        id={`${id}-up`}
        className="btn btn-sm btn-outline-secondary"
        disabled={index === 0}
        onClick={() => onAction({ type: 'move', from: index, to: index - 1, title })}
      >
        Move up<span className="visually-hidden">: {title}</span>
      </button>
      <button
        type="button"
        id={`${id}-down`}
        className="btn btn-sm btn-outline-secondary"
        disabled={index === count - 1}
        onClick={() => onAction({ type: 'move', from: index, to: index + 1, title })}
      >
        Move down<span className="visually-hidden">: {title}</span>
      </button>
      {canRemove ? (
        <button
          type="button"
          id={`${id}-remove`}
          className="btn btn-sm btn-outline-danger"
          onClick={() => onAction({ type: 'remove', index, title })}
        >
          Remove<span className="visually-hidden">: {title}</span>
        </button>
      ) : null}
    </div>
  );
  const label = `${noun[0]!.toUpperCase()}${noun.slice(1)} ${index + 1}`;
  if (!folds)
    return (
      <li className="content-item content-item--plain">
        <Field node={node} path={path} label={label} value={item} />
        {controls}
      </li>
    );
  return (
    <li className={`content-item${hasProblems ? ' content-item--invalid' : ''}`}>
      <div className="content-item__head">
        <button
          type="button"
          id={id}
          className="content-item__toggle"
          aria-expanded={isOpen}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(pathKey(path), !isOpen)}
        >
          <span className="content-item__number">{index + 1}.</span> {title}
          {hasProblems ? <span className="content-item__flag"> — needs a fix</span> : null}
        </button>
        {controls}
      </div>
      <div id={`${id}-body`} className="content-item__body" hidden={!isOpen}>
        {isOpen ? (
          node.kind === 'group' ? (
            <GroupField
              node={node}
              path={path}
              label={`${label}: ${title}`}
              value={item}
              hideLegend
              anchored={false}
              Field={Field}
            />
          ) : (
            <Field node={node} path={path} label={label} value={item} />
          )
        ) : null}
      </div>
    </li>
  );
}
