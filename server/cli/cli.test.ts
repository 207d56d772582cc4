// The officers' command-line tools, run as a webmaster runs them (a child process on the configured
// database), on SQLite and on PostgreSQL: what they print, what they store, and what they refuse.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, sqliteFileIn, type OpenDatabase } from '../db/database.ts';
import { statSync, writeFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { exportArchive } from '../features/officer/export/archive.ts';
import { areas } from '../../contract/api/officer.ts';
import { localDate } from '../../contract/event-dates.ts';
import { recordDonation } from '../core/donations/repository.ts';
import { insertMedia } from '../core/media/repository.ts';
import { insertIssue } from '../core/newsletter/issue-repository.ts';
import { findUserByEmail, insertUser } from '../core/users/repository.ts';
import { newUserRow } from '../core/users/user-rows.ts';
import { totpCode } from '../lib/totp.ts';
import {
  createAccount,
  createOfficer,
  goodPassword,
  post,
  turnOnTwoFactor,
} from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '../test/database.ts';

const run = promisify(execFile);
/** The chapter's day (content/chapter.json) `offsetMs` from now. */
const chapterDay = (offsetMs: number) => localDate(Date.now() + offsetMs, 'America/Chicago');
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

function cli(script: string, ...args: string[]): Promise<CliResult> {
  return cliOn(testDatabase, script, ...args);
}

/** Runs a command-line tool against `database`, as a webmaster runs it. */
async function cliOn(
  database: TestDatabase,
  script: string,
  ...args: string[]
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(root, 'server', 'cli', `${script}.ts`), ...args],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.databaseUrl ?? '',
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
    expect(gift).toMatchObject({
      amountCents: 1250,
      donorName: 'Jonah Whitfield',
      donatedOn: chapterDay(0),
    });
    expect(gift.recordedBy).toMatch(/^command line \(.+\)$/);
  });

  // Refused before the database is opened: on SQLite only (decision 020).
  it.skipIf(onPostgres).each([
    [['--initiative', 'Yacht Fund', '--amount', '50'], 'The initiative must be one of'],
    [['--initiative', 'Pool Table', '--amount', '0'], 'more than $0'],
    [['--initiative', 'Pool Table', '--amount=-5'], 'in dollars'],
    [['--initiative', 'Pool Table', '--amount', '100001'], 'Check the amount'],
    [['--initiative', 'Pool Table', '--amount', '50', '--date', '2026-13-01'], 'YYYY-MM-DD'],
    [['--initiative', 'Pool Table', '--amount', '1,0,0'], 'in dollars'],
    [
      ['--initiative', 'Pool Table', '--amount', '50', '--date', chapterDay(86_400_000)],
      'The date cannot be after today',
    ],
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
  it('adds an event, lists it, and removes it', { timeout: 60_000 }, async () => {
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

    // The same rules and the same log as the officer console.
    const [entry] = await open.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'calendar event added')
      .where('targetId', '=', id)
      .execute();
    expect(entry!.actorLabel).toMatch(/^command line \(.+\)$/);
    expect(entry!.actorId).toBeNull();

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
    expect(
      await open.db
        .selectFrom('auditLog')
        .select('action')
        .where('targetId', '=', id)
        .orderBy('at')
        .execute(),
    ).toEqual([{ action: 'calendar event added' }, { action: 'calendar event removed' }]);
  });

  // Refused before the database is opened: on SQLite only (decision 020).
  it.skipIf(onPostgres).each([
    [['--add', '--date', '14/02/2027', '--title', 'Meeting'], 'YYYY-MM-DD'],
    [['--add', '--date', '2027-02-14', '--title', 'x'.repeat(121)], 'at most 120'],
    [['--add', '--list'], 'Say one of'],
    [['--add', '--date', '2026-02-30', '--title', 'Meeting'], 'YYYY-MM-DD'],
    [['--add', '--date', '2027-02-14', '--title', 'Meeting', '--time', 'after dinner'], '7:00 PM'],
  ])('refuses %j and stores nothing', async (args, message) => {
    const result = await cli('event', ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect((await cli('event', '--list')).stdout.trim()).toBe('No events.');
  });
});

describe('account commands', () => {
  it(
    'invite prints a working code as its last line; officer and move-to-alumni change one account',
    { timeout: 60_000 },
    async () => {
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

      // The printed code works: two brothers sign up with it (as the alumni it was made for).
      const app = await createTestApp({ sameDatabaseAs: { database: testDatabase } });
      try {
        const [first, second] = [
          `first.${Date.now()}@example.com`,
          `second.${Date.now()}@example.com`,
        ];
        for (const email of [first, second]) {
          const signup = await post(app, '/api/auth/signup', {
            name: 'Invited Brother',
            email,
            password: goodPassword,
            inviteCode: code,
          });
          expect(signup.statusCode).toBe(200);
        }
        const roles = async () =>
          Object.fromEntries(
            (
              await open.db
                .selectFrom('users')
                .select(['email', 'role', 'isOfficer'])
                .where('email', 'in', [first, second])
                .execute()
            ).map((user) => [user.email, [user.role, user.isOfficer]]),
          );
        expect(await roles()).toEqual({ [first]: ['alumni', 0], [second]: ['alumni', 0] });
        // officer changes exactly the one account it names.
        expect((await cli('officer', '--email', first, '--grant')).code).toBe(0);
        expect(await roles()).toEqual({ [first]: ['alumni', 1], [second]: ['alumni', 0] });
        expect((await cli('officer', '--email', first, '--revoke')).code).toBe(0);
        expect(await roles()).toEqual({ [first]: ['alumni', 0], [second]: ['alumni', 0] });
        // A disabled (or ended) account is never given the console, even by the command line.
        await open.db
          .updateTable('users')
          .set({ disabledAt: new Date().toISOString() })
          .where('email', '=', second)
          .execute();
        const refused = await cli('officer', '--email', second, '--grant');
        expect(refused.code).toBe(2);
        expect(refused.stderr).toContain('cannot be given the console');
        expect(await roles()).toEqual({ [first]: ['alumni', 0], [second]: ['alumni', 0] });
      } finally {
        await app.close();
      }

      const unknown = await cli('officer', '--email', 'nobody@example.com', '--grant');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('There is no account with the email nobody@example.com.');
      expect((await cli('move-to-alumni', '--email', 'nobody@example.com')).code).toBe(2);
    },
  );
});

describe('npm run officer -- --reset-two-factor', () => {
  it(
    'turns an account’s two-factor off, audited as the command line, and emails the account',
    { timeout: 60_000 },
    async () => {
      const app = await createTestApp({ sameDatabaseAs: { database: testDatabase } });
      try {
        const brother = await createAccount(app, { name: 'Phoneless Brother' });
        const refusedOff = await cli('officer', '--email', brother.email, '--reset-two-factor');
        expect(refusedOff.code).toBe(2);
        expect(refusedOff.stderr).toContain('Two-factor authentication is not on');
        await turnOnTwoFactor(app, brother);
        const both = await cli(
          'officer',
          '--email',
          brother.email,
          '--grant',
          '--reset-two-factor',
        );
        expect(both.code).toBe(2);

        const reset = await cli('officer', '--email', brother.email, '--reset-two-factor');
        expect(reset.stderr).toBe('');
        expect(reset.code).toBe(0);
        expect(reset.stdout).toContain(`Two-factor authentication is off for ${brother.email}`);
        const user = (await findUserByEmail(open.db, brother.email))!;
        expect(user.twoFactorEnabledAt).toBeNull();
        expect(user.twoFactorSecret).toBeNull();
        const entry = await open.db
          .selectFrom('auditLog')
          .selectAll()
          .where('action', '=', 'two-factor reset')
          .where('targetId', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(entry.actorLabel).toMatch(/^command line \(/);
        const mail = await open.db
          .selectFrom('outbox')
          .selectAll()
          .where('toAddress', '=', brother.email)
          .where('subject', '=', 'Your two-factor authentication was reset by an officer')
          .executeTakeFirstOrThrow();
        expect(mail.textBody).toContain('A chapter officer reset two-factor authentication');
        // His password alone logs him in again.
        const login = await post(app, '/api/auth/login', {
          email: brother.email,
          password: goodPassword,
        });
        expect(login.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    },
  );
});

describe('the audit log of the command line', () => {
  it(
    'records officer grants, invites and moves as done by the command line',
    { timeout: 60_000 },
    async () => {
      const app = await createTestApp({ sameDatabaseAs: { database: testDatabase } });
      try {
        const brother = await createAccount(app, { name: 'Logged Brother' });
        const graduate = await createAccount(app, { name: 'Logged Graduate' });
        expect((await cli('officer', '--email', brother.email, '--grant')).code).toBe(0);
        expect((await cli('move-to-alumni', '--email', graduate.email)).code).toBe(0);
        expect((await cli('invite', '--role', 'member')).code).toBe(0);
        const entries = await open.db
          .selectFrom('auditLog')
          .selectAll()
          .where('actorLabel', 'like', 'command line (%')
          .orderBy('at')
          .execute();
        expect(entries.slice(-3).map((e) => [e.action, e.actorId])).toEqual([
          ['officer granted', null],
          ['account moved to alumni', null],
          ['invite created', null],
        ]);
        const granted = (await findUserByEmail(open.db, brother.email))!;
        expect(granted.areas).toBe(areas.join(','));
        // The last holder of `accounts` cannot be revoked, even from the command line.
        const refused = await cli('officer', '--email', brother.email, '--revoke');
        expect(refused.code).toBe(2);
        expect(refused.stderr).toContain('last officer who can manage accounts');
        // Nor moved to the alumni side, which ends his officer access.
        const unmoved = await cli('move-to-alumni', '--email', brother.email);
        expect(unmoved.code).toBe(2);
        expect(unmoved.stderr).toContain('This would leave nobody who can manage accounts.');
        expect((await findUserByEmail(open.db, brother.email))!.role).toBe('member');
      } finally {
        await app.close();
      }
    },
  );

  it(
    "move-to-alumni ends an officer's terms, access and position in its audited change",
    { timeout: 60_000 },
    async () => {
      const app = await createTestApp({ sameDatabaseAs: { database: testDatabase } });
      try {
        await createOfficer(app, areas, { name: 'Staying Chief' });
        const president = await createOfficer(app, ['accounts', 'calendar'], {
          name: 'Graduating President',
          title: `President ${Date.now()}`,
        });
        const moved = await cli('move-to-alumni', '--email', president.email);
        expect(moved.code).toBe(0);
        expect(moved.stdout).toContain(`(${president.email}) is now an alumnus.`);
        const row = (await findUserByEmail(open.db, president.email))!;
        expect([row.role, row.isOfficer, row.areas, row.position]).toEqual(['alumni', 0, '', null]);
        const entry = await open.db
          .selectFrom('auditLog')
          .selectAll()
          .where('targetId', '=', president.id)
          .orderBy('at', 'desc')
          .executeTakeFirstOrThrow();
        expect(entry.actorLabel).toMatch(/^command line \(/);
        expect(entry.action).toBe('account moved to alumni');
        expect(JSON.parse(entry.details).termsEnded).toEqual([expect.stringMatching(/^President/)]);
      } finally {
        await app.close();
      }
    },
  );

  it(
    'move-to-alumni --class moves every member of a class at once, and refuses a bad class',
    { timeout: 60_000 },
    async () => {
      const app = await createTestApp({ sameDatabaseAs: { database: testDatabase } });
      try {
        await createOfficer(app, areas, { name: 'Class Chief' });
        const year = 2090;
        // Plain rows (the command reads the class, not how the accounts were made).
        const member = (name: string, graduationYear: number) => {
          const row = newUserRow({
            name,
            email: `${name.toLowerCase().replace(' ', '.')}.${Date.now()}@example.com`,
            passwordHash: '!no-password',
            role: 'member',
            graduationYear,
            verifiedAt: new Date().toISOString(),
          });
          return insertUser(open.db, row).then(() => ({ email: row.email }));
        };
        const seniors = [];
        for (const name of ['Senior One', 'Senior Two', 'Senior Three'])
          seniors.push(await member(name, year));
        const junior = await member('Junior Member', year + 1);
        const bad = await cli('move-to-alumni', '--class', '20x6');
        expect(bad.code).toBe(2);
        expect(bad.stderr).toContain('--class is a graduation year, like 2026.');
        const moved = await cli('move-to-alumni', '--class', String(year));
        expect(moved.code).toBe(0);
        expect(moved.stdout).toContain('3 members moved to the alumni side');
        for (const senior of seniors)
          expect((await findUserByEmail(open.db, senior.email))!.role).toBe('alumni');
        expect((await findUserByEmail(open.db, junior.email))!.role).toBe('member');
        const welcomes = await open.db
          .selectFrom('outbox')
          .select('toAddress')
          .where('subject', 'like', 'Welcome to the alumni chapter%')
          .where(
            'toAddress',
            'in',
            seniors.map((senior) => senior.email),
          )
          .execute();
        expect(welcomes).toHaveLength(3);
      } finally {
        await app.close();
      }
    },
  );
});

describe('npm run export and npm run import', () => {
  it(
    'move a chapter to an empty database: the same accounts log in with their old passwords',
    { timeout: 90_000 },
    async () => {
      const source = await createTestApp();
      const target = await createTestDatabase();
      const archive = path.join(source.database.dataDir, 'chapter.zip');
      try {
        const brother = await createAccount(source, { name: 'Moving Brother' });
        const officer = await createOfficer(source, ['accounts'], { name: 'Moving Officer' });
        const { secret } = await turnOnTwoFactor(source, officer);
        await recordDonation(source.app.db, {
          initiative: 'Pool Table',
          amountCents: 2500,
          donorName: 'A Donor',
          donatedOn: '2026-10-01',
          note: null,
          recordedBy: 'test',
        });
        // A newsletter issue, its page pictures with it.
        const pageId = randomUUID();
        await insertMedia(source.app.db, {
          id: pageId,
          ownerId: officer.id,
          contentType: 'image/webp',
          bytes: new Uint8Array([82, 73, 70, 70]),
          width: 10,
          height: 14,
          attachedAt: new Date().toISOString(),
        });
        const issueId = randomUUID();
        await insertIssue(
          source.app.db,
          {
            id: issueId,
            title: 'Moved issue',
            issueDate: '2026-10-01',
            createdBy: 'test',
            createdAt: new Date().toISOString(),
          },
          [{ issueId, position: 1, previewMediaId: pageId, fullMediaId: pageId }],
        );
        const exported = await cliOn(source.database, 'export', '--out', archive);
        expect(exported.code).toBe(0);
        expect(statSync(archive).mode & 0o777).toBe(0o600);

        const imported = await cliOn(target, 'import', '--in', archive);
        expect(imported.stderr).toBe('');
        expect(imported.code).toBe(0);
        const moved = await createTestApp({ sameDatabaseAs: { database: target } });
        try {
          const login = await post(moved, '/api/auth/login', {
            email: brother.email,
            password: goodPassword,
          });
          expect(login.statusCode).toBe(200);
          // Two-factor moved too: the old secret's codes work.
          const officerLogin = await post(moved, '/api/auth/login', {
            email: officer.email,
            password: goodPassword,
            code: totpCode(secret, Date.now() + 30_000),
          });
          expect(officerLogin.statusCode).toBe(200);
          const totals = (await moved.app.inject('/api/donations/totals')).json().totals;
          expect(totals['Pool Table']).toBe(25);
          const [issue] = (await moved.app.inject('/api/newsletter/issues')).json().issues;
          expect(issue).toMatchObject({ title: 'Moved issue', date: '2026-10-01' });
          expect((await moved.app.inject(issue.pages[0].full)).statusCode).toBe(200);
          // A chapter is there now: a second import is refused, unless told to replace it.
          const again = await cliOn(target, 'import', '--in', archive);
          expect(again.code).toBe(2);
          expect(again.stderr).toContain('already holds a chapter');
          expect((await cliOn(target, 'import', '--in', archive, '--replace')).code).toBe(0);
        } finally {
          await moved.close();
        }
      } finally {
        await source.close();
        await target.drop();
      }
    },
  );

  it('refuses a file that is not an archive', async () => {
    const target = await createTestDatabase();
    try {
      const bogus = path.join(target.dataDir, 'bogus.zip');
      writeFileSync(bogus, 'not a zip');
      const result = await cliOn(target, 'import', '--in', bogus);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe('This is not a chapter archive (no manifest.json).\n');
    } finally {
      await target.drop();
    }
  });

  it(
    'refuses an archive with one bad row in one line, exit code 1, no stack trace, importing nothing',
    {
      timeout: 60_000,
    },
    async () => {
      const source = await createTestApp();
      const target = await createTestDatabase();
      try {
        await createAccount(source, { name: 'Bad Row' });
        const files = unzipSync(await exportArchive(source.app.db, source.app.dbEngine));
        const users = JSON.parse(strFromU8(files['tables/users.json']!)) as Record<
          string,
          unknown
        >[];
        users[0]!.name = 'Bad\r\nRow';
        files['tables/users.json'] = strToU8(JSON.stringify(users));
        const bad = path.join(target.dataDir, 'bad.zip');
        writeFileSync(bad, zipSync(files));
        const result = await cliOn(target, 'import', '--in', bad);
        expect(result.code).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr.trim().split('\n')).toEqual([
          expect.stringMatching(
            /^tables\/users\.json, row 1 \(id "[0-9a-f-]{36}"\): name: The name must be on one line\. Nothing was imported\.$/,
          ),
        ]);
        const check = await createTestApp({ sameDatabaseAs: { database: target } });
        try {
          expect(await check.app.db.selectFrom('users').select('id').execute()).toEqual([]);
        } finally {
          await check.app.close();
        }
      } finally {
        await source.close();
        await target.drop();
      }
    },
  );
});
