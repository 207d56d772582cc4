// An event's attendance list (docs/product.md#check-in, area `standing`): everyone who could come —
// not marked first, then absent, excused and present — with how and when each was marked, a
// choice to mark anyone present, excused or absent by hand (audited), and the list as CSV.
import { formatDay } from '../../../../../contract/dates.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { countingWords } from '../../../../../contract/attendance.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import {
  checkInScreenPath,
  consolePaths,
} from '../../../../components/console-kit/console-routes.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { attendanceCsvPath, loadAttendance, markAttendance } from '../api.ts';
import { filterRows, listRows, type ListRow, type MarkStatus } from '../rules.ts';

const statusLabels: Record<MarkStatus, string> = {
  none: 'Not marked',
  present: 'Present',
  excused: 'Excused',
  absent: 'Absent',
};

/**
 * The list's columns; `busy` is the member whose mark is being saved, `you` the officer, whose own
 * mark another officer makes (docs/product.md#nobody-acts-on-his-own-record).
 */
function listColumns(
  busy: string | null,
  you: string | undefined,
  mark: (row: ListRow, to: MarkStatus) => void,
): Column<ListRow>[] {
  return [
    { key: 'name', header: 'Name', primary: true, cell: (row) => row.name },
    { key: 'status', header: 'Status', cell: (row) => statusLabels[row.status] },
    { key: 'how', header: 'How', cell: (row) => row.how || '—' },
    {
      key: 'mark',
      header: 'Mark',
      align: 'end',
      cell: (row) =>
        row.userId === you ? (
          <span className="text-body-secondary">Another officer marks you</span>
        ) : (
          <select
            className="form-select form-select-sm attendance-mark"
            aria-label={`Mark ${row.name}`}
            value={row.status}
            disabled={busy === row.userId}
            onChange={(change) => mark(row, change.target.value as MarkStatus)}
          >
            {(Object.keys(statusLabels) as MarkStatus[]).map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        ),
    },
  ];
}

export function AttendanceListPage({ eventId }: { eventId: string }) {
  const load = useLoad((signal) => loadAttendance(eventId, signal), {
    key: 'officer/standing/attendance',
    deps: [eventId],
  });
  const [status, setStatus] = useState<MarkStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const message = useResultMessage();
  const id = useId();
  const list = load.data;
  const rows = list ? filterRows(listRows(list), status, search) : null;

  const mark = (row: ListRow, to: MarkStatus) => {
    setBusy(row.userId);
    markAttendance(eventId, row.userId, to).then(
      (answer) => {
        message.succeeded(answer.message);
        invalidate('officer/standing/attendance');
        setBusy(null);
      },
      (error: unknown) => {
        message.failed(error, `${row.name} was not marked`);
        setBusy(null);
      },
    );
  };

  const columns = listColumns(busy, list?.you, mark);

  const event = list?.event;
  return (
    <>
      <ConsoleHeader
        back={
          <Link className="console-back" to={consolePaths.standing}>
            ← Attendance
          </Link>
        }
        title={event ? `Attendance: ${event.title}` : 'Attendance list'}
        lead={
          event
            ? `${formatDay(event.date)}${event.time ? `, ${event.time}` : ''} · ${countingWords(event) ?? ''} · ${list.present.length} present, ${list.excused.length} excused, ${list.absent.length} absent.`
            : 'Who came, who was excused and who was absent.'
        }
      />
      <FormResult result={message.result} className="mb-3" />
      {event ? (
        <div className="console-actions mb-3">
          <Link className="btn btn-primary" to={checkInScreenPath(eventId)}>
            Open the check-in screen
          </Link>
        </div>
      ) : null}
      <section className="console-section" aria-labelledby={`${id}-list`}>
        <h2 className="console-section__title" id={`${id}-list`}>
          Members
        </h2>
        <DataTable
          caption="Attendance"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.userId}
          stale={load.stale}
          summary={
            rows ? `${rows.length} ${rows.length === 1 ? 'member' : 'members'} shown` : undefined
          }
          search={{ label: 'Search', value: search, onChange: setSearch, hint: 'A name.' }}
          filters={[
            {
              name: 'status',
              label: 'Status',
              value: status,
              options: [
                { value: 'all', label: 'Everyone' },
                ...(Object.keys(statusLabels) as MarkStatus[]).map((value) => ({
                  value,
                  label: statusLabels[value],
                })),
              ],
              onChange: (value) => setStatus(value as MarkStatus | 'all'),
            },
          ]}
          csvHref={attendanceCsvPath(eventId)}
          failure={
            load.state.status === 'failed' ? (
              <ConsoleLoadFailure what="The attendance list" load={load} />
            ) : undefined
          }
          emptyText="Nobody matches."
        />
      </section>
    </>
  );
}
