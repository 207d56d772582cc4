// The alumni events in the console (docs/product.md#officer-console): upcoming, then past; add, edit
// and delete (an event with RSVPs asks what happens to them: email them that it is cancelled, or
// remove them without a word); for each event taking RSVPs, the places taken and the waitlist, and
// its attendees and waitlist with their emails, each 25 at a time, and both as a CSV file.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import type {
  Attendee,
  AttendeeList,
  OfficerAlumniEvent,
} from '../../../../contract/api/officer-calendar.ts';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleLoadFailure } from '../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../components/console-kit/data-table.tsx';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { failureText } from '../../../components/form-kit/validation.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/console-kit/dates.ts';
import { serverPager, showingText } from '../../../lib/console-kit/table-paging.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { deleteAlumniEvent, loadAlumniEvents, loadAttendees } from '../api.ts';
import {
  attendeeListWords,
  attendeesCsvPath,
  browserToday,
  disposalLabel,
  disposalText,
  rsvpCount,
  rsvpPeople,
  rsvpSummary,
  splitAlumniEvents,
  timeText,
  withTitle,
  type RsvpDisposal,
} from '../rules.ts';
import { AlumniEventForm } from './alumni-event-form.tsx';
import { useDiscardGuard } from './discard-guard.tsx';
import { useFocusLater } from './focus-later.ts';

type Editing = { kind: 'add' } | { kind: 'edit'; event: OfficerAlumniEvent } | null;

export function AlumniEvents({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const [today] = useState(browserToday);
  const [version, setVersion] = useState(0);
  const load = useLoad((signal) => loadAlumniEvents(signal), { deps: [version] });
  const events = load.data?.events ?? null;
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);
  const [result, showResult] = useTimedMessage();
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OfficerAlumniEvent | null>(null);
  const [choice, setChoice] = useState<RsvpDisposal | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();

  const formDirty = useCallback(
    (next: boolean) => {
      setDirty(next);
      onDirtyChange(next);
    },
    [onDirtyChange],
  );

  const opened = editing ? (editing.kind === 'add' ? 'add' : editing.event.key) : '';
  useEffect(() => {
    if (opened) formHeading.current?.focus();
  }, [opened]);

  const { upcoming, past } = splitAlumniEvents(events ?? [], today);
  const types = [...new Set((events ?? []).map((event) => event.type))].toSorted();

  const closeDelete = () => {
    setDeleting(null);
    setChoice(null);
    setChoiceError(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const count = rsvpCount(deleting);
    if (count > 0 && !choice) {
      setChoiceError('Choose what happens to the RSVPs.');
      document.getElementById(`${id}-cancel`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await deleteAlumniEvent(deleting.key, count > 0 ? choice : null);
      showResult({ kind: 'success', text: withTitle(outcome.message, deleting.title) }, 10_000);
      if (open === deleting.key) setOpen(null);
      if (editing?.kind === 'edit' && editing.event.key === deleting.key) setEditing(null);
      setDeleted(true);
      closeDelete();
      setVersion((n) => n + 1);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'event_has_rsvps') {
        // Someone RSVPed since the list was loaded: the dialog now asks what happens to them.
        setChoiceError(error.serverMessage ?? 'The event has RSVPs now.');
        setVersion((n) => n + 1);
        const fresh = await loadAlumniEvents(new AbortController().signal).catch(() => null);
        const now = fresh?.events.find((event) => event.key === deleting.key);
        if (now) setDeleting(now);
      } else {
        showResult({ kind: 'danger', text: failureText(error, 'The event was not deleted') });
        setDeleted(true);
        closeDelete();
        setVersion((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  const list = (shown: OfficerAlumniEvent[], empty: string) =>
    shown.length === 0 ? (
      <p className="text-body-secondary">{empty}</p>
    ) : (
      <ul className="alumni-admin__list">
        {shown.map((event) => (
          <li key={event.key} className="alumni-admin__event">
            <div className="alumni-admin__head">
              <h4 className="alumni-admin__title">{event.title}</h4>
              <p className="alumni-admin__when">
                {event.displayDate} · {timeText(event)}
                {event.location ? ` · ${event.location}` : ''}
              </p>
              <p className="alumni-admin__meta">
                {event.type} · <span className="alumni-admin__rsvps">{rsvpSummary(event)}</span>
              </p>
            </div>
            <div className="alumni-admin__actions">
              {event.canRsvp || rsvpCount(event) > 0 ? (
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  aria-expanded={open === event.key}
                  aria-controls={`${id}-people-${event.key}`}
                  onClick={() => setOpen(open === event.key ? null : event.key)}
                >
                  {open === event.key ? 'Hide attendees' : 'Attendees'}
                  <span className="visually-hidden"> of {event.title}</span>
                </button>
              ) : null}
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => guard.ask(() => setEditing({ kind: 'edit', event }))}
              >
                Edit<span className="visually-hidden"> {event.title}</span>
              </button>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => setDeleting(event)}
              >
                Delete<span className="visually-hidden"> {event.title}</span>
              </button>
            </div>
            {open === event.key ? (
              <Attendees event={event} id={`${id}-people-${event.key}`} version={version} />
            ) : null}
          </li>
        ))}
      </ul>
    );

  const count = deleting ? rsvpCount(deleting) : 0;

  return (
    <section className="console-section" aria-labelledby={`${id}-heading`}>
      <h2
        id={`${id}-heading`}
        className="console-section__title"
        ref={sectionHeading}
        tabIndex={-1}
      >
        Alumni events
      </h2>
      <p className="console-section__lead">
        The events on the alumni page, with their RSVPs. Past capacity, RSVPs go to a waitlist; when
        someone withdraws, the first waiting moves up and is emailed.
      </p>
      <FormResult result={result} className="mb-3" />
      <div className="cal-toolbar">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => guard.ask(() => setEditing({ kind: 'add' }))}
        >
          Add an alumni event
        </button>
        <a
          className="btn btn-outline-secondary"
          href="/api/officer/alumni-events?format=csv"
          download
        >
          Download CSV
        </a>
      </div>

      {editing ? (
        <div className="cal-panel">
          <h3 className="cal-panel__title" id={`${id}-form`} ref={formHeading} tabIndex={-1}>
            {editing.kind === 'add' ? 'Add an alumni event' : `Edit “${editing.event.title}”`}
          </h3>
          <AlumniEventForm
            key={opened}
            event={editing.kind === 'edit' ? editing.event : null}
            date={today}
            types={types}
            headingId={`${id}-form`}
            onDirtyChange={formDirty}
            onCancel={() =>
              guard.ask(() => {
                setEditing(null);
                focusLater(sectionHeading.current);
              })
            }
            onSaved={(saved, message) => {
              showResult({ kind: 'success', text: withTitle(message, saved.title) }, 10_000);
              formDirty(false);
              setEditing(null);
              setVersion((n) => n + 1);
              sectionHeading.current?.focus();
            }}
          />
        </div>
      ) : null}

      {load.state.status === 'failed' ? (
        <ConsoleLoadFailure what="The alumni events" load={load} />
      ) : events === null ? (
        <output className="data-table__note">Loading...</output>
      ) : (
        <>
          <h3 className="alumni-admin__group">Upcoming</h3>
          {list(upcoming, 'No upcoming alumni events.')}
          <h3 className="alumni-admin__group">Past</h3>
          {list(past, 'No past alumni events.')}
        </>
      )}

      <ConfirmDialog
        show={deleting !== null}
        title="Delete this alumni event?"
        confirmLabel={disposalLabel(count > 0 ? choice : null, count)}
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={closeDelete}
        restoreFocus={!deleted}
        onExited={() => {
          if (deleted) focusLater(sectionHeading.current);
          setDeleted(false);
        }}
      >
        <p>
          “{deleting?.title}”, {deleting?.displayDate}. It leaves the alumni page at once. This
          cannot be undone.
        </p>
        {deleting && count > 0 ? (
          <fieldset
            className="rsvp-choice"
            aria-describedby={choiceError ? `${id}-choice-error` : undefined}
          >
            <legend className="rsvp-choice__legend">
              {rsvpPeople(deleting)} {count === 1 ? 'has' : 'have'} RSVPed. What happens to{' '}
              {count === 1 ? 'the RSVP' : `the ${count} RSVPs`}?
            </legend>
            <Form.Check
              type="radio"
              id={`${id}-cancel`}
              name={`${id}-rsvps`}
              label={disposalText('cancel', deleting)}
              checked={choice === 'cancel'}
              onChange={() => {
                setChoice('cancel');
                setChoiceError(null);
              }}
            />
            <Form.Check
              type="radio"
              id={`${id}-discard`}
              name={`${id}-rsvps`}
              label={disposalText('discard', deleting)}
              checked={choice === 'discard'}
              onChange={() => {
                setChoice('discard');
                setChoiceError(null);
              }}
            />
            {choiceError ? (
              <p id={`${id}-choice-error`} className="field-error" role="alert">
                {choiceError}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </ConfirmDialog>
      {guard.dialog}
    </section>
  );
}

function Attendees({
  event,
  id,
  version,
}: {
  event: OfficerAlumniEvent;
  id: string;
  version: number;
}) {
  return (
    <section className="attendees" id={id} aria-label={`Attendees of ${event.title}`}>
      <People event={event} list="attending" version={version} />
      <People event={event} list="waitlist" version={version} />
      <a className="btn btn-outline-secondary btn-sm" href={attendeesCsvPath(event.key)} download>
        Download CSV<span className="visually-hidden"> of the attendees of {event.title}</span>
      </a>
    </section>
  );
}

const attendeesPageSize = 25;
const attendeeColumns: Column<Attendee>[] = [
  { key: 'name', header: 'Name', primary: true, cell: (person) => person.name },
  {
    key: 'email',
    header: 'Email',
    cell: (person) => (
      <a href={`mailto:${person.email}`} className="attendees__email">
        {person.email}
      </a>
    ),
  },
  { key: 'position', header: 'Place', cell: (person) => person.position },
  { key: 'at', header: 'RSVPed', cell: (person) => formatDateTime(person.at) },
];

/** One of the event's lists, a page at a time from the server. */
function People({
  event,
  list,
  version,
}: {
  event: OfficerAlumniEvent;
  list: AttendeeList;
  version: number;
}) {
  const [page, setPage] = useState(1);
  const load = useLoad(
    (signal) => loadAttendees(event.key, { list, page, pageSize: attendeesPageSize }, signal),
    { deps: [event.key, list, page, version] },
  );
  const answer = load.data;
  const { title, empty, noun } = attendeeListWords[list];
  const total = answer?.total ?? 0;
  return (
    <div className="attendees__list">
      <h5 className="attendees__title">
        {title}
        {answer ? ` (${total.toLocaleString('en-US')})` : ''}
      </h5>
      <DataTable
        caption={title}
        columns={attendeeColumns}
        rows={answer?.people ?? null}
        stale={load.stale}
        rowKey={(person) => String(person.position)}
        summary={answer ? showingText(page, attendeesPageSize, total, noun) : undefined}
        failure={
          load.state.status === 'failed' ? (
            <ConsoleLoadFailure what={`The ${title.toLowerCase()} list`} load={load} />
          ) : undefined
        }
        emptyText={empty}
        pager={{
          ...serverPager(page, attendeesPageSize, total, setPage),
        }}
      />
    </div>
  );
}
