// A click-to-edit field (SPEC.md §4): shows its value; a click turns it into an input, and leaving the
// input (or pressing Enter) turns it back.
import { useId, useState, type HTMLInputTypeAttribute } from 'react';
import { Form } from 'react-bootstrap';

export function EditableField({
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  placeholder: string;
  inputMode?: 'numeric' | 'url' | 'text';
}) {
  const [editing, setEditing] = useState(false);
  const id = useId();
  return (
    <div className="editable-field">
      <Form.Label htmlFor={id} className="editable-field__label" id={`${id}-label`}>
        {label}
      </Form.Label>
      {editing ? (
        <Form.Control
          id={id}
          type={type}
          value={value}
          // The field appears because the person just clicked to edit it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          {...(inputMode ? { inputMode } : {})}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setEditing(false)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setEditing(false);
            }
          }}
        />
      ) : (
        <button
          type="button"
          className="editable-field__display"
          aria-describedby={`${id}-label`}
          onClick={() => setEditing(true)}
        >
          <span className={value ? undefined : 'editable-field__placeholder'}>
            {value || placeholder}
          </span>
          <span className="editable-field__hint">
            Edit<span className="visually-hidden"> {label}</span>
          </span>
        </button>
      )}
    </div>
  );
}
