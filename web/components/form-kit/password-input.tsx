// A password field with a Show / Hide button; with `field`, wired to the form kit (error, blur check),
// and `PasswordField`, the whole field (label, input, error) of a form kit form.
import { useState, type ChangeEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { errorWiring, FieldError } from './fields.tsx';
import type { FieldProps } from './use-form.ts';

export function PasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  describedBy,
  field,
  name,
}: {
  id: string;
  /** The field's name when it is not the form kit's (KitForm reads what was typed by it). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
  /** The form kit's field: its blur check and error replace `describedBy` alone. */
  field?: FieldProps;
}) {
  const [visible, setVisible] = useState(false);
  const wiring = field
    ? errorWiring(field, describedBy)
    : describedBy
      ? { 'aria-describedby': describedBy }
      : {};
  return (
    <InputGroup hasValidation>
      <Form.Control
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required
        {...(name ? { name } : {})}
        {...(field
          ? { name: field.name, ref: field.attach, onBlur: field.onBlur, isInvalid: field.invalid }
          : {})}
        {...wiring}
      />
      <Button
        variant="outline-secondary"
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-controls={id}
        aria-label={visible ? 'Hide password' : 'Show password'}
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
    </InputGroup>
  );
}

/** A form kit field for a password: its label, the input with Show / Hide, and its error. */
export function PasswordField({
  field,
  label,
  autoComplete,
  describedBy,
}: {
  field: FieldProps;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}) {
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={field.id}>{label}</Form.Label>
      <PasswordInput
        id={field.id}
        value={field.value}
        onChange={field.onChange}
        autoComplete={autoComplete}
        field={field}
        {...(describedBy ? { describedBy } : {})}
      />
      <FieldError field={field} />
    </Form.Group>
  );
}
