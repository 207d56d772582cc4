// His statement and receipts on /me/dues (docs/money.md#the-ledger): every posting on his account
// with the balance after it, newest first (the server sends them oldest first, as a bank does), a
// reversal with its reason and what it put right; and each receipt, which opens printable.
import { Link } from 'react-router';
import type { ReceiptSummary } from '../../../../contract/api/money.ts';
import type { StatementLine } from '../../../../contract/api/officer/money.ts';
import { formatDay } from '../../../../contract/dates.ts';
import { formatCents, paymentMethodName, postingWords } from '../../../../contract/money.ts';

export function Statement({ lines, earlier }: { lines: StatementLine[]; earlier: number }) {
  return (
    <section className="dues-section" aria-labelledby="dues-statement-heading">
      <h2 id="dues-statement-heading" className="dues-section__title">
        Your statement
      </h2>
      {lines.length === 0 ? (
        <p>Nothing has been charged to your account yet.</p>
      ) : (
        <table className="dues-statement">
          <caption className="visually-hidden">Your statement, newest first</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col" className="dues-statement__amount">
                Amount and balance
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.toReversed().map((line) => (
              <tr
                key={line.postingId}
                className={line.reversedBy ? 'dues-statement--reversed' : ''}
              >
                <td>
                  <span className="dues-statement__what">{postingWords(line)}</span>
                  <span className="dues-statement__day">
                    {formatDay(line.occurredOn)}
                    {line.dueOn && line.amountCents > 0 ? ` · due ${formatDay(line.dueOn)}` : ''}
                    {line.reference ? ` · ${line.reference}` : ''}
                  </span>
                  {line.reversedBy ? <span className="dues-statement__note">Reversed</span> : null}
                  {line.note ? (
                    <span className="dues-statement__note">Note: {line.note}</span>
                  ) : null}
                  {line.reason ? (
                    <span className="dues-statement__note">Why: {line.reason}</span>
                  ) : null}
                  {line.receiptNumber === null ? null : (
                    <Link className="dues-statement__receipt" to={`?receipt=${line.receiptNumber}`}>
                      Receipt No. {line.receiptNumber}
                    </Link>
                  )}
                </td>
                <td className="dues-statement__amount">
                  <strong>{formatCents(line.amountCents)}</strong>
                  <span className="dues-statement__day">
                    Balance {formatCents(line.balanceAfterCents)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {earlier > 0 ? (
        <p className="dues-statement__earlier">
          {earlier} earlier {earlier === 1 ? 'entry is' : 'entries are'} in the copy of your data
          (Your data).
        </p>
      ) : null}
    </section>
  );
}

export function Receipts({ receipts }: { receipts: ReceiptSummary[] }) {
  if (receipts.length === 0) return null;
  return (
    <section className="dues-section" aria-labelledby="dues-receipts-heading">
      <h2 id="dues-receipts-heading" className="dues-section__title">
        Your receipts
      </h2>
      <ul className="dues-receipts">
        {receipts.map((receipt) => (
          <li key={receipt.number}>
            <Link to={`?receipt=${receipt.number}`}>Receipt No. {receipt.number}</Link>{' '}
            {formatCents(receipt.amountCents)}
            {receipt.method ? ` by ${paymentMethodName(receipt.method)}` : ''} on{' '}
            {formatDay(receipt.receivedOn)}
            {receipt.reversed ? ' (reversed)' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
