// Recruitment periods (docs/product.md#recruitment): their rows as the API shows them, the period
// open on a day (at most one), and the console's writes: a period's days never overlap another's
// that still has data, a deleted period is never changed, and a stage that holds prospects stays.
import { randomUUID } from 'node:crypto';
import { sql, SqliteAdapter, type Selectable } from 'kysely';
import type { PeriodRequest, PeriodView } from '../../../contract/api/recruitment.ts';
import { deletionDay, periodState } from '../../../contract/recruitment.ts';
import { now, type Db } from '../../db/database.ts';
import type { RecruitmentPeriodsTable } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';

export type PeriodRow = Selectable<RecruitmentPeriodsTable>;

/** A period's row as the API shows it on `today`. */
export const periodView = (row: PeriodRow, today: string): PeriodView => ({
  id: row.id,
  name: row.name,
  opensOn: row.opensOn,
  closesOn: row.closesOn,
  deleteAfterDays: row.deleteAfterDays,
  stages: stagesOf(row),
  vote: {
    quorumPercent: row.quorumPercent,
    thresholdPercent: row.thresholdPercent,
    vetoes: row.vetoes,
  },
  state: periodState(row, today),
  deletesOn: deletionDay(row.closesOn, row.deleteAfterDays),
  deletedAt: row.deletedAt,
});

export const findPeriod = (db: Db, id: string): Promise<PeriodRow | undefined> =>
  db.selectFrom('recruitmentPeriods').selectAll().where('id', '=', id).executeTakeFirst();

/** The period open on `today` (its first to its last day), if any. */
export const openPeriod = (db: Db, today: string): Promise<PeriodRow | undefined> =>
  db
    .selectFrom('recruitmentPeriods')
    .selectAll()
    .where('opensOn', '<=', today)
    .where('closesOn', '>=', today)
    .where('deletedAt', 'is', null)
    .orderBy('opensOn', 'desc')
    .executeTakeFirst();

/** Every period, newest first. */
export const allPeriods = (db: Db): Promise<PeriodRow[]> =>
  db.selectFrom('recruitmentPeriods').selectAll().orderBy('opensOn', 'desc').execute();

/** The newest period that still has its data, or the newest of all: the console's default. */
export const newestPeriod = (db: Db): Promise<PeriodRow | undefined> =>
  db
    .selectFrom('recruitmentPeriods')
    .selectAll()
    .orderBy((eb) => eb.case().when('deletedAt', 'is', null).then(0).else(1).end())
    .orderBy('opensOn', 'desc')
    .executeTakeFirst();

/** The stages of a period's row, in order. */
export const stagesOf = (row: Pick<PeriodRow, 'stages'>): string[] =>
  JSON.parse(row.stages) as string[];

/**
 * Holds the periods for the rest of the transaction, so two writes check their days one after the
 * other: SQLite's transactions take the write lock first already; PostgreSQL's lock the table
 * against other writers (readers go on).
 */
async function holdPeriods(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`lock table recruitment_periods in share row exclusive mode`.execute(trx);
}

/** 409 when the days of `period` overlap those of another period that still has data. */
async function refuseOverlap(trx: Db, period: PeriodRequest, exceptId?: string): Promise<void> {
  let query = trx
    .selectFrom('recruitmentPeriods')
    .select(['name', 'opensOn', 'closesOn'])
    .where('deletedAt', 'is', null)
    .where('opensOn', '<=', period.closesOn)
    .where('closesOn', '>=', period.opensOn);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const other = await query.executeTakeFirst();
  if (other)
    throw new HttpError(
      409,
      'period_overlap',
      `Its days overlap ${other.name} (${other.opensOn} to ${other.closesOn}): one period runs at a time.`,
      {},
      'opensOn',
    );
}

const columnsOf = (period: PeriodRequest) => ({
  name: period.name,
  opensOn: period.opensOn,
  closesOn: period.closesOn,
  deleteAfterDays: period.deleteAfterDays,
  stages: JSON.stringify(period.stages),
  quorumPercent: period.vote.quorumPercent,
  thresholdPercent: period.vote.thresholdPercent,
  vetoes: period.vote.vetoes,
});

/** A new period (call it in the audited transaction). */
export async function createPeriod(trx: Db, period: PeriodRequest): Promise<PeriodRow> {
  await holdPeriods(trx);
  await refuseOverlap(trx, period);
  const at = now();
  const row = {
    id: randomUUID(),
    ...columnsOf(period),
    stats: null,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
  };
  await trx.insertInto('recruitmentPeriods').values(row).execute();
  return row;
}

/**
 * Changes a period: 404 when there is none, 409 when it was deleted, when its new days overlap
 * another's, or when a stage it drops still holds prospects. Moving its last day to the past ends
 * it early (its deletion day follows).
 */
export async function updatePeriod(
  trx: Db,
  id: string,
  period: PeriodRequest,
): Promise<{ before: PeriodRow; after: PeriodRow }> {
  await holdPeriods(trx);
  const before = await findPeriod(trx, id);
  if (!before) throw new HttpError(404, 'not_found', 'There is no such recruitment period.');
  if (before.deletedAt)
    throw new HttpError(
      409,
      'period_deleted',
      'This period’s prospective members were deleted: it can no longer be changed.',
    );
  await refuseOverlap(trx, period, id);
  const kept = new Set(period.stages);
  const dropped = stagesOf(before).filter((stage) => !kept.has(stage));
  if (dropped.length) {
    const inUse = await trx
      .selectFrom('prospects')
      .select('stage')
      .where('periodId', '=', id)
      .where('stage', 'in', dropped)
      .executeTakeFirst();
    if (inUse)
      throw new HttpError(
        409,
        'stage_in_use',
        `Prospective members are at the stage ${inUse.stage}: move them to another stage before you remove it.`,
        {},
        'stages',
      );
  }
  const changes = { ...columnsOf(period), updatedAt: now() };
  await trx.updateTable('recruitmentPeriods').set(changes).where('id', '=', id).execute();
  return { before, after: { ...before, ...changes } };
}

/** The deletions' log, newest first: the day, the period and how many, never a name. */
export const deletionsLog = (db: Db) =>
  db
    .selectFrom('recruitmentDeletions')
    .select(['at', 'periodId', 'periodName', 'count'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
