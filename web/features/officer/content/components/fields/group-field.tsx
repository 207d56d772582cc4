// A group of fields (an officer's name, title and picture): a fieldset with its legend, each of its
// fields drawn by the field of its kind.
import { getAt, labelOf, type FieldNode } from '../../schema-walk.ts';
import { useField, type AnyField, type FieldProps } from './editor-context.ts';
import { Problems } from './field-parts.tsx';

export function GroupField({
  node,
  path,
  label,
  value,
  hideLegend = false,
  anchored = true,
  Field,
}: FieldProps & {
  node: Extract<FieldNode, { kind: 'group' }>;
  /** The field of any kind, for the group's own fields. */
  Field: AnyField;
  hideLegend?: boolean;
  /** False when another element (a list item's toggle) carries the group's id. */
  anchored?: boolean;
}) {
  const { id, messages } = useField(path);
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
