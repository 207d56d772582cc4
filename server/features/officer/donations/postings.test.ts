// Gifts in the chapter's ledger (docs/money.md), on SQLite and PostgreSQL: every gift recorded (the
// console, `npm run donation`, the demo: one rule) writes its posting in its transaction, every
// void a reversal naming it with the reason; the totals are the ledger's, and two voids at once
// leave one reversal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { asOfficer, createOfficer, type Account } from '../../../test/accounts.ts';
import { commandLine } from '../../../core/audit/record.ts';
import { postUnpostedGifts, sumsPerInitiative } from '../../../core/donations/repository.ts';
import { recordGift } from './service.ts';

let t: TestApp;
let treasurer: Account;
beforeAll(async () => {
  t = await createTestApp();
  treasurer = await createOfficer(t, ['treasury'], { name: 'Theo Treasurer' });
});
afterAll(async () => t.close());

const record = (body: unknown) => asOfficer(t, treasurer, 'POST', '/api/officer/donations', body);
const voidGift = (id: string, reason: unknown) =>
  asOfficer(t, treasurer, 'POST', `/api/officer/donations/${id}/void`, { reason });
const totals = async () => (await t.app.inject('/api/donations/totals')).json().totals;
const postingOf = async (id: string) => {
  const gift = await t.app.db
    .selectFrom('donations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const posting = await t.app.db
    .selectFrom('ledgerPostings')
    .selectAll()
    .where('id', '=', gift.postingId!)
    .executeTakeFirstOrThrow();
  const lines = await t.app.db
    .selectFrom('ledgerLines')
    .select(['account', 'initiative', 'amountCents'])
    .where('postingId', '=', posting.id)
    .orderBy('line')
    .execute();
  return { posting, lines };
};
const postingCount = async () =>
  (await t.app.db.selectFrom('ledgerPostings').select('id').execute()).length;

describe('gifts in the ledger', () => {
  it('posts a gift (bank to the initiative’s income) and reverses it on a void, naming it', async () => {
    const id = (
      await record({
        initiative: 'Pool Table',
        amount: 120.5,
        donorName: '<b>Jonah</b>',
        donatedOn: '2026-10-01',
      })
    ).json().donation.id;
    const { posting, lines } = await postingOf(id);
    expect(posting).toMatchObject({
      kind: 'gift',
      occurredOn: '2026-10-01',
      description: 'Gift to Pool Table from <b>Jonah</b>',
      createdBy: treasurer.id,
      createdByName: `Theo Treasurer <${treasurer.email}>`,
    });
    expect(lines).toEqual([
      { account: 'bank', initiative: null, amountCents: 12_050 },
      { account: 'donations_income', initiative: 'Pool Table', amountCents: -12_050 },
    ]);
    const anonymous = (await record({ initiative: 'Pool Table', amount: 10 })).json().donation.id;
    expect((await postingOf(anonymous)).posting.description).toBe(
      'Gift to Pool Table from Anonymous',
    );
    expect((await totals())['Pool Table']).toBe(130.5);

    expect((await voidGift(id, 'Entered twice')).statusCode).toBe(200);
    const reversal = await t.app.db
      .selectFrom('ledgerPostings')
      .selectAll()
      .where('reverses', '=', posting.id)
      .executeTakeFirstOrThrow();
    expect(reversal).toMatchObject({ kind: 'reversal', reason: 'Entered twice' });
    const reversed = await t.app.db
      .selectFrom('ledgerLines')
      .select(['account', 'amountCents'])
      .where('postingId', '=', reversal.id)
      .orderBy('line')
      .execute();
    expect(reversed).toEqual([
      { account: 'bank', amountCents: -12_050 },
      { account: 'donations_income', amountCents: 12_050 },
    ]);
    expect((await totals())['Pool Table']).toBe(10);
    // The gift's record keeps the void, as the console shows it.
    const gift = await t.app.db
      .selectFrom('donations')
      .select(['voidReason', 'voidedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(gift.voidReason).toBe('Entered twice');
  });

  it('writes nothing for a refused gift or void', async () => {
    const id = (await record({ initiative: 'Basketball Hoop', amount: 5 })).json().donation.id;
    const before = await postingCount();
    expect((await record({ initiative: 'Basketball Hoop', amount: 0 })).statusCode).toBe(400);
    expect((await record({ initiative: 'Nothing', amount: 5 })).statusCode).toBe(400);
    expect((await voidGift(id, '')).statusCode).toBe(400);
    expect((await voidGift('00000000-0000-4000-8000-000000000000', 'x')).statusCode).toBe(404);
    expect(await postingCount()).toBe(before);
  });

  it('leaves one void and one reversal for 10 voids at once', async () => {
    const id = (await record({ initiative: 'Basketball Hoop', amount: 40 })).json().donation.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => voidGift(id, `Mistake ${i}`)),
    );
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, ...Array(9).fill(409)]);
    const { posting } = await postingOf(id);
    const reversals = await t.app.db
      .selectFrom('ledgerPostings')
      .select('id')
      .where('reverses', '=', posting.id)
      .execute();
    expect(reversals).toHaveLength(1);
  });

  it('posts the command line’s gifts by the same rule, and the totals are the ledger’s', async () => {
    const before = await sumsPerInitiative(t.app.db);
    await recordGift(
      t.app.db,
      commandLine('treasurer'),
      { initiative: 'Pool Table', amount: 2_500 },
      '2026-11-02',
    );
    const after = await sumsPerInitiative(t.app.db);
    expect(after.get('Pool Table')!.countedCents - before.get('Pool Table')!.countedCents).toBe(
      2_500,
    );
    const posting = await t.app.db
      .selectFrom('ledgerPostings')
      .selectAll()
      .where('occurredOn', '=', '2026-11-02')
      .executeTakeFirstOrThrow();
    expect(posting).toMatchObject({
      kind: 'gift',
      createdBy: null,
      createdByName: 'command line (treasurer)',
    });
    // Nothing is left without a posting, so nothing is posted twice.
    expect(await postUnpostedGifts(t.app.db)).toBe(0);
  });
});
