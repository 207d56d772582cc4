// The console's month of the member calendar: previous/next, each day a button (the chosen one in
// the tab order, arrow keys move between days) with the titles of its first events.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { OfficerCalendarEvent } from '../../../../../contract/api/officer/calendar.ts';
import {
  gridDays,
  longDate,
  monthGrid,
  monthTitle,
  weekdays,
  type Month,
} from '../../../../lib/calendar-grid.ts';
import { shiftDay } from '../rules.ts';

const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** Previous, the month's name (which names the grid), Next. */
export function MonthNavigation({
  month,
  titleId,
  onMove,
}: {
  month: Month;
  titleId: string;
  onMove: (delta: number) => void;
}) {
  return (
    <div className="events-calendar__header">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => onMove(-1)}
        aria-label="Previous month"
      >
        ‹ <span className="d-none d-sm-inline">Previous</span>
      </button>
      <h3 className="events-calendar__month" id={titleId} aria-live="polite">
        {monthTitle(month)}
      </h3>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => onMove(1)}
        aria-label="Next month"
      >
        <span className="d-none d-sm-inline">Next</span> ›
      </button>
    </div>
  );
}

export function MonthGrid({
  month,
  titleId,
  today,
  selected,
  byDate,
  loading,
  onChoose,
}: {
  month: Month;
  titleId: string;
  today: string;
  selected: string;
  byDate: Map<string, OfficerCalendarEvent[]>;
  loading: boolean;
  /** A day chosen; `focus` when it was moved to with the keys (it gets the focus once drawn). */
  onChoose: (date: string, focus?: boolean) => void;
}) {
  const grid = useRef<HTMLTableElement>(null);
  const focusDay = useRef<string | null>(null);
  const days = monthGrid(month);

  // The day moved to with the arrow keys gets the focus once it is drawn as the chosen day (perhaps
  // in a new month). Not before: React runs the effects of the render before (say, the last month's
  // events arriving just as the key was pressed) before it draws the new day, and that grid may hold
  // the same day as another month's, about to be replaced.
  useEffect(() => {
    const date = focusDay.current;
    if (!date || date !== selected) return;
    focusDay.current = null;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
  });

  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const date = shiftDay(selected, step);
    focusDay.current = date;
    onChoose(date, true);
  };

  return (
    <table ref={grid} className="cal-grid" aria-labelledby={titleId} aria-busy={loading}>
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
                    onClick={() => onChoose(cell.date)}
                    onKeyDown={onDayKey}
                  >
                    <span className="cal-grid__number">{cell.day}</span>
                  </button>
                  {onDay.length ? <DayTitles events={onDay} /> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The first two titles of a day, "+N" for more, and a dot with the count for narrow screens. */
function DayTitles({ events }: { events: OfficerCalendarEvent[] }) {
  return (
    <span className="cal-grid__events" aria-hidden="true">
      {events.slice(0, 2).map((event) => (
        <span key={event.id} className="cal-grid__title">
          {event.title}
        </span>
      ))}
      {events.length > 2 ? <span className="cal-grid__more">+{events.length - 2}</span> : null}
      <span className="cal-grid__dot">{events.length}</span>
    </span>
  );
}
