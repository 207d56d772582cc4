// "Reverse this line?": the reason (required, checked with the contract's rule before it is sent
// and refused at the field by the server too). The line stays on the statement, marked, and a
// reversal naming it takes it back; a reversed payment's receipt says so.
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { reverseRequest, type StatementLine } from '../../../../../contract/api/officer/money.ts';
import { formatCents } from '../../../../../contract/money.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import type { ConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import type { ResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { serverFieldError } from '../../../../components/form-kit/validation.ts';
import { reversePosting } from '../api.ts';
import { kindName } from '../money.ts';

/** "Dues: Fall 2026 dues, $125.00" */
export const lineLabel = (line: StatementLine): string =>
  `${kindName(line.kind)}: ${line.description}, ${formatCents(Math.abs(line.amountCents))}`;

export function ReverseDialog({
  reversing,
  message,
  onReversed,
}: {
  reversing: ConfirmAction<StatementLine>;
  message: ResultMessage;
  onReversed: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();
  const line = reversing.target;
  const forget = () => {
    setReason('');
    setReasonError(null);
  };

  const confirm = () => {
    const checked = reverseRequest.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? 'Give the reason.');
      document.getElementById(reasonId)?.focus();
      return;
    }
    void reversing.run(async (target) => {
      try {
        await reversePosting(target.postingId, checked.data.reason);
        message.succeeded(`Reversed ${lineLabel(target)}.`, 10_000);
      } catch (error) {
        const atField = serverFieldError(error, ['reason']);
        if (atField) {
          setReasonError(atField.message);
          return 'stay';
        }
        message.failed(error, 'The line was not reversed');
      }
      forget();
      onReversed();
    });
  };

  return (
    <ConfirmDialog
      {...reversing.dialogProps}
      title="Reverse this line?"
      confirmLabel="Reverse the line"
      busyLabel="Reversing..."
      onConfirm={confirm}
      onCancel={() => {
        reversing.cancel();
        forget();
      }}
    >
      <p>
        {line ? `${lineLabel(line)}, ${formatDay(line.occurredOn)}. ` : ''}A reversal that names it
        takes it back; the line stays on the statement, marked reversed. This cannot be undone.
      </p>
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
