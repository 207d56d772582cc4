// The money settings and the fines and late fees they propose (docs/api.md#money-officer-console):
// the treasurer ticks what to post; each is posted once, however often it is ticked.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/money/settle.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createOfficer, type Account } from '../../../test/accounts.ts';
import { call, linesBalance, member, semester, today } from '../../../test/money.ts';

let t: TestApp;
let treasurer: Account;
beforeEach(async () => {
  t = await createTestApp();
  treasurer = await createOfficer(t, ['treasury'], { name: 'Theo Treasurer' });
});
afterEach(async () => t.close());

const settings = {
  graceDays: 7,
  absenceFineCents: 1_000,
  lateFeeCents: 2_500,
  lateFeeAfterDays: 30,
  lateFeeMinimumCents: 5_000,
  reminders: true,
  remindDaysBefore: 7,
};

describe('money settings and proposals', () => {
  it('saves the settings (400 naming a bad one), proposes a fine and a late fee, posts each once', async () => {
    for (const [change, field] of [
      [{ graceDays: -1 }, 'graceDays'],
      [{ lateFeeCents: 1.5 }, 'lateFeeCents'],
      [{ absenceFineCents: 10_000_001 }, 'absenceFineCents'],
      [{ reminders: 'yes' }, 'reminders'],
    ] as const) {
      const refused = await call(t, treasurer, 'PUT', '/money-settings', {
        ...settings,
        ...change,
      });
      expect({ change, field: refused.json().field }).toEqual({ change, field });
    }
    // Nothing is proposed while the amounts are 0 (the defaults).
    const [sam, ray] = await Promise.all([member(t, 'active', 'Sam'), member(t, 'active', 'Ray')]);
    await semester(t);
    // Their accounts are a month old: the meeting is from their first counted day.
    await t.app.db
      .updateTable('users')
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString() })
      .execute();
    await t.app.db
      .insertInto('events')
      .values({
        id: randomUUID(),
        title: 'Chapter meeting',
        date: addDays(today(t), -3),
        time: '7:00 PM',
        location: null,
        description: null,
        createdAt: new Date().toISOString(),
        attendance: 'required',
      })
      .execute();
    await call(t, treasurer, 'POST', '/charges', {
      userIds: [sam.id],
      kind: 'dues',
      description: 'Fall dues',
      amountCents: 20_000,
      dueOn: addDays(today(t), -45),
    });
    expect((await call(t, treasurer, 'GET', '/money-proposals')).json().proposals).toEqual([]);
    const saved = await call(t, treasurer, 'PUT', '/money-settings', settings);
    // The online methods and their prices, left out, keep what they were (the defaults).
    expect(saved.json().settings).toEqual({
      ...settings,
      onlineMethods: ['card', 'us_bank_account'],
      cardPercentBasisPoints: 290,
      cardFixedCents: 30,
      bankPercentBasisPoints: 80,
      bankCapCents: 500,
    });

    const { proposals, totalCents } = (await call(t, treasurer, 'GET', '/money-proposals')).json();
    const keys = proposals.map((p: { key: string }) => p.key).toSorted();
    // The treasurer was absent too (his own fine is for another officer to post).
    expect(proposals).toHaveLength(4);
    expect(keys.filter((key: string) => key.startsWith('late:'))).toHaveLength(1);
    expect(totalCents).toBe(3 * 1_000 + 2_500);
    const fine = proposals.find((p: { userId: string; kind: string }) => p.userId === ray.id)!;
    const late = proposals.find((p: { kind: string }) => p.kind === 'late_fee')!;
    const mine = proposals.find((p: { userId: string }) => p.userId === treasurer.id)!;
    const own = await call(t, treasurer, 'POST', '/money-proposals/post', {
      items: [fine.key, mine.key],
    });
    expect(own.statusCode).toBe(403);
    const posted = await Promise.all(
      [1, 2].map(() =>
        call(t, treasurer, 'POST', '/money-proposals/post', { items: [fine.key, late.key] }),
      ),
    );
    expect(posted.map((answer) => answer.json().posted).toSorted()).toEqual([0, 2]);
    expect(posted.map((answer) => answer.json().skipped).toSorted()).toEqual([0, 2]);
    expect(await linesBalance(t, ray.id)).toBe(1_000);
    expect(await linesBalance(t, sam.id)).toBe(20_000 + 2_500);
    const left = (await call(t, treasurer, 'GET', '/money-proposals')).json().proposals;
    expect(left.map((p: { key: string }) => p.key)).not.toContain(fine.key);
    expect(left).toHaveLength(2);
  });
});
