// Dues (area `treasury`, docs/money.md#dues-charges-fines-and-late-fees): the dues schedules, each
// per semester and side, with whom it has billed and whom it would bill now; add one, edit one.
// "Bill" asks first, showing how many members and what total the bill would charge (the server's
// preview), then charges them and says so. Billing again charges only those not yet billed.
import { useId, useState } from 'react';
import type { ScheduleRow } from '../../../../../contract/api/officer/money.ts';
import { formatCents } from '../../../../../contract/money.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { billSchedule, loadBalances, loadSchedules, previewBill } from '../api.ts';
import { billedText, billLabel } from '../money.ts';
import { MoneyTabs } from './money-tabs.tsx';
import { ScheduleForm } from './schedule-form.tsx';

const sides = { new: 'New members', active: 'Actives' } as const;

function columns(
  onEdit: (schedule: ScheduleRow) => void,
  onBill: (schedule: ScheduleRow) => void,
): Column<ScheduleRow>[] {
  return [
    {
      key: 'name',
      header: 'Schedule',
      primary: true,
      cell: (row) => (
        <>
          {row.name}
          <span className="data-table__sub">
            {row.semesterName} · {sides[row.side]}
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
          {row.nationalShareCents > 0 ? (
            <span className="data-table__sub">
              National: <span className="money-amount">{formatCents(row.nationalShareCents)}</span>
            </span>
          ) : null}
        </>
      ),
    },
    { key: 'due', header: 'Due on', cell: (row) => formatDay(row.dueOn) },
    {
      key: 'billed',
      header: 'Billed',
      cell: (row) => (
        <>
          {row.billedCount} {row.billedCount === 1 ? 'member' : 'members'},{' '}
          <span className="money-amount">{formatCents(row.billedCents)}</span>
          <span className="data-table__sub">
            {row.unbilledCount === 0 ? 'Everyone billed' : `${row.unbilledCount} not yet billed`}
          </span>
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => (
        <div className="money-actions mb-0 justify-content-end">
          <ActionButton variant="outline-secondary" onClick={() => onEdit(row)}>
            Edit<span className="visually-hidden"> {row.name}</span>
          </ActionButton>
          <ActionButton
            variant="primary"
            disabled={row.unbilledCount === 0}
            onClick={() => onBill(row)}
          >
            Bill<span className="visually-hidden"> {row.name}</span>
          </ActionButton>
        </div>
      ),
    },
  ];
}

export function DuesPage() {
  const load = useLoad(loadSchedules, { key: 'officer/money/schedules' });
  // This semester, which a new schedule names by default.
  const current = useLoad(
    (signal) => loadBalances({ status: '', q: '', page: 1, pageSize: 1 }, signal),
    { key: 'officer/money' },
  ).data?.semester;
  const message = useResultMessage();
  const [editing, setEditing] = useState<ScheduleRow | 'new' | null>(null);
  const billing = useConfirmAction<ScheduleRow>();
  const formHeading = useId();
  const schedules = load.data?.schedules ?? null;

  return (
    <>
      <ConsoleHeader
        title="Dues"
        lead="A schedule bills one side's dues for a semester. Bill shows whom it charges and the total first; billing again charges only those not yet billed."
      />
      <MoneyTabs />
      <FormResult result={message.result} className="mb-3" />
      <ConsoleSection headingId="schedules-heading" title="Schedules">
        {editing ? (
          <div className="money-subform">
            <h3 id={formHeading} className="h5">
              {editing === 'new' ? 'New schedule' : `Edit ${editing.name}`}
            </h3>
            <ScheduleForm
              key={editing === 'new' ? 'new' : editing.id}
              schedule={editing === 'new' ? null : editing}
              semesters={load.data?.semesters ?? []}
              currentSemesterId={current?.id ?? null}
              headingId={formHeading}
              onSaved={(said) => {
                setEditing(null);
                message.succeeded(said, 10_000);
                invalidate('officer/money');
              }}
              onCancel={() => setEditing(null)}
            />
          </div>
        ) : (
          <div className="money-actions">
            <ActionButton variant="primary" onClick={() => setEditing('new')}>
              New schedule
            </ActionButton>
          </div>
        )}
        <DataTable
          caption="Dues schedules"
          columns={columns(setEditing, billing.ask)}
          rows={schedules}
          stale={load.stale}
          rowKey={(row) => row.id}
          failure={
            load.state.status === 'failed' ? (
              <ConsoleLoadFailure what="The schedules" load={load} />
            ) : undefined
          }
          emptyText="No dues schedule yet: add one for this semester."
        />
      </ConsoleSection>
      <BillDialog
        billing={billing}
        onBilled={(said) => {
          message.succeeded(said, 10_000);
          invalidate('officer/money');
        }}
        onFailed={(error) => message.failed(error, 'Nobody was billed')}
      />
    </>
  );
}

/** "Bill Fall 2026 dues?": the count and total the bill would charge, asked of the server first. */
function BillDialog({
  billing,
  onBilled,
  onFailed,
}: {
  billing: ReturnType<typeof useConfirmAction<ScheduleRow>>;
  onBilled: (message: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const schedule = billing.target;
  const preview = useLoad(
    (signal) => (schedule ? previewBill(schedule.id, signal) : Promise.resolve(null)),
    { deps: [schedule?.id] },
  );
  const answer = schedule && !preview.stale ? preview.data : null;
  return (
    <ConfirmDialog
      {...billing.dialogProps}
      busy={billing.busy || answer === null}
      title={schedule ? `Bill ${schedule.name}?` : 'Bill?'}
      confirmLabel={answer ? billLabel(answer.count, answer.totalCents) : 'Bill'}
      busyLabel={billing.busy ? 'Billing...' : 'Counting...'}
      onConfirm={() =>
        void billing.run(async (target) => {
          try {
            const { billed, totalCents } = await billSchedule(target.id);
            onBilled(billedText(billed, totalCents));
          } catch (error) {
            onFailed(error);
          }
        })
      }
    >
      {preview.state.status === 'failed' ? (
        <ConsoleLoadFailure what="Whom the bill would charge" load={preview} />
      ) : answer ? (
        <p>
          {answer.count === 0
            ? 'Every member of its side is billed already: nobody would be charged.'
            : `It charges ${answer.count} ${answer.count === 1 ? 'member' : 'members'} not yet billed by it, ${formatCents(answer.totalCents)} in all, due ${schedule ? formatDay(schedule.dueOn) : ''}.`}
        </p>
      ) : (
        <output className="d-block">Counting whom it would charge...</output>
      )}
    </ConfirmDialog>
  );
}
