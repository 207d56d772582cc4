// Payment plans (area `treasury`, docs/money.md#payment-plans): the plans proposed — a member's
// to accept or decline, the treasurer's waiting for the member — and the plans accepted, each on
// track or behind. A plan accepted replaces the member's plan before it. The officer's own plan is
// another officer's to decide: its row says so instead of offering the buttons.
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import type { PlanRow } from '../../../../../contract/api/officer/money.ts';
import { formatCents } from '../../../../../contract/money.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { memberStatementPath } from '../../../../components/console-kit/console-routes.ts';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { serverPager } from '../../../../components/console-kit/table-paging.ts';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { acceptPlan, declinePlan, loadPlans } from '../api.ts';
import { planStatusNames } from '../money.ts';
import { MoneyTabs } from './money-tabs.tsx';

const pageSize = 50;

interface Deciding {
  plan: PlanRow;
  accept: boolean;
}

const total = (plan: PlanRow) =>
  plan.instalments.reduce((sum, instalment) => sum + instalment.amountCents, 0);

const planLabel = (plan: PlanRow) => `${plan.name}'s plan of ${formatCents(total(plan))}`;

/** The columns; `you` is the officer's own account, whose plans another officer decides. */
function columns(
  onDecide: ((deciding: Deciding) => void) | null,
  you: string | undefined,
): Column<PlanRow>[] {
  return [
    {
      key: 'member',
      header: 'Member',
      primary: true,
      cell: (plan) => (
        <>
          <Link to={memberStatementPath(plan.userId)}>{plan.name}</Link>
          <span className="data-table__sub">
            {plan.proposedBy === 'member' ? 'Proposed by him' : 'Offered by the treasurer'}
          </span>
        </>
      ),
    },
    {
      key: 'instalments',
      header: 'Instalments',
      cell: (plan) => (
        <ol className="money-instalments mb-0">
          {plan.instalments.map((instalment) => (
            <li key={instalment.dueOn}>
              {formatDay(instalment.dueOn)}:{' '}
              <span className="money-amount">{formatCents(instalment.amountCents)}</span>
            </li>
          ))}
        </ol>
      ),
    },
    {
      key: 'total',
      header: 'Total',
      cell: (plan) => <span className="money-amount">{formatCents(total(plan))}</span>,
    },
    {
      key: 'status',
      header: onDecide ? 'Actions' : 'How it stands',
      ...(onDecide ? { align: 'end' as const } : {}),
      cell: (plan) =>
        plan.status === 'accepted' ? (
          <span
            className={`status-badge status-badge--${plan.planStatus === 'behind' ? 'revoked' : 'active'}`}
          >
            {plan.planStatus ? planStatusNames[plan.planStatus] : 'Accepted'}
          </span>
        ) : onDecide && plan.proposedBy === 'member' && plan.userId === you ? (
          <span className="text-body-secondary">Yours: another officer decides it</span>
        ) : onDecide && plan.proposedBy === 'member' ? (
          <div className="money-actions mb-0 justify-content-end">
            <ActionButton variant="primary" onClick={() => onDecide({ plan, accept: true })}>
              Accept<span className="visually-hidden"> {planLabel(plan)}</span>
            </ActionButton>
            <ActionButton
              variant="outline-danger"
              onClick={() => onDecide({ plan, accept: false })}
            >
              Decline<span className="visually-hidden"> {planLabel(plan)}</span>
            </ActionButton>
          </div>
        ) : (
          <span className="text-body-secondary">Waiting for him</span>
        ),
    },
  ];
}

function PlansTable({
  status,
  caption,
  emptyText,
  onDecide,
}: {
  status: 'proposed' | 'accepted';
  caption: string;
  emptyText: string;
  onDecide: ((deciding: Deciding) => void) | null;
}) {
  const [page, setPage] = useState(1);
  const me = useStoredUser();
  const load = useLoad((signal) => loadPlans(status, page, signal), {
    key: 'officer/money/plans',
    deps: [page],
  });
  return (
    <DataTable
      caption={caption}
      columns={columns(onDecide, me?.id)}
      rows={load.data?.plans ?? null}
      stale={load.stale}
      rowKey={(plan) => plan.id}
      failure={
        load.state.status === 'failed' ? (
          <ConsoleLoadFailure what={caption} load={load} />
        ) : undefined
      }
      emptyText={emptyText}
      pager={serverPager(page, pageSize, load.data?.total ?? 0, setPage)}
    />
  );
}

export function PlansPage() {
  const message = useResultMessage();
  const deciding = useConfirmAction<Deciding>();
  const noteId = useId();
  const [note, setNote] = useState('');
  const target = deciding.target;
  return (
    <>
      <ConsoleHeader
        title="Payment plans"
        lead="A plan's instalments add up to what the member owes. While it is on track his dues count as on a plan, not overdue."
      />
      <MoneyTabs />
      <FormResult result={message.result} className="mb-3" />
      <ConsoleSection headingId="proposed-heading" title="Proposed">
        <PlansTable
          status="proposed"
          caption="Plans proposed"
          emptyText="No plan is waiting."
          onDecide={deciding.ask}
        />
      </ConsoleSection>
      <ConsoleSection headingId="accepted-heading" title="Accepted">
        <PlansTable
          status="accepted"
          caption="Plans accepted"
          emptyText="No member is on a plan."
          onDecide={null}
        />
      </ConsoleSection>
      <ConfirmDialog
        {...deciding.dialogProps}
        title={target?.accept === false ? 'Decline this plan?' : 'Accept this plan?'}
        confirmLabel={target?.accept === false ? 'Decline the plan' : 'Accept the plan'}
        busyLabel="Saving..."
        onCancel={() => {
          deciding.cancel();
          setNote('');
        }}
        onConfirm={() =>
          void deciding.run(async ({ plan, accept }) => {
            try {
              if (accept) await acceptPlan(plan.id);
              else await declinePlan(plan.id, note.trim() || null);
              message.succeeded(`${accept ? 'Accepted' : 'Declined'} ${planLabel(plan)}.`, 10_000);
              invalidate('officer/money');
            } catch (error) {
              message.failed(error, 'The plan was not decided');
            }
            setNote('');
          })
        }
      >
        <p>
          {target
            ? target.accept
              ? `${planLabel(target.plan)} in ${target.plan.instalments.length} instalments. It replaces any plan he has now.`
              : `${planLabel(target.plan)}. His balance stays as it is.`
            : ''}
        </p>
        {target?.accept === false ? (
          <Form.Group className="form-field mb-0">
            <Form.Label htmlFor={noteId}>Note (optional)</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              id={noteId}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </Form.Group>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
