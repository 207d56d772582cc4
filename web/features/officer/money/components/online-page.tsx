// Online payments (area `treasury`, docs/money.md#paying-online): every checkout members and givers
// started, newest first, filtered by status and searched by name, initiative or id, with what the
// processor kept, refunded or held back. A paid one can be refunded, in whole or in part, with a
// reason: the processor is asked, and the row says "Refund requested" until it confirms (the ledger
// posts the refund then). Nobody refunds his own payment: his rows say so instead (and the server
// refuses it).
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { refundRequest, type OnlinePaymentRow } from '../../../../../contract/api/payments.ts';
import { centsFromDollars } from '../../../../../contract/money-amounts.ts';
import { formatCents, paymentMethodName } from '../../../../../contract/money.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { memberStatementPath } from '../../../../components/console-kit/console-routes.ts';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { ReasonDialog } from '../../../../components/console-kit/reason-dialog.tsx';
import { serverPager, showingText } from '../../../../components/console-kit/table-paging.ts';
import {
  useConfirmAction,
  type ConfirmAction,
} from '../../../../components/console-kit/use-confirm-action.ts';
import { useDebouncedValue } from '../../../../components/console-kit/use-debounced-value.ts';
import {
  useResultMessage,
  type ResultMessage,
} from '../../../../components/console-kit/use-result-message.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadOnlinePayments, refundPayment } from '../api.ts';
import { dollarsText } from '../money.ts';
import {
  amountDetail,
  attemptFilterOptions,
  attemptStatusNames,
  refundableCents,
  refundAction,
} from '../online.ts';
import { MoneyTabs } from './money-tabs.tsx';

const pageSize = 50;
const noun = { one: 'payment', many: 'payments' };

/** "$50.00 from Anonymous" */
const payerLabel = (row: OnlinePaymentRow) => `${formatCents(row.amountCents)} from ${row.name}`;

function columns(
  onRefund: (row: OnlinePaymentRow) => void,
  you: string | undefined,
): Column<OnlinePaymentRow>[] {
  return [
    {
      key: 'payer',
      header: 'From',
      primary: true,
      cell: (row) => (
        <>
          {row.kind === 'dues' && row.userId ? (
            <Link to={memberStatementPath(row.userId)}>{row.name}</Link>
          ) : (
            row.name
          )}
          <span className="data-table__sub">
            {row.kind === 'dues' ? 'Dues' : `Gift: ${row.initiative ?? '—'}`}
          </span>
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      cell: (row) => (
        <>
          <span className="money-amount">{formatCents(row.amountCents)}</span>
          {amountDetail(row).map((detail) => (
            <span key={detail} className="data-table__sub">
              {detail}
            </span>
          ))}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          <span
            className={`status-badge status-badge--${row.status === 'not_paid' ? 'revoked' : 'active'}`}
          >
            {attemptStatusNames[row.status]}
          </span>
          {row.method ? (
            <span className="data-table__sub">{paymentMethodName(row.method)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'when',
      header: 'When',
      cell: (row) => (
        <>
          {formatDateTime(row.paidAt ?? row.createdAt)}
          <span className="data-table__sub">
            {row.receiptNumber === null ? 'No receipt' : `Receipt No. ${row.receiptNumber}`}
          </span>
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => {
        const action = refundAction(row, you);
        if (action === 'requested') return <span>Refund requested</span>;
        if (action === 'yours')
          return <span className="text-body-secondary">Yours: another officer refunds it</span>;
        if (action === 'refund')
          return (
            <ActionButton variant="outline-danger" onClick={() => onRefund(row)}>
              Refund<span className="visually-hidden"> {payerLabel(row)}</span>
            </ActionButton>
          );
        return '—';
      },
    },
  ];
}

export function OnlinePage() {
  const [status, setStatus] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim());
  const load = useLoad((signal) => loadOnlinePayments({ status, q, page, pageSize }, signal), {
    key: 'officer/money/online',
    deps: [status, q, page],
  });
  const message = useResultMessage();
  const refunding = useConfirmAction<OnlinePaymentRow>();
  const me = useStoredUser();
  const total = load.data?.total ?? 0;
  return (
    <>
      <ConsoleHeader
        title="Online payments"
        lead="Dues and gifts paid through Stripe, newest first. The chapter pays the processor's fee. A refund is asked of Stripe and posted when Stripe confirms it."
      />
      <MoneyTabs />
      <ConsoleSection headingId="online-heading" title="Payments">
        <FormResult result={message.result} className="mb-3" />
        <DataTable
          caption="Online payments"
          columns={columns(refunding.ask, me?.id)}
          rows={load.data?.rows ?? null}
          stale={load.stale}
          rowKey={(row) => row.attemptId}
          summary={load.data ? showingText(page, pageSize, total, noun) : undefined}
          search={{
            label: 'Search by name, initiative or id',
            value: text,
            onChange: (value) => {
              setText(value);
              setPage(1);
            },
          }}
          filters={[
            {
              name: 'status',
              label: 'Show',
              value: status,
              options: attemptFilterOptions,
              onChange: (value) => {
                setStatus(value);
                setPage(1);
              },
            },
          ]}
          failure={
            load.state.status === 'failed' ? (
              <ConsoleLoadFailure what="The online payments" load={load} />
            ) : undefined
          }
          emptyText={
            status || q ? 'No payment matches these filters.' : 'Nobody has paid online yet.'
          }
          pager={serverPager(page, pageSize, total, setPage)}
        />
      </ConsoleSection>
      <RefundDialog
        refunding={refunding}
        message={message}
        onRequested={(attemptId) => {
          // Until the processor confirms, the row says so (the answer asked again says the same).
          load.setData((data) => ({
            ...data,
            rows: data.rows.map((row) =>
              row.attemptId === attemptId ? { ...row, refundPending: true } : row,
            ),
          }));
          invalidate('officer/money');
        }}
      />
    </>
  );
}

const typedRefund = centsFromDollars('one refund');

function RefundDialog({
  refunding,
  message,
  onRequested,
}: {
  refunding: ConfirmAction<OnlinePaymentRow>;
  message: ResultMessage;
  onRequested: (attemptId: string) => void;
}) {
  const amountId = useId();
  const row = refunding.target;
  const left = row ? refundableCents(row) : 0;
  // The amount as typed: all that is left when the dialog opens (empty: all that is left too).
  const [typed, setTyped] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if ((row?.attemptId ?? null) !== openedFor) {
    setOpenedFor(row?.attemptId ?? null);
    setTyped(row ? dollarsText(refundableCents(row)) : '');
    setAmountError(null);
  }
  const amountCents = (): number | string => {
    if (typed.trim() === '') return left;
    const checked = typedRefund.safeParse(typed);
    if (!checked.success) return checked.error.issues[0]?.message ?? 'Enter the amount in dollars.';
    if (checked.data > left) return `At most ${formatCents(left)} is left to refund.`;
    return checked.data;
  };
  // The reason's rule is the contract's; the amount is checked with it, and said at its own field.
  const schema = refundRequest.pick({ reason: true }).superRefine((_value, ctx) => {
    const amount = amountCents();
    if (typeof amount === 'string') {
      setAmountError(amount);
      ctx.addIssue({ code: 'custom', message: 'Correct the amount first.' });
    }
  });

  return (
    <ReasonDialog
      action={refunding}
      schema={schema}
      title="Refund this payment?"
      confirmLabel="Ask Stripe to refund"
      busyLabel="Asking Stripe..."
      failure="The refund was not requested"
      message={message}
      send={async (target, reason) => {
        const amount = amountCents();
        const { message: said } = await refundPayment(target.attemptId, {
          reason,
          ...(typeof amount === 'number' && amount !== refundableCents(target)
            ? { amountCents: amount }
            : {}),
        });
        onRequested(target.attemptId);
        return said;
      }}
      onDone={() => setAmountError(null)}
    >
      <p>
        {row
          ? `${payerLabel(row)}${row.kind === 'gift' && row.initiative ? ` to ${row.initiative}` : ' for dues'}, paid ${formatDateTime(row.paidAt ?? row.createdAt)}. ${formatCents(left)} is left to refund. `
          : ''}
        Stripe sends the money back to the card or bank account it came from; the processor keeps
        its fee. The refund is posted when Stripe confirms it.
      </p>
      <Form.Group className="form-field mb-3">
        <Form.Label htmlFor={amountId}>Amount to refund ($)</Form.Label>
        <Form.Control
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (amountError) setAmountError(null);
          }}
          isInvalid={amountError !== null}
          aria-invalid={amountError !== null || undefined}
          aria-describedby={`${amountId}-hint${amountError ? ` ${amountId}-error` : ''}`}
        />
        <p id={`${amountId}-hint`} className="form-text mb-0">
          All that is left, or part of it.
        </p>
        {amountError ? (
          <p id={`${amountId}-error`} className="field-error">
            {amountError}
          </p>
        ) : null}
      </Form.Group>
    </ReasonDialog>
  );
}
