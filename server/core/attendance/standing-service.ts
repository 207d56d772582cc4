// Standing read from the database (docs/product.md#standing): the semester that holds a day, and
// each active member's standing in it — one brother's for his own page, the whole chapter's for the
// standing officer's table and CSV, by the same rules (./standing.ts) — in a handful of queries
// whatever the chapter's size. His dues are read from the ledger: one brother's directly, the
// chapter's from the receivables kept per version of the ledger (server/core/money/dues.ts).
import { sql } from 'kysely';
import type { Side, Standing } from '../../../contract/api/standing.ts';
import { checkInWindow, sideOn, type AttendanceStatus } from '../../../contract/attendance.ts';
import { fileDay } from '../../../contract/dates.ts';
import type { Db } from '../../db/database.ts';
import { ofAccount } from '../users/account-columns.ts';
import { openAccountsOf } from '../users/repository.ts';
import { clock } from '../../lib/clock.ts';
import { duesOf, receivables } from '../money/dues.ts';
import { chapterToday } from '../offices/office.ts';
import { marksInRange } from './repository.ts';
import { hoursByMember } from './requests.ts';
import { requirementsOf } from './semesters.ts';
import { firstCountedDay, standingOf, standingOrder, type CountedEvent } from './standing.ts';

export interface SemesterSpan {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
}

/** The semester that holds `day`, or null. */
export function semesterOn(db: Db, day: string): Promise<SemesterSpan | undefined> {
  return db
    .selectFrom('semesters')
    .select(['id', 'name', 'startsOn', 'endsOn'])
    .where('startsOn', '<=', day)
    .where('endsOn', '>=', day)
    .executeTakeFirst();
}

export interface StandingClock {
  today: string;
  now: number;
  timeZone: string;
}

/** The instant and the chapter's day standing is counted at. */
export const standingClock = (timeZone: string): StandingClock => ({
  now: clock.now(),
  today: chapterToday(timeZone),
  timeZone,
});

async function semesterFacts(db: Db, semester: SemesterSpan, clock: StandingClock) {
  const range = { from: semester.startsOn, to: semester.endsOn };
  const rows = await db
    .selectFrom('events')
    .select(['id', 'date', 'time', 'attendance', 'points', 'serviceHalfHours'])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where('attendance', '<>', 'none')
    .execute();
  const events: CountedEvent[] = rows.map((event) => ({
    ...event,
    closed: checkInWindow(event, clock.timeZone).closesAt <= clock.now,
  }));
  const requirements = await requirementsOf(db, [semester.id]);
  const requirementOf = (side: Side) => {
    const row = requirements.find((r) => r.side === side);
    return row
      ? { ...row, duesPaid: Number(row.duesPaid) === 1 }
      : { attendancePercent: 0, serviceHalfHours: 0, points: 0, duesPaid: false };
  };
  return { range, events, requirementOf };
}

/**
 * Whom a brother talks to about his standing on `today`: the holder of a current term whose position
 * carries the `standing` area — the one with the fewest other areas (the Recorder before the
 * President) — as "Sam Lee, Recorder"; null when nobody holds it. With `area` `treasury`: whom he
 * pays or agrees a plan with.
 */
export async function standingOfficerOn(
  db: Db,
  today: string,
  area: 'standing' | 'treasury' = 'standing',
): Promise<string | null> {
  const holders = await db
    .selectFrom('terms')
    .innerJoin('positions', 'positions.id', 'terms.positionId')
    .select([ofAccount('name', 'terms.userId').as('name'), 'positions.title', 'positions.areas'])
    .where('terms.startsOn', '<=', today)
    .where((eb) => eb.or([eb('terms.endsOn', 'is', null), eb('terms.endsOn', '>', today)]))
    .where(ofAccount('disabledAt', 'terms.userId'), 'is', null)
    .where(sql<boolean>`(',' || positions.areas || ',') like ${`%,${area},%`}`)
    .execute();
  const first = holders.toSorted(
    (a, b) =>
      a.areas.split(',').length - b.areas.split(',').length ||
      a.title.localeCompare(b.title) ||
      a.name.localeCompare(b.name),
  )[0];
  return first ? `${first.name}, ${first.title}` : null;
}

export interface MemberStanding extends Standing {
  userId: string;
  name: string;
  side: Side;
  graduationYear: number | null;
}

/** One brother's dues (`only`), or the chapter's kept at the ledger's version. */
export type DuesSource = { only: string } | { ledgerVersion: number };

/** Every active member's standing in `semester` (or one member's), at risk first. */
export async function standingsIn(
  db: Db,
  semester: SemesterSpan,
  clock: StandingClock,
  source: DuesSource,
): Promise<MemberStanding[]> {
  const only = 'only' in source ? source.only : undefined;
  const { range, events, requirementOf } = await semesterFacts(db, semester, clock);
  const [people, marks, hours, standingOfficer, treasurer, dues] = await Promise.all([
    openAccountsOf(db, 'member', ['id', 'name', 'graduationYear', 'initiatedOn', 'createdAt'], {
      id: only,
    }),
    marksInRange(db, range, only),
    hoursByMember(db, range, only),
    standingOfficerOn(db, clock.today),
    standingOfficerOn(db, clock.today, 'treasury'),
    'only' in source
      ? duesOf(db, source.only, clock.today).then((his) => new Map([[source.only, his]]))
      : Promise.resolve(receivables(db, source.ledgerVersion, clock.today)).then(
          (chapter) => chapter.members,
        ),
  ]);
  const marksOf = new Map<string, Map<string, AttendanceStatus>>();
  for (const mark of marks) {
    const his = marksOf.get(mark.userId) ?? new Map<string, AttendanceStatus>();
    his.set(mark.eventId, mark.status as AttendanceStatus);
    marksOf.set(mark.userId, his);
  }
  const halfHours = new Map(
    hours.map((row) => [`${row.userId} ${row.status}`, Number(row.halfHours)]),
  );
  const halfHoursOf = (userId: string, status: string) => halfHours.get(`${userId} ${status}`) ?? 0;
  // The side is the one he is on at the semester's end, or today while it runs.
  const sideDay = clock.today < semester.endsOn ? clock.today : semester.endsOn;
  return people
    .map((person) => {
      const side = sideOn(person.initiatedOn, sideDay);
      const countsFrom = firstCountedDay(semester, {
        createdOn: fileDay(person.createdAt, clock.timeZone),
        side,
        initiatedOn: person.initiatedOn,
      });
      return {
        userId: person.id,
        name: person.name,
        side,
        graduationYear: person.graduationYear,
        ...standingOf({
          semester,
          today: clock.today,
          countsFrom,
          requirement: requirementOf(side),
          events,
          marks: marksOf.get(person.id) ?? new Map(),
          approvedHalfHours: halfHoursOf(person.id, 'approved'),
          pendingHalfHours: halfHoursOf(person.id, 'pending'),
          standingOfficer,
          dues: dues.get(person.id),
          treasurer,
        }),
      };
    })
    .toSorted(standingOrder);
}
