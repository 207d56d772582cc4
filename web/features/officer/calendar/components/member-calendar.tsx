// The member calendar in the console (docs/product.md#officer-console): a month like the members'
// one (previous/next, each day's events), a chosen day's events with Edit and Delete (asked first;
// an occurrence of a series also asks whether the following go), and "Add an event" on that day.
// What is saved shows on /members/active from the next request.
import { useId, useRef, useState } from 'react';
import type { OfficerCalendarEvent } from '../../../../../contract/api/officer/calendar.ts';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { addMonths, longDate, type Month } from '../../../../lib/calendar-grid.ts';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useListEditor } from '../../../../components/console-kit/use-list-editor.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadCalendarEvents, removeCalendarEvent } from '../api.ts';
import {
  browserToday,
  calendarEventsByDate,
  gridRange,
  monthOf,
  pad,
  withTitle,
} from '../rules.ts';
import { CalendarEventForm } from './calendar-event-form.tsx';
import { DayEvents } from './day-events.tsx';
import { DeleteCalendarEventDialog } from './delete-calendar-event.tsx';
import { useFocusLater } from './focus-later.ts';
import { MonthNavigation } from '../../../../components/month-grid.tsx';
import { ConsoleMonthGrid } from './month-grid.tsx';

const noEvents: OfficerCalendarEvent[] = [];

/** What the form is open for: a new event on a day, or one event. */
type Editing = { kind: 'add'; date: string } | { kind: 'edit'; event: OfficerCalendarEvent };
const editingKey = (editing: Editing) =>
  editing.kind === 'add' ? `add-${editing.date}` : editing.event.id;

export function MemberCalendar({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const [today] = useState(browserToday);
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const [selected, setSelected] = useState(today);
  const range = gridRange(month);
  const load = useLoad((signal) => loadCalendarEvents(range, signal), {
    key: 'officer/calendar/events',
    deps: [range.from, range.to],
  });
  const byDate = calendarEventsByDate(load.data?.events ?? noEvents);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const editor = useListEditor<Editing>({ keyOf: editingKey, formHeading, onDirtyChange });
  const { editing } = editor;
  /** Once an event is gone, the focus goes to its day, not back to its Delete button. */
  const removing = useConfirmAction<OfficerCalendarEvent>();
  const message = useResultMessage();
  const id = useId();
  const dayHeading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();

  const choose = (date: string) => {
    setSelected(date);
    if (date.slice(0, 7) !== `${month.year}-${pad(month.month + 1)}`) setMonth(monthOf(date));
  };

  const move = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    setSelected(`${next.year}-${pad(next.month + 1)}-01`);
  };

  const confirmRemove = (following: boolean) =>
    removing.run(async (event) => {
      try {
        const { message: said } = await removeCalendarEvent(event.id, following);
        message.succeeded(withTitle(said, event.title), 10_000);
        if (editing?.kind === 'edit' && editing.event.id === event.id) editor.close();
      } catch (error) {
        message.failed(error, 'The event was not removed');
      }
      invalidate('officer/calendar/events');
    });

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
        <MonthNavigation month={month} titleId={`${id}-month`} onMove={move} />
        {failed ? (
          <ConsoleLoadFailure what="The calendar's events" load={load} />
        ) : (
          <ConsoleMonthGrid
            month={month}
            titleId={`${id}-month`}
            today={today}
            selected={selected}
            byDate={byDate}
            loading={load.state.status === 'loading'}
            onChoose={choose}
          />
        )}
        <p className="form-text mt-1 mb-0">Arrow keys move between days.</p>
      </div>

      <div className="cal-day">
        <h3 className="cal-day__title" ref={dayHeading} tabIndex={-1}>
          {longDate(selected)}
        </h3>
        <FormResult result={message.result} className="mb-2" />
        {load.state.status === 'loading' ? (
          <output className="data-table__note">Loading...</output>
        ) : failed ? null : (
          <DayEvents
            events={byDate.get(selected) ?? []}
            onEdit={(event) => editor.open({ kind: 'edit', event })}
            onDelete={removing.ask}
          />
        )}
        {failed ? null : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => editor.open({ kind: 'add', date: selected })}
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
            key={editor.opened}
            event={editing.kind === 'edit' ? editing.event : null}
            date={editing.kind === 'add' ? editing.date : editing.event.date}
            headingId={`${id}-form`}
            onDirtyChange={editor.onDirtyChange}
            onCancel={() => editor.cancel(() => focusLater(dayHeading.current))}
            onSaved={(saved, said) => {
              message.succeeded(withTitle(said, saved.title), 10_000);
              editor.saved();
              choose(saved.date);
              invalidate('officer/calendar/events');
              dayHeading.current?.focus();
            }}
          />
        </div>
      ) : null}

      <DeleteCalendarEventDialog
        removing={removing}
        onConfirm={(following) => void confirmRemove(following)}
        onExited={() => {
          if (removing.finished) focusLater(dayHeading.current);
          removing.exited();
        }}
      />
      {editor.dialog}
    </section>
  );
}
