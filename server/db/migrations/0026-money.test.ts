// The chapter's ledger (migration 0026): the database itself keeps it balanced and append-only,
// and every gift and void of the donations ledger becomes postings with the same totals.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { post } from '../../core/money/ledger.ts';
import { freshDatabaseEachTest, migrateTo } from '../../test/migration-database.ts';

const current = freshDatabaseEachTest();
const by = { id: null, name: 'test' };

const gift = (id: string, initiative: string, cents: number, voided = false) => ({
  id,
  initiative,
  amount_cents: cents,
  donor_name: id === 'g1' ? null : 'Donor',
  donated_on: '2026-10-01',
  note: null,
  recorded_by: 'Theo',
  created_at: `2026-10-01T12:00:0${id.slice(1)}.000Z`,
  voided_at: voided ? '2026-10-02T09:00:00.000Z' : null,
  voided_by: voided ? 'Theo' : null,
  void_reason: voided ? 'typed twice' : null,
});

const incomePer = async () => {
  const rows = await sql<{ initiative: string; cents: string | number }>`
    select initiative, -sum(amount_cents) as cents from ledger_lines
    where account = 'donations_income' group by initiative order by initiative`.execute(
    current.open.db,
  );
  return Object.fromEntries(rows.rows.map((row) => [row.initiative, Number(row.cents)]));
};

describe('migration 0026: the ledger', () => {
  it('posts every gift and every void, keeping each initiative’s total', async () => {
    const { db } = current.open;
    await migrateTo(current.open, '0025-profile-versions');
    await db
      .insertInto('donations' as never)
      .values([
        gift('g1', 'Pool Table', 12_550),
        gift('g2', 'Pool Table', 5_000, true),
        gift('g3', 'Scholarship', 100_000),
      ] as never)
      .execute();
    const before = await sql<{ initiative: string; cents: string | number }>`
      select initiative, sum(amount_cents) as cents from donations where voided_at is null
      group by initiative order by initiative`.execute(db);
    await migrateTo(current.open, '0026-money');
    expect(await incomePer()).toEqual(
      Object.fromEntries(before.rows.map((row) => [row.initiative, Number(row.cents)])),
    );
    const postings = await db
      .selectFrom('ledgerPostings')
      .select(['id', 'kind', 'reverses', 'reason'])
      .orderBy('id')
      .execute();
    expect(postings).toEqual([
      { id: 'gift-g1', kind: 'gift', reverses: null, reason: null },
      { id: 'gift-g2', kind: 'gift', reverses: null, reason: null },
      { id: 'gift-g3', kind: 'gift', reverses: null, reason: null },
      { id: 'void-g2', kind: 'reversal', reverses: 'gift-g2', reason: 'typed twice' },
    ]);
    const links = await db.selectFrom('donations').select(['id', 'postingId']).execute();
    expect(links.every((row) => row.postingId === `gift-${row.id}`)).toBe(true);
  });

  it('refuses a posting whose lines do not sum to zero, or of one line, writing nothing', async () => {
    const { db } = current.open;
    await migrateTo(current.open, '0026-money');
    const unbalanced = db.transaction().execute((trx) =>
      post(trx, [
        {
          kind: 'fee',
          occurredOn: '2026-10-01',
          description: 'T-shirt',
          lines: [
            { account: 'receivable', userId: 'u1', amountCents: 2_000 },
            { account: 'fines_fees_income', amountCents: -1_999 },
          ],
          by,
        },
      ]),
    );
    await expect(unbalanced).rejects.toThrow(/sum to zero/);
    const single = db.transaction().execute((trx) =>
      post(trx, [
        {
          kind: 'fee',
          occurredOn: '2026-10-01',
          description: 'Nothing',
          lines: [{ account: 'cash', amountCents: 1 }],
          by,
        },
      ]),
    );
    await expect(single).rejects.toThrow(/two or more/);
    const zero = db.transaction().execute((trx) =>
      post(trx, [
        {
          kind: 'fee',
          occurredOn: '2026-10-01',
          description: 'Zero',
          lines: [
            { account: 'cash', amountCents: 0 },
            { account: 'bank', amountCents: 0 },
          ],
          by,
        },
      ]),
    );
    await expect(zero).rejects.toThrow(/check constraint/i);
    expect(await db.selectFrom('ledgerLines').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('ledgerPostings').selectAll().execute()).toEqual([]);
  });

  it('never lets a posting be changed, removed, or given another line', async () => {
    const { db } = current.open;
    await migrateTo(current.open, '0026-money');
    const [id] = await db.transaction().execute((trx) =>
      post(trx, [
        {
          kind: 'payment',
          occurredOn: '2026-10-01',
          description: 'Cash',
          lines: [
            { account: 'cash', amountCents: 5_000 },
            { account: 'receivable', userId: 'u1', amountCents: -5_000 },
          ],
          by,
        },
      ]),
    );
    await expect(
      db.updateTable('ledgerLines').set({ amountCents: 1 }).where('postingId', '=', id!).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.updateTable('ledgerPostings').set({ description: 'x' }).where('id', '=', id!).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('ledgerLines').execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('ledgerPostings').execute()).rejects.toThrow(/append-only/);
    await expect(
      db
        .insertInto('ledgerLines')
        .values({
          postingId: id!,
          line: 3,
          account: 'cash',
          amountCents: 1,
          userId: null,
          initiative: null,
        })
        .execute(),
    ).rejects.toThrow(/no more lines/);
    const lines = await db.selectFrom('ledgerLines').select('amountCents').execute();
    expect(lines.map((line) => Number(line.amountCents)).toSorted((a, b) => a - b)).toEqual([
      -5_000, 5_000,
    ]);
    // A whole-chapter import clears it only while it holds the unlock, within its transaction.
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('ledgerUnlock').values({ reason: 'import' }).execute();
      await trx.deleteFrom('ledgerPostings').execute();
      await trx.deleteFrom('ledgerLines').execute();
      await trx.deleteFrom('ledgerUnlock').execute();
    });
    expect(await db.selectFrom('ledgerLines').selectAll().execute()).toEqual([]);
  });
});
