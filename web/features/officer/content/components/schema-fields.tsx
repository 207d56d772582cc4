// The fields of a content document, drawn from its schema's tree (schema-walk.ts): a line or a
// text area for a text, a number, a choice, a picture, a group of fields (a fieldset), a list with
// Add, Remove, Move up and Move down (each item folded under its name), a table of names and
// choices. Each field shows its problems under it, tied to it by aria-describedby.
import { createContext, useContext, type ReactNode } from 'react';
import {
  emptyValueOf,
  fieldIdOf,
  getAt,
  itemNounOf,
  itemTitleOf,
  labelOf,
  pathKey,
  type FieldNode,
  type Path,
} from '../schema-walk.ts';
import { namesYearTokens } from '../../../../../contract/content-dates.ts';
import { useContentText } from '../../../../lib/use-content-text.ts';
import type { ListAction } from '../editor-state.ts';
import { GalleryField, ImageField } from './image-field.tsx';

export interface EditorContextValue {
  problems: ReadonlyMap<string, string[]>;
  open: ReadonlySet<string>;
  setOpen: (path: string, open: boolean) => void;
  change: (path: Path, value: unknown) => void;
  listAction: (path: Path, length: number, action: ListAction) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

function useEditor(): EditorContextValue {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('a content field outside the editor');
  return editor;
}

/** The problems at `path`, as a list under the field. */
function Problems({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <ul id={id} className="field-error content-field__problems">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

const optionalMark = <span className="content-field__optional"> (optional)</span>;

interface FieldProps {
  node: FieldNode;
  path: Path;
  label: string;
  value: unknown;
}

/** One field of any kind. */
export function Field(props: FieldProps): ReactNode {
  switch (props.node.kind) {
    case 'text':
      return <TextInput {...props} node={props.node} />;
    case 'number':
      return <NumberInput {...props} node={props.node} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'choice':
      return <ChoiceInput {...props} node={props.node} />;
    case 'image':
      return <PictureInput {...props} optional={props.node.optional} />;
    case 'group':
      return <Group {...props} node={props.node} />;
    case 'list':
      return <List {...props} node={props.node} />;
    case 'map':
      return <Choices {...props} node={props.node} />;
    case 'fixed':
      return null;
    case 'unsupported':
      return (
        <p className="content-field__note">
          {props.label}: this field cannot be edited here ({props.node.type}).
        </p>
      );
  }
}

function TextInput({
  node,
  path,
  label,
  value,
}: FieldProps & { node: Extract<FieldNode, { kind: 'text' }> }) {
  const { problems, change } = useEditor();
  const id = fieldIdOf(path);
  const messages = problems.get(pathKey(path));
  const text = typeof value === 'string' ? value : '';
  const fill = useContentText();
  const hintId = node.maxLength ? `${id}-hint` : undefined;
  // A year token ({academicYear}) is filled in on the page: the editor says with what, today.
  const yearsId = namesYearTokens(text) ? `${id}-years` : undefined;
  const described = [hintId, yearsId, messages ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    className: `form-control${messages ? ' is-invalid' : ''}`,
    value: text,
    'aria-invalid': messages ? true : undefined,
    ...(described ? { 'aria-describedby': described } : {}),
    onChange: (event: { target: { value: string } }) =>
      change(path, node.optional && event.target.value === '' ? undefined : event.target.value),
  };
  return (
    <div className="form-field content-field">
      <label className="form-label" htmlFor={id}>
        {label}
        {node.optional ? optionalMark : null}
      </label>
      {node.long ? (
        <textarea {...common} rows={text.length > 240 ? 5 : 3} />
      ) : (
        <input
          {...common}
          type={node.inputType === 'email' ? 'email' : 'text'}
          {...(node.inputType === 'url' ? { inputMode: 'url' as const } : {})}
        />
      )}
      {node.maxLength ? (
        <p id={hintId} className="form-text mb-0">
          At most {node.maxLength} characters ({text.length} now).
        </p>
      ) : null}
      {yearsId ? (
        <p id={yearsId} className="form-text mb-0 content-field__years">
          On the page today: “{fill(text)}” ({'{academicYear}'} is the academic year under way,{' '}
          {'{fallRushYear}'} the year of the next fall rush; they move on by themselves).
        </p>
      ) : null}
      <Problems id={`${id}-error`} messages={messages} />
    </div>
  );
}

function NumberInput({
  node,
  path,
  label,
  value,
}: FieldProps & { node: Extract<FieldNode, { kind: 'number' }> }) {
  const { problems, change } = useEditor();
  const id = fieldIdOf(path);
  const messages = problems.get(pathKey(path));
  return (
    <div className="form-field content-field content-field--number">
      <label className="form-label" htmlFor={id}>
        {label}
        {node.optional ? optionalMark : null}
      </label>
      <input
        id={id}
        type="number"
        className={`form-control${messages ? ' is-invalid' : ''}`}
        inputMode={node.integer ? 'numeric' : 'decimal'}
        step={node.integer ? 1 : 'any'}
        value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
        aria-invalid={messages ? true : undefined}
        {...(messages ? { 'aria-describedby': `${id}-error` } : {})}
        onChange={(event) =>
          change(path, event.target.value === '' ? undefined : Number(event.target.value))
        }
      />
      <Problems id={`${id}-error`} messages={messages} />
    </div>
  );
}

function BooleanInput({ path, label, value }: FieldProps) {
  const { problems, change } = useEditor();
  const id = fieldIdOf(path);
  const messages = problems.get(pathKey(path));
  return (
    <div className="form-check content-field">
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={value === true}
        onChange={(event) => change(path, event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <Problems id={`${id}-error`} messages={messages} />
    </div>
  );
}

function ChoiceInput({
  node,
  path,
  label,
  value,
}: FieldProps & { node: Extract<FieldNode, { kind: 'choice' }> }) {
  const { problems, change } = useEditor();
  const id = fieldIdOf(path);
  const messages = problems.get(pathKey(path));
  return (
    <div className="form-field content-field">
      <label className="form-label" htmlFor={id}>
        {label}
        {node.optional ? optionalMark : null}
      </label>
      <select
        id={id}
        className={`form-select${messages ? ' is-invalid' : ''}`}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={messages ? true : undefined}
        {...(messages ? { 'aria-describedby': `${id}-error` } : {})}
        onChange={(event) =>
          change(path, node.optional && event.target.value === '' ? undefined : event.target.value)
        }
      >
        {node.optional || typeof value !== 'string' ? <option value="">(none)</option> : null}
        {node.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Problems id={`${id}-error`} messages={messages} />
    </div>
  );
}

function PictureInput({ path, label, value, optional }: FieldProps & { optional: boolean }) {
  const { problems, change } = useEditor();
  const id = fieldIdOf(path);
  const messages = problems.get(pathKey(path));
  return (
    <div
      id={id}
      tabIndex={-1}
      className={`content-field${messages ? ' content-field--invalid' : ''}`}
    >
      <ImageField
        label={label}
        value={typeof value === 'string' ? value : undefined}
        optional={optional}
        onChange={(ref) => change(path, optional && ref === '' ? undefined : ref)}
      />
      <Problems id={`${id}-error`} messages={messages} />
    </div>
  );
}

function Group({
  node,
  path,
  label,
  value,
  hideLegend = false,
  anchored = true,
}: FieldProps & {
  node: Extract<FieldNode, { kind: 'group' }>;
  hideLegend?: boolean;
  /** False when another element (a list item's toggle) carries the group's id. */
  anchored?: boolean;
}) {
  const { problems } = useEditor();
  const id = fieldIdOf(path);
  const messages = problems.get(pathKey(path));
  return (
    <fieldset className="content-group">
      <legend
        {...(anchored ? { id, tabIndex: -1 } : {})}
        className={hideLegend ? 'visually-hidden' : 'content-group__legend'}
      >
        {label}
      </legend>
      <Problems id={`${id}-error`} messages={messages} />
      {node.fields.map((field) => (
        <Field
          key={field.key}
          node={field.node}
          path={[...path, field.key]}
          label={labelOf(field.key)}
          value={getAt(value, [field.key])}
        />
      ))}
    </fieldset>
  );
}

function List({
  node,
  path,
  label,
  value,
  hideLegend = false,
}: FieldProps & { node: Extract<FieldNode, { kind: 'list' }>; hideLegend?: boolean }) {
  const { problems, change, listAction } = useEditor();
  const id = fieldIdOf(path);
  const items = Array.isArray(value) ? value : [];
  const messages = problems.get(pathKey(path));
  const key = String(path.at(-1) ?? '');
  const noun = itemNounOf(key);
  if (node.item.kind === 'image')
    return (
      <div id={id} tabIndex={-1} className="content-field">
        <GalleryField
          label={label}
          value={items.filter((item): item is string => typeof item === 'string')}
          onChange={(refs) => change(path, refs)}
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
            <Group
              node={node}
              path={path}
              label={`${label}: ${title}`}
              value={item}
              hideLegend
              anchored={false}
            />
          ) : (
            <Field node={node} path={path} label={label} value={item} />
          )
        ) : null}
      </div>
    </li>
  );
}

/** A record: names, each with a choice (the recognition wall's categories and their colours). */
function Choices({
  node,
  path,
  label,
  value,
}: FieldProps & { node: Extract<FieldNode, { kind: 'map' }> }) {
  const { problems, change } = useEditor();
  const id = fieldIdOf(path);
  const entries = Object.entries(value && typeof value === 'object' ? value : {});
  const messages = problems.get(pathKey(path));
  const write = (next: [string, unknown][]) => change(path, Object.fromEntries(next));
  return (
    <fieldset className="content-list">
      <legend id={id} tabIndex={-1} className="content-group__legend">
        {label}
      </legend>
      <Problems id={`${id}-error`} messages={messages} />
      <ol className="content-list__items">
        {entries.map(([name, entry], index) => {
          const nameId = `${fieldIdOf([...path, index])}-name`;
          return (
            // oxlint-disable-next-line react/no-array-index-key -- a name may be edited
            <li key={index} className="content-item content-item--plain content-map__row">
              <div className="form-field content-field">
                <label className="form-label" htmlFor={nameId}>
                  Name {index + 1}
                </label>
                <input
                  id={nameId}
                  className="form-control"
                  value={name}
                  onChange={(event) =>
                    write(
                      entries.map((pair, i) =>
                        i === index ? [event.target.value, pair[1]] : pair,
                      ),
                    )
                  }
                />
              </div>
              <Field
                node={node.value}
                path={[...path, name]}
                label={`${labelOf('value')} of ${name || `name ${index + 1}`}`}
                value={entry}
              />
              <div className="content-item__controls">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => write(entries.filter((_, i) => i !== index))}
                >
                  Remove<span className="visually-hidden">: {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline-primary content-list__add"
        onClick={() => write([...entries, [`New ${entries.length + 1}`, emptyValueOf(node.value)]])}
      >
        Add a name<span className="visually-hidden"> to {label}</span>
      </button>
    </fieldset>
  );
}

/**
 * The whole document: its plain fields first, then each group or list as a section that folds
 * (details and summary), so a phone user sees the page's parts at a glance.
 */
export function DocumentFields({ node, value }: { node: FieldNode; value: unknown }) {
  const { open, setOpen, problems } = useEditor();
  if (node.kind !== 'group') return <Field node={node} path={[]} label="Document" value={value} />;
  return (
    <div className="content-document">
      {node.fields.map((field) => {
        const path = [field.key];
        const folds =
          field.node.kind === 'group' || field.node.kind === 'list' || field.node.kind === 'map';
        if (!folds)
          return (
            <Field
              key={field.key}
              node={field.node}
              path={path}
              label={labelOf(field.key)}
              value={getAt(value, path)}
            />
          );
        const hasProblems = [...problems.keys()].some(
          (key) => key === field.key || key.startsWith(`${field.key}.`),
        );
        return (
          <details
            key={field.key}
            className={`content-section${hasProblems ? ' content-section--invalid' : ''}`}
            open={open.has(field.key)}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open;
              if (isOpen !== open.has(field.key)) setOpen(field.key, isOpen);
            }}
          >
            <summary id={`${fieldIdOf(path)}-section`} className="content-section__summary">
              {labelOf(field.key)}
              {Array.isArray(getAt(value, path)) ? (
                <span className="content-list__count">
                  &nbsp;({(getAt(value, path) as unknown[]).length})
                </span>
              ) : null}
              {hasProblems ? <span className="content-item__flag"> — needs a fix</span> : null}
            </summary>
            <div className="content-section__body">
              {field.node.kind === 'list' ? (
                <List
                  node={field.node}
                  path={path}
                  label={labelOf(field.key)}
                  value={getAt(value, path)}
                  hideLegend
                />
              ) : field.node.kind === 'group' ? (
                <Group
                  node={field.node}
                  path={path}
                  label={labelOf(field.key)}
                  value={getAt(value, path)}
                  hideLegend
                />
              ) : (
                <Field
                  node={field.node}
                  path={path}
                  label={labelOf(field.key)}
                  value={getAt(value, path)}
                />
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}
