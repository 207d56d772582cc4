// A payment's receipt, printable (area `treasury`, docs/money.md#payments-claims-and-receipts): its
// number, the chapter, the member, the amount, how and when it arrived, who recorded it, and
// "Reversed" when the payment was reversed. Print prints the receipt alone (web/styles/money.scss's print rules).
import { Link } from 'react-router';
import {
  formatCents,
  paymentMethodNames,
  type PaymentMethod,
} from '../../../../../contract/money.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { memberStatementPath } from '../../../../components/console-kit/console-routes.ts';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { chapter } from '../../../../lib/content/chapter.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadStatement } from '../api.ts';
import '../../../../styles/money.scss';

export function ReceiptPage({ userId, postingId }: { userId: string; postingId: string }) {
  const load = useLoad((signal) => loadStatement(userId, signal), {
    key: 'officer/money/statement',
  });
  const receipt = load.data?.receipts.find((one) => one.postingId === postingId) ?? null;
  const back = (
    <p className="console-back money-no-print">
      <Link to={memberStatementPath(userId)}>← {load.data?.member.name ?? 'Statement'}</Link>
    </p>
  );
  if (load.state.status === 'failed')
    return (
      <>
        <ConsoleHeader title="Receipt" back={back} lead="A payment's receipt, to print." />
        <ConsoleLoadFailure what="The receipt" load={load} />
      </>
    );
  if (!load.data) return <output className="data-table__note">Loading...</output>;
  if (!receipt)
    return (
      <>
        <ConsoleHeader
          title="No such receipt"
          back={back}
          lead="His account has no such receipt."
        />
      </>
    );
  return (
    <>
      <ConsoleHeader
        title={`Receipt No. ${receipt.number}`}
        back={back}
        lead="Print it for the member, or save it as a PDF."
      />
      <article className="money-printable" aria-label={`Receipt No. ${receipt.number}`}>
        <p className="mb-1">
          {chapter.organisation.name} · {chapter.chapter.name}
        </p>
        <h2 className="h4">Receipt No. {receipt.number}</h2>
        {receipt.reversed ? (
          <p className="money-receipt__reversed">Reversed: this payment no longer counts</p>
        ) : null}
        <dl className="money-receipt__facts">
          <dt>Received from</dt>
          <dd>{receipt.name}</dd>
          <dt>Amount</dt>
          <dd className="money-amount">{formatCents(receipt.amountCents)}</dd>
          <dt>Paid by</dt>
          <dd>{paymentMethodNames[receipt.method as PaymentMethod] ?? receipt.method}</dd>
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
        <button
          type="button"
          className="btn btn-primary money-no-print"
          onClick={() => window.print()}
        >
          Print
        </button>
      </article>
    </>
  );
}
