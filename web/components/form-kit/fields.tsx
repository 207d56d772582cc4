// The form kit's field pieces: a labelled text field whose error shows under it (aria-invalid,
// aria-describedby), the error line on its own for fields drawn otherwise, and the result message.
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Alert, Form } from 'react-bootstrap';
import type { TimedMessage } from '../../lib/use-timed-message.ts';
import type { FieldProps } from './use-form.ts';

/** The ids a field's aria-describedby lists: its hints, and its error while there is one. */
function describedBy(field: FieldProps, ...hints: (string | undefined)[]): string | undefined {
  const ids = [...hints, field.invalid ? field.errorId : undefined].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The input attributes that tie a control to its error. */
export const errorWiring = (field: FieldProps, ...hints: (string | undefined)[]) => {
  const ids = describedBy(field, ...hints);
  return {
    'aria-invalid': field.invalid || undefined,
    ...(ids ? { 'aria-describedby': ids } : {}),
  };
};

export function FieldError({ field }: { field: FieldProps }) {
  if (!field.error) return null;
  return (
    <p id={field.errorId} className="field-error">
      {field.error}
    </p>
  );
}

export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  autoCapitalize,
  spellCheck,
  maxLength,
  hint,
  required = false,
  children,
}: {
  field: FieldProps;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'numeric' | 'url' | 'email' | 'text';
  autoCapitalize?: 'off' | 'characters' | 'words' | 'sentences';
  spellCheck?: boolean;
  maxLength?: number;
  /** A line under the label that helps fill the field in. */
  hint?: ReactNode;
  required?: boolean;
  /** Drawn under the field (e.g. the password rules). */
  children?: ReactNode;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  // Taken apart: the compiler's ref check would otherwise treat the whole field as a ref.
  const { attach, value } = field;
  return (
    <Form.Group className="form-field mb-3">
      <Form.Label htmlFor={field.id}>{label}</Form.Label>
      <Form.Control
        id={field.id}
        name={field.name}
        ref={attach}
        type={type}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        isInvalid={field.invalid}
        required={required}
        {...(autoComplete ? { autoComplete } : {})}
        {...(inputMode ? { inputMode } : {})}
        {...(autoCapitalize ? { autoCapitalize } : {})}
        {...(spellCheck === undefined ? {} : { spellCheck })}
        {...(maxLength === undefined ? {} : { maxLength })}
        {...errorWiring(field, hintId)}
      />
      <FieldError field={field} />
      {hint ? (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      {children}
    </Form.Group>
  );
}

/** A submit's outcome: a success is announced politely, a failure at once. */
export function FormResult({
  result,
  className = '',
}: {
  result: TimedMessage | null;
  className?: string;
}) {
  return (
    <div className={`form-result ${className}`} aria-live="polite">
      {result ? (
        <Alert
          variant={result.kind}
          className="mb-0"
          role={result.kind === 'danger' ? 'alert' : 'status'}
        >
          {result.text}
        </Alert>
      ) : null}
    </div>
  );
}
