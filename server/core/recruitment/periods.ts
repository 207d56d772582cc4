// Recruitment periods (docs/product.md#recruitment): their rows as the API shows them, and the
// period open on a day (at most one). The console's writes to periods build on these.
import type { PeriodView } from '../../../contract/api/recruitment.ts';
import { deletionDay, periodState } from '../../../contract/recruitment.ts';
import type { Db } from '../../db/database.ts';
import type { RecruitmentPeriodsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';

export type PeriodRow = Selectable<RecruitmentPeriodsTable>;

/** A period's row as the API shows it on `today`. */
export const periodView = (row: PeriodRow, today: string): PeriodView => ({
  id: row.id,
  name: row.name,
  opensOn: row.opensOn,
  closesOn: row.closesOn,
  deleteAfterDays: row.deleteAfterDays,
  stages: JSON.parse(row.stages) as string[],
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
