// One receipt, alone on /me/dues?receipt=<number> (where the receipt email links): the shared
// receipt view (web/components/receipt-view.tsx) with Print and the way back to his dues.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ReceiptSummary } from '../../../../contract/api/money.ts';
import { ReceiptView } from '../../../components/receipt-view.tsx';
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
      <section className="receipt" aria-labelledby="dues-receipt-heading">
        <h2 id="dues-receipt-heading" ref={heading} tabIndex={-1} className="receipt__title">
          No such receipt
        </h2>
        <p>Your account has no receipt with this number.</p>
        <div className="receipt__actions">{back}</div>
      </section>
    );
  return (
    <ReceiptView
      receipt={receipt}
      reversedText="This payment was reversed: it no longer counts on your account."
      headingRef={heading}
      actions={back}
    />
  );
}
