// A labelled text area of the form kit: its error under it, tied to it for assistive technology.
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { errorWiring, FieldError } from './fields.tsx';
import type { FieldProps } from './use-form.ts';

export function TextArea({
  field,
  label,
  hint,
  rows = 3,
  required = false,
}: {
  field: FieldProps;
  label: string;
  hint?: ReactNode;
  rows?: number;
  required?: boolean;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  // Taken apart: the compiler's ref check would otherwise treat the whole field as a ref.
  const { attach, value } = field;
  return (
    <Form.Group className="form-field mb-3">
      <Form.Label htmlFor={field.id}>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={rows}
        id={field.id}
        name={field.name}
        ref={attach}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        isInvalid={field.invalid}
        required={required}
        {...errorWiring(field, hintId)}
      />
      <FieldError field={field} />
      {hint ? (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
