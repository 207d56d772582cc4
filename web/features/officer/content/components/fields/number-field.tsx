// A number of a content document (a year, a count): empty when optional and left blank.
import { fieldIdOf, pathKey, type FieldNode } from '../../schema-walk.ts';
import { useEditor, type FieldProps } from './editor-context.ts';
import { optionalMark, Problems } from './field-parts.tsx';

export function NumberField({
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
