// The chapter the scale budget measures (scripts/grow-demo.ts, docs/performance.md#a-chapter-of-20000)
// is an archive that `npm run import` takes on either engine: every grown row passes the import's
// checks and the database's constraints, so the budget measures the grown chapter and not a
// failed import. Grown small here (400 accounts); the budget grows 20,000.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growDemo, type GrowResult } from '../../../../scripts/grow-demo.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { importArchive } from './archive.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../../content');
const scratch = mkdtempSync(path.join(tmpdir(), 'chapter-grown-test-'));
const archive = path.join(scratch, 'grown.zip');
let grown: GrowResult;
beforeAll(async () => {
  grown = await growDemo({ accounts: 400, out: archive });
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the demo chapter grown by scripts/grow-demo.ts', () => {
  it('is exported with the issue’s mix per account', () => {
    const { counts } = grown;
    expect(counts.users).toBe(400);
    expect(counts.donations).toBe(1500 + 6); // 3.75 per account, and the demo's own
    expect(counts.auditLog).toBe(1200);
    expect(counts.newsletterSubscribers).toBe(400);
    expect(counts.rsvps).toBeGreaterThan(550);
    expect(counts.media).toBeGreaterThan(25);
  });

  it('imports into an empty database of this engine, every row', async () => {
    const target = await openTestDatabase();
    try {
      const { counts } = await importArchive(
        target.db,
        target.engine,
        new Uint8Array(readFileSync(archive)),
        { contentDir },
      );
      const tables = ['users', 'donations', 'auditLog', 'rsvps', 'newsletterSubscribers', 'media'];
      const pick = (all: Record<string, number>) =>
        Object.fromEntries(tables.map((table) => [table, all[table]]));
      expect(pick(counts)).toEqual(pick(grown.counts));
      const roles = await target.db
        .selectFrom('users')
        .select((eb) => ['role', eb.fn.countAll<number | string>().as('n')])
        .groupBy('role')
        .execute();
      expect(Object.fromEntries(roles.map((r) => [r.role, Number(r.n)]))).toEqual({
        alumni: 300,
        member: 100,
      });
      const officer = await target.db
        .selectFrom('users')
        .select(['isOfficer', 'areas'])
        .where('email', '=', 'officer@oxp-northmere.example')
        .executeTakeFirstOrThrow();
      expect(officer).toEqual({
        isOfficer: 1,
        areas: 'accounts,calendar,treasury,communications,content,standing',
      });
    } finally {
      await target.close();
    }
  });
});
