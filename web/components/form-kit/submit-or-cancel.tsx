// A form's two buttons when it asks once and can be left: send it (saying what it does while it
// is busy) or cancel, both held while the request is on its way.
import { Button, type ButtonProps } from 'react-bootstrap';
import { readOnlyProps, useReadOnly } from '../console-kit/read-only.tsx';

export function SubmitOrCancel({
  busy,
  label,
  busyLabel,
  variant = 'primary',
  onCancel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  variant?: ButtonProps['variant'];
  onCancel: () => void;
}) {
  // A console page the officer may only look at: the form is not his to send (console-kit/read-only.tsx).
  const readOnly = useReadOnly();
  return (
    <div className="console-form__actions">
      <Button type="submit" variant={variant} disabled={busy} {...readOnlyProps(readOnly)}>
        {busy ? busyLabel : label}
      </Button>
      <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
