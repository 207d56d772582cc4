// Attendance (area `standing`, docs/product.md#check-in): the events that take
// attendance — from the last four weeks on — each with its check-in screen and its list, and the
// semesters with each side's requirements.
import { formatDay } from '../../../../../contract/dates.ts';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { countingWords } from '../../../../../contract/attendance.ts';
import type { CountingEvent, SemesterRow, Side } from '../../../../../contract/api/standing.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { LoadedSection } from '../../../../components/console-kit/loaded-section.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import {
  attendanceListPath,
  checkInScreenPath,
  consolePaths,
} from '../../../../components/console-kit/console-routes.ts';
import { useListEditor } from '../../../../components/console-kit/use-list-editor.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadCountingEvents, loadSemesters } from '../api.ts';
import { RequirementsForm, SemesterForm, sideNames } from './semester-forms.tsx';
import { StandingTabs } from './standing-tabs.tsx';

type Editing =
  | { kind: 'add-semester' }
  | { kind: 'edit-semester'; semester: SemesterRow }
  | { kind: 'requirements'; semester: SemesterRow; side: Side };
const editingKey = (editing: Editing) =>
  editing.kind === 'add-semester'
    ? editing.kind
    : `${editing.kind}-${editing.semester.id}-${editing.kind === 'requirements' ? editing.side : ''}`;

const eventColumns: Column<CountingEvent>[] = [
  {
    key: 'event',
    header: 'Event',
    primary: true,
    cell: (event) => (
      <>
        {event.title}
        <span className="d-block small text-body-secondary">{countingWords(event)}</span>
      </>
    ),
  },
  {
    key: 'when',
    header: 'When',
    cell: (event) => `${formatDay(event.date)}${event.time ? `, ${event.time}` : ', all day'}`,
  },
  { key: 'present', header: 'Present', cell: (event) => `${event.present} present` },
  {
    key: 'open',
    header: 'Open',
    align: 'end',
    cell: (event) => (
      <span className="console-row-actions">
        <Link className="btn btn-sm btn-primary" to={checkInScreenPath(event.id)}>
          Check-in screen<span className="visually-hidden">: {event.title}</span>
        </Link>
        <Link className="btn btn-sm btn-outline-secondary" to={attendanceListPath(event.id)}>
          List<span className="visually-hidden">: {event.title}</span>
        </Link>
      </span>
    ),
  },
];

/** Four weeks ago, YYYY-MM-DD (the browser's day is near enough for a list's start). */
const fourWeeksAgo = () => new Date(Date.now() - 28 * 86_400_000).toISOString().slice(0, 10);

export function StandingPage() {
  const [from] = useState(fourWeeksAgo);
  const events = useLoad((signal) => loadCountingEvents({ from }, signal), { deps: [from] });
  const semesters = useLoad((signal) => loadSemesters(signal), {
    key: 'officer/standing/semesters',
  });
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const editor = useListEditor<Editing>({
    keyOf: editingKey,
    formHeading,
    onDirtyChange: setDirty,
  });
  const message = useResultMessage();
  const id = useId();

  const saved = (said: string) => {
    message.succeeded(said, 10_000);
    editor.saved();
    invalidate('officer/standing/semesters');
  };

  const editing = editor.editing;
  return (
    <>
      <ConsoleHeader
        title="Attendance"
        lead="The events that count toward standing, their check-in screens and lists, and the semesters’ requirements. An event counts when the calendar marks its attendance optional or required."
      />
      <StandingTabs />
      <FormResult result={message.result} className="mb-3" />

      <section className="console-section" aria-labelledby={`${id}-events`}>
        <h2 className="console-section__title" id={`${id}-events`}>
          Events that take attendance
        </h2>
        <p className="text-body-secondary">
          From four weeks ago on. Add or change one in the{' '}
          <Link to={consolePaths.calendar}>calendar</Link>.
        </p>
        <DataTable
          caption="Events that take attendance"
          columns={eventColumns}
          rows={events.data?.events ?? null}
          rowKey={(event) => event.id}
          failure={
            events.state.status === 'failed' ? (
              <ConsoleLoadFailure what="The events" load={events} />
            ) : undefined
          }
          emptyText="No event takes attendance yet: in the calendar, make an event optional or required."
        />
      </section>

      {editing ? (
        <section className="cal-panel" aria-labelledby={`${id}-form`}>
          <h2 className="cal-panel__title" id={`${id}-form`} ref={formHeading} tabIndex={-1}>
            {editing.kind === 'add-semester'
              ? 'Add a semester'
              : editing.kind === 'edit-semester'
                ? `Edit ${editing.semester.name}`
                : `${editing.semester.name}: requirements of ${sideNames[editing.side].toLowerCase()}`}
          </h2>
          {editing.kind === 'requirements' ? (
            <RequirementsForm
              key={editor.opened}
              semester={editing.semester}
              side={editing.side}
              headingId={`${id}-form`}
              onDirtyChange={editor.onDirtyChange}
              onCancel={() => editor.cancel()}
              onSaved={saved}
            />
          ) : (
            <SemesterForm
              key={editor.opened}
              semester={editing.kind === 'edit-semester' ? editing.semester : null}
              headingId={`${id}-form`}
              onDirtyChange={editor.onDirtyChange}
              onCancel={() => editor.cancel()}
              onSaved={saved}
            />
          )}
        </section>
      ) : null}

      <LoadedSection id={`${id}-semesters`} title="Semesters" what="The semesters" load={semesters}>
        {({ semesters: list }) => (
          <>
            <div className="console-actions mb-3">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => editor.open({ kind: 'add-semester' })}
              >
                Add a semester
              </button>
            </div>
            {list.length === 0 ? (
              <p>No semester yet. Add the current one with its days, then its requirements.</p>
            ) : (
              <ul className="semester-list">
                {list.map((semester) => (
                  <li key={semester.id} className="semester-card">
                    <h3 className="semester-card__name">{semester.name}</h3>
                    <p className="semester-card__days">
                      {formatDay(semester.startsOn)} to {formatDay(semester.endsOn)}
                    </p>
                    <dl className="semester-card__requirements">
                      {(['new', 'active'] as const).map((side) => (
                        <div key={side}>
                          <dt>{sideNames[side]}</dt>
                          <dd>{requirementText(semester.requirements[side])}</dd>
                        </div>
                      ))}
                    </dl>
                    <div className="console-row-actions">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        onClick={() => editor.open({ kind: 'edit-semester', semester })}
                      >
                        Edit<span className="visually-hidden"> {semester.name}</span>
                      </button>
                      {(['new', 'active'] as const).map((side) => (
                        <button
                          key={side}
                          type="button"
                          className="btn btn-sm btn-outline-secondary"
                          onClick={() => editor.open({ kind: 'requirements', semester, side })}
                        >
                          Requirements: {sideNames[side].toLowerCase()}
                          <span className="visually-hidden"> of {semester.name}</span>
                        </button>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadedSection>
      {guard.dialog}
    </>
  );
}

/** "80 % of required events · 10 service hours · 50 points", or "No requirements yet". */
function requirementText(requirement: SemesterRow['requirements']['new']): string {
  const parts: string[] = [];
  if (requirement.attendancePercent)
    parts.push(`${requirement.attendancePercent} % of required events`);
  if (requirement.serviceHours) parts.push(`${requirement.serviceHours} service hours`);
  if (requirement.points) parts.push(`${requirement.points} points`);
  return parts.length ? parts.join(' · ') : 'No requirements yet';
}
