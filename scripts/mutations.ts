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
  {
    name: 'moving to alumni keeps the chapter position',
    file: 'server/features/officer-accounts/account-changes.ts',
    from: '  else if (movesToAlumni) changes.position = null;\n',
    to: '',
    tests: ['server/features/officer-accounts/accounts.test.ts'],
    filter: 'ends his officer access',
  },
  {
    name: 'moving to alumni keeps officer access',
    file: 'server/features/officer-accounts/account-changes.ts',
    from: '  if (movesToAlumni) isOfficer = false;\n',
    to: '',
    tests: ['server/features/officer-accounts/accounts.test.ts'],
    filter: 'ends his officer access',
  },
  {
    name: 'turning the officer flag off keeps the areas',
    file: 'server/features/officer-accounts/account-changes.ts',
    from: '  if (isOfficer === false) areasList = [];\n',
    to: '  if (false) areasList = [];\n',
    tests: ['server/features/officer-accounts/accounts.test.ts'],
    filter: 'clears the areas',
  },
  {
    name: 'an officer may disable his own account',
    file: 'server/features/officer-accounts/account-changes.ts',
    from: "  if (patch.disabled === true && ownAccount) return { refused: 'disableSelf' };\n",
    to: '',
    tests: ['server/features/officer-accounts/accounts.test.ts'],
    filter: 'own account',
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
