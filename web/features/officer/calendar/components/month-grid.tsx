// The console's month of the member calendar, in the shared month grid: each day a button (the
// chosen one in the tab order, arrow keys move between days) with the titles of its first events.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { OfficerCalendarEvent } from '../../../../../contract/api/officer/calendar.ts';
import { MonthGrid } from '../../../../components/month-grid.tsx';
import { dayClassName, dayLabel, type Month } from '../../../../lib/calendar-grid.ts';
import { shiftDay } from '../rules.ts';

const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export function ConsoleMonthGrid({
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
    <MonthGrid
      ref={grid}
      month={month}
      titleId={titleId}
      className="cal-grid"
      busy={loading}
      renderDay={(cell) => {
        const onDay = byDate.get(cell.date) ?? [];
        return (
          <td
            className={dayClassName('cal-grid__day', cell, {
              today,
              selected,
              events: onDay.length,
            })}
          >
            <button
              type="button"
              className="cal-grid__button"
              data-date={cell.date}
              tabIndex={cell.date === selected ? 0 : -1}
              aria-pressed={cell.date === selected}
              aria-label={dayLabel(
                cell.date,
                onDay.map((event) => event.title),
              )}
              {...(cell.date === today ? { 'aria-current': 'date' as const } : {})}
              onClick={() => onChoose(cell.date)}
              onKeyDown={onDayKey}
            >
              <span className="cal-grid__number">{cell.day}</span>
            </button>
            {onDay.length ? <DayTitles events={onDay} /> : null}
          </td>
        );
      }}
    />
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
