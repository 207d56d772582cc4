// A member's standing and his requests (docs/product.md#standing, docs/api.md#standing): his
// standing in the semester with his requests and the events he may still ask to be excused from; an
// excuse (required events only, up to 72 hours after one, not when he was there, once); service
// hours (in the current semester, not in the future).
import { formatDay } from '../../../contract/dates.ts';
import type { MyStanding } from '../../../contract/api/standing.ts';
import { eventEndsAt, sideOn, type RequestStatus } from '../../../contract/attendance.ts';
import { limits } from '../../../contract/limits.ts';
import type { Db } from '../../db/database.ts';
import { accountColumnsOf } from '../users/repository.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { countingEventOrRefuse, chapterTime } from '../attendance/check-in.ts';
import { markOf } from '../attendance/repository.ts';
import * as requests from '../attendance/requests.ts';
import { findSemester } from '../attendance/semesters.ts';
import { semesterOn, standingsIn, type StandingClock } from '../attendance/standing-service.ts';
import { toExcuseRow, toHoursRow } from '../attendance/rows.ts';
import { duesOf } from '../money/dues.ts';

const hourMs = 3_600_000;

export async function myStanding(
  db: Db,
  userId: string,
  clock: StandingClock,
  semesterId?: string,
): Promise<MyStanding> {
  const semester = semesterId
    ? await findSemester(db, semesterId)
    : await semesterOn(db, clock.today);
  if (semesterId && !semester) throw new HttpError(404, 'not_found', 'There is no such semester.');
  const [excuses, entries] = await Promise.all([
    requests.listExcuses(db, { userId }),
    requests.listHours(db, {
      userId,
      ...(semester ? { from: semester.startsOn, to: semester.endsOn } : {}),
    }),
  ]);
  const excusable = await excusableEvents(db, userId, clock);
  const lists = {
    excuses: excuses.map(toExcuseRow),
    serviceHoursEntries: entries.map(toHoursRow),
    excusable,
  };
  if (!semester) {
    const user = await accountColumnsOf(db, userId, ['initiatedOn']);
    return {
      semester: null,
      side: sideOn(user?.initiatedOn ?? null, clock.today),
      countsFrom: clock.today,
      attendance: {
        attended: 0,
        excused: 0,
        missed: 0,
        required: 0,
        left: 0,
        percent: 100,
        requiredPercent: 0,
      },
      serviceHours: { approved: 0, pending: 0, required: 0 },
      points: { earned: 0, required: 0 },
      dues: await duesToday(db, userId, clock.today),
      status: 'good',
      advice: [],
      ...lists,
    };
  }
  const [mine] = await standingsIn(db, semester, clock, { only: userId });
  if (!mine) throw new HttpError(403, 'forbidden', 'Standing is for active members.');
  const { userId: _id, name: _name, graduationYear: _year, ...standing } = mine;
  return { semester, ...standing, ...lists };
}

/** His dues today, shown (not counted) when no semester holds today. */
async function duesToday(db: Db, userId: string, today: string) {
  const { balanceCents, overdueCents, status } = await duesOf(db, userId, today);
  return { balanceCents, overdueCents, status, required: false };
}

/** Required events from 72 hours ago on (and the next 60 days) he has not come to or asked about. */
async function excusableEvents(db: Db, userId: string, clock: StandingClock) {
  const day = 86_400_000;
  const from = new Date(clock.now - 4 * day).toISOString().slice(0, 10);
  const to = new Date(clock.now + 60 * day).toISOString().slice(0, 10);
  const events = await db
    .selectFrom('events')
    .select(['id', 'title', 'date', 'time'])
    .where('attendance', '=', 'required')
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(
            eb
              .selectFrom('excuses')
              .select('excuses.id')
              .whereRef('excuses.eventId', '=', 'events.id')
              .where('excuses.userId', '=', userId),
          ),
          eb.exists(
            eb
              .selectFrom('attendance')
              .select('attendance.userId')
              .whereRef('attendance.eventId', '=', 'events.id')
              .where('attendance.userId', '=', userId)
              .where('attendance.status', 'in', ['present', 'excused']),
          ),
        ]),
      ),
    )
    .orderBy('date')
    .orderBy('title')
    .execute();
  const limitMs = limits.standing.excuseHoursAfter * hourMs;
  return events
    .filter((event) => clock.now <= eventEndsAt(event, clock.timeZone) + limitMs)
    .map(({ id, title, date }) => ({ id, title, date }));
}

export async function askExcuse(
  db: Db,
  eventId: string,
  userId: string,
  reason: string,
  clock: StandingClock,
) {
  const event = await countingEventOrRefuse(db, eventId);
  if (event.attendance !== 'required')
    throw new HttpError(
      409,
      'conflict',
      `"${event.title}" is optional: missing it counts against nobody, so it needs no excuse.`,
    );
  const last = eventEndsAt(event, clock.timeZone) + limits.standing.excuseHoursAfter * hourMs;
  if (clock.now > last)
    throw new HttpError(
      409,
      'conflict',
      `An excuse for "${event.title}" could be asked until ${chapterTime(last, clock.timeZone)} (72 hours after it). Talk to the standing officer.`,
    );
  const mark = await markOf(db, event.id, userId);
  if (mark?.status === 'present')
    throw new HttpError(
      409,
      'conflict',
      `You were checked in at "${event.title}": no excuse needed.`,
    );
  const id = await requests.addExcuse(db, { eventId: event.id, userId, reason });
  if (!id) {
    const had = await requests.excuseOf(db, event.id, userId);
    throw new HttpError(
      409,
      'conflict',
      `You asked to be excused from "${event.title}" already (${statusWords[(had?.status ?? 'pending') as RequestStatus]}).`,
    );
  }
  return toExcuseRow((await requests.findExcuse(db, id))!);
}

const statusWords: Record<RequestStatus, string> = {
  pending: 'waiting for the standing officer',
  approved: 'approved',
  denied: 'denied',
};

export async function logHours(
  db: Db,
  userId: string,
  entry: { date: string; hours: number; description: string; confirmer?: string | undefined },
  clock: StandingClock,
) {
  if (entry.date > clock.today)
    throw fieldError('date', 'The date is in the future: log hours once they are done.');
  const semester = await semesterOn(db, clock.today);
  if (!semester)
    throw new HttpError(
      409,
      'conflict',
      'No semester holds today: the standing officer has not set this one yet.',
    );
  if (entry.date < semester.startsOn)
    throw fieldError(
      'date',
      `The date is before ${semester.name}, which started on ${formatDay(semester.startsOn)}: hours count in their semester.`,
    );
  const id = await requests.addHours(db, {
    userId,
    date: entry.date,
    halfHours: Math.round(entry.hours * 2),
    description: entry.description,
    confirmer: entry.confirmer ?? '',
  });
  return toHoursRow((await requests.findHours(db, id))!);
}
