// A password field with a Show / Hide button.
import { useState, type ChangeEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

export function PasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup>
      <Form.Control
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
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
