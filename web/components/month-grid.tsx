// The calendar's month as a table (docs/product.md#calendar): the members' calendar and the
// console's Calendar page draw the same 42 days (web/lib/calendar-grid.ts) under the same Previous
// and Next; what a day's cell shows and does is theirs.
import type { ReactElement, Ref } from 'react';
import { Fragment } from 'react';
import {
  gridDays,
  monthGrid,
  monthTitle,
  weekdays,
  type GridDay,
  type Month,
} from '../lib/calendar-grid.ts';

/** Previous, the month's name (which names the grid), Next; both wait while the month is unknown. */
export function MonthNavigation({
  month,
  titleId,
  onMove,
}: {
  /** Null until the month is known (today's is only known in the browser). */
  month: Month | null;
  titleId: string;
  onMove: (delta: number) => void;
}) {
  return (
    <div className="events-calendar__header">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => onMove(-1)}
        disabled={!month}
        aria-label="Previous month"
      >
        ‹ <span className="d-none d-sm-inline">Previous</span>
      </button>
      <h3 className="events-calendar__month" id={titleId} aria-live="polite">
        {month ? monthTitle(month) : '\u00a0'}
      </h3>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => onMove(1)}
        disabled={!month}
        aria-label="Next month"
      >
        <span className="d-none d-sm-inline">Next</span> ›
      </button>
    </div>
  );
}

/** The weekdays' heads and six weeks of days, each drawn by `renderDay`. */
export function MonthGrid({
  month,
  titleId,
  className,
  busy,
  hidden = false,
  emptyDayClassName = 'is-placeholder',
  ref,
  renderDay,
}: {
  /** Null until the month is known: empty cells of the same size, so nothing moves when it is. */
  month: Month | null;
  /** The month's name, which names the table. */
  titleId: string;
  className: string;
  /** The month's events are being asked for. */
  busy: boolean;
  /** Hidden from assistive technology (a month without its events would read as an empty one). */
  hidden?: boolean;
  emptyDayClassName?: string;
  ref?: Ref<HTMLTableElement>;
  /** One day's cell, a `<td>`; `weekday` is its column, 0 for Sunday. */
  renderDay: (day: GridDay, weekday: number) => ReactElement;
}) {
  const days = month ? monthGrid(month) : null;
  return (
    <table
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      aria-busy={busy}
      {...(hidden ? { 'aria-hidden': true } : {})}
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
            {Array.from({ length: 7 }, (_cell, weekday) => {
              const day = days?.[week * 7 + weekday];
              return day ? (
                <Fragment key={day.date}>{renderDay(day, weekday)}</Fragment>
              ) : (
                <td key={weekday} className={emptyDayClassName}>
                  {'\u00a0'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
