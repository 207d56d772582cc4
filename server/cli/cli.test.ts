// The officers' command-line tools, run as a webmaster runs them (a child process on the configured
// database), on SQLite and on PostgreSQL: what they print, what they store, and what they refuse.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, sqliteFileIn, type OpenDatabase } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');

let testDatabase: TestDatabase;
let open: OpenDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  open = openDatabase({
    databaseUrl: testDatabase.databaseUrl,
    sqliteFile: sqliteFileIn(testDatabase.dataDir),
  });
  await migrateToLatest(open.db, open.engine);
});

afterAll(async () => {
  await open.close();
  await testDatabase.drop();
});

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(script: string, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(root, 'server', 'cli', `${script}.ts`), ...args],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATA_DIR: testDatabase.dataDir,
          DATABASE_URL: testDatabase.databaseUrl ?? '',
          LOG_LEVEL: 'silent',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const donationCount = async () =>
  Number(
    (
      await open.db
        .selectFrom('donations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('npm run donation', () => {
  it('records a gift in cents and prints the new total', async () => {
    const result = await cli(
      'donation',
      '--initiative',
      'Pool Table',
      '--amount',
      '12.50',
      '--donor',
      'Jonah Whitfield',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Recorded $12.50 for Pool Table from Jonah Whitfield.');
    expect(result.stdout).toContain('Pool Table now stands at $12.5.');
    const gift = await open.db
      .selectFrom('donations')
      .selectAll()
      .where('initiative', '=', 'Pool Table')
      .executeTakeFirstOrThrow();
    expect(gift).toMatchObject({ amountCents: 1250, donorName: 'Jonah Whitfield' });
    expect(gift.recordedBy).toMatch(/^cli:/);
  });

  it.each([
    [['--initiative', 'Yacht Fund', '--amount', '50'], 'The initiative must be one of'],
    [['--initiative', 'Pool Table', '--amount', '0'], 'more than $0'],
    [['--initiative', 'Pool Table', '--amount=-5'], 'in dollars'],
    [['--initiative', 'Pool Table', '--amount', '100001'], 'Check the amount'],
    [['--initiative', 'Pool Table', '--amount', '50', '--date', '2026-13-01'], 'YYYY-MM-DD'],
    [
      ['--initiative', 'Pool Table', '--amount', '50', '--color', 'red'],
      "Unknown option '--color'",
    ],
  ])('refuses %j with a usage message and records nothing', async (args, message) => {
    const before = await donationCount();
    const result = await cli('donation', ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Usage: npm run donation');
    expect(await donationCount()).toBe(before);
  });
});

describe('npm run event', () => {
  it('adds an event, lists it, and removes it', async () => {
    const added = await cli(
      'event',
      '--add',
      '--date',
      '2027-02-14',
      '--title',
      'Valentine Date Night',
      '--time',
      '7:00 PM',
      '--location',
      'Chapter House',
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Added "Valentine Date Night" on 2027-02-14.');
    const id = added.stdout.trim().split('\n').at(-1)!;
    const stored = await open.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      title: 'Valentine Date Night',
      date: '2027-02-14',
      time: '7:00 PM',
      location: 'Chapter House',
      description: null,
    });

    const listed = await cli('event', '--list', '--from', '2027-01-01');
    expect(listed.stdout).toContain(`${id}\t2027-02-14\t7:00 PM\tValentine Date Night`);
    expect((await cli('event', '--list', '--from', '2027-03-01')).stdout).not.toContain(id);

    expect((await cli('event', '--remove', id)).code).toBe(0);
    expect(
      await open.db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const again = await cli('event', '--remove', id);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('There is no event with the id');
  });

  it.each([
    [['--add', '--date', '14/02/2027', '--title', 'Meeting'], 'YYYY-MM-DD'],
    [['--add', '--date', '2027-02-14', '--title', 'x'.repeat(121)], 'at most 120'],
    [['--add', '--list'], 'Say one of'],
  ])('refuses %j and stores nothing', async (args, message) => {
    const result = await cli('event', ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect((await cli('event', '--list')).stdout.trim()).toBe('No events.');
  });
});

describe('account commands', () => {
  it('invite prints a working code as its last line; officer and move-to-alumni change one account', async () => {
    const invited = await cli('invite', '--role', 'alumni', '--uses', '3', '--days', '7');
    expect(invited.code).toBe(0);
    const code = invited.stdout.trim().split('\n').at(-1)!;
    const stored = await open.db
      .selectFrom('inviteCodes')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ role: 'alumni', usesLeft: 3 });
    expect(JSON.stringify(stored)).not.toContain(code); // kept hashed

    expect((await cli('invite', '--role', 'admin')).code).toBe(2);
    expect((await cli('invite', '--role', 'member', '--uses', '0')).code).toBe(2);

    const unknown = await cli('officer', '--email', 'nobody@example.com', '--grant');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('There is no account with the email nobody@example.com.');
    expect((await cli('move-to-alumni', '--email', 'nobody@example.com')).code).toBe(2);
  });
});
