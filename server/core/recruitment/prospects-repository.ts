// SQL for prospective members (docs/product.md#recruitment): registering from the interest form,
// finding one by email in a period or by id, confirming his email, and what his account takes from
// him when he signs up with his bid's invite.
import type { Selectable } from 'kysely';
import type { InterestRequest } from '../../../contract/api/recruitment.ts';
import type { Db } from '../../db/database.ts';
import type { ProspectsTable } from '../../db/schema.ts';

export type ProspectRow = Selectable<ProspectsTable>;

export const findProspect = (db: Db, id: string): Promise<ProspectRow | undefined> =>
  db.selectFrom('prospects').selectAll().where('id', '=', id).executeTakeFirst();

/** The prospect of `periodId` with `email` (compared in lower case), if any. */
export const findProspectByEmail = (
  db: Db,
  periodId: string,
  email: string,
): Promise<ProspectRow | undefined> =>
  db
    .selectFrom('prospects')
    .selectAll()
    .where('periodId', '=', periodId)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();

/**
 * Registers a prospect in `stage` (the period's first). False when the period has one with this
 * email already (another registration won a race): the caller answers as for him.
 */
export async function insertProspect(
  db: Db,
  prospect: { id: string; periodId: string; stage: string; at: string } & InterestRequest,
): Promise<boolean> {
  const result = await db
    .insertInto('prospects')
    .values({
      id: prospect.id,
      periodId: prospect.periodId,
      name: prospect.name,
      email: prospect.email.toLowerCase(),
      phone: prospect.phone ?? null,
      classYear: prospect.classYear ?? null,
      major: prospect.major ?? null,
      heardFrom: prospect.heardFrom ?? null,
      stage: prospect.stage,
      registeredAt: prospect.at,
      updatedAt: prospect.at,
    })
    .onConflict((oc) => oc.columns(['periodId', 'email']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Marks his email confirmed (the first confirmation's time stays). */
export async function confirmProspect(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('prospects')
    .set({ confirmedAt: at, updatedAt: at })
    .where('id', '=', id)
    .where('confirmedAt', 'is', null)
    .execute();
}

/**
 * Marks him joined as `userId` and returns what his new account takes from him (phone, class year,
 * major: nothing else); undefined when there is no such prospect any more.
 */
export async function joinProspect(
  db: Db,
  id: string,
  userId: string,
  at: string,
): Promise<Pick<ProspectRow, 'phone' | 'classYear' | 'major'> | undefined> {
  const row = await db
    .selectFrom('prospects')
    .select(['phone', 'classYear', 'major'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('prospects')
    .set({ joinedUserId: userId, updatedAt: at })
    .where('id', '=', id)
    .execute();
  return row;
}
