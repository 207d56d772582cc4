// One of a fixed set of values (a colour, a kind): a select, with "(none)" when it may be empty.
import type { FieldNode } from '../../schema-walk.ts';
import { useField, type FieldProps } from './editor-context.ts';
import { FieldLabel, Problems } from './field-parts.tsx';

export function ChoiceField({
  node,
  path,
  label,
  value,
}: FieldProps & { node: Extract<FieldNode, { kind: 'choice' }> }) {
  const { id, messages, set } = useField(path);
  return (
    <div className="form-field content-field">
      <FieldLabel id={id} label={label} optional={node.optional} />
      <select
        id={id}
        className={`form-select${messages ? ' is-invalid' : ''}`}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={messages ? true : undefined}
        {...(messages ? { 'aria-describedby': `${id}-error` } : {})}
        onChange={(event) =>
          set(node.optional && event.target.value === '' ? undefined : event.target.value)
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
