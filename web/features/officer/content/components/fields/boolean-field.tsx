// A yes or no of a content document: a checkbox.
import { fieldIdOf, pathKey } from '../../schema-walk.ts';
import { useEditor, type FieldProps } from './editor-context.ts';
import { Problems } from './field-parts.tsx';

export function BooleanField({ path, label, value }: FieldProps) {
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
