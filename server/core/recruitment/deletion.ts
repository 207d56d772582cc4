// Deleting prospective members (docs/product.md#recruitment): one at once when he opens the link
// in any of his emails, and, the day after a period's `deleteAfterDays` have passed, all of the
// period's. What he told us, the actives' notes about him, his check-ins, links, ballot rows and
// emails go with him (the tables' foreign keys cascade; the outbox is cleared here). The log keeps
// the day, the period and how many, never a name.
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { deletionDay } from '../../../contract/recruitment.ts';
import type { Db } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { orderedId } from '../../lib/ordered-id.ts';
import { revokeInvite } from '../invites/repository.ts';
import { deleteMessagesOfProspects } from '../mail/outbox-repository.ts';
import { snapshotPeriodStats } from './stats.ts';

/** Prospects deleted in one transaction: SQLite's one write lock is never held for long. */
export const deletionBatch = 200;

/**
 * Deletes these prospects with everything about them, in the caller's transaction: the unused
 * invite of one who accepted his bid but did not sign up is revoked, his emails deleted. Returns how
 * many of them had not joined.
 */
export async function deleteProspects(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const at = new Date(clock.now()).toISOString();
  const rows = await db
    .selectFrom('prospects')
    .select(['id', 'inviteId', 'joinedUserId'])
    .where('id', 'in', ids)
    .execute();
  for (const row of rows)
    if (row.inviteId && !row.joinedUserId) await revokeInvite(db, row.inviteId, at);
  await deleteMessagesOfProspects(db, ids);
  await db.deleteFrom('prospects').where('id', 'in', ids).execute();
  return rows.filter((row) => !row.joinedUserId).length;
}

async function logDeletion(
  db: Db,
  entry: { periodId: string; periodName: string; count: number },
): Promise<void> {
  await db
    .insertInto('recruitmentDeletions')
    .values({ id: orderedId(), at: new Date(clock.now()).toISOString(), ...entry })
    .execute();
}

/**
 * Deletes one prospect now, at his own request (the link in his emails), and logs it as its own
 * entry of one. False when he is gone already.
 */
export async function forgetProspect(db: Db, prospectId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const prospect = await trx
      .selectFrom('prospects')
      .innerJoin('recruitmentPeriods', 'recruitmentPeriods.id', 'prospects.periodId')
      .select(['prospects.id', 'recruitmentPeriods.id as periodId', 'recruitmentPeriods.name'])
      .where('prospects.id', '=', prospectId)
      .executeTakeFirst();
    if (!prospect) return false;
    await deleteProspects(trx, [prospect.id]);
    await logDeletion(trx, { periodId: prospect.periodId, periodName: prospect.name, count: 1 });
    return true;
  });
}

/**
 * The day's job: every period whose deletion day has come (its `deleteAfterDays` after its last day)
 * keeps its numbers, loses its prospects in batches, its ballots, and is marked deleted, with one
 * log entry. Idempotent: a deleted period is skipped, and a run cut short goes on at the next.
 * Returns the periods deleted.
 */
export async function runRecruitmentDeletions(deps: { db: Db }, today: string): Promise<number> {
  const { db } = deps;
  const periods = await db
    .selectFrom('recruitmentPeriods')
    .select(['id', 'name', 'closesOn', 'deleteAfterDays'])
    .where('deletedAt', 'is', null)
    .where('closesOn', '<', today)
    .execute();
  let deleted = 0;
  for (const period of periods) {
    if (deletionDay(period.closesOn, period.deleteAfterDays) > today) continue;
    await snapshotPeriodStats(db, period.id);
    let count = 0;
    for (;;) {
      const batch = await db
        .selectFrom('prospects')
        .select('id')
        .where('periodId', '=', period.id)
        .limit(deletionBatch)
        .execute();
      if (batch.length === 0) break;
      count += await db.transaction().execute((trx) =>
        deleteProspects(
          trx,
          batch.map((row) => row.id),
        ),
      );
      // Other requests (a health check, a page) run between two batches.
      await yieldToOthers();
    }
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('recruitmentBallots').where('periodId', '=', period.id).execute();
      await logDeletion(trx, { periodId: period.id, periodName: period.name, count });
      await trx
        .updateTable('recruitmentPeriods')
        .set({ deletedAt: new Date(clock.now()).toISOString() })
        .where('id', '=', period.id)
        .execute();
    });
    deleted += 1;
  }
  return deleted;
}
