// `npm run mutations`: proves that the tests guard what they claim to. Each mutation below is a
// small, plausible mistake (a limit lowered, a check removed, a lifetime multiplied); it is made in
// a scratch checkout of the last commit (so the working tree is never touched), the named tests
// are run, and they must fail. Survivors are listed and the command exits non-zero.
//   node scripts/mutations.ts [--only <name substring>]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface Mutation {
  name: string;
  file: string;
  /** The exact text to change (must occur once), and what it becomes. */
  from: string;
  to: string;
  /** Test files that must fail with the change. */
  tests: string[];
  /** Only the tests whose names match (vitest -t), to be quick. */
  filter?: string;
}

const repo = path.resolve(import.meta.dirname, '..');
const auth = 'server/features/auth';

export const mutations: Mutation[] = [
  {
    name: 'a device cookie is trusted for any account',
    file: `${auth}/session-repository.ts`,
    from: `    .where('tokenHash', '=', tokenHash)\n    .where('userId', '=', userId)\n`,
    to: `    .where('tokenHash', '=', tokenHash)\n`,
    tests: [`${auth}/limits.test.ts`],
    filter: 'owner',
  },
  {
    name: 'the per-address login limit lowered from 30 to 3',
    file: 'server/lib/rate-limit/rules.ts',
    from: `'login-failures',\n      30,`,
    to: `'login-failures',\n      3,`,
    tests: ['server/lib/rate-limit/rules.test.ts'],
  },
  {
    name: 'the per-address ceiling of verify removed',
    file: `${auth}/routes.ts`,
    from: '...limited(ceilings.verify),',
    to: '',
    tests: [`${auth}/limits.test.ts`],
    filter: 'ceiling',
  },
  {
    name: 'the per-address ceiling of resend-code removed',
    file: `${auth}/routes.ts`,
    from: '...limited(ceilings.resend),',
    to: '',
    tests: [`${auth}/limits.test.ts`],
    filter: 'ceiling',
  },
  {
    name: 'the per-address ceiling of forgot-password removed',
    file: `${auth}/routes.ts`,
    from: '...limited(ceilings.forgot),',
    to: '',
    tests: [`${auth}/limits.test.ts`],
    filter: 'ceiling',
  },
  {
    name: 'the per-address ceiling of reset-password removed',
    file: `${auth}/routes.ts`,
    from: '...limited(ceilings.reset),',
    to: '',
    tests: [`${auth}/limits.test.ts`],
    filter: 'ceiling',
  },
  {
    name: 'wrong verification codes no longer counted per address',
    file: `${auth}/service.ts`,
    from: '[[rules.verify.wrongCodesPerAddress, client]]',
    to: '[]',
    tests: [`${auth}/limits.test.ts`],
    filter: 'verification codes after 20',
  },
  {
    name: 'wrong reset links no longer counted per address',
    file: `${auth}/service.ts`,
    from: '[[rules.resetPassword.wrongLinksPerAddress, client]]',
    to: '[]',
    tests: [`${auth}/limits.test.ts`],
    filter: 'reset links after 10',
  },
  {
    name: 'the password minimum lowered from 8 to 6',
    file: 'contract/limits.ts',
    from: 'password: { minLength: 8,',
    to: 'password: { minLength: 6,',
    tests: ['contract/limits.test.ts', `${auth}/routes.test.ts`],
    filter: 'exactly|documented',
  },
  {
    name: 'the password length check turned from >= into >',
    file: 'contract/password-rules.ts',
    from: 'p.length >= limits.password.minLength',
    to: 'p.length > limits.password.minLength',
    tests: ['contract/limits.test.ts', `${auth}/routes.test.ts`],
    filter: 'exactly|minimum length',
  },
  {
    name: 'the verification code lives 100 times longer',
    file: `${auth}/service.ts`,
    from: 'minutesFromNow(limits.auth.verificationCodeMinutes)',
    to: 'minutesFromNow(limits.auth.verificationCodeMinutes * 100)',
    tests: [`${auth}/lifetimes.test.ts`],
  },
  {
    name: 'the reset link lives 100 times longer',
    file: `${auth}/service.ts`,
    from: 'minutesFromNow(limits.auth.resetLinkMinutes)',
    to: 'minutesFromNow(limits.auth.resetLinkMinutes * 100)',
    tests: [`${auth}/lifetimes.test.ts`],
  },
  {
    name: 'the session lives 100 times longer',
    file: `${auth}/sessions.ts`,
    from: 'const sessionMs = limits.auth.sessionDays * 86_400_000;',
    to: 'const sessionMs = limits.auth.sessionDays * 86_400_000 * 100;',
    tests: [`${auth}/lifetimes.test.ts`],
  },
  {
    name: 'the newsletter confirmation lives 100 times longer',
    file: 'server/features/newsletter/service.ts',
    from: 'limits.newsletter.confirmationValidDays * 86_400_000',
    to: 'limits.newsletter.confirmationValidDays * 86_400_000 * 100',
    tests: [`${auth}/lifetimes.test.ts`],
  },
  {
    name: 'the one-click unsubscribe no longer accepted from other sites',
    file: 'server/features/newsletter/routes.ts',
    from: 'config: { allowCrossSite: true },',
    to: 'config: {},',
    tests: ['server/features/newsletter/routes.test.ts'],
    filter: 'one-click',
  },
  {
    name: 'a new password leaves older reset links working',
    file: `${auth}/service.ts`,
    from: '    await repo.endResetLinks(trx, user.id, now());\n',
    to: '',
    tests: [`${auth}/routes.test.ts`],
    filter: 'older reset',
  },
  {
    name: 'API answers lose their default Cache-Control: no-store',
    file: 'server/plugins/security-headers.ts',
    from: 'reply.headers(isApi(request) ? apiHeaders : headers);',
    to: 'reply.headers(headers);',
    tests: ['server/app.test.ts'],
    filter: 'stored',
  },
  {
    name: 'requests may take as long as they like',
    file: 'server/app.ts',
    from: '    requestTimeout: requestTimeoutMs,\n',
    to: '',
    tests: ['server/app.test.ts'],
    filter: 'trickled',
  },
  {
    name: 'a malformed multipart body answers 500',
    file: 'server/features/media/upload.ts',
    from: "    throw new HttpError(400, 'bad_request', messages.malformed);",
    to: '    throw error;',
    tests: ['server/features/profile/routes.test.ts'],
    filter: 'malformed multipart',
  },
  {
    name: 'bidi overrides allowed in free text',
    file: 'contract/text.ts',
    from: '\\u202A-\\u202E',
    to: '',
    tests: ['contract/text.test.ts', 'server/features/profile/routes.test.ts'],
  },
  {
    name: 'the CSRF check reads the raw URL',
    file: 'server/plugins/csrf.ts',
    from: 'const route = request.routeOptions.url;',
    to: 'const route = request.url;',
    tests: [`${auth}/routes.test.ts`],
    filter: 'routed path',
  },
  {
    name: 'the session is looked up by the raw URL',
    file: `${auth}/sessions.ts`,
    from: 'const route = request.routeOptions.url;',
    to: 'const route = request.url;',
    tests: [`${auth}/routes.test.ts`],
    filter: 'routed path',
  },
  {
    name: 'uploads are not limited per account',
    file: 'server/features/profile/routes.ts',
    from: 'app.enforceRateLimit(request, rateLimits.uploads.perAccount, request.session!.userId)',
    to: 'undefined',
    tests: ['server/features/profile/routes.test.ts'],
    filter: '30 uploads',
  },
  {
    name: 'unused uploads pile up',
    file: 'server/features/profile/service.ts',
    from: '  await media.trimUnattached(db, ownerId, limits.upload.unattachedPerOwner);\n',
    to: '',
    tests: ['server/features/profile/routes.test.ts'],
    filter: 'at most 5',
  },
  {
    name: 'the directory is kept whatever the accounts version',
    file: 'server/features/members/routes.ts',
    from: 'directory.get(accounts)',
    to: 'directory.get(0)',
    tests: ['server/features/member-area.test.ts'],
    filter: 'next request',
  },
  {
    name: 'remembered sessions are used whatever the versions',
    file: `${auth}/sessions.ts`,
    from: 'cache.find(token, `${versions.accounts}.${versions.sessions}`)',
    to: "cache.find(token, 'any')",
    tests: ['server/features/member-area.test.ts'],
    filter: 'ended it',
  },
  // Issue 17: content, calendar feeds, import and export; limits and logs.
  {
    name: 'a content save with If-Match: * overwrites whatever is published',
    file: 'server/features/content/service.ts',
    from: "(currentId) => ids !== '*' && ids.includes(currentId),",
    to: "(currentId) => ids === '*' || ids.includes(currentId),",
    tests: ['server/features/content/content.test.ts'],
    filter: 'name the version it edits',
  },
  {
    name: 'a one-line content field accepts line breaks',
    file: 'contract/content.ts',
    from: 'const line = z.string().trim().min(1).superRefine(textRule({}));',
    to: 'const line = z.string().trim().min(1).superRefine(textRule({ multiline: true }));',
    tests: ['contract/content.test.ts', 'server/features/content/content.test.ts'],
    filter: 'one-line field',
  },
  {
    name: 'a content document of any depth is walked (and overflows the stack)',
    file: 'server/content-loader.ts',
    from: 'if (depth > maxDepth) return',
    to: 'if (depth > Infinity) return',
    tests: ['server/features/content/content.test.ts'],
    filter: '256 kB',
  },
  {
    name: 'the import writes rows without checking them',
    file: 'server/features/export/archive.ts',
    from: '      if (!result.success) throw rowProblem(table, index, row, result.error.issues[0]!);\n',
    to: '',
    tests: ['server/features/export/archive.test.ts'],
    filter: 'one bad row',
  },
  {
    name: 'the import unpacks a zip entry whatever its size',
    file: 'server/features/export/archive.ts',
    from: 'if (size > maxEntryBytes) {',
    to: 'if (size > Infinity) {',
    tests: ['server/features/export/archive.test.ts'],
    filter: '64 MiB',
  },
  {
    name: 'the calendar feed writes the calendar’s name raw',
    file: 'server/features/calendar-feed/ics.ts',
    from: 'name: verbatim(feed.name),',
    to: 'name: feed.name,',
    tests: ['server/features/calendar-feed/ics.test.ts'],
    filter: 'whatever the data holds',
  },
  {
    name: 'every page carries every changed content document',
    file: 'server/lib/page-renderer.ts',
    from: 'Object.entries(differing).filter(([name]) => shown.has(name)),',
    to: 'Object.entries(differing),',
    tests: ['server/lib/page-renderer.test.ts'],
    filter: 'pageEntries',
  },
  {
    name: 'the officers’ export leaves out whether a gift was voided',
    file: 'server/features/export/officer-export.ts',
    from: '        voided: yesNo(d.voidedAt !== null),\n',
    to: '',
    tests: ['server/features/officers/officers.test.ts'],
    filter: 'voided gift',
  },
  {
    name: 'the officers’ export lists every newsletter address',
    file: 'server/features/export/repository.ts',
    from: ".where('status', '=', 'active')",
    to: '',
    tests: ['server/features/officers/officers.test.ts'],
    filter: 'confirmed, active',
  },
  {
    name: 'a gift may be dated after the chapter’s today',
    file: 'contract/api/treasury.ts',
    from: 'if (date > day)',
    to: "if (date > '2999-12-31')",
    tests: ['server/features/officer-treasury/treasury.test.ts'],
    filter: 'own day',
  },
  {
    name: 'a second newsletter of the same subject goes out without asking',
    file: 'server/features/officer-communications/service.ts',
    from: 'if (!input.confirmDuplicate) {',
    to: 'if (input.confirmDuplicate === false) {',
    tests: ['server/features/officer-communications/sending.test.ts'],
    filter: 'duplicate_send',
  },
  {
    name: 'the buyer’s order email greets the name typed into the form',
    file: 'server/features/merch/emails.ts',
    from: 'paragraphs: [`The chapter received your order request ${order.id}:`],',
    to: 'paragraphs: [`Hello ${order.name}, the chapter received your order request ${order.id}:`],',
    tests: ['server/features/merch/routes.test.ts'],
    filter: 'stranger',
  },
  {
    name: 'the store takes any number of orders a day',
    file: 'server/features/merch/service.ts',
    from: 'if (!today.allowed)',
    to: 'if (today.count < 0)',
    tests: ['server/features/merch/routes.test.ts'],
    filter: '50 order requests',
  },
  {
    name: 'TRUST_PROXY ranges that add up to every address are taken',
    file: 'server/lib/trusted-proxies.ts',
    from: 'if (covers(v4Seen, lastV4) || covers(v6Seen, (1n << v6Bits) - 1n))',
    to: 'if (covers(v4Seen.slice(0, 1), lastV4))',
    tests: ['server/lib/trusted-proxies.test.ts'],
    filter: 'every address',
  },
  {
    name: 'invite codes are written to the request log',
    file: 'server/app.ts',
    from: '(?:token|code|invite)',
    to: '(?:token|code)',
    tests: ['server/app.test.ts'],
    filter: 'invite codes',
  },
  {
    name: 'an API address with an empty segment reaches the build’s files (403)',
    file: 'server/plugins/web-app.ts',
    from: "if (request.routeOptions.url === '/*' &&",
    to: 'if (false &&',
    tests: ['server/app.test.ts'],
    filter: 'unknown API paths',
  },
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const chosen = mutations.filter((mutation) => !values.only || mutation.name.includes(values.only));

// A scratch checkout of HEAD beside the project (so ../shared and the same node_modules work).
const scratch = mkdtempSync(path.join(tmpdir(), 'chapter-mutations-'));
const root = path.join(scratch, 'main');
execFileSync('git', ['worktree', 'add', '--detach', root, 'HEAD'], { cwd: repo, stdio: 'ignore' });
symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
process.on('exit', () => {
  execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: repo, stdio: 'ignore' });
  rmSync(scratch, { recursive: true, force: true });
});

const survivors: string[] = [];
for (const mutation of chosen) {
  const file = path.join(root, mutation.file);
  const original = readFileSync(file, 'utf8');
  const occurrences = original.split(mutation.from).length - 1;
  if (occurrences !== 1) {
    survivors.push(
      `${mutation.name}: the text to change occurs ${occurrences} times in ${mutation.file}`,
    );
    continue;
  }
  writeFileSync(file, original.replace(mutation.from, mutation.to));
  try {
    const started = performance.now();
    const filter = mutation.filter ? ['-t', mutation.filter] : [];
    const run = spawnSync('npx', ['vitest', 'run', ...mutation.tests, ...filter], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const failed = run.status !== 0;
    console.log(`${failed ? 'caught  ' : 'SURVIVED'} ${mutation.name} (${seconds} s)`);
    if (!failed) survivors.push(mutation.name);
  } finally {
    writeFileSync(file, original);
  }
}

if (survivors.length > 0) {
  console.error(`\nNot caught by the tests:\n  - ${survivors.join('\n  - ')}`);
  process.exit(1);
}
console.log(`\nEvery one of the ${chosen.length} mutations was caught.`);
