// Dues schedules (docs/money.md#dues-charges-fines-and-late-fees): what each member of a side owes
// for a semester, and by when. A bill charges every member of its side once: each charge has the
// source key `dues:<schedule>:<member>`, unique in the ledger, and a bill first writes the
// schedule's `billed_at`, so a second bill at the same moment waits for the first and then finds
// its charges. Once anyone is billed, what was billed (amount, side, semester, national share)
// stays as it was.
import { randomUUID } from 'node:crypto';
import type { ScheduleRow } from '../../../contract/api/officer/money.ts';
import { sideOn } from '../../../contract/attendance.ts';
import type { Db } from '../../db/database.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { openAccountsOf } from '../users/repository.ts';
import type { Receivables } from './dues.ts';
import { post, type LineInput, type PostingInput } from './ledger.ts';

export interface ScheduleFields {
  name: string;
  semesterId: string;
  side: 'new' | 'active';
  amountCents: number;
  dueOn: string;
  nationalShareCents: number;
}

export const duesKey = (scheduleId: string, userId: string) => `dues:${scheduleId}:${userId}`;

const noSchedule = () => new HttpError(404, 'not_found', 'There is no such dues schedule.');

export function findSchedule(db: Db, id: string) {
  return db.selectFrom('duesSchedules').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The members of `side` on `today` whose accounts are open (verified, not disabled). */
export async function membersOfSide(db: Db, side: string, today: string) {
  const people = await openAccountsOf(db, 'member', ['id', 'name', 'initiatedOn']);
  return people.filter((person) => sideOn(person.initiatedOn, today) === side);
}

/** The members a schedule charged (every charge it made, reversed or not: each is made once). */
async function billedMembers(db: Db, scheduleId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ledgerPostings')
    .select('userId')
    .where('scheduleId', '=', scheduleId)
    .where('kind', '=', 'dues')
    .execute();
  return new Set(rows.map((row) => row.userId!));
}

/** Whom a bill would charge now: the members of its side not yet charged by it. */
export async function toBill(db: Db, schedule: { id: string; side: string }, today: string) {
  const [members, billed] = await Promise.all([
    membersOfSide(db, schedule.side, today),
    billedMembers(db, schedule.id),
  ]);
  return members.filter((member) => !billed.has(member.id));
}

/** The lines of one member's dues: his receivable, the chapter's income and national's share. */
function duesLines(
  schedule: { amountCents: number; nationalShareCents: number },
  userId: string,
): LineInput[] {
  const amount = Number(schedule.amountCents);
  const national = Number(schedule.nationalShareCents);
  const lines: LineInput[] = [{ account: 'receivable', userId, amountCents: amount }];
  if (amount - national > 0)
    lines.push({ account: 'dues_income', amountCents: -(amount - national) });
  if (national > 0) lines.push({ account: 'national_payable', amountCents: -national });
  return lines;
}

/** How many members one transaction of a bill charges (a test may make it smaller). */
export const billing = { batch: 200 };

/**
 * Bills a schedule: one charge to each member of its side not charged by it before, `limit` at
 * most (`more`: some are left for the next batch). The schedule's row is written first, which
 * queues a bill running at the same time behind this one. Call it with a transaction.
 */
export async function billSchedule(
  trx: Db,
  scheduleId: string,
  by: { id: string | null; name: string },
  today: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<{ billed: number; totalCents: number; name: string; more: boolean }> {
  const at = new Date().toISOString();
  const claimed = await trx
    .updateTable('duesSchedules')
    .set({ billedAt: at })
    .where('id', '=', scheduleId)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw noSchedule();
  const schedule = (await findSchedule(trx, scheduleId))!;
  const unbilled = await toBill(trx, schedule, today);
  const members = unbilled.slice(0, limit);
  const postings: PostingInput[] = members.map((member) => ({
    kind: 'dues',
    occurredOn: today,
    dueOn: schedule.dueOn,
    userId: member.id,
    description: schedule.name,
    scheduleId: schedule.id,
    sourceKey: duesKey(schedule.id, member.id),
    lines: duesLines(schedule, member.id),
    by,
  }));
  await post(trx, postings);
  return {
    billed: postings.length,
    totalCents: postings.length * Number(schedule.amountCents),
    name: schedule.name,
    more: unbilled.length > members.length,
  };
}

/** The semesters a schedule may name (core/attendance `listSemesters`), by id. */
export type Semesters = ReadonlyMap<string, { name: string; startsOn: string }>;

function semesterOrRefuse(semesters: Semesters, semesterId: string) {
  const semester = semesters.get(semesterId);
  if (!semester)
    throw fieldError('semesterId', 'There is no such semester: choose one from the list.');
  return semester;
}

export async function createSchedule(
  trx: Db,
  fields: ScheduleFields,
  by: { id: string | null },
  semesters: Semesters,
): Promise<string> {
  semesterOrRefuse(semesters, fields.semesterId);
  const id = randomUUID();
  const at = new Date().toISOString();
  await trx
    .insertInto('duesSchedules')
    .values({ id, ...fields, createdBy: by.id ?? '', createdAt: at, updatedAt: at, billedAt: null })
    .execute();
  return id;
}

/** What was billed may no longer change once anyone is billed: only the name and the due day. */
const billedFields = ['semesterId', 'side', 'amountCents', 'nationalShareCents'] as const;

/** Changes a schedule; 409 `already_decided` when it changes what was billed already. */
export async function updateSchedule(
  trx: Db,
  id: string,
  fields: ScheduleFields,
  semesters: Semesters,
): Promise<{ before: NonNullable<Awaited<ReturnType<typeof findSchedule>>> }> {
  const before = await findSchedule(trx, id);
  if (!before) throw noSchedule();
  semesterOrRefuse(semesters, fields.semesterId);
  const changed = billedFields.filter((field) => String(before[field]) !== String(fields[field]));
  if (changed.length > 0 && (await billedMembers(trx, id)).size > 0)
    throw new HttpError(
      409,
      'already_decided',
      'Members were billed by this schedule already: only its name and due day can change. To bill a different amount, make a new schedule (and reverse the charges that were wrong).',
    );
  await trx
    .updateTable('duesSchedules')
    .set({ ...fields, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  return { before };
}

/**
 * The schedules (of one semester when given), newest semester first, each with what it billed
 * (charges not reversed) and how many of its side it has not billed yet.
 */
export async function listSchedules(
  db: Db,
  today: string,
  semesters: Semesters,
  semesterId?: string,
): Promise<ScheduleRow[]> {
  let query = db.selectFrom('duesSchedules').selectAll().orderBy('dueOn').orderBy('name');
  if (semesterId) query = query.where('semesterId', '=', semesterId);
  const startsOn = (id: string) => semesters.get(id)?.startsOn ?? '';
  const schedules = (await query.execute()).toSorted((a, b) =>
    startsOn(b.semesterId).localeCompare(startsOn(a.semesterId)),
  );
  if (schedules.length === 0) return [];
  const billed = await db
    .selectFrom('ledgerPostings as p')
    .select(['p.scheduleId', 'p.userId'])
    .select((eb) =>
      eb
        .exists(
          eb.selectFrom('ledgerPostings as r').select('r.id').whereRef('r.reverses', '=', 'p.id'),
        )
        .as('reversed'),
    )
    .where(
      'p.scheduleId',
      'in',
      schedules.map((schedule) => schedule.id),
    )
    .where('p.kind', '=', 'dues')
    .execute();
  const sides = new Map<string, Set<string>>();
  for (const side of ['new', 'active'])
    sides.set(side, new Set((await membersOfSide(db, side, today)).map((member) => member.id)));
  return schedules.map((schedule) => {
    const charges = billed.filter((row) => row.scheduleId === schedule.id);
    const counted = charges.filter((row) => !Number(row.reversed)).length;
    const charged = new Set(charges.map((row) => row.userId));
    const side = sides.get(schedule.side) ?? new Set<string>();
    return {
      id: schedule.id,
      name: schedule.name,
      semesterId: schedule.semesterId,
      semesterName: semesters.get(schedule.semesterId)?.name ?? '',
      side: schedule.side as 'new' | 'active',
      amountCents: Number(schedule.amountCents),
      dueOn: schedule.dueOn,
      nationalShareCents: Number(schedule.nationalShareCents),
      billedAt: schedule.billedAt,
      billedCount: counted,
      billedCents: counted * Number(schedule.amountCents),
      unbilledCount: [...side].filter((id) => !charged.has(id)).length,
      createdAt: schedule.createdAt,
    };
  });
}

/**
 * A semester's dues (the current one's: core/attendance `semesterOn`): billed by its schedules (charges reversed not counted) and
 * collected, what of those charges is no longer open (payments settle the oldest charges first).
 */
export async function semesterDues(
  db: Db,
  receivables: Pick<Receivables, 'members'>,
  semester: { id: string; name: string } | undefined,
): Promise<{ id: string; name: string; billedCents: number; collectedCents: number } | null> {
  if (!semester) return null;
  const charges = await db
    .selectFrom('ledgerPostings as p')
    .innerJoin('duesSchedules as s', 's.id', 'p.scheduleId')
    .select(['p.id', 'p.userId', 's.amountCents'])
    .where('s.semesterId', '=', semester.id)
    .where('p.kind', '=', 'dues')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('ledgerPostings as r').select('r.id').whereRef('r.reverses', '=', 'p.id'),
        ),
      ),
    )
    .execute();
  let billedCents = 0;
  let openCents = 0;
  for (const charge of charges) {
    billedCents += Number(charge.amountCents);
    const open = receivables.members
      .get(charge.userId!)
      ?.open.find((item) => item.postingId === charge.id);
    openCents += open?.openCents ?? 0;
  }
  return {
    id: semester.id,
    name: semester.name,
    billedCents,
    collectedCents: billedCents - openCents,
  };
}
