// SQL for the semesters standing is counted in, and their requirements per side (migration 0019).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export interface SemesterFields {
  name: string;
  startsOn: string;
  endsOn: string;
}

export function listSemesters(db: Db) {
  return db
    .selectFrom('semesters')
    .select(['id', 'name', 'startsOn', 'endsOn'])
    .orderBy('startsOn', 'desc')
    .orderBy('name')
    .execute();
}

export function findSemester(db: Db, id: string) {
  return db
    .selectFrom('semesters')
    .select(['id', 'name', 'startsOn', 'endsOn'])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type StoredSemester = NonNullable<Awaited<ReturnType<typeof findSemester>>>;

/** Another semester whose days meet these (semesters do not overlap: one is current at a time). */
export function overlapping(db: Db, fields: SemesterFields, except?: string) {
  let query = db
    .selectFrom('semesters')
    .select(['id', 'name', 'startsOn', 'endsOn'])
    .where('startsOn', '<=', fields.endsOn)
    .where('endsOn', '>=', fields.startsOn);
  if (except) query = query.where('id', '<>', except);
  return query.executeTakeFirst();
}

export function semesterNamed(db: Db, name: string, except?: string) {
  let query = db.selectFrom('semesters').select('id').where('name', '=', name);
  if (except) query = query.where('id', '<>', except);
  return query.executeTakeFirst();
}

export async function addSemester(db: Db, fields: SemesterFields): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto('semesters')
    .values({ id, ...fields, createdAt: at, updatedAt: at })
    .execute();
  return id;
}

export async function updateSemester(db: Db, id: string, fields: SemesterFields): Promise<boolean> {
  const result = await db
    .updateTable('semesters')
    .set({ ...fields, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function requirementsOf(db: Db, semesterIds: readonly string[]) {
  if (semesterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('requirements')
    .select(['semesterId', 'side', 'attendancePercent', 'serviceHalfHours', 'points', 'duesPaid'])
    .where('semesterId', 'in', semesterIds)
    .execute();
}

export interface RequirementFields {
  semesterId: string;
  side: 'new' | 'active';
  attendancePercent: number;
  serviceHalfHours: number;
  points: number;
  /** Dues paid asked; left out: kept as it was (not asked for a new row). */
  duesPaid?: boolean | undefined;
}

/** Sets a side's requirements; the ones it replaced (zero when none), for the audit log. */
export async function setRequirements(db: Db, fields: RequirementFields) {
  const stored = await db
    .selectFrom('requirements')
    .select(['attendancePercent', 'serviceHalfHours', 'points', 'duesPaid'])
    .where('semesterId', '=', fields.semesterId)
    .where('side', '=', fields.side)
    .executeTakeFirst();
  const before = stored
    ? { ...stored, duesPaid: stored.duesPaid === 1 }
    : { attendancePercent: 0, serviceHalfHours: 0, points: 0, duesPaid: false };
  const { semesterId: _semesterId, side: _side, duesPaid, ...rest } = fields;
  const values = { ...rest, duesPaid: (duesPaid ?? before.duesPaid) ? 1 : 0 };
  await db
    .insertInto('requirements')
    .values({ semesterId: fields.semesterId, side: fields.side, ...values })
    .onConflict((oc) => oc.columns(['semesterId', 'side']).doUpdateSet(values))
    .execute();
  return before;
}
