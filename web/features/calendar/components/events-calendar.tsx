// The chapter calendar (docs/product.md#calendar): a 42-day month from today's month (the shared
// month grid), one month per press, day styles, a tooltip on hover (where there is a mouse) and on keyboard focus, dismissed
// with Escape, and a click or tap that selects the day. Events that could not be loaded are said
// to be missing (with Retry), in place of the grid. A member's calendar also marks required events
// ("Required" on the day, "Required · 10 points" in the details) and leads to an event's check-in while
// its door is open.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatEventDates } from '../../../../contract/event-dates.ts';
import type { CalendarEvent } from '../../../../contract/api/member-area.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { MonthGrid, MonthNavigation } from '../../../components/month-grid.tsx';
import { useLoad } from '../../../lib/use-load.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useToday } from '../../../lib/use-today.ts';
import { fetchEvents } from '../api.ts';
import {
  addMonths,
  dayClassName,
  dayLabel,
  eventsByDate,
  showsTime,
  type Month,
} from '../../../lib/calendar-grid.ts';

const noEvents: CalendarEvent[] = [];

const isRequired = (event: CalendarEvent) => event.counts?.attendance === 'required';

// What a member's events count for and their check-in: loaded once they carry their counts.
const parts = () => import('./check-in-parts.tsx');
const EventCounts = lazy(() => parts().then((module) => ({ default: module.EventCounts })));
const CheckInButton = lazy(() => parts().then((module) => ({ default: module.CheckInButton })));
const OpenDoors = lazy(() => parts().then((module) => ({ default: module.OpenDoors })));

/**
 * One event: title, when, what it counts for (a member's calendar: "Required · 10 points",
 * "Optional"), where and what. `checkIn` adds **Check in** while its door is open.
 */
function EventDetails({
  event,
  now,
  checkIn = false,
}: {
  event: CalendarEvent;
  now: number | null;
  checkIn?: boolean;
}) {
  return (
    <div className="event-details">
      <p className="event-details__title">{event.title}</p>
      <p className="event-details__when">
        {formatEventDates(event.date, event.endDate)}
        {showsTime(event.time) ? ` · ${event.time}` : null}
      </p>
      {event.counts ? (
        <Suspense fallback={null}>
          <EventCounts event={event} now={now} />
        </Suspense>
      ) : null}
      {event.location ? <p className="event-details__where">{event.location}</p> : null}
      {event.description ? <p className="event-details__text">{event.description}</p> : null}
      {checkIn && event.counts ? (
        <Suspense fallback={null}>
          <CheckInButton event={event} now={now} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function EventsCalendar() {
  const today = useToday();
  const now = useNow();
  const load = useLoad(async (signal) => (await fetchEvents(signal)).events);
  const events = load.data ?? noEvents;
  const failed = load.state.status === 'failed';
  /** The day whose tooltip Escape put away, until the pointer or the focus leaves it (WCAG 1.4.13). */
  const [dismissed, setDismissed] = useState<string | null>(null);
  /** The day under the pointer or with the focus: the one Escape is about. */
  const activeDay = useRef<string | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && activeDay.current) setDismissed(activeDay.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const enterDay = (date: string) => {
    activeDay.current = date;
  };
  const leaveDay = (date: string) => {
    if (activeDay.current === date) activeDay.current = null;
    setDismissed((day) => (day === date ? null : day));
  };
  const [month, setMonth] = useState<Month | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const id = useId();

  // Today's month is only known in the browser; the prerendered page shows an empty grid of the same size.
  const shown =
    month ??
    (today ? { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) - 1 } : null);
  const byDate = eventsByDate(events);
  const selectedEvents = selected ? (byDate.get(selected) ?? []) : [];

  const move = (delta: number) => {
    if (shown) setMonth(addMonths(shown, delta));
  };

  return (
    <div className="events-calendar">
      {events.some((event) => event.counts) ? (
        <Suspense fallback={null}>
          <OpenDoors events={events} now={now} />
        </Suspense>
      ) : null}
      <MonthNavigation month={shown} titleId={`${id}-month`} onMove={move} />
      <div className={`events-calendar__body${failed ? ' is-failed' : ''}`}>
        <LoadFailure what="The chapter's events" load={load} className="events-calendar__failure" />
        <MonthGrid
          month={shown}
          titleId={`${id}-month`}
          className="events-calendar__grid"
          busy={load.state.status === 'loading'}
          // A month without its events would read as an empty month: hidden while they are missing.
          hidden={failed}
          emptyDayClassName="calendar-day is-placeholder"
          renderDay={(cell, weekday) => {
            const dayEvents = byDate.get(cell.date) ?? [];
            const required = dayEvents.filter(isRequired).length;
            const classes = dayClassName(
              'calendar-day',
              cell,
              { today, selected, events: dayEvents.length },
              cell.date === dismissed && 'is-dismissed',
              required > 0 && 'has-required',
              weekday === 0 ? 'is-first-column' : weekday === 6 && 'is-last-column',
            );
            const tooltipId = `${id}-${cell.date}`;
            return (
              <td
                className={classes}
                {...(cell.date === today ? { 'aria-current': 'date' as const } : {})}
                {...(dayEvents.length
                  ? {
                      onMouseEnter: () => enterDay(cell.date),
                      onMouseLeave: () => leaveDay(cell.date),
                    }
                  : {})}
              >
                {dayEvents.length ? (
                  <>
                    <button
                      type="button"
                      className="calendar-day__button"
                      aria-describedby={tooltipId}
                      aria-pressed={cell.date === selected}
                      aria-label={`${dayLabel(
                        cell.date,
                        dayEvents.map((event) => event.title),
                      )}${required ? `, ${dayEvents.length > 1 ? `${required} ` : ''}required` : ''}`}
                      onClick={() => setSelected(cell.date === selected ? null : cell.date)}
                      onFocus={() => enterDay(cell.date)}
                      onBlur={() => leaveDay(cell.date)}
                    >
                      {cell.day}
                      {required ? (
                        <span className="calendar-day__required" aria-hidden="true">
                          Required
                        </span>
                      ) : (
                        <span className="calendar-day__dot" aria-hidden="true" />
                      )}
                    </button>
                    <div className="calendar-tooltip" role="tooltip" id={tooltipId}>
                      {dayEvents.map((event) => (
                        <EventDetails key={event.id} event={event} now={now} />
                      ))}
                    </div>
                  </>
                ) : (
                  <span className="calendar-day__number">{cell.day}</span>
                )}
              </td>
            );
          }}
        />
      </div>
      <div className="events-calendar__selected" aria-live="polite">
        {selectedEvents.length ? (
          <>
            <h4 className="h6 mb-2">Selected</h4>
            {selectedEvents.map((event) => (
              <EventDetails key={event.id} event={event} now={now} checkIn />
            ))}
          </>
        ) : (
          <p className="text-body-secondary small mb-0">
            Select a highlighted day to keep its events here.
          </p>
        )}
      </div>
    </div>
  );
}
