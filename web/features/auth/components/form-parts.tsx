// Pieces the account forms share: the email field and the message under a form.
import { Alert, Form } from 'react-bootstrap';

export type Notice = { kind: 'success' | 'danger' | 'info'; text: string };

export function EmailField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Email</Form.Label>
      <Form.Control
        type="email"
        name="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="email"
        required
      />
    </Form.Group>
  );
}

/** A success or information is announced politely; an error at once. */
export function FormNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert
      variant={notice.kind}
      role={notice.kind === 'danger' ? 'alert' : 'status'}
      className="mb-3"
    >
      {notice.text}
    </Alert>
  );
}
