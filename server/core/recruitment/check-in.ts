// A prospective member's check-in at a rush event (docs/product.md#recruitment): the same door and
// code as a brother's check-in (core/attendance), then his email instead of an account. One row per
// prospect and event, however often he taps.
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import {
  codeRefused,
  countingEventOrRefuse,
  doorClosed,
  doorWindow,
  typedCode,
} from '../attendance/check-in.ts';
import { matchCode } from '../attendance/codes.ts';
import { openPeriod, type PeriodRow } from './periods.ts';
import { findProspectByEmail } from './prospects-repository.ts';

/** The rush events of a period's days from `from` on, in date order (the public page's list). */
export const rushEventsOf = (
  db: Db,
  period: Pick<PeriodRow, 'opensOn' | 'closesOn'>,
  from: string,
) =>
  db
    .selectFrom('events')
    .select(['id', 'title', 'date', 'time', 'location'])
    .where('recruitment', '=', 1)
    .where('date', '>=', from > period.opensOn ? from : period.opensOn)
    .where('date', '<=', period.closesOn)
    .orderBy('date')
    .orderBy('time')
    .execute();

const noSuchRushEvent = () =>
  new HttpError(404, 'not_found', 'There is no such recruitment event open for check-in.');

export const notRegistered = () =>
  new HttpError(
    404,
    'not_registered',
    'We have no registration for that email. Fill in the interest form first.',
    {},
    'email',
  );

export interface ProspectCheckInDeps {
  db: Db;
  timeZone: string;
  now: number;
  today: string;
  /** Counts a guess of a code from his address (429 when over); `right()` takes it back. */
  countGuess: () => Promise<{ right(): Promise<void> }>;
}

/**
 * Checks the prospect with `email` in at the rush event `eventId` with `code`; the event's title.
 * Refuses, changing nothing: 404 an event that is not a rush event of the open period, 409 one that
 * takes no attendance or whose door is closed, 400 a malformed, wrong or expired code (naming
 * `code`), 404 `not_registered` an email the open period has no prospect for.
 */
export async function checkInProspect(
  deps: ProspectCheckInDeps,
  input: { eventId: string; code: string; email: string },
): Promise<{ title: string }> {
  const { db, timeZone, now } = deps;
  const period = await openPeriod(db, deps.today);
  if (!period) throw noSuchRushEvent();
  const rush = await db
    .selectFrom('events')
    .select('id')
    .where('id', '=', input.eventId)
    .where('recruitment', '=', 1)
    .where('date', '>=', period.opensOn)
    .where('date', '<=', period.closesOn)
    .executeTakeFirst();
  if (!rush) throw noSuchRushEvent();
  const event = await countingEventOrRefuse(db, rush.id);
  const code = typedCode(input.code);
  const door = doorWindow(event, timeZone, now);
  if (!door.open) throw doorClosed(event, door, timeZone, now);
  const guess = await deps.countGuess();
  const match = event.checkInKey ? matchCode(event.checkInKey, event.id, code, now) : 'wrong';
  if (match !== 'accepted') throw await codeRefused(db, event, match, code, now);
  await guess.right();
  const prospect = await findProspectByEmail(db, period.id, input.email);
  if (!prospect) throw notRegistered();
  await db
    .insertInto('prospectCheckIns')
    .values({ prospectId: prospect.id, eventId: event.id, at: new Date(now).toISOString() })
    .onConflict((oc) => oc.columns(['prospectId', 'eventId']).doNothing())
    .execute();
  return { title: event.title };
}
