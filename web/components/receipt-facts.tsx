// A payment's receipt in facts (docs/money.md#payments-claims-and-receipts): who paid, how much, how,
// its reference, the day it arrived and who recorded it. The member's printable receipt (/me/dues)
// and the console's show the same facts.
import type { Receipt } from '../../contract/api/officer/money.ts';
import { formatDay } from '../../contract/dates.ts';
import { formatCents, paymentMethodName } from '../../contract/money.ts';

export function ReceiptFacts({ receipt, className }: { receipt: Receipt; className: string }) {
  return (
    <dl className={className}>
      <dt>Received from</dt>
      <dd>{receipt.name}</dd>
      <dt>Amount</dt>
      <dd className="money-amount">{formatCents(receipt.amountCents)}</dd>
      <dt>Paid by</dt>
      <dd>{paymentMethodName(receipt.method)}</dd>
      {receipt.reference ? (
        <>
          <dt>Reference</dt>
          <dd>{receipt.reference}</dd>
        </>
      ) : null}
      <dt>Received on</dt>
      <dd>{formatDay(receipt.receivedOn)}</dd>
      <dt>Recorded by</dt>
      <dd>{receipt.recordedBy}</dd>
    </dl>
  );
}
