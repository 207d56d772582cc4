// A choice among a few (a kind, a method, a side) as a form-kit field: "Choose…" until one is
// chosen, checked as it is left, its error at the field.
import { Form } from 'react-bootstrap';
import { errorWiring, FieldError } from '../../../../components/form-kit/fields.tsx';
import type { FieldProps } from '../../../../components/form-kit/use-form.ts';

export function Choice({
  field,
  label,
  options,
  disabled = false,
}: {
  field: FieldProps;
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  const { attach } = field;
  return (
    <Form.Group className="form-field mb-3">
      <Form.Label htmlFor={field.id}>{label}</Form.Label>
      <Form.Select
        id={field.id}
        name={field.name}
        ref={attach}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        isInvalid={field.invalid}
        disabled={disabled}
        required
        {...errorWiring(field)}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <FieldError field={field} />
    </Form.Group>
  );
}
