// A member's statement (area `treasury`, docs/money.md): his balance, what is overdue, his dues
// status and plan, and every line of his account, oldest first, with the balance after each. From
// here the treasurer records a payment, adds a charge, offers a plan, reverses a line (with a
// reason, after a confirmation) and opens a payment's printable receipt. The server records the
// opening in the member's "who saw my data", and refuses any of these on the officer's own account:
// his own statement says so at the top and its actions are disabled with that reason.
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  StatementLine,
  StatementResponse,
} from '../../../../../contract/api/officer/money.ts';
import {
  formatCents,
  paymentMethodNames,
  type PaymentMethod,
} from '../../../../../contract/money.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { consolePaths, receiptPath } from '../../../../components/console-kit/console-routes.ts';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { ActionButton, ReadOnlyProvider } from '../../../../components/console-kit/read-only.tsx';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { loadStatement } from '../api.ts';
import { duesStatusNames, kindName, planStatusNames, sideNames } from '../money.ts';
import { ChargeForm } from './charge-form.tsx';
import { MoneyTabs } from './money-tabs.tsx';
import { PaymentForm } from './payment-form.tsx';
import { PlanForm } from './plan-form.tsx';
import { lineLabel, ReverseDialog } from './reverse-dialog.tsx';

type Opened = 'payment' | 'charge' | 'plan' | null;

const methodName = (method: string | null) =>
  method ? (paymentMethodNames[method as PaymentMethod] ?? method) : null;

/** Whether a line may still be reversed here: not reversed, not a reversal, not a gift. */
const reversible = (line: StatementLine) =>
  line.reversedBy === null && line.reverses === null && line.kind !== 'gift';

function lineColumns(
  userId: string,
  onReverse: (line: StatementLine) => void,
): Column<StatementLine>[] {
  return [
    {
      key: 'line',
      header: 'Line',
      primary: true,
      cell: (line) => (
        <>
          {line.description}
          <span className="data-table__sub">
            {[
              kindName(line.kind),
              methodName(line.method),
              line.reference,
              line.receiptNumber !== null ? `Receipt No. ${line.receiptNumber}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {line.reverses ? (
            <span className="data-table__sub">Reverses a line: {line.reason}</span>
          ) : null}
          {line.reversedBy ? (
            <span className="data-table__sub">
              <span className="status-badge status-badge--revoked">Reversed</span>
            </span>
          ) : null}
          {line.note ? <span className="data-table__sub">Note: {line.note}</span> : null}
        </>
      ),
    },
    { key: 'day', header: 'Day', cell: (line) => formatDay(line.occurredOn) },
    { key: 'due', header: 'Due', cell: (line) => (line.dueOn ? formatDay(line.dueOn) : '—') },
    {
      key: 'amount',
      header: 'Amount',
      cell: (line) => (
        <span className={line.reversedBy ? 'money-line--reversed' : undefined}>
          <span className="money-amount">{formatCents(line.amountCents)}</span>
        </span>
      ),
    },
    {
      key: 'balance',
      header: 'Balance',
      cell: (line) => <span className="money-amount">{formatCents(line.balanceAfterCents)}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (line) => (
        <div className="money-actions mb-0 justify-content-end">
          {line.receiptNumber !== null ? (
            <Link className="btn btn-outline-secondary" to={receiptPath(userId, line.postingId)}>
              Receipt<span className="visually-hidden"> No. {line.receiptNumber}</span>
            </Link>
          ) : null}
          {reversible(line) ? (
            <ActionButton variant="outline-danger" onClick={() => onReverse(line)}>
              Reverse<span className="visually-hidden"> {lineLabel(line)}</span>
            </ActionButton>
          ) : null}
        </div>
      ),
    },
  ];
}

export function StatementPage({ userId }: { userId: string }) {
  const load = useLoad((signal) => loadStatement(userId, signal), {
    key: 'officer/money/statement',
  });
  const message = useResultMessage();
  const reversing = useConfirmAction<StatementLine>();
  const [opened, setOpened] = useState<Opened>(null);
  const me = useStoredUser();
  const formHeading = useId();
  const ownNoteId = useId();
  const statement = load.data;
  // His own account is another officer's to keep (the server refuses him): the page says so
  // first and its actions are disabled with that reason.
  const own = statement !== null && statement !== undefined && statement.member.id === me?.id;
  const done = (said: string) => {
    setOpened(null);
    message.succeeded(said, 10_000);
    invalidate('officer/money');
  };

  return (
    <>
      <ConsoleHeader
        title={statement ? statement.member.name : 'Statement'}
        back={
          <p className="console-back">
            <Link to={consolePaths.money}>← Balances</Link>
          </p>
        }
        lead={
          statement
            ? `${sideNames[statement.member.side]}. Every line of his account, oldest first; a mistake is reversed with its reason, never deleted.`
            : 'Every line of his account, oldest first.'
        }
      />
      <MoneyTabs />
      {load.state.status === 'failed' ? (
        <ConsoleLoadFailure what="The statement" load={load} />
      ) : null}
      {statement ? (
        <Own own={own} noteId={ownNoteId}>
          <ConsoleSection headingId="account-heading" title="His account">
            <Summary statement={statement} />
            <FormResult result={message.result} className="mb-3" />
            <div className="money-actions">
              <ActionButton variant="primary" onClick={() => setOpened('payment')}>
                Record a payment
              </ActionButton>
              <ActionButton variant="outline-primary" onClick={() => setOpened('charge')}>
                Add a charge
              </ActionButton>
              {statement.balanceCents > 0 ? (
                <ActionButton variant="outline-primary" onClick={() => setOpened('plan')}>
                  Offer a plan
                </ActionButton>
              ) : null}
            </div>
            {opened ? (
              <div className="money-subform">
                <h3 id={formHeading} className="h5">
                  {opened === 'payment'
                    ? 'Record a payment'
                    : opened === 'charge'
                      ? 'Add a charge'
                      : 'Offer a plan'}
                </h3>
                {opened === 'payment' ? (
                  <PaymentForm
                    userId={userId}
                    headingId={formHeading}
                    onRecorded={done}
                    onCancel={() => setOpened(null)}
                  />
                ) : opened === 'charge' ? (
                  <ChargeForm
                    member={{ id: userId, name: statement.member.name }}
                    headingId={formHeading}
                    onCharged={done}
                    onCancel={() => setOpened(null)}
                  />
                ) : (
                  <PlanForm
                    userId={userId}
                    balanceCents={statement.balanceCents}
                    headingId={formHeading}
                    onOffered={done}
                    onCancel={() => setOpened(null)}
                  />
                )}
              </div>
            ) : null}
          </ConsoleSection>

          <ConsoleSection headingId="lines-heading" title="Lines">
            <DataTable
              caption="Lines of his account"
              columns={lineColumns(userId, reversing.ask)}
              rows={statement.lines}
              stale={load.stale}
              rowKey={(line) => line.postingId}
              summary={`${statement.lines.length} ${statement.lines.length === 1 ? 'line' : 'lines'}`}
              emptyText="Nothing on his account yet."
            />
          </ConsoleSection>
        </Own>
      ) : load.state.status === 'loading' ? (
        <output className="data-table__note">Loading...</output>
      ) : null}
      <ReverseDialog
        reversing={reversing}
        message={message}
        onReversed={() => invalidate('officer/money')}
      />
    </>
  );
}

const ownReason = 'This is your own account: another officer records and decides your payments.';

/** On the officer's own statement: the reason said once, and every action disabled with it. */
function Own({ own, noteId, children }: { own: boolean; noteId: string; children: ReactNode }) {
  if (!own) return children;
  return (
    <ReadOnlyProvider reason={ownReason} noteId={noteId}>
      <p id={noteId} className="console-preview" role="note">
        {ownReason}
      </p>
      {children}
    </ReadOnlyProvider>
  );
}

/** His balance, what is overdue, his dues status and his plan with its instalments. */
function Summary({ statement }: { statement: StatementResponse }) {
  return (
    <>
      <dl className="money-figures">
        <div>
          <dt>Balance</dt>
          <dd>{formatCents(statement.balanceCents)}</dd>
        </div>
        <div>
          <dt>Overdue</dt>
          <dd>{formatCents(statement.overdueCents)}</dd>
        </div>
        <div>
          <dt>Dues</dt>
          <dd>{duesStatusNames[statement.status]}</dd>
        </div>
      </dl>
      {statement.plan ? (
        <>
          <p className="mb-1">
            <strong>His plan</strong> ({planStatusNames[statement.plan.status].toLowerCase()}):
          </p>
          <ol className="money-instalments">
            {statement.plan.instalments.map((instalment) => (
              <li key={instalment.dueOn}>
                {formatDay(instalment.dueOn)}:{' '}
                <span className="money-amount">{formatCents(instalment.amountCents)}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}
