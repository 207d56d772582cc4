// The ledger's invariants under random work (docs/money.md#the-ledger): 200 short sequences of
// charges, payments, reversals and plans, drawn from a seeded generator so a failure repeats. After
// every step each posting sums to zero, each member's balance is the sum of his lines, and the
// aging's buckets add up to what is owed, and a member's dues read from his statement (his page)
// are those read from his lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCharges } from '../../../core/money/charges.ts';
import { duesFromStatement, duesOf, readReceivables } from '../../../core/money/dues.ts';
import { acceptedPlans } from '../../../core/money/repository.ts';
import { statementOf } from '../../../core/money/statement.ts';
import { reverse } from '../../../core/money/ledger.ts';
import { recordPayment } from '../../../core/money/payments.ts';
import { acceptPlan, proposePlan } from '../../../core/money/plans.ts';
import { addDays } from '../../../core/money/settle.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { Account } from '../../../test/accounts.ts';
import { linesBalance, member, today } from '../../../test/money.ts';
import { seededRandom } from '../../../test/random.ts';

let t: TestApp;
let members: Account[];
const by = { id: null, name: 'property test' };
beforeAll(async () => {
  t = await createTestApp();
  members = await Promise.all([member(t), member(t), member(t, 'new')]);
});
afterAll(async () => t.close());

const inTransaction = <T>(work: (trx: TestApp['app']['db']) => Promise<T>) =>
  t.app.db.transaction().execute(work);

async function checkInvariants(day: string) {
  const unbalanced = await t.app.db
    .selectFrom('ledgerLines')
    .select(['postingId', (eb) => eb.fn.sum<string | number>('amountCents').as('sum')])
    .groupBy('postingId')
    .execute();
  expect(unbalanced.filter((row) => Number(row.sum) !== 0)).toEqual([]);
  const receivables = await readReceivables(t.app.db, day);
  for (const { id } of members) {
    expect(receivables.members.get(id)?.balanceCents ?? 0).toBe(await linesBalance(t, id));
    // His own page works his dues out from his statement: the same as the chapter's reading.
    const [one, statement, plans] = await Promise.all([
      duesOf(t.app.db, id, day),
      statementOf(t.app.db, id),
      acceptedPlans(t.app.db, [id]),
    ]);
    expect(duesFromStatement(statement, plans.get(id), { today: day, graceDays: 7 })).toEqual(one);
  }
  const { aging, owedCents } = receivables;
  expect(
    aging.currentCents +
      aging.days1to30Cents +
      aging.days31to60Cents +
      aging.days61to90Cents +
      aging.over90Cents,
  ).toBe(owedCents);
}

describe('the ledger under random work', () => {
  it('keeps every posting balanced, balances the sums of their lines, the aging whole', async () => {
    const random = seededRandom(20_261_207);
    const day = today(t);
    let steps = 0;
    for (let sequence = 0; sequence < 200; sequence += 1) {
      for (let step = random.int(1, 3); step > 0; step -= 1) {
        const who = members[random.int(0, members.length - 1)]!;
        const action = random.int(0, 3);
        if (action === 0)
          await inTransaction((trx) =>
            postCharges(
              trx,
              {
                userIds: [who.id],
                kind: (['dues', 'fee', 'fine'] as const)[random.int(0, 2)]!,
                description: 'Random charge',
                amountCents: random.int(1, 50_000),
                dueOn: addDays(day, random.int(-120, 30)),
              },
              by,
              day,
            ),
          );
        else if (action === 1)
          await inTransaction((trx) =>
            recordPayment(
              trx,
              {
                userId: who.id,
                amountCents: random.int(1, 40_000),
                method: random.next() < 0.5 ? 'cash' : 'zelle',
                receivedOn: addDays(day, -random.int(0, 60)),
              },
              by,
              day,
            ),
          );
        else if (action === 2) {
          const open = await t.app.db
            .selectFrom('ledgerPostings as p')
            .select('p.id')
            .where('p.userId', '=', who.id)
            .where('p.reverses', 'is', null)
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('ledgerPostings as r')
                    .select('r.id')
                    .whereRef('r.reverses', '=', 'p.id'),
                ),
              ),
            )
            .orderBy('p.id')
            .execute();
          const chosen = open[random.int(0, Math.max(0, open.length - 1))];
          if (chosen) await inTransaction((trx) => reverse(trx, chosen.id, 'A mistake', by, day));
        } else {
          const balance = await linesBalance(t, who.id);
          if (balance > 1) {
            const first = random.int(1, balance - 1);
            await inTransaction(async (trx) => {
              const plan = await proposePlan(trx, {
                userId: who.id,
                instalments: [
                  { dueOn: addDays(day, 5), amountCents: first },
                  { dueOn: addDays(day, 35), amountCents: balance - first },
                ],
                side: 'treasurer',
                by: { id: 'treasurer', name: 'Treasurer' },
                today: day,
              });
              await acceptPlan(trx, {
                planId: plan.id,
                side: 'member',
                by: { id: who.id, name: who.name },
                userId: who.id,
              });
            });
          }
        }
        await checkInvariants(day);
        steps += 1;
      }
    }
    expect(steps).toBeGreaterThanOrEqual(200);
  }, 60_000);
});
