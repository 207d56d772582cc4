// `npm run export` reads each table a page at a time in the order of its primary key (keyset),
// never by an offset without an order, which PostgreSQL does not keep from one page to the next:
// every archived table's query orders by its primary key, a row changed between two pages is
// neither repeated nor missed, and an archive of more rows than a page imports to the same rows.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { randomToken } from '../../../lib/tokens.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { addSubscribers } from '../../../test/subscribers.ts';
import { recordDonation } from '../../../core/donations/repository.ts';
import {
  archivedTables,
  archivePages,
  exportArchive,
  importArchive,
  type ArchivedTable,
} from './archive.ts';
import { archiveKeys, archivePageQuery } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  // The demo chapter (every kind of row), with more gifts and subscribers than a page of 7.
  t = await createTestApp({ env: { DEMO_DATA: 'true' } });
  for (let i = 0; i < 20; i++)
    await recordDonation(t.app.db, {
      initiative: 'Pool Table',
      amountCents: 100 + i,
      donorName: `Donor ${i}`,
      donatedOn: '2026-10-01',
      note: null,
      recordedBy: 'test',
    });
  await addSubscribers(t, 20, 'active');
}, 60_000);
afterAll(async () => t.close());

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The table's primary key columns, as the database itself says (camelCase). */
async function primaryKeyOf(db: Db, engine: 'sqlite' | 'postgres', table: ArchivedTable) {
  const name = snake(table);
  if (engine === 'sqlite') {
    const { rows } = await sql<{
      name: string;
      pk: number;
    }>`select name, pk from pragma_table_info(${name}) where pk > 0 order by pk`.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ column: string }>`
    select a.attname as "column" from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = ${name}::regclass and i.indisprimary
    order by array_position(i.indkey::int2[], a.attnum)`.execute(db);
  return rows.map((row) => row.column);
}

describe('npm run export reads every table in a stable order', () => {
  it('orders each archived table by its primary key, after the last key read', async () => {
    for (const table of archivedTables) {
      const keys: readonly string[] = archiveKeys[table];
      const columns = keys.map((key) => `"${snake(key)}"`).join(', ');
      const first = archivePageQuery(t.app.db, table, undefined, 7).compile().sql;
      const next = archivePageQuery(
        t.app.db,
        table,
        keys.map(() => 'x'),
        7,
      ).compile().sql;
      expect({
        table,
        primaryKey: (await primaryKeyOf(t.app.db, t.app.dbEngine, table)).map(snake),
        first,
        next,
      }).toEqual({
        table,
        primaryKey: keys.map(snake),
        first: expect.stringContaining(`order by ${columns} limit`),
        // The rows after the last key read, in the key's order.
        next: expect.stringMatching(
          new RegExp(`\\(${columns}\\) > \\(.*order by ${columns} limit`),
        ),
      });
    }
  });

  it('neither repeats nor misses a row changed between two pages', async () => {
    const all = await t.app.db.selectFrom('newsletterSubscribers').select('id').execute();
    const seen: string[] = [];
    let pages = 0;
    for await (const page of archivePages(t.app.db, 'newsletterSubscribers', 7)) {
      seen.push(...page.map((row) => row.id as string));
      // After the first page, one of its rows changes: PostgreSQL writes the new version at the
      // end of the table, where an offset without an order would read it again (and skip one).
      if (pages++ === 0)
        await t.app.db
          .updateTable('newsletterSubscribers')
          .set({ unsubscribeToken: randomToken() })
          .where('id', '=', page[0]!.id as string)
          .execute();
    }
    expect(pages).toBeGreaterThan(2);
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
  });

  it('imports an archive of many pages to the same rows, table by table', async () => {
    // A row added to a table between pages still lands in one page only (keys after the last).
    await t.app.db
      .insertInto('auditLog')
      .values({
        id: randomUUID(),
        at: new Date().toISOString(),
        actorId: null,
        actorLabel: 'test',
        action: 'ordered export',
        targetId: null,
        targetLabel: null,
        details: '{}',
      })
      .execute();
    const archive = await exportArchive(t.app.db, t.app.dbEngine, { pageSize: 7 });
    const target = await openTestDatabase();
    try {
      await importArchive(target.db, target.engine, archive, { contentDir: t.config.contentDir });
      for (const table of archivedTables) {
        const rowsOf = async (db: Db) => {
          const rows: Record<string, unknown>[] = [];
          for await (const page of archivePages(db, table, 1000))
            rows.push(
              ...page.map((row) =>
                Object.fromEntries(
                  Object.entries(row).map(([k, v]) => [
                    k,
                    v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v,
                  ]),
                ),
              ),
            );
          return rows;
        };
        expect({ table, rows: await rowsOf(target.db) }).toEqual({
          table,
          rows: await rowsOf(t.app.db),
        });
      }
      expect(
        (await target.db.selectFrom('donations').select('id').execute()).length,
      ).toBeGreaterThan(7);
    } finally {
      await target.close();
    }
  });
});
