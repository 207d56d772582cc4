// "Void this gift?": the reason (required, checked with the contract's rule before it is sent and
// refused at the field by the server too), then the gift stays listed, marked, out of the totals.
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { voidRequest, type DonationRow } from '../../../../../contract/api/officer/donations.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { serverFieldError } from '../../../../components/form-kit/validation.ts';
import type { ConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import type { ResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { voidGift } from '../api.ts';
import { formatDay, giftLabel } from '../ledger.ts';

export function VoidGiftDialog({
  voiding,
  message,
  onVoided,
}: {
  voiding: ConfirmAction<DonationRow>;
  message: ResultMessage;
  /** The ledger changed (or may have): ask for it again. */
  onVoided: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();
  const gift = voiding.target;

  const forget = () => {
    setReason('');
    setReasonError(null);
  };

  const confirmVoid = () => {
    const checked = voidRequest.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? 'Give the reason.');
      document.getElementById(reasonId)?.focus();
      return;
    }
    void voiding.run(async (target) => {
      try {
        const { donation, message: said } = await voidGift(target.id, checked.data.reason);
        message.succeeded(`${said} ${giftLabel(donation)}.`, 10_000);
      } catch (error) {
        const atField = serverFieldError(error, ['reason']);
        if (atField) {
          setReasonError(atField.message);
          return 'stay';
        }
        message.failed(error, 'The gift was not voided');
      }
      forget();
      onVoided();
    });
  };

  return (
    <ConfirmDialog
      {...voiding.dialogProps}
      title="Void this gift?"
      confirmLabel="Void the gift"
      busyLabel="Voiding..."
      onConfirm={confirmVoid}
      onCancel={() => {
        voiding.cancel();
        forget();
      }}
    >
      <p>
        {gift ? giftLabel(gift) : ''}
        {gift ? `, ${formatDay(gift.donatedOn)}` : ''}. It stays in the ledger, marked voided, and
        no longer counts in the totals. This cannot be undone.
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
