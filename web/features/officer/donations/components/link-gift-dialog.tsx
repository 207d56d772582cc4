// "Link the gift to an account": the donor's account chosen by name (the gift is then his, in his
// own data), or the link removed; refused at the account by the server when it is missing or ended.
import { useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import type { DonationRow, GiftAccount } from '../../../../../contract/api/officer/donations.ts';
import { serverFieldError } from '../../../../components/form-kit/validation.ts';
import type { ConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import type { ResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { useDialogKeys } from '../../../../lib/use-dialog-keys.ts';
import { linkGift } from '../api.ts';
import { formatDay, giftLabel } from '../ledger.ts';
import { AccountPicker } from './account-picker.tsx';

const dialogClass = 'link-gift-dialog';

export function LinkGiftDialog({
  linking,
  message,
  onLinked,
}: {
  linking: ConfirmAction<DonationRow>;
  message: ResultMessage;
  /** The ledger changed (or may have): ask for it again. */
  onLinked: () => void;
}) {
  const [chosen, setChosen] = useState<GiftAccount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const pickerId = useId();
  const gift = linking.target;
  useDialogKeys(linking.dialogProps.show, dialogClass);

  const forget = () => {
    setChosen(null);
    setError(null);
  };
  const link = (accountId: string | null) =>
    void linking.run(async (target) => {
      try {
        const { donation, message: said } = await linkGift(target.id, accountId);
        message.succeeded(`${said} ${giftLabel(donation)}.`, 10_000);
      } catch (failure) {
        const atField = serverFieldError(failure, ['accountId']);
        if (atField) {
          setError(atField.message);
          return 'stay';
        }
        message.failed(failure, 'The link was not changed');
      }
      forget();
      onLinked();
    });
  const cancel = () => {
    linking.cancel();
    forget();
  };

  return (
    <Modal
      show={linking.dialogProps.show}
      onHide={cancel}
      onEntered={() => document.getElementById(pickerId)?.focus()}
      className={dialogClass}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          Link the gift to an account
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          {gift ? `${giftLabel(gift)}, ${formatDay(gift.donatedOn)}. ` : ''}
          {gift?.account
            ? `Linked now to ${gift.account.name}'s account.`
            : 'Linked to no account now.'}{' '}
          A linked gift is in that person’s own data (without its note).
        </p>
        <AccountPicker
          id={pickerId}
          label="Donor’s account"
          chosen={chosen}
          onChoose={(account) => {
            setChosen(account);
            setError(null);
          }}
          error={error ?? undefined}
          errorId={`${pickerId}-error`}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={cancel} disabled={linking.busy}>
          Cancel
        </Button>
        {gift?.account ? (
          <Button variant="outline-danger" onClick={() => link(null)} disabled={linking.busy}>
            Remove the link
          </Button>
        ) : null}
        <Button
          variant="primary"
          onClick={() => chosen && link(chosen.id)}
          disabled={linking.busy || !chosen}
        >
          {linking.busy ? 'Saving...' : chosen ? `Link to ${chosen.name}` : 'Link'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
