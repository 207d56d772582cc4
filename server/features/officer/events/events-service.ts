// The calendar officer's work on the member calendar: add, change and remove an event, each in one
// transaction with its audit entry. The console (area `calendar`) and `npm run event` use these, so
// both follow the same rules (contract/api/officer/calendar.ts).
import type {
  CalendarEventInput,
  NewCalendarEventInput,
  OfficerCalendarEvent,
} from '../../../../contract/api/officer/calendar.ts';
import type { AttendanceKind } from '../../../../contract/attendance.ts';
import { formatDay } from '../../../../contract/dates.ts';
import {
  occurrenceDays,
  repeatWords,
  type RepeatEvery,
} from '../../../../contract/event-repeats.ts';
import { readEventTimes } from '../../../../contract/event-time.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http-error.ts';
import { audited, type Actor } from '../../../core/audit/record.ts';
import { changedFields } from '../../../core/audit/changed-fields.ts';
import * as repo from '../../../core/calendar/events-repository.ts';
import * as series from '../../../core/calendar/series-repository.ts';

export const noSuchEvent = () => new HttpError(404, 'not_found', 'There is no such event.');

type SeriesOf = Awaited<ReturnType<typeof series.seriesWithDates>>[number];

export function toOfficerEvent(
  { serviceHalfHours, attendance, recruitment, ...row }: repo.StoredCalendarEvent,
  of?: SeriesOf,
): OfficerCalendarEvent {
  const place = of ? of.occurrences.findIndex((occurrence) => occurrence.id === row.id) : -1;
  return {
    ...row,
    attendance: attendance as AttendanceKind,
    serviceHours: serviceHalfHours / 2,
    recruitment: recruitment === 1,
    allDay: readEventTimes(row.time) === null,
    repeat: of
      ? {
          every: of.every as RepeatEvery,
          until: of.until,
          count: of.occurrences.length,
          after: of.occurrences.length - place - 1,
        }
      : null,
  };
}

/** Events as the console shows them: each occurrence of a series says how its series repeats. */
export async function toOfficerEvents(
  db: Db,
  rows: readonly repo.StoredCalendarEvent[],
): Promise<OfficerCalendarEvent[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])))];
  const found = new Map((await series.seriesWithDates(db, ids)).map((one) => [one.id, one]));
  return rows.map((row) => toOfficerEvent(row, row.seriesId ? found.get(row.seriesId) : undefined));
}

const countingDetails = (event: CalendarEventInput) =>
  event.attendance === 'none'
    ? {}
    : {
        attendance: event.attendance,
        points: event.points,
        serviceHours: event.serviceHours,
        ...(event.recruitment && { recruitment: true }),
      };

const label = (event: { title: string; date: string }) =>
  `${event.title} on ${formatDay(event.date)}`;

export async function addCalendarEvent(
  db: Db,
  actor: Actor,
  event: CalendarEventInput,
): Promise<OfficerCalendarEvent> {
  // Read back in the transaction: a removal right after it cannot leave nothing to answer with.
  const added = await audited(db, actor, 'calendar event added', async (trx) => {
    const id = await repo.addEvent(trx, event);
    return {
      result: (await repo.findEvent(trx, id))!,
      target: { id, label: label(event) },
      details: {
        title: event.title,
        date: event.date,
        time: event.time,
        location: event.location,
        ...countingDetails(event),
      },
    };
  });
  return toOfficerEvent(added);
}

/**
 * Adds a series (decision 024): its row and one event per day of it, all in one transaction with
 * one audit entry, or nothing. The events in the order of their days.
 */
export async function addCalendarSeries(
  db: Db,
  actor: Actor,
  {
    repeat,
    ...event
  }: NewCalendarEventInput & { repeat: NonNullable<NewCalendarEventInput['repeat']> },
): Promise<OfficerCalendarEvent[]> {
  const days = occurrenceDays(event.date, repeat.every, repeat.until);
  const rows = await audited(db, actor, 'calendar series added', async (trx) => {
    const seriesId = await series.addSeries(trx, repeat);
    const ids: string[] = [];
    for (const date of days) ids.push(await repo.addEvent(trx, { ...event, date, seriesId }));
    const made = await repo.listEvents(trx, { from: days[0], to: days.at(-1) });
    return {
      result: made.filter((row) => row.seriesId === seriesId),
      target: {
        id: seriesId,
        label: `${event.title}, ${repeatWords[repeat.every]} from ${days[0]} to ${days.at(-1)}`,
      },
      details: {
        title: event.title,
        every: repeat.every,
        until: repeat.until,
        events: ids.length,
        dates: days,
        time: event.time,
        location: event.location,
        ...countingDetails(event),
      },
    };
  });
  return toOfficerEvents(db, rows);
}

/** '"Chapter Meeting" is on the calendar 15 times, Mon, Sep 7, 2026 … Mon, Dec 14, 2026.' */
export const seriesAddedMessage = (events: readonly OfficerCalendarEvent[]) =>
  `"${events[0]!.title}" is on the calendar ${events.length} times, ${formatDay(events[0]!.date)} … ${formatDay(events.at(-1)!.date)}.`;

export async function changeCalendarEvent(
  db: Db,
  actor: Actor,
  id: string,
  event: CalendarEventInput,
): Promise<OfficerCalendarEvent> {
  const saved = await audited(db, actor, 'calendar event changed', async (trx) => {
    // Marking it changed first holds the row, so a concurrent edit waits and the log's "before" is
    // what this edit replaced.
    if (!(await repo.touchEvent(trx, id))) throw noSuchEvent();
    const before = (await repo.findEvent(trx, id))!;
    await repo.updateEvent(trx, id, event);
    const { title, date, time, location, description, attendance, points } = before;
    const serviceHours = before.serviceHalfHours / 2;
    const recruitment = before.recruitment === 1;
    return {
      // Read back in the transaction: a removal that commits right after this edit cannot leave
      // the answer without its event (it was a 500).
      result: (await repo.findEvent(trx, id))!,
      target: { id, label: label(event) },
      details: changedFields(
        { title, date, time, location, description, attendance, points, serviceHours, recruitment },
        event,
      ),
    };
  });
  return (await toOfficerEvents(db, [saved]))[0]!;
}

/** Refuses to remove an event whose attendance was taken: its marks count toward standing. */
function heldError(
  held: { title: string; date: string; marks: number | string | bigint },
  several: boolean,
) {
  const marks = Number(held.marks);
  return new HttpError(
    409,
    'conflict',
    `${several ? 'Nothing was removed: ' : ''}"${held.title}" on ${formatDay(held.date)} was held (${marks === 1 ? '1 brother is' : `${marks} brothers are`} marked present or absent). It stays on the calendar so that its attendance keeps counting; if it was entered by mistake, take the marks away on its attendance list first.`,
  );
}

/**
 * Removes an event, or with `following` an occurrence and the later ones of its series ("this and
 * the following": the series then ends the day before). An event at which anyone is marked present
 * or absent is never removed (409, nothing changes); excused marks and excuses go with it. The
 * number of events removed.
 */
export async function removeCalendarEvent(
  db: Db,
  actor: Actor,
  id: string,
  { following = false }: { following?: boolean | undefined } = {},
): Promise<number> {
  const cut = following ? 'calendar events removed' : 'calendar event removed';
  return audited(db, actor, cut, async (trx) => {
    const event = await repo.findEvent(trx, id);
    if (!event) throw noSuchEvent();
    const { seriesId } = event;
    const targets =
      following && seriesId ? await series.occurrencesFrom(trx, seriesId, event) : [event];
    const ids = targets.map((target) => target.id);
    const held = await series.firstHeld(trx, ids);
    if (held) throw heldError(held, ids.length > 1);
    if ((await series.removeUnheld(trx, ids)) !== ids.length) {
      // Something happened meanwhile: a check-in (the event is held now) or another removal.
      const heldNow = await series.firstHeld(trx, ids);
      throw heldNow ? heldError(heldNow, ids.length > 1) : noSuchEvent();
    }
    if (seriesId) {
      if (following) await series.endSeriesBefore(trx, seriesId, event.date);
      await series.removeSeriesIfEmpty(trx, seriesId);
    }
    return {
      result: ids.length,
      target: { id, label: label(event) },
      details: {
        title: event.title,
        date: event.date,
        ...(seriesId ? { seriesId } : {}),
        ...(following ? { dates: targets.map((target) => target.date) } : {}),
      },
    };
  });
}
