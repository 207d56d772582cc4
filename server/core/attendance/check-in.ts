// A brother's check-in at the door (docs/product.md#check-in): the rules in order —
// an event that takes attendance, the door open, a well-formed code, this event's current code —
// and then one row, however often he taps. Used by POST /api/events/:id/check-in.
import { formatDateTime } from '../../../contract/dates.ts';
import {
  checkInWindow,
  doorOpensWords,
  normaliseCheckInCode,
  type AttendanceKind,
} from '../../../contract/attendance.ts';
import type { Db } from '../../db/database.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { matchCode } from './codes.ts';
import * as repo from './repository.ts';

export const noSuchEvent = () => new HttpError(404, 'not_found', 'There is no such event.');

export const notCounted = (title: string) =>
  new HttpError(
    409,
    'not_counted',
    `"${title}" does not take attendance. The calendar officer can make it optional or required.`,
  );

/** The event, if it takes attendance (404 when there is none, 409 when it counts for nothing). */
export async function countingEventOrRefuse(db: Db, id: string): Promise<repo.CountingEvent> {
  const event = await repo.findCountingEvent(db, id);
  if (!event) throw noSuchEvent();
  if ((event.attendance as AttendanceKind) === 'none') throw notCounted(event.title);
  return event;
}

/** "Fri, Nov 27, 2026, 6:30 PM" on the chapter's clock (contract/dates.ts, docs/product.md#dates). */
export const chapterTime = (at: number, timeZone: string): string => formatDateTime(at, timeZone);

export function doorWindow(
  event: { date: string; time: string | null },
  timeZone: string,
  now: number,
) {
  const { opensAt, closesAt } = checkInWindow(event, timeZone);
  return { opensAt, closesAt, open: now >= opensAt && now < closesAt };
}

export interface CheckInDeps {
  db: Db;
  timeZone: string;
  now: number;
  /** Counts a guess of a code for the brother (429 when over); `right()` takes it back. */
  countGuess: () => Promise<{ right(): Promise<void> }>;
}

/**
 * Checks `userId` in at `eventId` with `code`; the row as it stands (the first check-in's time
 * when he was already present). Refuses, changing nothing: 400 a malformed, wrong or expired code
 * (naming `code`; the code of another event's screen is named as such), 409 outside the door's
 * window or for an event that counts for nothing.
 */
export async function checkInMember(
  deps: CheckInDeps,
  eventId: string,
  userId: string,
  typed: string,
): Promise<{ event: repo.CountingEvent; at: string }> {
  const { db, timeZone, now } = deps;
  const event = await countingEventOrRefuse(db, eventId);
  const code = typedCode(typed);
  const door = doorWindow(event, timeZone, now);
  if (!door.open) {
    const first = await repo.markOf(db, eventId, userId);
    if (first?.status === 'present') return { event, at: first.at };
    throw doorClosed(event, door, timeZone, now);
  }
  const guess = await deps.countGuess();
  const match = event.checkInKey ? matchCode(event.checkInKey, event.id, code, now) : 'wrong';
  if (match !== 'accepted') {
    const first = await repo.markOf(db, eventId, userId);
    if (first?.status === 'present') {
      await guess.right();
      return { event, at: first.at };
    }
    throw await codeRefused(db, event, match, code, now);
  }
  await guess.right();
  const row = await repo.checkInByCode(db, event.id, userId, new Date(now).toISOString());
  return { event, at: row.at };
}

/** The code as typed, made comparable (400 naming `code` when it cannot be one). */
export function typedCode(typed: string): string {
  const code = normaliseCheckInCode(typed);
  if (!code)
    throw fieldError('code', 'The code is the 6 letters and digits on the screen at the door.');
  return code;
}

/** The 409 for a check-in outside the door's window (a brother's, a prospect's at a rush event). */
export const doorClosed = (
  event: { title: string; date: string; time: string | null },
  door: { opensAt: number; closesAt: number },
  timeZone: string,
  now: number,
): HttpError =>
  new HttpError(
    409,
    'check_in_closed',
    now < door.opensAt
      ? `Check-in for "${event.title}" opens at ${chapterTime(door.opensAt, timeZone)}, ${doorOpensWords(event)}.`
      : `Check-in for "${event.title}" closed at ${chapterTime(door.closesAt, timeZone)}. Ask the officer to mark you by hand.`,
  );

/** The 400 for a code that is not the event's current one: expired, another event's, or wrong. */
export async function codeRefused(
  db: Db,
  event: { id: string; title: string },
  match: 'expired' | 'wrong',
  code: string,
  now: number,
): Promise<HttpError> {
  if (match === 'expired')
    return new HttpError(
      400,
      'code_expired',
      'This code has expired (a code lasts 40 seconds). Scan the screen at the door again.',
      {},
      'code',
    );
  const other = await otherEventOf(db, event.id, code, now);
  return new HttpError(
    400,
    'code_wrong',
    other
      ? `This code is for "${other}", not "${event.title}". Scan the screen of this event.`
      : `This is not the code on the screen of "${event.title}". Check the 6 characters, or scan the screen again.`,
    {},
    'code',
  );
}

/** The title of another event around now whose screen shows `code`, if any. */
async function otherEventOf(db: Db, eventId: string, code: string, now: number) {
  const day = 86_400_000;
  const around = await repo.eventsWithKeys(db, {
    from: new Date(now - day).toISOString().slice(0, 10),
    to: new Date(now + day).toISOString().slice(0, 10),
  });
  return around.find(
    (other) =>
      other.id !== eventId && matchCode(other.checkInKey!, other.id, code, now, 1) === 'accepted',
  )?.title;
}
