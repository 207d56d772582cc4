// The member calendar in the console (docs/product.md#officer-console): a month like the members'
// one (previous/next, each day's events), a chosen day's events with Edit and Delete (asked first),
// and "Add an event" on that day. What is saved shows on /members/active from the next request.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { OfficerCalendarEvent } from '../../../../contract/api/officer-calendar.ts';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleLoadFailure } from '../../../components/console-kit/console-load-failure.tsx';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { failureText } from '../../../components/form-kit/validation.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import {
  addMonths,
  gridDays,
  longDate,
  monthGrid,
  monthTitle,
  weekdays,
  type Month,
} from '../../../lib/calendar-grid.ts';
import { loadCalendarEvents, removeCalendarEvent } from '../api.ts';
import {
  browserToday,
  calendarEventsByDate,
  gridRange,
  monthOf,
  pad,
  shiftDay,
  timeText,
  withTitle,
} from '../rules.ts';
import { CalendarEventForm } from './calendar-event-form.tsx';
import { useDiscardGuard } from './discard-guard.tsx';
import { useFocusLater } from './focus-later.ts';

const noEvents: OfficerCalendarEvent[] = [];

/** What the form is open for: a new event on a day, or one event. */
type Editing = { kind: 'add'; date: string } | { kind: 'edit'; event: OfficerCalendarEvent } | null;

export function MemberCalendar({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const [today] = useState(browserToday);
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const [selected, setSelected] = useState(today);
  const [version, setVersion] = useState(0);
  const range = gridRange(month);
  const load = useLoad((signal) => loadCalendarEvents(range, signal), {
    deps: [range.from, range.to, version],
  });
  const events = load.data?.events ?? noEvents;
  const byDate = calendarEventsByDate(events);
  const days = monthGrid(month);
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);
  const [removing, setRemoving] = useState<OfficerCalendarEvent | null>(null);
  /** The event is gone: the focus goes to its day, not back to its Delete button. */
  const [removed, setRemoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, showResult] = useTimedMessage();
  const id = useId();
  const dayHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const focusDay = useRef<string | null>(null);
  const focusLater = useFocusLater();

  const formDirty = useCallback(
    (next: boolean) => {
      setDirty(next);
      onDirtyChange(next);
    },
    [onDirtyChange],
  );

  // The day moved to with the arrow keys gets the focus once it is drawn (perhaps in a new month).
  useEffect(() => {
    const date = focusDay.current;
    if (!date) return;
    focusDay.current = null;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
  });

  const opened = editing ? (editing.kind === 'add' ? `add-${editing.date}` : editing.event.id) : '';
  useEffect(() => {
    if (opened) formHeading.current?.focus();
  }, [opened]);

  const choose = (date: string, focus = false) => {
    setSelected(date);
    if (date.slice(0, 7) !== `${month.year}-${pad(month.month + 1)}`) setMonth(monthOf(date));
    if (focus) focusDay.current = date;
  };

  const move = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    setSelected(`${next.year}-${pad(next.month + 1)}-01`);
  };

  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    choose(shiftDay(selected, step), true);
  };

  const closeForm = () => {
    setEditing(null);
    focusLater(dayHeading.current);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const { message } = await removeCalendarEvent(removing.id);
      showResult({ kind: 'success', text: withTitle(message, removing.title) }, 10_000);
      if (editing?.kind === 'edit' && editing.event.id === removing.id) setEditing(null);
    } catch (error) {
      showResult({ kind: 'danger', text: failureText(error, 'The event was not removed') });
    } finally {
      setBusy(false);
      setRemoved(true);
      setRemoving(null);
      setVersion((n) => n + 1);
    }
  };

  const dayEvents = byDate.get(selected) ?? [];
  const failed = load.state.status === 'failed';

  return (
    <section className="console-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="console-section__title">
        Member calendar
      </h2>
      <p className="console-section__lead">
        The events members see on the Active Members page. Choose a day to see, add, change or
        remove its events.
      </p>

      <div className="cal-month">
        <div className="events-calendar__header">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => move(-1)}
            aria-label="Previous month"
          >
            ‹ <span className="d-none d-sm-inline">Previous</span>
          </button>
          <h3 className="events-calendar__month" id={`${id}-month`} aria-live="polite">
            {monthTitle(month)}
          </h3>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => move(1)}
            aria-label="Next month"
          >
            <span className="d-none d-sm-inline">Next</span> ›
          </button>
        </div>
        {failed ? (
          <ConsoleLoadFailure what="The calendar's events" load={load} />
        ) : (
          <table
            ref={grid}
            className="cal-grid"
            aria-labelledby={`${id}-month`}
            aria-busy={load.state.status === 'loading'}
          >
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day} scope="col">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: gridDays / 7 }, (_row, week) => (
                <tr key={week}>
                  {days.slice(week * 7, week * 7 + 7).map((cell) => {
                    const onDay = byDate.get(cell.date) ?? [];
                    const classes = [
                      'cal-grid__day',
                      cell.inMonth ? '' : 'is-other-month',
                      cell.date === today ? 'is-today' : '',
                      onDay.length ? 'has-event' : '',
                      cell.date === selected ? 'is-selected' : '',
                    ]
                      .filter(Boolean)
                      .join(' ');
                    const said = onDay.length
                      ? `: ${onDay.length === 1 ? onDay[0]!.title : `${onDay.length} events`}`
                      : '';
                    return (
                      <td key={cell.date} className={classes}>
                        <button
                          type="button"
                          className="cal-grid__button"
                          data-date={cell.date}
                          tabIndex={cell.date === selected ? 0 : -1}
                          aria-pressed={cell.date === selected}
                          aria-label={`${longDate(cell.date)}${said}`}
                          {...(cell.date === today ? { 'aria-current': 'date' as const } : {})}
                          onClick={() => choose(cell.date)}
                          onKeyDown={onDayKey}
                        >
                          <span className="cal-grid__number">{cell.day}</span>
                        </button>
                        {onDay.length ? (
                          <span className="cal-grid__events" aria-hidden="true">
                            {onDay.slice(0, 2).map((event) => (
                              <span key={event.id} className="cal-grid__title">
                                {event.title}
                              </span>
                            ))}
                            {onDay.length > 2 ? (
                              <span className="cal-grid__more">+{onDay.length - 2}</span>
                            ) : null}
                            <span className="cal-grid__dot">{onDay.length}</span>
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="form-text mt-1 mb-0">Arrow keys move between days.</p>
      </div>

      <div className="cal-day">
        <h3 className="cal-day__title" ref={dayHeading} tabIndex={-1}>
          {longDate(selected)}
        </h3>
        <FormResult result={result} className="mb-2" />
        {load.state.status === 'loading' ? (
          <output className="data-table__note">Loading...</output>
        ) : failed ? null : dayEvents.length === 0 ? (
          <p className="text-body-secondary">No events on this day.</p>
        ) : (
          <ul className="cal-day__events">
            {dayEvents.map((event) => (
              <li key={event.id} className="cal-event">
                <div className="cal-event__text">
                  <p className="cal-event__title">{event.title}</p>
                  <p className="cal-event__when">
                    {timeText(event)}
                    {event.location ? ` · ${event.location}` : ''}
                  </p>
                  {event.description ? (
                    <p className="cal-event__description">{event.description}</p>
                  ) : null}
                </div>
                <div className="cal-event__actions">
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
                    onClick={() => setRemoving(event)}
                  >
                    Delete<span className="visually-hidden"> {event.title}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {failed ? null : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => guard.ask(() => setEditing({ kind: 'add', date: selected }))}
          >
            Add an event on this day
          </button>
        )}
      </div>

      {editing ? (
        <div className="cal-panel">
          <h3 className="cal-panel__title" id={`${id}-form`} ref={formHeading} tabIndex={-1}>
            {editing.kind === 'add' ? 'Add an event' : `Edit “${editing.event.title}”`}
          </h3>
          <CalendarEventForm
            key={opened}
            event={editing.kind === 'edit' ? editing.event : null}
            date={editing.kind === 'add' ? editing.date : editing.event.date}
            headingId={`${id}-form`}
            onDirtyChange={formDirty}
            onCancel={() => guard.ask(closeForm)}
            onSaved={(saved, message) => {
              showResult({ kind: 'success', text: withTitle(message, saved.title) }, 10_000);
              formDirty(false);
              setEditing(null);
              choose(saved.date);
              setVersion((n) => n + 1);
              dayHeading.current?.focus();
            }}
          />
        </div>
      ) : null}

      <ConfirmDialog
        show={removing !== null}
        title="Delete this event?"
        confirmLabel="Delete the event"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
        restoreFocus={!removed}
        onExited={() => {
          if (removed) focusLater(dayHeading.current);
          setRemoved(false);
        }}
      >
        <p className="mb-0">
          “{removing?.title}”, {removing ? longDate(removing.date) : ''}. It leaves the
          members&apos; calendar at once. This cannot be undone.
        </p>
      </ConfirmDialog>
      {guard.dialog}
    </section>
  );
}
