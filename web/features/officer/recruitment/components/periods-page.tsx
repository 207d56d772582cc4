// Recruitment's periods (area `recruitment`, docs/product.md#recruitment): each period with its
// state, days, vote and the day its prospects who did not join are deleted; a new period, an edit,
// and "End now"; the chosen period's numbers (as CSV too); and the deletions' log (a day, a period
// and a count, never a name).
import { useId, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { DeletionsResponse, PeriodView } from '../../../../../contract/api/recruitment.ts';
import { formatDay } from '../../../../../contract/dates.ts';
import { deletionDay } from '../../../../../contract/recruitment.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatLongDate } from '../../../../components/console-kit/dates.ts';
import { ActionButton, DownloadLink } from '../../../../components/console-kit/read-only.tsx';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useListEditor } from '../../../../components/console-kit/use-list-editor.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { chapter } from '../../../../lib/content/chapter.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../../lib/use-load.ts';
import {
  loadDeletions,
  loadPeriods,
  loadPeriodStats,
  periodStatsCsvPath,
  savePeriod,
} from '../api.ts';
import {
  chapterToday,
  currentPeriod,
  endedNow,
  periodDays,
  stateWords,
  statsRows,
  voteRulesLine,
} from '../rules.ts';
import { PeriodForm } from './period-form.tsx';
import { RecruitmentTabs } from './recruitment-tabs.tsx';

type Editing = { kind: 'add' } | { kind: 'edit'; period: PeriodView };
const editingKey = (editing: Editing) =>
  editing.kind === 'add' ? 'add' : `edit-${editing.period.id}`;

/** When the details of those who did not join were deleted, or will be. */
const deletionLine = (period: PeriodView) =>
  period.deletedAt
    ? `Deleted ${formatLongDate(period.deletedAt)}`
    : `${formatDay(period.deletesOn)} (kept ${period.deleteAfterDays} days after)`;

/** The periods' columns; the row's buttons act through `actions`. */
const periodColumns = (actions: {
  chosenId: string | null;
  choose: (id: string) => void;
  edit: (period: PeriodView) => void;
  end: (period: PeriodView) => void;
}): Column<PeriodView>[] => [
  {
    key: 'name',
    header: 'Period',
    primary: true,
    cell: (period) => (
      <>
        {period.name}
        <span className="d-block small text-body-secondary">{voteRulesLine(period.vote)}</span>
      </>
    ),
  },
  { key: 'state', header: 'State', cell: (period) => stateWords[period.state] },
  { key: 'days', header: 'Days', cell: periodDays },
  {
    key: 'deleted',
    header: 'Deletion',
    cell: deletionLine,
  },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (period) => (
      <span className="console-row-actions">
        <Button
          size="sm"
          variant="outline-secondary"
          aria-pressed={actions.chosenId === period.id}
          onClick={() => actions.choose(period.id)}
        >
          Numbers<span className="visually-hidden">: {period.name}</span>
        </Button>
        {period.state === 'deleted' ? null : (
          <ActionButton size="sm" variant="outline-secondary" onClick={() => actions.edit(period)}>
            Edit<span className="visually-hidden"> {period.name}</span>
          </ActionButton>
        )}
        {period.state === 'open' ? (
          <ActionButton size="sm" variant="outline-danger" onClick={() => actions.end(period)}>
            End now<span className="visually-hidden">: {period.name}</span>
          </ActionButton>
        ) : null}
      </span>
    ),
  },
];

export function PeriodsPage() {
  const periods = useLoad(loadPeriods, { key: 'officer/recruitment/periods' });
  const deletions = useLoad(loadDeletions, { key: 'officer/recruitment/deletions' });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = periods.data?.periods ?? null;
  const chosen =
    (chosenId && list?.find((period) => period.id === chosenId)) ||
    (list ? currentPeriod(list) : null);

  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const editor = useListEditor<Editing>({
    keyOf: editingKey,
    formHeading,
    onDirtyChange: setDirty,
    discardWords: 'Discard your changes to this period?',
  });
  const message = useResultMessage();
  const ending = useConfirmAction<PeriodView>();
  const id = useId();

  const saved = (said: string) => {
    message.succeeded(said, 10_000);
    editor.saved();
    invalidate('officer/recruitment');
  };

  const [today] = useState(() => chapterToday(Date.now(), chapter.timeZone));
  const endNow = () =>
    ending.run(async (period) => {
      try {
        await savePeriod(period.id, {
          name: period.name,
          ...endedNow(period, today),
          deleteAfterDays: period.deleteAfterDays,
          stages: period.stages,
          vote: period.vote,
        });
        message.succeeded(`${period.name} has ended.`, 10_000);
        invalidate('officer/recruitment');
      } catch (error) {
        message.failed(error, `${period.name} was not ended`);
      }
    });

  const columns = periodColumns({
    chosenId: chosen?.id ?? null,
    choose: setChosenId,
    edit: (period) => editor.open({ kind: 'edit', period }),
    end: ending.ask,
  });

  const editing = editor.editing;
  const endingDays = ending.target ? endedNow(ending.target, today) : null;
  return (
    <>
      <ConsoleHeader
        title="Recruitment"
        lead="The chapter’s recruitment periods: one is open at a time. Prospects register on the public page while a period is open; whoever does not join is deleted the set number of days after it ends."
      />
      <RecruitmentTabs />
      <FormResult result={message.result} className="mb-3" />

      <ConsoleSection headingId={`${id}-periods`} title="Periods">
        <div className="console-actions mb-3">
          <ActionButton variant="outline-primary" onClick={() => editor.open({ kind: 'add' })}>
            New period
          </ActionButton>
        </div>
        <DataTable
          caption="Recruitment periods"
          columns={columns}
          rows={list}
          rowKey={(period) => period.id}
          failure={
            periods.state.status === 'failed' ? (
              <ConsoleLoadFailure what="The periods" load={periods} />
            ) : undefined
          }
          emptyText="No recruitment period yet. Add one with its days, stages and the vote’s rules."
        />
      </ConsoleSection>

      {editing ? (
        <section className="cal-panel" aria-labelledby={`${id}-form`}>
          <h2 className="cal-panel__title" id={`${id}-form`} ref={formHeading} tabIndex={-1}>
            {editing.kind === 'add' ? 'New period' : `Edit ${editing.period.name}`}
          </h2>
          <PeriodForm
            key={editor.opened}
            period={editing.kind === 'edit' ? editing.period : null}
            headingId={`${id}-form`}
            onDirtyChange={editor.onDirtyChange}
            onCancel={() => editor.cancel()}
            onSaved={saved}
          />
        </section>
      ) : null}

      {chosen ? <PeriodNumbers key={chosen.id} period={chosen} /> : null}

      <ConsoleSection headingId={`${id}-deletions`} title="Deletions">
        <p className="text-body-secondary">
          Each time prospects’ details were deleted: after a period, or one who asked to be
          forgotten. Never a name.
        </p>
        <DataTable
          caption="Deletions"
          columns={deletionColumns}
          rows={deletions.data?.deletions ?? null}
          rowKey={(row) => `${row.at}-${row.periodId}`}
          failure={
            deletions.state.status === 'failed' ? (
              <ConsoleLoadFailure what="The deletions" load={deletions} />
            ) : undefined
          }
          emptyText="Nothing has been deleted yet."
        />
      </ConsoleSection>

      <ConfirmDialog
        {...ending.dialogProps}
        title={ending.target ? `End ${ending.target.name} now?` : 'End the period now?'}
        confirmLabel="End the period"
        busyLabel="Ending..."
        onConfirm={() => void endNow()}
        onExited={ending.exited}
      >
        {ending.target && endingDays ? (
          <p className="mb-0">
            Its last day becomes {formatDay(endingDays.closesOn)}: the interest form closes and
            actives no longer see its prospects. The details of everyone who did not join are
            deleted on {formatDay(deletionDay(endingDays.closesOn, ending.target.deleteAfterDays))}.
          </p>
        ) : null}
      </ConfirmDialog>
      {editor.dialog}
      {guard.dialog}
    </>
  );
}

const deletionColumns: Column<DeletionsResponse['deletions'][number]>[] = [
  { key: 'day', header: 'Day', primary: true, cell: (row) => formatLongDate(row.at) },
  { key: 'period', header: 'Period', cell: (row) => row.periodName },
  {
    key: 'count',
    header: 'Deleted',
    cell: (row) => `${row.count} ${row.count === 1 ? 'prospect' : 'prospects'}`,
  },
];

/** One period's numbers, from its prospects (or from the snapshot kept when they were deleted). */
function PeriodNumbers({ period }: { period: PeriodView }) {
  const stats = useLoad((signal) => loadPeriodStats(period.id, signal), {
    key: `officer/recruitment/stats/${period.id}`,
  });
  const id = useId();
  return (
    <ConsoleSection headingId={`${id}-numbers`} title={`Numbers: ${period.name}`}>
      <ConsoleLoadFailure what="The numbers" load={stats} />
      {stats.state.status === 'loading' ? (
        <output className="d-block mb-3">Loading...</output>
      ) : null}
      {stats.data ? (
        <>
          <dl className="semester-card__requirements mb-3">
            {statsRows(stats.data).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <DownloadLink className="btn btn-outline-secondary" href={periodStatsCsvPath(period.id)}>
            Download CSV
          </DownloadLink>
        </>
      ) : null}
    </ConsoleSection>
  );
}
