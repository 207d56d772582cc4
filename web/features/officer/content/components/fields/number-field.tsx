// A number of a content document (a year, a count): empty when optional and left blank.
import type { FieldNode } from '../../schema-walk.ts';
import { useField, type FieldProps } from './editor-context.ts';
import { FieldLabel, Problems } from './field-parts.tsx';

export function NumberField({
  node,
  path,
  label,
  value,
}: FieldProps & { node: Extract<FieldNode, { kind: 'number' }> }) {
  const { id, messages, set } = useField(path);
  return (
    <div className="form-field content-field content-field--number">
      <FieldLabel id={id} label={label} optional={node.optional} />
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
          set(event.target.value === '' ? undefined : Number(event.target.value))
        }
      />
      <Problems id={`${id}-error`} messages={messages} />
    </div>
  );
}
