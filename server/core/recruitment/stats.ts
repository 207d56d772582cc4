// A period's numbers (docs/product.md#recruitment): counted from its prospects while they exist,
// and read from the snapshot written just before they were deleted afterwards.
import { sql } from 'kysely';
import {
  periodStats as periodStatsSchema,
  type PeriodStats,
} from '../../../contract/api/recruitment.ts';
import type { Db } from '../../db/database.ts';

/** The numbers counted from the period's prospects as they are now. */
export async function countPeriodStats(db: Db, periodId: string): Promise<PeriodStats> {
  const row = await db
    .selectFrom('prospects')
    .where('periodId', '=', periodId)
    .select((eb) => [
      eb.fn.countAll<number>().as('registered'),
      eb.fn.count<number>('confirmedAt').as('confirmed'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('prospectCheckIns')
                  .select(sql.lit(1).as('one'))
                  .whereRef('prospectCheckIns.prospectId', '=', 'prospects.id'),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('attended'),
      eb.fn.sum<number>('votedOn').as('votedOn'),
      eb.fn.sum<number>(eb.case().when('bidStatus', '<>', 'none').then(1).else(0).end()).as('bids'),
      eb.fn
        .sum<number>(eb.case().when('bidStatus', '=', 'accepted').then(1).else(0).end())
        .as('accepted'),
      eb.fn
        .sum<number>(eb.case().when('bidStatus', '=', 'declined').then(1).else(0).end())
        .as('declined'),
    ])
    .executeTakeFirstOrThrow();
  return {
    registered: Number(row.registered),
    confirmed: Number(row.confirmed),
    attended: Number(row.attended ?? 0),
    votedOn: Number(row.votedOn ?? 0),
    bids: Number(row.bids ?? 0),
    accepted: Number(row.accepted ?? 0),
    declined: Number(row.declined ?? 0),
  };
}

/**
 * The period's numbers: its snapshot once its prospects were deleted (or while they are being
 * deleted), else counted now. Undefined when there is no such period.
 */
export async function periodStats(db: Db, periodId: string): Promise<PeriodStats | undefined> {
  const period = await db
    .selectFrom('recruitmentPeriods')
    .select(['stats'])
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!period) return undefined;
  if (period.stats) return periodStatsSchema.parse(JSON.parse(period.stats));
  return countPeriodStats(db, periodId);
}

/** Keeps the period's numbers before its prospects are deleted (once: a later run keeps the first). */
export async function snapshotPeriodStats(db: Db, periodId: string): Promise<void> {
  const stats = await countPeriodStats(db, periodId);
  await db
    .updateTable('recruitmentPeriods')
    .set({ stats: JSON.stringify(stats) })
    .where('id', '=', periodId)
    .where('stats', 'is', null)
    .execute();
}
