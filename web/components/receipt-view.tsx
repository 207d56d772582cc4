// A payment's receipt (docs/money.md#payments-claims-and-receipts): the chapter, its number, who
// paid, how much, how, its reference, the day it arrived and who recorded it, and whether it was
// reversed since. The member's (/me/dues?receipt=<number>) and the console's receipt page show this
// one view, with Print, which prints the receipt alone (web/styles/print-alone.scss).
import type { ReactNode, Ref } from 'react';
import type { Receipt } from '../../contract/api/officer/money.ts';
import { formatDay } from '../../contract/dates.ts';
import { formatCents, paymentMethodName } from '../../contract/money.ts';
import { chapter } from '../lib/content/chapter.ts';
import '../styles/print-alone.scss';
import '../styles/receipt.scss';

export function ReceiptView({
  receipt,
  reversedText,
  headingRef,
  actions,
}: {
  receipt: Pick<
    Receipt,
    | 'number'
    | 'name'
    | 'amountCents'
    | 'method'
    | 'reference'
    | 'receivedOn'
    | 'recordedBy'
    | 'reversed'
  >;
  /** What a reversed payment's receipt says, to its reader ("it no longer counts on your account"). */
  reversedText: string;
  /** The heading, for a page that moves the focus to it when the receipt opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Beside Print: the way back. */
  actions?: ReactNode;
}) {
  const headingId = `receipt-${receipt.number}-heading`;
  return (
    <article className="receipt print-alone" aria-labelledby={headingId}>
      <p className="receipt__chapter">
        {chapter.organisation.name} · {chapter.chapter.name}
      </p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="receipt__title">
        Receipt No. {receipt.number}
      </h2>
      {receipt.reversed ? <p className="receipt__reversed">{reversedText}</p> : null}
      <dl className="receipt__facts">
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
      <div className="receipt__actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print
        </button>
        {actions}
      </div>
    </article>
  );
}
