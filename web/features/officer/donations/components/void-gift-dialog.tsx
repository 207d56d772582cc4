// "Void this gift?" (the console kit's reason dialog): the gift stays listed, marked, out of the
// totals.
import { voidRequest, type DonationRow } from '../../../../../contract/api/officer/donations.ts';
import { ReasonDialog } from '../../../../components/console-kit/reason-dialog.tsx';
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
  const gift = voiding.target;
  return (
    <ReasonDialog
      action={voiding}
      schema={voidRequest}
      title="Void this gift?"
      confirmLabel="Void the gift"
      busyLabel="Voiding..."
      failure="The gift was not voided"
      message={message}
      send={async (target, reason) => {
        const { donation, message: said } = await voidGift(target.id, reason);
        return `${said} ${giftLabel(donation)}.`;
      }}
      onDone={onVoided}
    >
      <p>
        {gift ? giftLabel(gift) : ''}
        {gift ? `, ${formatDay(gift.donatedOn)}` : ''}. It stays in the ledger, marked voided, and
        no longer counts in the totals. This cannot be undone.
      </p>
    </ReasonDialog>
  );
}
