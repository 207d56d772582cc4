// A table with an owner is queried only by its owner's folder (docs/architecture.md#server-server):
// every select, insert, update and delete of it, and every join to it, is a function of that folder,
// which the others call; a query of another table that needs a person's name beside its rows asks
// core/users for it (`ofAccount`) instead of joining `users` itself. So the rules that go with a
// table's rows (a write marks the accounts data as changed, an ended account is nobody's) are
// written once. The migrations, the schema, the demo chapter and the tests may still name any table,
// and so does the officers' archive (features/officer/export/archive.ts), which copies every table
// as it is through its list of them, not by name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Each owned table (as Kysely names it) and the folder whose files alone may query it. */
export const tableOwners: Readonly<Record<string, string>> = {
  users: 'server/core/users/',
  // Tables one folder already queried alone: kept so.
  rateLimits: 'server/core/rate-limit/',
  semesters: 'server/core/attendance/',
  requirements: 'server/core/attendance/',
  auditCounts: 'server/core/audit/',
  dataAccess: 'server/core/privacy/',
  contentPictures: 'server/core/media/',
  newsletterIssues: 'server/core/newsletter/',
  newsletterIssuePages: 'server/core/newsletter/',
  newsletterSends: 'server/features/officer/mail/',
  merchOrders: 'server/features/merch/',
  eventSeries: 'server/core/calendar/',
  dataVersions: 'server/db/data-versions.ts',
  paymentAttempts: 'server/core/payments/',
  paymentEvents: 'server/core/payments/',
  paymentRefunds: 'server/core/payments/',
  paymentUnmatched: 'server/core/payments/',
  recruitmentPeriods: 'server/core/recruitment/',
  prospects: 'server/core/recruitment/',
  prospectLinks: 'server/core/recruitment/',
  prospectCheckIns: 'server/core/recruitment/',
  prospectNotes: 'server/core/recruitment/',
  prospectNoteEdits: 'server/core/recruitment/',
  recruitmentBallots: 'server/core/recruitment/',
  recruitmentBallotElectors: 'server/core/recruitment/',
  recruitmentBallotTallies: 'server/core/recruitment/',
  recruitmentBallotVoters: 'server/core/recruitment/',
  recruitmentDeletions: 'server/core/recruitment/',
};

/** Files that may name any table: what makes the tables, fills a demo chapter, or tests. */
const mayNameAny = (file: string) =>
  file.startsWith('server/db/migrations/') ||
  file === 'server/db/schema.ts' ||
  file.startsWith('server/demo/') ||
  file.startsWith('server/test/') ||
  file.endsWith('.test.ts');

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where `source` names `table` in a query, by line: Kysely's calls that take a table
 * (`selectFrom('users')`, `innerJoin('users as maker', …)`, `selectFrom(['users', …])`), a column
 * of it (`'users.name'`, `sql.ref('users.name')`) and the table in raw SQL (`from users`,
 * `users.profile_picture`).
 */
export function namings(source: string, table: string): number[] {
  const name = escape(table);
  const raw = `(?:${name}|${escape(snakeCase(table))})`;
  const patterns = [
    new RegExp(
      String.raw`\b(?:selectFrom|updateTable|insertInto|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral)\(\s*\[?\s*['"\x60]${name}(?:\s+as\s+\w+)?['"\x60]`,
      'g',
    ),
    new RegExp(String.raw`['"\x60]${name}\.\w+(?:\s+as\s+\w+)?['"\x60]`, 'g'),
    new RegExp(String.raw`\bsql\.(?:table|id)\(\s*['"\x60]${name}['"\x60]`, 'g'),
  ];
  const offsets = patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match.index),
  );
  // Raw SQL: inside each sql`…` template, the table after FROM, JOIN, UPDATE or INTO, or a column.
  const inSql = new RegExp(
    String.raw`\b(?:from|join|update|into)\s+"?${raw}"?\b|\b${raw}\.[a-z_]+\b`,
    'gi',
  );
  for (const template of source.matchAll(/\bsql(?:<[^`]*?>)?`([^`]*)`/g)) {
    const start = template.index + template[0].indexOf('`') + 1;
    for (const match of template[1]!.matchAll(inSql)) offsets.push(start + match.index);
  }
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  return [...new Set(offsets.map(lineOf))].toSorted((a, b) => a - b);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = sourceFiles(path.join(repoRoot, 'server'))
  .map((full) => path.relative(repoRoot, full).split(path.sep).join('/'))
  .filter((file) => !mayNameAny(file))
  .map((file) => ({ file, source: readFileSync(path.join(repoRoot, file), 'utf8') }));

describe('a table with an owner', () => {
  it.each(Object.entries(tableOwners))('%s is queried only in %s', (table, owner) => {
    const inOwner = files.filter(({ file }) => file.startsWith(owner));
    // The scan finds the owner's own queries, so an empty list below means something.
    expect(inOwner.some(({ source }) => namings(source, table).length > 0)).toBe(true);
    const elsewhere = files
      .filter(({ file }) => !file.startsWith(owner))
      .flatMap(({ file, source }) => namings(source, table).map((line) => `${file}:${line}`));
    expect(elsewhere).toEqual([]);
  });

  it('is found however the query names it', () => {
    const source = [
      "db.selectFrom('users').selectAll()",
      "  .innerJoin('users as maker', 'maker.id', 'x.makerId')",
      "  .select(['users.name', 'rsvps.createdAt'])",
      'sql`select 1 from users where users.ended_at is null`',
      "db.selectFrom(['users', 'terms'])",
      "  .where(sql.ref('users.mailOff'), '=', '')",
      'db',
      '  .updateTable(',
      "    'users',",
      '  )',
    ].join('\n');
    expect(namings(source, 'users')).toEqual([1, 2, 3, 4, 5, 6, 8]);
  });

  it('is not found in words that only look like it', () => {
    const source = [
      "const users = await listAccounts(db); // the users' names",
      "db.selectFrom('usersArchive').select('usersArchive.id')",
      "expect(rows).toEqual(['users'])",
      'sql`select name from user_rows`',
      "db.selectFrom('recoveryCodes').where('userId', '=', id)",
    ].join('\n');
    expect(namings(source, 'users')).toEqual([]);
  });
});
