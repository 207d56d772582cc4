// The demo chapter's money (demo-money.ts), dated from the day it loads: this semester's dues for
// each side, payments with their receipts, a plan on track, two overdue, a claim and a proposal
// waiting, a fine; the demo member owes a ticket due in ten days and has one receipt.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import type { OpenDatabase } from '../db/database.ts';
import { readReceivables } from '../core/money/dues.ts';
import { loadDemoData } from './demo-data.ts';

const contentDir = new URL('../../content', import.meta.url).pathname;
const chapter = {
  initiatives: [
    'House Maintenance',
    'Pool Table',
    'Basketball Hoop',
    'Nationals/IFC Dues',
    'Brotherhood Events',
    'Parties & Tailgates',
  ],
  timeZone: 'America/Chicago',
};

let open: OpenDatabase;
const today = '2026-11-23';
beforeAll(async () => {
  open = await openTestDatabase();
  // Noon in Chicago on 23 November 2026, in the fall semester.
  await loadDemoData(
    open.db,
    contentDir,
    pino({ level: 'silent' }),
    chapter,
    new Date('2026-11-23T18:00:00Z'),
  );
}, 60_000);
afterAll(async () => open.close());

const idOf = async (email: string) =>
  (
    await open.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

describe('the demo chapter’s money', () => {
  it('bills this semester’s dues per side, three weeks past for actives and three weeks ahead for new members', async () => {
    const schedules = await open.db
      .selectFrom('duesSchedules')
      .select(['name', 'side', 'amountCents', 'dueOn', 'billedAt'])
      .orderBy('side')
      .execute();
    expect(schedules.map(({ billedAt: _at, ...schedule }) => schedule)).toEqual([
      { name: 'Fall 2026 dues', side: 'active', amountCents: 45_000, dueOn: '2026-11-02' },
      { name: 'Fall 2026 new member dues', side: 'new', amountCents: 30_000, dueOn: '2026-12-14' },
    ]);
    // Every line balanced, and the whole ledger too.
    const sum = await open.db
      .selectFrom('ledgerLines')
      .select((eb) => eb.fn.sum<string | number>('amountCents').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(sum.total)).toBe(0);
  });

  it('tells the stories a treasurer meets: paid, on a plan, overdue, a claim and a proposal waiting', async () => {
    const { members } = await readReceivables(open.db, today);
    const of = async (email: string) => {
      const dues = members.get(await idOf(email));
      return dues && { balanceCents: dues.balanceCents, status: dues.status };
    };
    expect(await of('member@oxp-northmere.example')).toEqual({
      balanceCents: 6_000,
      status: 'paid',
    });
    expect(await of('noah.lindqvist@oxp-northmere.example')).toEqual({
      balanceCents: 45_000,
      status: 'on_plan',
    });
    expect(await of('darius.cole@oxp-northmere.example')).toEqual({
      balanceCents: 47_500,
      status: 'overdue',
    });
    expect(await of('jude.eriksen@oxp-northmere.example')).toEqual({
      balanceCents: 25_000,
      status: 'overdue',
    });
    // Most paid in full: no balance at all.
    expect(await of('liam.castellanos@oxp-northmere.example')).toBeUndefined();
    const claims = await open.db.selectFrom('paymentClaims').select(['method', 'status']).execute();
    expect(claims).toEqual([{ method: 'venmo', status: 'pending' }]);
    const plans = await open.db
      .selectFrom('paymentPlans')
      .select(['status', 'proposedBy'])
      .orderBy('status')
      .execute();
    expect(plans).toEqual([
      { status: 'accepted', proposedBy: 'member' },
      { status: 'proposed', proposedBy: 'member' },
    ]);
  });

  it('gives the demo member a next due and one receipt, and numbers receipts in order', async () => {
    const member = await idOf('member@oxp-northmere.example');
    const his = await open.db
      .selectFrom('ledgerPostings')
      .select(['kind', 'dueOn', 'method', 'receiptNumber'])
      .where('userId', '=', member)
      .orderBy('occurredOn')
      .execute();
    expect(his).toEqual([
      { kind: 'dues', dueOn: '2026-11-02', method: null, receiptNumber: null },
      { kind: 'payment', dueOn: null, method: 'check', receiptNumber: expect.any(Number) },
      { kind: 'fee', dueOn: '2026-12-03', method: null, receiptNumber: null },
    ]);
    const receipts = await open.db
      .selectFrom('ledgerPostings')
      .select(['receiptNumber', 'occurredOn', 'method'])
      .where('receiptNumber', 'is not', null)
      .orderBy('receiptNumber')
      .execute();
    expect(receipts.length).toBeGreaterThan(30);
    expect(receipts.map((r) => Number(r.receiptNumber))).toEqual(receipts.map((_, i) => i + 1));
    expect(receipts.map((r) => r.occurredOn)).toEqual(receipts.map((r) => r.occurredOn).toSorted());
    expect(new Set(receipts.map((r) => r.method))).toEqual(
      new Set(['cash', 'check', 'venmo', 'zelle']),
    );
  });
});
