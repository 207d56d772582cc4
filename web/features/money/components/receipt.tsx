// One receipt, alone on /me/dues?receipt=<number> (where the receipt email links): the chapter, the
// member, the amount, how and when it arrived, who recorded it, and whether it was reversed; Print
// prints the receipt only (web/styles/dues.scss's print rules).
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ReceiptSummary } from '../../../../contract/api/money.ts';
import { ReceiptFacts } from '../../../components/receipt-facts.tsx';
import { chapter } from '../../../lib/content/chapter.ts';
import { paths } from '../../../lib/paths.ts';

export function Receipt({
  number,
  receipts,
}: {
  /** The number as the address gives it. */
  number: string;
  receipts: ReceiptSummary[];
}) {
  const receipt = receipts.find((one) => String(one.number) === number.trim());
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a link on the page: the focus goes to the receipt, not left on a link now gone.
  useEffect(() => heading.current?.focus(), []);
  const back = (
    <Link className="btn btn-outline-primary" to={paths.myDues}>
      Back to your dues
    </Link>
  );
  if (!receipt)
    return (
      <section className="dues-receipt" aria-labelledby="dues-receipt-heading">
        <h2 id="dues-receipt-heading" ref={heading} tabIndex={-1} className="dues-section__title">
          No such receipt
        </h2>
        <p>Your account has no receipt with this number.</p>
        <div className="dues-receipt__actions">{back}</div>
      </section>
    );
  return (
    <article className="dues-receipt" aria-labelledby="dues-receipt-heading">
      <p className="dues-receipt__chapter">
        {chapter.organisation.name} · {chapter.chapter.name}
      </p>
      <h2 id="dues-receipt-heading" ref={heading} tabIndex={-1} className="dues-receipt__title">
        Receipt No. {receipt.number}
      </h2>
      {receipt.reversed ? (
        <p className="dues-receipt__reversed">
          This payment was reversed: it no longer counts on your account.
        </p>
      ) : null}
      <ReceiptFacts receipt={receipt} className="dues-receipt__facts" />
      <div className="dues-receipt__actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print
        </button>
        {back}
      </div>
    </article>
  );
}
