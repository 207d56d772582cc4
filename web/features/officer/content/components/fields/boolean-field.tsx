// A yes or no of a content document: a checkbox.
import { useField, type FieldProps } from './editor-context.ts';
import { Problems } from './field-parts.tsx';

export function BooleanField({ path, label, value }: FieldProps) {
  const { id, messages, set } = useField(path);
  return (
    <div className="form-check content-field">
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={value === true}
        onChange={(event) => set(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <Problems id={`${id}-error`} messages={messages} />
    </div>
  );
}
