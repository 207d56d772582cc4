// Importing an archive (`npm run import`, docs/operations.md#moving-a-chapter-export-and-import):
// every row and every published content document is checked with the API's rules before anything is
// written, so an import never leaves a site that cannot start; one bad row refuses the whole
// archive with one line naming the file, the row and the problem; and an entry is unpacked only up
// to a size.
import { strFromU8, strToU8, unzipSync, Zip, ZipDeflate, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAccount, goodPassword, post } from '../../../test/accounts.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { recordDonation } from '../../../core/donations/repository.ts';
import { exportArchive, importArchive } from './archive.ts';
import { archiveEntryMaxBytes, ArchiveError, readZip } from './archive-zip.ts';

let source: TestApp;
let archive: Uint8Array;
beforeAll(async () => {
  // The demo chapter: every kind of row a real chapter has.
  source = await createTestApp({ env: { DEMO_DATA: 'true' } });
  await createAccount(source, { name: 'Archived Brother' });
  await recordDonation(source.app.db, {
    initiative: 'Pool Table',
    amountCents: 2500,
    donorName: 'A Donor',
    donatedOn: '2026-10-01',
    note: null,
    recordedBy: 'test',
  });
  archive = await exportArchive(source.app.db, source.app.dbEngine);
}, 60_000);
afterAll(async () => source.close());

/** The archive with one table's rows changed by `change`. */
function withRows(
  table: string,
  change: (rows: Record<string, unknown>[]) => void,
  from: Uint8Array = archive,
): Uint8Array {
  const files = unzipSync(from);
  const rows = JSON.parse(strFromU8(files[`tables/${table}.json`]!)) as Record<string, unknown>[];
  change(rows);
  files[`tables/${table}.json`] = strToU8(JSON.stringify(rows));
  return zipSync(files as Zippable);
}

/** The published body of a content document in the archive, changed by `change`. */
function withPublished(document: string, change: (body: Record<string, any>) => void) {
  const files = unzipSync(archive);
  const published = (
    JSON.parse(strFromU8(files['tables/contentDocuments.json']!)) as Record<string, string>[]
  ).find((row) => row.name === document)!;
  return withRows('contentVersions', (rows) => {
    const version = rows.find((row) => row.id === published.currentVersionId)!;
    const body = JSON.parse(version.body as string) as Record<string, any>;
    change(body);
    version.body = JSON.stringify(body);
  });
}

async function importInto(bytes: Uint8Array) {
  const target = await openTestDatabase();
  try {
    const outcome = await importArchive(target.db, target.engine, bytes, {
      contentDir: source.config.contentDir,
    }).then(
      (result) => ({ ok: true as const, result }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const users = await target.db.selectFrom('users').select('id').execute();
    return { ...outcome, users: users.length };
  } finally {
    await target.close();
  }
}

/** Each archive refused with its one-line message, the target database left empty. */
async function expectRefused(cases: [string, Uint8Array, RegExp][]) {
  for (const [what, bytes, message] of cases) {
    const imported = await importInto(bytes);
    expect({ what, ok: imported.ok, users: imported.users }).toEqual({
      what,
      ok: false,
      users: 0,
    });
    const error = (imported as { error: unknown }).error;
    expect(error).toBeInstanceOf(ArchiveError);
    expect({ what, message: (error as Error).message }).toEqual({
      what,
      message: expect.stringMatching(message),
    });
    expect((error as Error).message).not.toContain('\n');
  }
}

/** A pattern matching `text` as it is. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('importing an archive', () => {
  it('takes the demo chapter’s own archive, every row as the site wrote it', async () => {
    const imported = await importInto(archive);
    expect(imported.ok).toBe(true);
    expect(imported.users).toBeGreaterThan(20);
  });

  it('refuses an archive with one bad row, in one line naming the file, the row and the problem, writing nothing', async () => {
    const cases: [string, Uint8Array, RegExp][] = [
      [
        'an address that is not one',
        withRows('users', (rows) => (rows[1]!.email = 'not an address')),
        /^tables\/users\.json, row 2 \(id "[0-9a-f-]{36}"\): email: Please enter a valid email address\. Nothing was imported\.$/,
      ],
      [
        'a role the site does not have',
        withRows('users', (rows) => (rows[0]!.role = 'admin')),
        /^tables\/users\.json, row 1 \(id "[^"]+"\): role: /,
      ],
      [
        'a line break in a one-line text',
        withRows('events', (rows) => (rows[0]!.title = 'Meeting\r\nBEGIN:VEVENT')),
        /^tables\/events\.json, row 1 \(id "[^"]+"\): title: The title must be on one line\./,
      ],
      [
        'an amount that is no gift',
        withRows('donations', (rows) => (rows[0]!.amountCents = -600)),
        /^tables\/donations\.json, row 1 \(id "[^"]+"\): amountCents: /,
      ],
      [
        'a column the table does not have',
        withRows('alumniEvents', (rows) => (rows[0]!.secret = 'x')),
        /^tables\/alumniEvents\.json, row 1 \(key "[^"]+"\): Unrecognized key: "secret"/,
      ],
      [
        'a timestamp that is not one',
        withRows('auditLog', (rows) =>
          rows.push({ ...rows[0]!, id: crypto.randomUUID(), at: 'yesterday' }),
        ),
        /^tables\/auditLog\.json, row \d+ \(id "[^"]+"\): at: must be an ISO-8601 UTC time/,
      ],
      [
        'an RSVP to an event that is not there',
        withRows('rsvps', (rows) => rows.push({ ...rows[0]!, eventKey: 'NoSuchEvent' })),
        /^tables\/rsvps\.json, row \d+: eventKey "NoSuchEvent" is not in tables\/alumniEvents\.json\./,
      ],
      [
        'a published chapter name with a line break',
        withPublished('chapter', (body) => (body.siteName = 'Omega\r\nBEGIN:VEVENT')),
        /^tables\/contentVersions\.json, row \d+ \(content\/chapter\.json as published\): siteName: must be on one line\. Nothing was imported\.$/,
      ],
      [
        'a published page naming a picture that is nowhere',
        withPublished('highlights', (body) => (body.events[0].image = 'highlights/nowhere.jpg')),
        /content\/highlights\.json as published\): events\.0\.image: there is no picture highlights\/nowhere\.jpg/,
      ],
      [
        'a table that is not a list',
        (() => {
          const files = unzipSync(archive);
          files['tables/events.json'] = strToU8('{"not": "rows"}');
          return zipSync(files as Zippable);
        })(),
        /^tables\/events\.json is not a list of rows\./,
      ],
    ];
    await expectRefused(cases);
  });

  it('unpacks an entry only up to 64 MiB: a small zip of a huge entry is refused as it is read', async () => {
    // 65 MiB of zeros packs into about 65 kB.
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    const manifest = new ZipDeflate('manifest.json');
    zip.add(manifest);
    manifest.push(strToU8('{"format":"chapter-site-archive","version":1,"migrations":[]}'), true);
    const huge = new ZipDeflate('tables/auditLog.json', { level: 9 });
    zip.add(huge);
    const megabyte = new Uint8Array(1024 * 1024);
    const size = archiveEntryMaxBytes / (1024 * 1024) + 1;
    for (let i = 0; i < size; i += 1) huge.push(megabyte, i === size - 1);
    zip.end();
    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const imported = await importInto(bytes);
    expect(imported.ok).toBe(false);
    expect((imported as { error: Error }).error.message).toBe(
      'tables/auditLog.json in the archive unpacks to more than 64 MiB: no file of a chapter archive is that large. Nothing was imported.',
    );
    // A directory that says the entry is small is not believed: it is stopped as it unpacks.
    const lying = bytes.slice();
    const view = new DataView(lying.buffer);
    for (let at = lying.length - 22; at >= 0; at -= 1)
      if (
        view.getUint32(at, true) === 0x02014b50 &&
        strFromU8(lying.subarray(at + 46, at + 46 + view.getUint16(at + 28, true))) ===
          'tables/auditLog.json'
      )
        view.setUint32(at + 24, 1000, true);
    const stopped = await importInto(lying);
    expect((stopped as { error: Error }).error.message).toBe(
      'tables/auditLog.json in the archive unpacks to more than 64 MiB: no file of a chapter archive is that large. Nothing was imported.',
    );
    expect(stopped.users).toBe(0);
    // Below the cap, the same reader gives the entries back whole.
    expect(Object.keys(readZip(archive)).length).toBeGreaterThan(10);
    expect(() => readZip(bytes, 2 * 1024 * 1024)).toThrow(/unpacks to more than 2 MiB/);
    expect(() => readZip(lying, 2 * 1024 * 1024)).toThrow(/unpacks to more than 2 MiB/);
  });
});

/** The archive's manifest, and each table's parts as it lists them. */
const manifestOf = (bytes: Uint8Array) =>
  JSON.parse(strFromU8(unzipSync(bytes)['manifest.json']!)) as {
    version: number;
    counts: Record<string, number>;
    parts: Record<string, string[]>;
  };

describe('a large table in parts', () => {
  const tables = ['users', 'auditLog', 'donations', 'ledgerLines', 'ledgerPostings'] as const;
  const rowsOf = async (db: TestApp['app']['db'], table: (typeof tables)[number]) =>
    (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).toSorted();

  it('splits a table past the part’s rows or bytes into parts the manifest lists, which import whole', async () => {
    for (const limits of [{ partRows: 7 }, { partBytes: 2048 }]) {
      const split = await exportArchive(source.app.db, source.app.dbEngine, limits);
      const { version, counts, parts } = manifestOf(split);
      expect(version).toBe(2);
      expect(parts.users!.length).toBeGreaterThan(2);
      expect(parts.users!.slice(0, 3)).toEqual([
        'tables/users.json',
        'tables/users.2.json',
        'tables/users.3.json',
      ]);
      const files = unzipSync(split);
      for (const [table, names] of Object.entries(parts)) {
        const rows = names.map(
          (name) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[],
        );
        expect({ table, rows: rows.flat().length }).toEqual({ table, rows: counts[table] });
        for (const [index, part] of rows.entries())
          expect({ part: names[index], within: part.length === 1 || within(limits, part) }).toEqual(
            {
              part: names[index],
              within: true,
            },
          );
      }
      const target = await openTestDatabase();
      try {
        const imported = await importArchive(target.db, target.engine, split, {
          contentDir: source.config.contentDir,
        });
        expect(imported.counts).toEqual(counts);
        for (const table of tables)
          expect({ table, rows: await rowsOf(target.db, table) }).toEqual({
            table,
            rows: await rowsOf(source.app.db, table),
          });
      } finally {
        await target.close();
      }
    }
  });

  it('refuses an archive whose part is missing, listed out of order, not listed or holds a bad row, naming it and importing nothing', async () => {
    const split = await exportArchive(source.app.db, source.app.dbEngine, { partRows: 7 });
    /** The split archive with its files and manifest changed by `change`. */
    const changed = (change: (files: Zippable, parts: Record<string, string[]>) => void) => {
      const files = unzipSync(split) as Zippable;
      const manifest = manifestOf(split);
      change(files, manifest.parts);
      files['manifest.json'] = strToU8(JSON.stringify(manifest));
      return zipSync(files);
    };
    const cases: [string, Uint8Array, RegExp][] = [
      [
        'a part missing',
        changed((files) => delete files['tables/users.2.json']),
        literally('tables/users.2.json is missing: manifest.json lists it as part 2 of'),
      ],
      [
        'parts listed out of order',
        changed((_files, parts) => {
          const [first, second, third, ...rest] = parts.users!;
          parts.users = [first!, third!, second!, ...rest];
        }),
        literally(
          'manifest.json lists "tables/users.3.json" as part 2 of users, where tables/users.2.json belongs: a table’s parts are listed in order. Nothing was imported.',
        ),
      ],
      [
        'a bad row in a later part',
        changed((files) => {
          const rows = JSON.parse(strFromU8(files['tables/users.2.json'] as Uint8Array));
          rows[2].email = 'not an address';
          files['tables/users.2.json'] = strToU8(JSON.stringify(rows));
        }),
        literally('tables/users.2.json, row 3 (id "'),
      ],
      [
        'a part the manifest does not list',
        changed((_files, parts) => (parts.users = parts.users!.slice(0, -1))),
        literally(
          'is in the archive but not among the parts manifest.json lists. Nothing was imported.',
        ),
      ],
    ];
    await expectRefused(cases);
  });
});

/** Whether a part keeps to the export's limits: at most its rows, at most its bytes. */
function within(limits: { partRows?: number; partBytes?: number }, rows: unknown[]) {
  return (
    rows.length <= (limits.partRows ?? Infinity) &&
    strToU8(JSON.stringify(rows)).length <= (limits.partBytes ?? Infinity)
  );
}

describe('a chapter moved by an import', () => {
  it('starts and signs its people in', async () => {
    const target = await openTestDatabase();
    try {
      await importArchive(target.db, target.engine, archive, {
        contentDir: source.config.contentDir,
      });
    } finally {
      await target.db.destroy();
    }
    const moved = await createTestApp({ sameDatabaseAs: { database: target.testDatabase } });
    try {
      const brother = await source.app.db
        .selectFrom('users')
        .select('email')
        .where('name', '=', 'Archived Brother')
        .executeTakeFirstOrThrow();
      const login = await post(moved, '/api/auth/login', {
        email: brother.email,
        password: goodPassword,
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await moved.close();
      await target.testDatabase.drop();
    }
  });
});

const totals = async (instance: TestApp) =>
  (await instance.app.inject('/api/donations/totals')).json().totals;
const events = async (instance: TestApp) =>
  (await instance.app.inject('/api/alumni/events'))
    .json()
    .events.map((event: { id: string; count: number }) => [event.id, event.count]);

describe('an import into a running site', () => {
  it('shows the imported totals and alumni events on the next request (every kept copy is renewed)', async () => {
    const running = await createTestApp();
    try {
      expect((await totals(running))['Pool Table']).toBe(0);
      expect(await events(running)).toEqual([]);
      await importArchive(running.app.db, running.app.dbEngine, archive, {
        contentDir: source.config.contentDir,
        replace: true,
      });
      expect(await totals(running)).toEqual(await totals(source));
      expect(await events(running)).toEqual(await events(source));
      expect((await events(running)).length).toBeGreaterThan(0);
    } finally {
      await running.close();
    }
  });
});
