// The audit log at a chapter's size (docs/api.md#paged-lists, decision 019): a page says how many
// entries match its filters, its filter lists come from the counts kept with each entry (right
// after a new action or actor, and after an archive import), never from reading the log; at most
// 200 entries a page, and the CSV streams every matching entry.
import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../../contract/api/officer.ts';
import { asOfficer, createOfficer, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openDatabase, sqliteFileIn } from '../../../db/database.ts';
import { migrationsFor } from '../../../db/migrations/index.ts';
import { createTestDatabase, openTestDatabase } from '../../../test/database.ts';
import { sqlSentDuring } from '../../../test/queries.ts';
import { exportArchive, importArchive } from '../export/archive.ts';
import { commandLine, recordAudit } from '../../../core/audit/record.ts';
import {
  appendEntry,
  countEntries,
  distinctActions,
  distinctActors,
} from '../../../core/audit/repository.ts';

let t: TestApp;
let chief: Account;
beforeEach(async () => {
  t = await createTestApp();
  chief = await createOfficer(t, areas, { name: 'Chief Officer', email: 'chief@example.com' });
});
afterEach(async () => t.close());

interface Page {
  entries: { id: string; at: string; actor: string; actorId: string | null; action: string }[];
  next: string | null;
  total: number;
  actions: string[];
  actors: { id: string | null; label: string }[];
}

const audit = async (query = '') => {
  const response = await asOfficer(t, chief, 'GET', `/api/officer/audit?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};

const chiefLabel = 'Chief Officer <chief@example.com>';
const root = commandLine('root');

/** `n` entries of `action` by `actor`, each in its own transaction as a change makes them. */
async function record(n: number, action: string, actor = root) {
  for (let i = 0; i < n; i++)
    await t.app.db
      .transaction()
      .execute((trx) => recordAudit(trx, actor, action, { id: null, label: `thing ${i}` }));
}

describe('a page of the audit log', () => {
  it('says how many entries match, with and without filters, whatever the page', async () => {
    await record(3, 'invite created', { id: chief.id, label: chiefLabel });
    await record(2, 'invite revoked', { id: chief.id, label: chiefLabel });
    await record(4, 'invite created');
    expect(await audit('limit=2')).toMatchObject({ total: 9 });
    expect(await audit('action=invite%20created&limit=1')).toMatchObject({ total: 7 });
    expect(await audit(`actor=${chief.id}`)).toMatchObject({ total: 5 });
    expect(await audit(`actor=${encodeURIComponent(root.label)}`)).toMatchObject({ total: 4 });
    expect(await audit(`actor=${chief.id}&action=invite%20revoked`)).toMatchObject({ total: 2 });
    expect(await audit('action=no%20such%20action')).toMatchObject({ entries: [], total: 0 });
    // The total is of the whole list, on every page of it.
    const first = await audit('action=invite%20created&limit=5');
    const second = await audit(`action=invite%20created&limit=5&before=${first.next}`);
    expect(second).toMatchObject({ total: 7, next: null });
    expect(first.entries.length + second.entries.length).toBe(7);
  });

  it('lists a new action and a new actor with the next page, and counts them', async () => {
    const before = await audit();
    expect(before.actions).not.toContain('calendar feed audited');
    await record(1, 'calendar feed audited', commandLine('newcomer'));
    const after = await audit();
    expect(after.actions).toContain('calendar feed audited');
    expect(after.actors).toContainEqual({ id: null, label: 'command line (newcomer)' });
    expect(after.total).toBe(before.total + 1);
    // An entry appended outside a change's transaction is counted too.
    await appendEntry(t.app.db, {
      id: randomUUID(),
      at: new Date().toISOString(),
      actorId: chief.id,
      actorLabel: 'Chief Renamed <chief@example.com>',
      action: 'renamed officer acted',
      targetId: null,
      targetLabel: null,
      details: '{}',
    });
    const last = await audit(`actor=${chief.id}`);
    expect(last.actions).toContain('renamed officer acted');
    expect(last.actors).toContainEqual({
      id: chief.id,
      label: 'Chief Renamed <chief@example.com>',
    });
    expect(last.total).toBe(1);
    // The filters' choices are in order: actions by name, actors by label.
    expect(last.actions).toEqual(last.actions.toSorted());
  });

  it('keeps no count of a change that failed', async () => {
    const before = await audit();
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await recordAudit(trx, root, 'a change that failed', null);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const after = await audit();
    expect(after.actions).not.toContain('a change that failed');
    expect(after.total).toBe(before.total);
  });

  it('reads the log once for a page: its total and filter lists come from the counts', async () => {
    await record(30, 'invite created');
    const first = await audit('limit=10');
    const sent = await sqlSentDuring(t, () => audit(`limit=10&before=${first.next}`));
    const readsOfLog = sent.filter((statement) => /from "audit_log"/.test(statement));
    // The page itself (and the `before` entry, by its id).
    expect(readsOfLog).toHaveLength(2);
    expect(readsOfLog.filter((statement) => /distinct|count\(/i.test(statement))).toEqual([]);
  });

  it('pages through entries written in one millisecond, each once', async () => {
    const at = new Date().toISOString();
    for (let i = 0; i < 25; i++)
      await appendEntry(t.app.db, {
        id: randomUUID(),
        at,
        actorId: null,
        actorLabel: 'system',
        action: 'same moment',
        targetId: null,
        targetLabel: `entry ${i}`,
        details: '{}',
      });
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: Page = await audit(
        `action=same%20moment&limit=7${next ? `&before=${next}` : ''}`,
      );
      expect(page.total).toBe(25);
      seen.push(...page.entries.map((entry) => entry.id));
      next = page.next;
    } while (next);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
  });

  it('refuses a limit over 200 and other malformed queries with 400, changing nothing', async () => {
    await record(2, 'invite created');
    expect((await audit('limit=200')).entries).toHaveLength(2);
    for (const query of [
      'limit=201',
      'limit=500',
      'limit=0',
      'limit=abc',
      'limit=1e9',
      'limit=2.5',
      `before=${'x'.repeat(101)}`,
      `action=${'x'.repeat(101)}`,
      `actor=${encodeURIComponent('<script>'.repeat(20))}`,
      'format=xml',
    ]) {
      const response = await asOfficer(t, chief, 'GET', `/api/officer/audit?${query}`);
      expect({ query, status: response.statusCode, error: response.json().error }).toEqual({
        query,
        status: 400,
        error: 'validation_failed',
      });
    }
    expect((await audit()).total).toBe(2);
    // Markup as a filter is text that matches nothing.
    expect(await audit(`action=${encodeURIComponent('<b>x</b>')}`)).toMatchObject({
      entries: [],
      total: 0,
    });
  });
});

describe('the audit log as CSV', () => {
  it('streams every matching entry, newest first, however many pages they make', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 1_100; i++)
        await recordAudit(trx, root, 'invite created', { id: null, label: `thing ${i}` });
    });
    await record(3, 'invite revoked');
    const csv = await asOfficer(
      t,
      chief,
      'GET',
      '/api/officer/audit?format=csv&action=invite%20created',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csv.body.split('\r\n').filter(Boolean);
    expect(header).toBe('\uFEFFTime,Actor,Action,Target,Details');
    expect(rows).toHaveLength(1_100);
    expect(new Set(rows).size).toBe(1_100);
    expect(rows.every((row) => row.includes(',invite created,'))).toBe(true);
    const times = rows.map((row) => row.split(',')[0]!);
    expect(times).toEqual(times.toSorted().toReversed());
    const all = await asOfficer(t, chief, 'GET', '/api/officer/audit?format=csv');
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 1_103);
  });
});

describe('the counts after an archive import', () => {
  it('are the imported log’s, whatever the database held before', async () => {
    await record(2, 'exported action', commandLine('exporter'));
    const archive = await exportArchive(t.app.db, t.app.dbEngine);
    const target = await openTestDatabase();
    try {
      // The target has a log of its own, which the import replaces.
      await recordAudit(target.db, commandLine('previous'), 'replaced action', null);
      await importArchive(target.db, target.engine, archive, {
        replace: true,
        contentDir: t.config.contentDir,
      });
      expect(await distinctActions(target.db)).toEqual(await distinctActions(t.app.db));
      expect(await distinctActors(target.db)).toEqual(await distinctActors(t.app.db));
      expect(await distinctActions(target.db)).toContain('exported action');
      expect(await distinctActions(target.db)).not.toContain('replaced action');
      const logged = await target.db.selectFrom('auditLog').select('id').execute();
      expect(await countEntries(target.db, {})).toBe(logged.length);
      expect(await countEntries(target.db, { actorLabel: 'command line (exporter)' })).toBe(2);
    } finally {
      await target.close();
    }
  });
});

/** An entry as a row of the log, written on the `n`th of January. */
const entry = (n: number, action: string, actorId: string | null, actorLabel: string) => ({
  id: randomUUID(),
  at: `2026-01-0${n}T00:00:00.000Z`,
  actorId,
  actorLabel,
  action,
  targetId: null,
  targetLabel: null,
  details: '{}',
});

describe('the counts of a log written before them', () => {
  it('are filled from the log by the migration that adds them', async () => {
    const database = await createTestDatabase();
    const open = openDatabase({
      databaseUrl: database.databaseUrl,
      sqliteFile: sqliteFileIn(database.dataDir),
    });
    try {
      const migrator = new Migrator({
        db: open.db,
        provider: { getMigrations: async () => migrationsFor(open.engine) },
      });
      expect((await migrator.migrateTo('0012-session-security')).error).toBeUndefined();
      const officer = randomUUID();
      // Plain inserts, as the log was written before the counts existed.
      await open.db
        .insertInto('auditLog')
        .values([
          entry(1, 'invite created', officer, 'Old Officer <old@example.com>'),
          entry(2, 'invite created', officer, 'Old Officer <old@example.com>'),
          entry(3, 'invite created', null, 'command line (root)'),
          entry(4, 'account changed', officer, 'Renamed Officer <old@example.com>'),
        ])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await distinctActions(open.db)).toEqual(['account changed', 'invite created']);
      expect(await distinctActors(open.db)).toEqual(
        expect.arrayContaining([
          { actorId: null, actorLabel: 'command line (root)' },
          { actorId: officer, actorLabel: 'Old Officer <old@example.com>' },
          { actorId: officer, actorLabel: 'Renamed Officer <old@example.com>' },
        ]),
      );
      expect(await distinctActors(open.db)).toHaveLength(3);
      expect(await countEntries(open.db, {})).toBe(4);
      expect(await countEntries(open.db, { actorId: officer, action: 'invite created' })).toBe(2);
    } finally {
      await open.close();
      await database.drop();
    }
  });
});
