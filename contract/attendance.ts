// Attendance at the events that count (docs/product.md#check-in, docs/product.md#standing): which
// events take it, when the door is open for a check-in, and the check-in code as people type it.
// zod-free: the console's screen, the member's check-in page and the server read these the same
// way.
import { nextDay, zonedInstant, type IsoDate } from './event-dates.ts';
import { parseEventTime } from './event-time.ts';

export const attendanceKinds = ['none', 'optional', 'required'] as const;
export type AttendanceKind = (typeof attendanceKinds)[number];

/** How a brother stands for one event: marked by the code at the door or by an officer. */
export const attendanceStatuses = ['present', 'excused', 'absent'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** A member's side on `day`: a new member until his initiation day, an active from it. */
export const sideOn = (initiatedOn: string | null, day: string): 'new' | 'active' =>
  initiatedOn !== null && initiatedOn <= day ? 'active' : 'new';

/** An excuse's or service hours' state: asked, then decided by the standing officer. */
export const requestStatuses = ['pending', 'approved', 'denied'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const checkIn = {
  /** A code is shown for this long, then the screen shows the next one. */
  stepSeconds: 20,
  /** A code is accepted during its own step and the one after: 40 seconds at most. */
  acceptedSteps: 2,
  /** The door opens this long before a timed event starts … */
  opensBeforeMinutes: 30,
  /** … and closes this long after it ends (after its start when it has no end). */
  closesAfterMinutes: 120,
  /** The characters of a code: no 0/O or 1/I to misread; 32 of them, 5 bits each. */
  alphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
  length: 6,
} as const;

const minute = 60_000;

/** When check-in opens and closes for an event (instants, ms): a timed event from 30 minutes before
 *  its start to 2 hours after its end; an all-day event (or a time that cannot be read), its day. */
export function checkInWindow(
  event: { date: IsoDate; time: string | null },
  timeZone: string,
): { opensAt: number; closesAt: number } {
  const times = event.time ? parseEventTime(event.time) : null;
  if (!times || 'problem' in times)
    return {
      opensAt: zonedInstant(event.date, 0, 0, timeZone),
      closesAt: zonedInstant(nextDay(event.date), 0, 0, timeZone),
    };
  const start = zonedInstant(event.date, times.start.hour, times.start.minute, timeZone);
  let end = start;
  if (times.end) {
    const endsAfterMidnight =
      times.end.hour * 60 + times.end.minute < times.start.hour * 60 + times.start.minute;
    end = zonedInstant(
      endsAfterMidnight ? nextDay(event.date) : event.date,
      times.end.hour,
      times.end.minute,
      timeZone,
    );
  }
  return {
    opensAt: start - checkIn.opensBeforeMinutes * minute,
    closesAt: end + checkIn.closesAfterMinutes * minute,
  };
}

/** Whether the door is open all the event's day (no time, or one that cannot be read). */
export function isAllDay(event: { time: string | null }): boolean {
  const times = event.time ? parseEventTime(event.time) : null;
  return !times || 'problem' in times;
}

/** How a closed door's opening is said: "30 minutes before it starts", or the day itself. */
export const doorOpensWords = (event: { time: string | null }): string =>
  isAllDay(event) ? 'when the day of the event begins' : '30 minutes before it starts';

/** When an event is over: its end (its start without one), or the end of its day when all day. */
export function eventEndsAt(event: { date: IsoDate; time: string | null }, timeZone: string) {
  const times = event.time ? parseEventTime(event.time) : null;
  const { closesAt } = checkInWindow(event, timeZone);
  return !times || 'problem' in times ? closesAt : closesAt - checkIn.closesAfterMinutes * minute;
}

/** A code as a person may type it ("k7p-2qx", "K7P 2QX") in the form the screen shows, or null
 *  when it cannot be one. */
export function normaliseCheckInCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== checkIn.length) return null;
  for (const char of code) if (!checkIn.alphabet.includes(char)) return null;
  return code;
}

/** "K7P 2QX": a code in two halves, easier to read out and type. */
export const spacedCode = (code: string): string =>
  `${code.slice(0, checkIn.length / 2)} ${code.slice(checkIn.length / 2)}`;

/** The time step an instant falls in (a new code every `stepSeconds`). */
export const checkInStep = (at: number): number => Math.floor(at / 1000 / checkIn.stepSeconds);

/** Where a member's camera takes him: the event's check-in page with the code. */
export const checkInPath = (eventId: string, code?: string): string =>
  `/check-in/${encodeURIComponent(eventId)}${code ? `?c=${encodeURIComponent(code)}` : ''}`;

/** "Required · 10 points · 2 service hours"; null for an event that counts for nothing. */
export function countingWords(event: {
  attendance: AttendanceKind;
  points: number;
  serviceHours: number;
}): string | null {
  if (event.attendance === 'none') return null;
  const parts = [event.attendance === 'required' ? 'Required' : 'Optional'];
  if (event.points) parts.push(`${event.points} ${event.points === 1 ? 'point' : 'points'}`);
  if (event.serviceHours)
    parts.push(`${event.serviceHours} service ${event.serviceHours === 1 ? 'hour' : 'hours'}`);
  return parts.join(' · ');
}
