// The calendar officer's work on the alumni events: add, change and delete one (each in one
// transaction with its audit entry), and see who is coming and who waits. A higher (or no)
// capacity gives the freed places to the first in line, emailed, in the same transaction; a lower
// one bumps nobody (features/alumni/waitlist.ts). An event with RSVPs is deleted only when the
// request says what happens to them: `cancel` emails each person, `discard` does not. The lists of
// who comes and who waits are read a page at a time (or in batches, for the CSV file).
import {
  attendeeLists,
  type AlumniEventInput,
  type Attendee,
  type AttendeeList,
  type AttendeesResponse,
  type OfficerAlumniEvent,
} from '../../../../contract/api/officer/calendar.ts';
import { pageOffset } from '../../../../contract/api/paging.ts';
import { formatEventDates, rsvpOpen } from '../../../../contract/event-dates.ts';
import { readEventTimes } from '../../../../contract/event-time.ts';
import { isUniqueViolation, type Db } from '../../../db/database.ts';
import { fieldError, HttpError } from '../../../http-error.ts';
import { clock } from '../../../lib/clock.ts';
import { inBatches } from '../../../lib/csv.ts';
import { audited, type Actor } from '../../../core/audit/record.ts';
import { cancelledEmail } from '../../../core/calendar/alumni-emails.ts';
import * as repo from '../../../core/calendar/alumni-events-repository.ts';
import { fillFreePlaces, type RsvpDeps } from '../../../core/calendar/rsvp-service.ts';
import { changedFields } from '../../../core/audit/changed-fields.ts';
import { rsvpListPage } from './repository.ts';

export interface AlumniEventDeps extends RsvpDeps {
  timeZone: string;
}

const noSuchEvent = () => new HttpError(404, 'not_found', 'There is no such alumni event.');

export function toOfficerAlumniEvent(
  row: repo.StoredAlumniEvent,
  counts: repo.RsvpCounts = { attending: 0, waitlisted: 0 },
): OfficerAlumniEvent {
  return {
    key: row.key,
    title: row.title,
    displayDate: row.displayDate,
    sortDate: row.sortDate,
    endDate: row.endDate,
    time: row.time,
    allDay: readEventTimes(row.time) === null,
    location: row.location,
    type: row.type,
    icon: row.icon,
    description: row.description,
    canRsvp: row.canRsvp === 1,
    capacity: row.capacity,
    attending: counts.attending,
    waitlisted: counts.waitlisted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function listOfficerAlumniEvents(db: Db): Promise<OfficerAlumniEvent[]> {
  const [events, counts] = await Promise.all([repo.listAlumniEvents(db), repo.rsvpCounts(db)]);
  return events.map((event) => toOfficerAlumniEvent(event, counts.get(event.key)));
}

async function officerEvent(db: Db, key: string): Promise<OfficerAlumniEvent> {
  const row = await repo.findAlumniEvent(db, key);
  if (!row) throw noSuchEvent();
  return toOfficerAlumniEvent(row, await repo.countsFor(db, key));
}

/** The row's columns from a validated request: the shown date is written from the dates if empty. */
function columnsOf(input: Omit<AlumniEventInput, 'key'>) {
  return {
    title: input.title,
    displayDate: input.displayDate ?? formatEventDates(input.sortDate, input.endDate),
    sortDate: input.sortDate,
    endDate: input.endDate,
    time: input.time,
    location: input.location,
    type: input.type,
    icon: input.icon,
    description: input.description,
    canRsvp: input.canRsvp ? 1 : 0,
    capacity: input.capacity,
  };
}

const label = (event: { title: string; sortDate: string }) => `${event.title} on ${event.sortDate}`;

export async function addAlumniEvent(
  db: Db,
  actor: Actor,
  input: AlumniEventInput,
): Promise<OfficerAlumniEvent> {
  try {
    await audited(db, actor, 'alumni event added', async (trx) => {
      const columns = columnsOf(input);
      await repo.insertAlumniEvent(trx, { key: input.key, ...columns });
      return {
        result: undefined,
        target: { id: input.key, label: label(input) },
        details: {
          title: input.title,
          sortDate: input.sortDate,
          canRsvp: input.canRsvp,
          capacity: input.capacity,
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(
        409,
        'conflict',
        `There is already an alumni event with the web address name ${input.key}.`,
        {},
        'key',
      );
    throw error;
  }
  return officerEvent(db, input.key);
}

export async function changeAlumniEvent(
  deps: AlumniEventDeps,
  actor: Actor,
  key: string,
  input: Omit<AlumniEventInput, 'key'> & { key?: string | undefined },
): Promise<{ event: OfficerAlumniEvent; promoted: string[] }> {
  if (input.key !== undefined && input.key !== key)
    throw fieldError(
      'key',
      'The web address name of an event cannot be changed (its RSVPs and links use it).',
    );
  const promoted = await audited(deps.db, actor, 'alumni event changed', async (trx) => {
    // Holding the row first: a concurrent edit or RSVP waits, and "before" is what this replaced.
    if (!(await repo.lockAlumniEvent(trx, key))) throw noSuchEvent();
    const before = (await repo.findAlumniEvent(trx, key))!;
    const columns = columnsOf(input);
    await repo.updateAlumniEvent(trx, key, columns);
    // More places (or no limit) go to the first in line, while the list is open.
    const when = { date: columns.sortDate, endDate: columns.endDate, time: columns.time };
    const moved =
      input.canRsvp && rsvpOpen(when, clock.now(), deps.timeZone)
        ? await fillFreePlaces(trx, deps, key)
        : [];
    const { createdAt: _created, updatedAt: _updated, key: _key, ...old } = before;
    return {
      result: moved,
      target: { id: key, label: label(columns) },
      details: {
        ...changedFields(old, columns),
        ...(moved.length ? { promoted: moved.map((person) => person.name) } : {}),
      },
    };
  });
  if (promoted.length) deps.mailer.wake();
  return {
    event: await officerEvent(deps.db, key),
    promoted: promoted.map((person) => person.name),
  };
}

export async function deleteAlumniEvent(
  deps: AlumniEventDeps,
  actor: Actor,
  key: string,
  disposal: 'cancel' | 'discard' | undefined,
): Promise<{ removedRsvps: number; emailed: number }> {
  const outcome = await audited(deps.db, actor, 'alumni event deleted', async (trx) => {
    if (!(await repo.lockAlumniEvent(trx, key))) throw noSuchEvent();
    const event = (await repo.findAlumniEvent(trx, key))!;
    const people = await repo.rsvpPeople(trx, key);
    if (people.length && !disposal) {
      const waiting = people.filter((person) => person.status === 'waitlisted').length;
      throw new HttpError(
        409,
        'event_has_rsvps',
        `${people.length - waiting} attending and ${waiting} on the waitlist have RSVPed to this event. Say what happens to their RSVPs: cancel (each is emailed that the event is cancelled) or discard (no email).`,
      );
    }
    const emailed = disposal === 'cancel' ? people : [];
    for (const person of emailed)
      await deps.mailer.enqueue(trx, cancelledEmail(deps.brand, event, person, person.status));
    await repo.deleteAlumniEvent(trx, key);
    return {
      result: { removedRsvps: people.length, emailed: emailed.length },
      target: { id: key, label: label(event) },
      details: {
        title: event.title,
        sortDate: event.sortDate,
        rsvps: people.length,
        ...(people.length ? { rsvpsWere: disposal === 'cancel' ? 'cancelled' : 'discarded' } : {}),
        emailed: emailed.length,
      },
    };
  });
  if (outcome.emailed) deps.mailer.wake();
  return outcome;
}

/** The RSVP status each list of the console holds. */
const statusOf: Record<AttendeeList, repo.RsvpStatus> = {
  attending: 'attending',
  waitlist: 'waitlisted',
};

/** Rows of one list read from `offset` on, each with its place in the list (1 is the first). */
const placed = (rows: Awaited<ReturnType<typeof rsvpListPage>>, offset: number): Attendee[] =>
  rows.map((row, i) => ({
    position: offset + i + 1,
    name: row.name,
    email: row.email,
    at: row.createdAt,
  }));

/** Told the accounts whose names and emails an answer holds ("who saw my data"). */
export type SeenAccounts = (userIds: string[]) => Promise<void>;

/** A page of one of the event's lists, with both lists' lengths; 404 for an unknown event. */
export async function attendeesPage(
  db: Db,
  key: string,
  list: AttendeeList,
  paging: { page: number; pageSize: number },
  seen: SeenAccounts,
): Promise<AttendeesResponse> {
  const [event, counts] = await Promise.all([
    repo.findAlumniEvent(db, key),
    repo.countsFor(db, key),
  ]);
  if (!event) throw noSuchEvent();
  const offset = pageOffset(paging);
  const rows = await rsvpListPage(db, key, statusOf[list], { limit: paging.pageSize, offset });
  await seen(rows.map((row) => row.userId));
  return {
    list,
    people: placed(rows, offset),
    counts,
    total: list === 'attending' ? counts.attending : counts.waitlisted,
    ...paging,
  };
}

/** 404 unless the event exists (checked before a CSV file starts). */
export async function mustExist(db: Db, key: string): Promise<void> {
  if (!(await repo.findAlumniEvent(db, key))) throw noSuchEvent();
}

/**
 * Every RSVP of the event, the attending list then the waitlist, a batch at a time (the CSV file):
 * each with its list and its place in it, counted across batches; `seen` is told each batch's
 * accounts as it leaves.
 */
export async function* everyAttendee(
  db: Db,
  key: string,
  seen: SeenAccounts,
): AsyncGenerator<readonly { list: AttendeeList; person: Attendee }[]> {
  for (const list of attendeeLists)
    for await (const batch of inBatches(async (offset, limit) => {
      const rows = await rsvpListPage(db, key, statusOf[list], { offset, limit });
      await seen(rows.map((row) => row.userId));
      return placed(rows, offset);
    }))
      yield batch.map((person) => ({ list, person }));
}
