// "Void this gift?", "Reverse this line?": a step that cannot be taken back and must say why. The
// reason is required, checked with the contract's rule before it is sent and refused at the field
// by the server too (the dialog then stays open with the server's words under the field). What was
// done, or why it failed, is the page's result message.
import { useId, useState, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import type { ZodType } from 'zod';
import { serverFieldError } from '../form-kit/validation.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { ConfirmAction } from './use-confirm-action.ts';
import type { ResultMessage } from './use-result-message.ts';

export function ReasonDialog<T>({
  action,
  schema,
  title,
  confirmLabel,
  busyLabel,
  failure,
  message,
  send,
  onDone,
  children,
}: {
  action: ConfirmAction<T>;
  /** The request's rule for `{ reason }` (the contract's, as the server checks it). */
  schema: ZodType<{ reason: string }>;
  title: string;
  confirmLabel: string;
  busyLabel: string;
  /** What the result message says when it fails: "The line was not reversed". */
  failure: string;
  message: ResultMessage;
  /** Carries out the step with the reason; what the result message then says. */
  send: (target: T, reason: string) => Promise<string>;
  /** The step was tried (done or failed): the page's data may have changed. */
  onDone: () => void;
  /** What the step does to the item asked about (the dialog's text, above the reason). */
  children: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();
  const forget = () => {
    setReason('');
    setReasonError(null);
  };

  const confirm = () => {
    const checked = schema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? 'Give the reason.');
      document.getElementById(reasonId)?.focus();
      return;
    }
    void action.run(async (target) => {
      try {
        message.succeeded(await send(target, checked.data.reason), 10_000);
      } catch (error) {
        const atField = serverFieldError(error, ['reason']);
        if (atField) {
          setReasonError(atField.message);
          return 'stay';
        }
        message.failed(error, failure);
      }
      forget();
      onDone();
    });
  };

  return (
    <ConfirmDialog
      {...action.dialogProps}
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      onConfirm={confirm}
      onCancel={() => {
        action.cancel();
        forget();
      }}
    >
      {children}
      <Form.Group className="form-field mb-0">
        <Form.Label htmlFor={reasonId}>Reason (required)</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          id={reasonId}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (reasonError) setReasonError(null);
          }}
          isInvalid={reasonError !== null}
          aria-invalid={reasonError !== null || undefined}
          required
          {...(reasonError ? { 'aria-describedby': `${reasonId}-error` } : {})}
        />
        {reasonError ? (
          <p id={`${reasonId}-error`} className="field-error">
            {reasonError}
          </p>
        ) : null}
      </Form.Group>
    </ConfirmDialog>
  );
}
