// One of a fixed set of values (a colour, a kind): a select, with "(none)" when it may be empty.
import { fieldIdOf, pathKey, type FieldNode } from '../../schema-walk.ts';
import { useEditor, type FieldProps } from './editor-context.ts';
import { optionalMark, Problems } from './field-parts.tsx';

export function ChoiceField({
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
