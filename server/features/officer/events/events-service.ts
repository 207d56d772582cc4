// The calendar officer's work on the member calendar: add, change and remove an event, each in one
// transaction with its audit entry. The console (area `calendar`) and `npm run event` use these, so
// both follow the same rules (contract/api/officer/calendar.ts).
import type {
  CalendarEventInput,
  OfficerCalendarEvent,
} from '../../../../contract/api/officer/calendar.ts';
import type { AttendanceKind } from '../../../../contract/attendance.ts';
import { readEventTimes } from '../../../../contract/event-time.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http-error.ts';
import { audited, type Actor } from '../../../core/audit/record.ts';
import { changedFields } from '../../../core/audit/changed-fields.ts';
import * as repo from '../../../core/calendar/events-repository.ts';

export const noSuchEvent = () => new HttpError(404, 'not_found', 'There is no such event.');

export function toOfficerEvent({
  serviceHalfHours,
  attendance,
  ...row
}: repo.StoredCalendarEvent): OfficerCalendarEvent {
  return {
    ...row,
    attendance: attendance as AttendanceKind,
    serviceHours: serviceHalfHours / 2,
    allDay: readEventTimes(row.time) === null,
  };
}

const label = (event: { title: string; date: string }) => `${event.title} on ${event.date}`;

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
        ...(event.attendance === 'none'
          ? {}
          : {
              attendance: event.attendance,
              points: event.points,
              serviceHours: event.serviceHours,
            }),
      },
    };
  });
  return toOfficerEvent(added);
}

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
    return {
      // Read back in the transaction: a removal that commits right after this edit cannot leave
      // the answer without its event (it was a 500).
      result: (await repo.findEvent(trx, id))!,
      target: { id, label: label(event) },
      details: changedFields(
        { title, date, time, location, description, attendance, points, serviceHours },
        event,
      ),
    };
  });
  return toOfficerEvent(saved);
}

export async function removeCalendarEvent(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(db, actor, 'calendar event removed', async (trx) => {
    const event = await repo.findEvent(trx, id);
    if (!event || !(await repo.removeEvent(trx, id))) throw noSuchEvent();
    return {
      result: undefined,
      target: { id, label: label(event) },
      details: { title: event.title, date: event.date },
    };
  });
}
