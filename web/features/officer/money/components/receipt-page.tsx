// A payment's receipt, printable (area `treasury`, docs/money.md#payments-claims-and-receipts): the
// shared receipt view (web/components/receipt-view.tsx), the member's own, whose Print prints the
// receipt alone.
import { Link } from 'react-router';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { memberStatementPath } from '../../../../components/console-kit/console-routes.ts';
import { ReceiptView } from '../../../../components/receipt-view.tsx';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadStatement } from '../api.ts';
import '../../../../styles/money.scss';

export function ReceiptPage({ userId, postingId }: { userId: string; postingId: string }) {
  const load = useLoad((signal) => loadStatement(userId, signal), {
    key: 'officer/money/statement',
  });
  const receipt = load.data?.receipts.find((one) => one.postingId === postingId) ?? null;
  const back = (
    <p className="console-back">
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
      <ReceiptView
        receipt={receipt}
        reversedText="Reversed: this payment no longer counts on his account."
      />
    </>
  );
}
