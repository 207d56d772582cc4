import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../db/database.ts';
import { openTestDatabase } from '../../test/database.ts';
import { deleteExpiredCounters, hit } from './counters.ts';

describe('database rate limits', () => {
  let open: OpenDatabase;
  beforeEach(async () => {
    open = await openTestDatabase();
  });
  afterEach(async () => open.close());

  const rule = { bucket: 'test', limit: 3, windowMs: 60_000 };
  const start = Date.UTC(2026, 10, 21, 10, 0, 0);

  it('allows up to the limit in a window, then refuses until the next window', async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await hit(open.db, rule, 'client-a', start + i * 1000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(57);
    expect((await hit(open.db, rule, 'client-a', start + 60_000)).allowed).toBe(true);
  });

  it('counts each subject and bucket separately', async () => {
    for (let i = 0; i < 3; i++) await hit(open.db, rule, 'client-a', start);
    expect((await hit(open.db, rule, 'client-b', start)).allowed).toBe(true);
    expect((await hit(open.db, { ...rule, bucket: 'other' }, 'client-a', start)).allowed).toBe(
      true,
    );
  });

  it('counts correctly under concurrent hits', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hit(open.db, rule, 'burst', start)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.map((r) => r.count).toSorted((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('sweeps expired counters', async () => {
    await hit(open.db, rule, 'old', start);
    await deleteExpiredCounters(open.db, start + 120_000);
    expect(await open.db.selectFrom('rateLimits').selectAll().execute()).toHaveLength(0);
  });
});
