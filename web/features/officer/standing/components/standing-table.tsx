// The chapter's standing (area `standing`, docs/product.md#standing): every active member's standing
// in a semester — the at-risk and not-met first — with each requirement against what is asked of
// him (from his first day) and what is still owed, or cannot be met any more; search, filters and
// the CSV. Only the standing officer sees it.
import { useId, useState } from 'react';
import type { StandingRow, StandingStatus } from '../../../../../contract/api/standing.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatDay } from '../../../../../contract/dates.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadSemesters, loadStandingTable, standingCsvPath } from '../api.ts';
import { filterStanding, standingWords, type StandingFilter } from '../rules.ts';
import { StandingTabs } from './standing-tabs.tsx';

/** The table's columns; a brother counted from a later day than the semester's first says so. */
const columnsFor = (startsOn: string): Column<StandingRow>[] => [
  { key: 'name', header: 'Name', primary: true, cell: (row) => row.name },
  { key: 'side', header: 'Side', cell: (row) => (row.side === 'new' ? 'New member' : 'Active') },
  {
    key: 'status',
    header: 'Standing',
    cell: (row) => (
      <span className={`standing-word standing-word--${row.status}`}>
        {standingWords[row.status]}
      </span>
    ),
  },
  {
    key: 'attendance',
    header: 'Attendance',
    cell: (row) =>
      `${row.attendance.percent} % of ${row.attendance.requiredPercent} %${row.countsFrom > startsOn ? ` (from ${formatDay(row.countsFrom)})` : ''}`,
  },
  {
    key: 'hours',
    header: 'Service hours',
    cell: (row) =>
      `${row.serviceHours.approved} of ${row.serviceHours.required}${row.serviceHours.pending ? ` (+${row.serviceHours.pending} pending)` : ''}`,
  },
  {
    key: 'points',
    header: 'Points',
    cell: (row) => `${row.points.earned} of ${row.points.required}`,
  },
  {
    key: 'advice',
    header: 'Still owed',
    cell: (row) =>
      row.advice.length === 0
        ? '—'
        : `${row.advice[0]}${row.advice.length > 1 ? ` (and ${row.advice.length - 1} more)` : ''}`,
  },
];

export function StandingTablePage() {
  const [semesterId, setSemesterId] = useState('');
  const semesters = useLoad(loadSemesters);
  const load = useLoad((signal) => loadStandingTable(semesterId, signal), { deps: [semesterId] });
  const [filter, setFilter] = useState<StandingFilter>({ status: 'all', side: 'all', search: '' });
  const id = useId();
  const answer = load.data;
  const rows = answer ? filterStanding(answer.rows, filter) : null;
  const atRisk = answer ? answer.rows.filter((row) => row.status !== 'good').length : 0;

  return (
    <>
      <ConsoleHeader
        title="Standing"
        lead="Each active member’s standing in the semester, those at risk first. Only officers with attendance and standing see it; each member sees his own on his account page."
      />
      <StandingTabs />
      <div className="my-3 standing-semester">
        <label className="form-label" htmlFor={`${id}-semester`}>
          Semester
        </label>
        <select
          id={`${id}-semester`}
          className="form-select"
          value={semesterId}
          onChange={(change) => setSemesterId(change.target.value)}
        >
          <option value="">The current one</option>
          {semesters.data?.semesters.map((semester) => (
            <option key={semester.id} value={semester.id}>
              {semester.name} ({formatDay(semester.startsOn)} to {formatDay(semester.endsOn)})
            </option>
          ))}
        </select>
      </div>
      <section className="console-section" aria-labelledby={`${id}-table`}>
        <h2 className="console-section__title" id={`${id}-table`}>
          {answer?.semester
            ? `${answer.semester.name}: ${atRisk} of ${answer.rows.length} at risk or not met`
            : 'Members'}
        </h2>
        {answer && !answer.semester ? (
          <p>No semester holds today. Add the semester on the Events and semesters page.</p>
        ) : null}
        <DataTable
          caption="Standing"
          columns={columnsFor(answer?.semester?.startsOn ?? '')}
          rows={rows}
          rowKey={(row) => row.userId}
          stale={load.stale}
          summary={
            rows ? `${rows.length} ${rows.length === 1 ? 'member' : 'members'} shown` : undefined
          }
          search={{
            label: 'Search',
            value: filter.search,
            onChange: (search) => setFilter((now) => ({ ...now, search })),
            hint: 'A name.',
          }}
          filters={[
            {
              name: 'status',
              label: 'Standing',
              value: filter.status,
              options: [
                { value: 'all', label: 'Everyone' },
                ...(Object.keys(standingWords) as StandingStatus[]).map((value) => ({
                  value,
                  label: standingWords[value],
                })),
              ],
              onChange: (status) =>
                setFilter((now) => ({ ...now, status: status as StandingFilter['status'] })),
            },
            {
              name: 'side',
              label: 'Side',
              value: filter.side,
              options: [
                { value: 'all', label: 'Both' },
                { value: 'new', label: 'New members' },
                { value: 'active', label: 'Actives' },
              ],
              onChange: (side) =>
                setFilter((now) => ({ ...now, side: side as StandingFilter['side'] })),
            },
          ]}
          csvHref={standingCsvPath(semesterId)}
          failure={
            load.state.status === 'failed' ? (
              <ConsoleLoadFailure what="The standing" load={load} />
            ) : undefined
          }
          emptyText="Nobody matches."
        />
      </section>
    </>
  );
}
