// Reading the chapter's ledger (docs/money.md): balances are sums of lines, never stored. A
// member's receivable items are read along his index (migration 0026); the chapter's receivables
// (every balance, the open charges of those who owe) are read once per version of the ledger and
// kept (receivables.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Instalment, ReceivableItem } from './settle.ts';

/**
 * A posting counts in the settling of charges unless it was reversed or is a reversal: the two
 * cancel out, so a reversed charge is never "paid" by the payments that came after it. Written
 * so that no index serves `reverses is null` (SQLite would walk every posting by it instead of
 * the member's lines).
 */
const live = sql<boolean>`coalesce(p.reverses, '') = '' and not exists (select 1 from ledger_postings r where r.reverses = p.id)`;

/** His receivable items that count, in no order (settle.ts orders them). */
export async function receivableItemsOf(db: Db, userId: string): Promise<ReceivableItem[]> {
  const rows = await sql<{ postingId: string; amountCents: number | string; dueOn: string }>`
    select l.posting_id, l.amount_cents, coalesce(p.due_on, p.occurred_on) as due_on
    from ledger_lines l join ledger_postings p on p.id = l.posting_id
    where l.user_id = ${userId} and l.account = 'receivable' and ${live}`.execute(db);
  return rows.rows.map((row) => ({
    postingId: row.postingId,
    amountCents: Number(row.amountCents),
    dueOn: row.dueOn,
  }));
}

/** His balance: the sum of his receivable lines (a credit is negative). */
export async function balanceOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('ledgerLines')
    .select((eb) => eb.fn.sum<string | number | null>('amountCents').as('balance'))
    .where('userId', '=', userId)
    .where('account', '=', 'receivable')
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** Every member's balance that is not zero. */
export async function balances(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledgerLines')
    .select((eb) => ['userId', eb.fn.sum<string | number>('amountCents').as('balance')])
    .where('account', '=', 'receivable')
    .groupBy('userId')
    .execute();
  const map = new Map<string, number>();
  for (const row of rows) {
    const balance = Number(row.balance);
    if (row.userId && balance !== 0) map.set(row.userId, balance);
  }
  return map;
}

/** The receivable items that count of `userIds` (those who owe), grouped per member. */
export async function receivableItemsOfMany(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, ReceivableItem[]>> {
  const items = new Map<string, ReceivableItem[]>();
  for (let i = 0; i < userIds.length; i += 500) {
    const chunk = userIds.slice(i, i + 500);
    const rows = await sql<{
      userId: string;
      postingId: string;
      amountCents: number | string;
      dueOn: string;
    }>`
      select l.user_id, l.posting_id, l.amount_cents, coalesce(p.due_on, p.occurred_on) as due_on
      from ledger_lines l join ledger_postings p on p.id = l.posting_id
      where l.account = 'receivable' and l.user_id in (${sql.join(chunk)}) and ${live}`.execute(db);
    for (const row of rows.rows) {
      const list = items.get(row.userId) ?? [];
      list.push({
        postingId: row.postingId,
        amountCents: Number(row.amountCents),
        dueOn: row.dueOn,
      });
      items.set(row.userId, list);
    }
  }
  return items;
}

/** The plans accepted and not ended, per member. */
export async function acceptedPlans(
  db: Db,
  userIds?: readonly string[],
): Promise<Map<string, { id: string; instalments: Instalment[] }>> {
  let query = db
    .selectFrom('paymentPlans')
    .select(['id', 'userId', 'instalments'])
    .where('status', '=', 'accepted');
  if (userIds) {
    if (userIds.length === 0) return new Map();
    query = query.where('userId', 'in', userIds);
  }
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.userId,
      { id: row.id, instalments: JSON.parse(row.instalments) as Instalment[] },
    ]),
  );
}

export async function moneySettings(db: Db) {
  return db.selectFrom('moneySettings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}
