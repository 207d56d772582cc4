// Click-to-edit (docs/product.md#account-settings): a click turns the value into an input; leaving
// the input, or Enter, checks the value and turns the input back, unless the value is wrong: then the
// input stays, with the error under it. Left by a press elsewhere, it turns back once that press has
// landed (../after-press.ts), so a tap on the next field's Edit is not lost. A changed value is
// marked "Not saved yet" until Save Changes.
import { useEffect, useState, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { errorWiring, FieldError } from '../../../components/form-kit/fields.tsx';
import type { FieldProps } from '../../../components/form-kit/use-form.ts';
import { closeAfterPress, watchPressesForFields } from '../after-press.ts';

export function UnsavedBadge({ id }: { id?: string }) {
  return (
    <span className="unsaved-badge" {...(id ? { id } : {})}>
      Not saved yet
    </span>
  );
}

export function EditableField({
  label,
  field,
  changed,
  type = 'text',
  placeholder,
  inputMode,
  hint,
  multiline = false,
  options,
  audience,
}: {
  label: string;
  field: FieldProps;
  /** The value differs from the saved one. */
  changed: boolean;
  type?: HTMLInputTypeAttribute;
  placeholder: string;
  inputMode?: 'numeric' | 'url' | 'text';
  /** Shown under the input while editing (e.g. the form an address takes). */
  hint?: string;
  /** A few lines of text (a textarea: Enter starts a new line, leaving the field closes it). */
  multiline?: boolean;
  /** A choice from a list (a select), each value with its label; '' is "not said". */
  options?: readonly { value: string; label: string }[];
  /** Beside the label: who sees this field (the privacy feature's chooser, from the route). */
  audience?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const labelId = `${field.id}-label`;
  const badgeId = `${field.id}-unsaved`;
  const hintId = hint ? `${field.id}-hint` : undefined;
  // A wrong value keeps its input open, so the error sits at a field that can be corrected.
  const open = editing || field.invalid;
  // Taken apart: the compiler's ref check would otherwise treat the whole field as a ref.
  const { attach, value } = field;
  const leave = () => {
    field.onBlur();
    closeAfterPress(() => setEditing(false));
  };
  // The press that leaves an open field must be seen from its start.
  useEffect(() => {
    if (editing) watchPressesForFields();
  }, [editing]);
  return (
    <div className={`editable-field${changed ? ' is-changed' : ''}`}>
      <div className="editable-field__head">
        <Form.Label htmlFor={field.id} className="editable-field__label" id={labelId}>
          {label}
        </Form.Label>
        {changed ? <UnsavedBadge id={badgeId} /> : null}
        {audience ? <div className="editable-field__audience">{audience}</div> : null}
      </div>
      {open ? (
        <>
          <Form.Control
            id={field.id}
            name={field.name}
            ref={attach}
            {...(options
              ? { as: 'select' as const }
              : multiline
                ? { as: 'textarea' as const, rows: 4 }
                : { type })}
            value={value}
            isInvalid={field.invalid}
            // The input appears because the person just asked to edit it.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={editing}
            {...(inputMode ? { inputMode } : {})}
            {...errorWiring(field, hintId, changed ? badgeId : undefined)}
            onChange={(event) => field.onChange(event.target.value)}
            // Focused (e.g. as the first wrong field after Save), it stays open until it is left,
            // even once the value is right.
            onFocus={() => setEditing(true)}
            onBlur={leave}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !multiline && !options) {
                event.preventDefault();
                leave();
              }
            }}
          >
            {options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Control>
          <FieldError field={field} />
          {hint ? (
            <Form.Text id={hintId} className="d-block">
              {hint}
            </Form.Text>
          ) : null}
        </>
      ) : (
        <button
          type="button"
          ref={attach}
          className="editable-field__display"
          aria-describedby={[labelId, changed ? badgeId : ''].filter(Boolean).join(' ')}
          onClick={() => setEditing(true)}
        >
          <span
            className={
              value
                ? multiline
                  ? 'editable-field__text'
                  : undefined
                : 'editable-field__placeholder'
            }
          >
            {(value && options ? options.find((option) => option.value === value)?.label : value) ||
              placeholder}
          </span>
          <span className="editable-field__hint">
            Edit<span className="visually-hidden"> {label}</span>
          </span>
        </button>
      )}
    </div>
  );
}
