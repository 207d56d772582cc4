// `npm run mutations`: proves that the tests guard what they claim to. Each mutation below is a
// small, plausible mistake (a limit lowered, a check removed, a lifetime multiplied); it is made in
// a scratch checkout of the last commit (so the working tree is never touched), the named tests
// are run, and they must fail. First, every mutation's text must be found exactly once (spaces and
// line breaks as the formatter may lay them out), and its tests must pass, running at least one
// test, on the unchanged code: a filter that matches nothing would "fail" every mutation (CI leaves
// this out with --after-tests: its test stage has just run them). A mutation is caught when one of
// its tests fails. Survivors and broken mutations are listed and the command exits non-zero.
//   node scripts/mutations.ts [--only <name substring>] [--after-tests]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createVitest, type Vitest } from 'vitest/node';

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
    name: 'a field its owner hid is shown to everyone',
    file: 'contract/privacy.ts',
    from: 'export const sees = (viewer: Audience, audience: Audience): boolean => !isWider(viewer, audience);',
    to: 'export const sees = (viewer: Audience, audience: Audience): boolean => true || !isWider(viewer, audience);',
    tests: ['server/features/me/privacy/privacy.test.ts'],
    filter: 'matrix',
  },
  {
    name: 'a check-in code accepted for a minute rather than 40 seconds',
    file: 'server/core/attendance/codes.ts',
    from: "back < checkIn.acceptedSteps ? 'accepted' : 'expired'",
    to: "back <= checkIn.acceptedSteps ? 'accepted' : 'expired'",
    tests: ['server/core/attendance/codes.test.ts'],
  },
  {
    name: 'an officer decides his own excuse',
    file: 'server/features/officer/excuses/routes.ts',
    from: '(await requests.findExcuse(app.db, (request.params as { id: string }).id))?.userId,',
    to: 'undefined,',
    tests: ['server/features/me/standing/standing.test.ts'],
    filter: 'decided once',
  },
  {
    name: 'an officer acts on his own record (the access layer lets his own account through)',
    file: 'server/core/officers/access.ts',
    from: 'if (id && id === self) throw',
    to: 'if (id && id === self && false) throw',
    tests: ['server/features/officer/positions/every-day.test.ts'],
    filter: 'nobody acts on his own record',
  },
  {
    name: "the offices' rules are checked on today only, not on the days after",
    file: 'server/core/offices/invariants.ts',
    from: 'if (day && day > today) days.add(day);',
    to: 'if (day && day > today && false) days.add(day);',
    tests: ['server/features/officer/positions/every-day.test.ts'],
    filter: 'terms and seats hold on every day',
  },
  {
    name: 'an officer may widen his own access by a side path (the invariant no longer looks)',
    file: 'server/core/offices/guard.ts',
    from: 'const [problem] = newProblems(before, after, today, actorId);',
    to: 'const [problem] = newProblems(before, after, today, null);',
    tests: ['server/features/officer/positions/offices-property.test.ts'],
  },
  {
    name: 'a device cookie is trusted for any account',
    file: 'server/core/sessions/session-repository.ts',
    from: `    .where('tokenHash', '=', tokenHash)\n    .where('userId', '=', userId)\n`,
    to: `    .where('tokenHash', '=', tokenHash)\n`,
    tests: [`${auth}/limits.test.ts`],
    filter: 'owner',
  },
  {
    name: 'the per-address login limit lowered from 30 to 3',
    file: 'server/core/rate-limit/rules.ts',
    from: `'login-failures',\n      30,`,
    to: `'login-failures',\n      3,`,
    tests: ['server/core/rate-limit/rules.test.ts'],
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
    from: '[rules.resetPassword.wrongLinksPerAddress, client],',
    to: '',
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
    file: 'server/core/users/verification.ts',
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
    file: 'server/core/sessions/sessions.ts',
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
    from: "config: { access: 'visitor', allowCrossSite: true },",
    to: "config: { access: 'visitor' },",
    tests: ['server/features/newsletter/routes.test.ts'],
    filter: 'one-click',
  },
  {
    name: 'a new password leaves older reset links working',
    file: `${auth}/service.ts`,
    from: 'await repo.endResetLinks(trx, user.id, at.toISOString());',
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
    file: 'server/core/media/upload.ts',
    from: "    throw new HttpError(400, 'bad_request', messages.malformed);",
    to: '    throw error;',
    tests: ['server/features/account/routes.test.ts'],
    filter: 'malformed multipart',
  },
  {
    name: 'bidi overrides allowed in free text',
    file: 'contract/text.ts',
    from: '\\u202A-\\u202E',
    to: '',
    tests: ['contract/text.test.ts', 'server/features/account/routes.test.ts'],
    filter: 'control character|invisible|refuses',
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
    file: 'server/core/sessions/sessions.ts',
    from: 'const route = request.routeOptions.url;',
    to: 'const route = request.url;',
    tests: [`${auth}/routes.test.ts`],
    filter: 'routed path',
  },
  {
    name: 'uploads are not limited per account',
    file: 'server/core/media/upload.ts',
    from: 'app.enforceRateLimit(request, rateLimits.uploads.perAccount, request.session!.userId)',
    to: 'undefined',
    tests: ['server/features/account/routes.test.ts'],
    filter: '30 uploads',
  },
  {
    name: 'unused uploads pile up',
    file: 'server/features/account/service.ts',
    from: '  await media.trimUnattached(db, ownerId, limits.upload.unattachedPerOwner);\n',
    to: '',
    tests: ['server/features/account/routes.test.ts'],
    filter: 'at most 5',
  },
  {
    name: 'a profile save from an older version is taken',
    file: 'server/features/account/service.ts',
    from: 'if (ifMatch !== undefined && !namesVersion(ifMatch, user)) throw staleProfile(user);',
    to: '',
    tests: ['server/features/account/profile-versions.test.ts'],
    filter: 'older version',
  },
  {
    name: 'an officer’s change or a graduation keeps the profile’s version',
    file: 'server/core/users/repository.ts',
    from: 'if (touchesProfile(changes))',
    to: 'if (changes === null)',
    tests: ['server/features/account/profile-versions.test.ts'],
    filter: 'officer',
  },
  {
    name: 'the directory is kept whatever the accounts version',
    file: 'server/features/directory/routes.ts',
    from: 'directories[viewer].get(accounts)',
    to: 'directories[viewer].get(0)',
    tests: ['server/features/member-area.test.ts'],
    filter: 'next request',
  },
  {
    name: 'remembered sessions are used whatever the versions',
    file: 'server/core/sessions/sessions.ts',
    from: 'cache.find(token, `${versions.accounts}.${versions.sessions}`)',
    to: "cache.find(token, 'any')",
    tests: ['server/features/member-area.test.ts'],
    filter: 'ended it',
  },
  {
    name: 'the PATCH of an account opened to officers of any area',
    file: 'server/features/officer/accounts/routes.ts',
    from: "app.patch(\n    '/:id',\n    {\n      config: { area: 'accounts', about: aboutParam('id') },",
    to: "app.patch(\n    '/:id',\n    {\n      config: { area: 'content', about: aboutParam('id') },",
    // The route table (docs/routes.md) pins each route's area; the access test checks it holds.
    tests: ['server/core/officers/route-access.test.ts', 'server/routes.test.ts'],
  },
  {
    name: 'voiding a gift opened to officers of any area',
    file: 'server/features/officer/donations/routes.ts',
    from: "'/:id/void',\n    {\n      config: { area: 'treasury', about: giftAccount },",
    to: "'/:id/void',\n    {\n      config: { area: 'calendar', about: giftAccount },",
    tests: ['server/core/officers/route-access.test.ts', 'server/routes.test.ts'],
  },
  {
    name: 'a session that never passed two-factor reaches the console',
    file: 'server/core/officers/access.ts',
    from: 'if (!session.twoFactorAt)',
    to: 'if (session.twoFactorAt === "never")',
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: 'belongs to the session',
  },
  {
    name: 'two-factor turned on without the password',
    file: 'server/core/users/two-factor.ts',
    from: "throw new HttpError(400, 'validation_failed', twoFactorMessages.notSetUp);\n  await confirmPassword(deps.db, user, input.password);",
    to: "throw new HttpError(400, 'validation_failed', twoFactorMessages.notSetUp);",
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: 'turns two-factor on only with the password',
  },
  {
    name: 'two-factor turned off without the password',
    file: 'server/core/users/two-factor.ts',
    from: "throw new HttpError(400, 'validation_failed', twoFactorMessages.notOn);\n  await confirmPassword(deps.db, user, input.password);",
    to: "throw new HttpError(400, 'validation_failed', twoFactorMessages.notOn);",
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: 'turns two-factor off only with the password',
  },
  {
    name: 'signing out everywhere else without the password',
    file: `${auth}/routes.ts`,
    from: 'await confirmPassword(app.db, user, request.body.password);',
    to: '',
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: 'signs out everywhere else only with the password',
  },
  {
    name: 'signing out everywhere else misses sessions that were used',
    file: 'server/core/sessions/session-repository.ts',
    from: ".where('userId', '=', userId)\n    .where('revokedAt', 'is', null);\n  if (keep)",
    to: ".where('userId', '=', userId)\n    .where('revokedAt', 'is', null)\n    .whereRef('lastSeenAt', '=', 'createdAt');\n  if (keep)",
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: 'signs out everywhere else only with the password',
  },
  {
    name: 'disabling an account keeps its sessions for when it is enabled again',
    file: 'server/core/accounts/service.ts',
    from: 'if (changes.disabledAt) await revokeSessionsOf(trx, id);',
    to: '',
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: 'disabled by an officer',
  },
  {
    name: 'wrong two-factor codes are not capped per day',
    file: 'server/core/users/two-factor.ts',
    from: '[rules.failuresPerAccountDaily, user.id],',
    to: '',
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: 'at most 30 wrong codes a day',
  },
  {
    name: 'wrong codes sent to turn two-factor off count with the login’s',
    file: 'server/core/users/two-factor.ts',
    from: "purpose === 'login' ? rateLimits.twoFactor : rateLimits.twoFactorSettings",
    to: 'rateLimits.twoFactor',
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: 'never lock the owner',
  },
  {
    name: 'every rate-limit window one minute long',
    file: 'server/core/rate-limit/counters.ts',
    from: '`${rule.bucket}:${subject}:${Math.floor(at / rule.windowMs)}`',
    to: '`${rule.bucket}:${subject}:${Math.floor(at / 60_000)}`',
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: '14 minutes into a 15-minute window',
  },
  {
    name: 'a two-factor setup older than 15 minutes can still be turned on',
    file: 'server/core/users/two-factor.ts',
    from: 'user.twoFactorPendingUntil <= at.toISOString()',
    to: 'false',
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: 'older than 15 minutes',
  },
  {
    name: 'a password change keeps the known browsers',
    file: `${auth}/service.ts`,
    from: 'await deleteTrustedDevicesOf(trx, user.id);',
    to: '',
    tests: ['server/features/auth/two-factor/account-security.test.ts'],
    filter: 'ends every known browser',
  },
  {
    name: 'a guess refused for its address still counts site-wide',
    file: 'server/core/rate-limit/guesses.ts',
    from: 'refusedBy = { rule, retryAfterSeconds: result.retryAfterSeconds };\n      break;',
    to: 'refusedBy ??= { rule, retryAfterSeconds: result.retryAfterSeconds };',
    tests: [`${auth}/limits.test.ts`],
    filter: 'flood of wrong codes',
  },
  {
    name: 'IPv6 clients counted one address at a time',
    file: 'server/lib/client-address.ts',
    from: 'if (isIPv4(ip) || !isIPv6(ip)) return ip;',
    to: 'return ip;',
    tests: [`${auth}/limits.test.ts`],
    filter: 'IPv6',
  },
  // Content, calendar feeds, import and export; limits and logs.
  {
    name: 'a content save with If-Match: * overwrites whatever is published',
    file: 'server/core/content/service.ts',
    from: "(currentId) => ids !== '*' && ids.includes(currentId),",
    to: "(currentId) => ids === '*' || ids.includes(currentId),",
    tests: ['server/features/officer/content/content.test.ts'],
    filter: 'name the version it edits',
  },
  {
    name: 'a one-line content field accepts line breaks',
    file: 'contract/content.ts',
    from: 'const line = z.string().trim().min(1).superRefine(textRule({}));',
    to: 'const line = z.string().trim().min(1).superRefine(textRule({ multiline: true }));',
    tests: ['contract/content.test.ts', 'server/features/officer/content/content.test.ts'],
    filter: 'one-line field',
  },
  {
    name: 'a content document of any depth is walked (and overflows the stack)',
    file: 'server/content-loader.ts',
    from: 'if (depth > maxDepth) return',
    to: 'if (depth > Infinity) return',
    tests: ['server/features/officer/content/content.test.ts'],
    filter: '256 kB',
  },
  {
    name: 'the import writes rows without checking them',
    file: 'server/features/officer/export/archive.ts',
    from: '    if (!result.success) throw rowProblem(file, index, row, result.error.issues[0]!);\n',
    to: '',
    tests: ['server/features/officer/export/archive.test.ts'],
    filter: 'one bad row',
  },
  {
    name: 'dues overdue never touch standing',
    file: 'server/core/attendance/standing.ts',
    from: "if (dues.required && !ended && dues.status === 'overdue') {",
    to: "if (dues.required && !ended && dues.status === 'paid') {",
    tests: ['server/features/me/standing/dues.test.ts'],
    filter: 'standing with dues',
  },
  {
    name: 'the import leaves an unbalanced posting to the database, unnamed',
    file: 'server/features/officer/export/archive.ts',
    from: 'if (sum.count < 2 || sum.cents !== 0)',
    to: 'if (sum.count < 0)',
    tests: ['server/features/officer/export/money-archive.test.ts'],
    filter: 'unbalanced posting',
  },
  {
    name: 'the import unpacks a zip entry whatever its size',
    file: 'server/features/officer/export/archive-zip.ts',
    from: 'if (size > maxEntryBytes) {',
    to: 'if (size > Infinity) {',
    tests: ['server/features/officer/export/archive.test.ts'],
    filter: '64 MiB',
  },
  {
    name: 'the calendar feed writes the calendar’s name raw',
    file: 'server/features/calendar/ics.ts',
    from: 'name: verbatim(feed.name),',
    to: 'name: feed.name,',
    tests: ['server/features/calendar/ics.test.ts'],
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
    file: 'server/features/officer/export/officer-export.ts',
    from: '        voided: yesNo(d.voidedAt !== null),\n',
    to: '',
    tests: ['server/core/officers/officers.test.ts'],
    filter: 'voided gift',
  },
  {
    name: 'the officers’ export lists every newsletter address',
    file: 'server/features/officer/export/repository.ts',
    from: ".where('status', '=', 'active')",
    to: '',
    tests: ['server/core/officers/officers.test.ts'],
    filter: 'confirmed, active',
  },
  {
    name: 'a gift may be dated after the chapter’s today',
    file: 'contract/api/officer/donations.ts',
    from: 'if (date > day)',
    to: "if (date > '2999-12-31')",
    tests: ['server/features/officer/donations/donations.test.ts'],
    filter: 'own day',
  },
  {
    name: 'a second newsletter of the same subject goes out without asking',
    file: 'server/features/officer/mail/service.ts',
    from: 'if (!input.confirmDuplicate) {',
    to: 'if (input.confirmDuplicate === false) {',
    tests: ['server/features/officer/mail/sending.test.ts'],
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
    from: '(?:token|code|invite|c|t)',
    to: '(?:token|code|c|t)',
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
  {
    name: 'any path under /check-in gets the app’s shell (200, not 404)',
    file: 'server/plugins/web-app.ts',
    from: "'/check-in/:eventId'] as const",
    to: "'/check-in/*'] as const",
    tests: ['server/app.test.ts'],
    filter: 'check-in as the app shell',
  },
  {
    name: 'visitors learn what events count for and when their doors open',
    file: 'server/features/events/routes.ts',
    from: "const member = request.session?.user.role === 'member';",
    to: 'const member = true;',
    tests: ['server/features/events/events.test.ts'],
    filter: 'nothing more than the calendar',
  },
  {
    name: 'moving to alumni keeps his terms (and the console)',
    file: 'server/core/accounts/service.ts',
    from: '      const titles = move ? await endOfficesOnMove(trx, id, today) : [];\n',
    to: '      const titles: string[] = [];\n',
    tests: ['server/features/officer/accounts/accounts.test.ts'],
    filter: 'ends his terms that day',
  },
  {
    name: 'deleting an elect leaves his predecessor’s term ending',
    file: 'server/core/offices/service.ts',
    from: '      if (restore) await repo.updateTerm(trx, restore.term.id, { endsOn: restore.endsOn });\n',
    to: '',
    tests: ['server/features/officer/positions/positions.test.ts'],
    filter: 'respects seats',
  },
  {
    name: 'an officer may give himself a term',
    file: 'server/features/officer/terms/routes.ts',
    from: "const aboutNewTerm = { area: 'accounts', about: aboutListed('userId') } as const;",
    to: "const aboutNewTerm = { area: 'accounts', about: 'chapter' } as const;",
    tests: ['server/features/officer/positions/positions.test.ts'],
    filter: 'never lets an officer make or change his own term',
  },
  {
    name: 'a term may overfill its position',
    file: 'server/core/offices/service.ts',
    from: '      if (seatsFull(existing, span, position.seats, replaced ? [replaced.id] : []))\n',
    to: '      if (false as boolean)\n',
    tests: ['server/features/officer/positions/positions.test.ts'],
    filter: 'respects seats',
  },
  {
    name: 'an ended term keeps its access until someone changes something',
    file: 'server/core/offices/office.ts',
    from: '  user.officeUntil !== null && user.officeUntil <= today;\n',
    to: '  user.officeUntil === "never" && user.officeUntil <= today;\n',
    tests: ['server/features/officer/positions/positions.test.ts'],
    filter: 'gives the areas on the first day and ends them on the end day',
  },
  {
    name: 'an ended account may be enabled again (the refusal of a change to it removed)',
    file: 'server/core/accounts/service.ts',
    from: '      refuseIfEnded(user);\n      const asked',
    to: '      const asked',
    tests: ['server/features/officer/accounts/ended-accounts.test.ts'],
    filter: 'an account ended by its owner',
  },
  {
    name: 'the archive export no longer recorded in who saw my data',
    file: 'server/features/officer/export/routes.ts',
    from: 'await recordDataAccess( app.db, lookerOf(request), await everyAccountId(app.db), accessWhat.archive, );',
    to: 'void [recordDataAccess, lookerOf, everyAccountId, accessWhat];',
    tests: ['server/features/me/your-data.test.ts'],
    filter: 'archive export',
  },
  {
    name: 'who saw my data counts a day of openings as one (the upsert no longer adds)',
    file: 'server/core/privacy/data-access.ts',
    from: "times: eb(eb.ref('dataAccess.times'), '+', 1),",
    to: "times: eb.ref('dataAccess.times'),",
    tests: ['server/features/me/your-data.test.ts'],
    filter: '600 parallel openings',
  },
  {
    name: 'his gifts matched by the donor name again (a renamed member takes another’s gifts)',
    file: 'server/core/privacy/export-repository.ts',
    from: ".where('accountId', '=', userId)",
    to: ".where((eb) => eb.or([eb('accountId', '=', userId), eb('donorName', 'in', eb.selectFrom('users').select('name').where('id', '=', userId))]))",
    tests: ['server/features/me/your-data.test.ts'],
    filter: 'his gifts',
  },
  {
    name: 'a new member sees what is shown to the actives',
    file: 'contract/privacy.ts',
    from: "return viewer.side() === 'active' ? 'members' : 'chapter';",
    to: "return 'members';",
    tests: ['server/features/me/privacy/privacy.test.ts'],
    filter: 'new member',
  },
  {
    name: 'the officers’ export carries a major its owner hid',
    file: 'server/features/officer/export/officer-export.ts',
    from: 'major: shown.major ?? null,',
    to: 'major: u.major,',
    tests: ['server/features/officer/export/officer-export.test.ts'],
    filter: 'choices',
  },
  {
    name: 'a GET of the unsubscribe link turns the mail off (a link scanner unsubscribes people)',
    file: 'server/features/mail/routes.ts',
    from: 'const stored = query.success ? await readLink(request.client, query.data) : undefined;',
    to: "const stored = query.success && (await turnOff(request.client, query.data)) ? '' : undefined;",
    tests: ['server/features/mail/mail.test.ts'],
    filter: 'link scanner',
  },
  {
    name: 'a member route declares no access (open to the world, were the start not refused)',
    file: 'server/features/events/_eventId/excuse/routes.ts',
    from: "config: { access: 'member' },",
    to: '',
    tests: ['server/core/sessions/access.test.ts'],
  },
  {
    name: 'the standing page declared for any signed-in account (alumni get a member’s page)',
    file: 'server/features/me/standing/routes.ts',
    from: "config: { access: 'member' },",
    to: "config: { access: 'signed-in' },",
    tests: ['server/features/me/standing/standing.test.ts'],
    filter: 'takes an excuse',
  },
  {
    name: 'the access check lets either side in wherever a side is declared',
    file: 'server/core/sessions/access.ts',
    from: "if (access !== 'signed-in' && session.user.role !== access)",
    to: 'if (false)',
    tests: ['server/core/sessions/access.test.ts'],
  },
  {
    name: 'an officer-elect reads the audit log before his term (its route no longer keeps it)',
    file: 'server/features/officer/audit/routes.ts',
    from: "config: { area: 'accounts', elect: 'no' },",
    to: "config: { area: 'accounts' },",
    tests: ['server/features/officer/positions/positions.test.ts'],
    filter: 'lets an elect read',
  },
  {
    name: 'a profile picture its owner hid is served to all',
    file: 'server/features/media/routes.ts',
    from: "if (picture.ownerPicture !== `/media/${id}`) return 'public';",
    to: "if (true || picture.ownerPicture !== `/media/${id}`) return 'public';",
    tests: ['server/features/media/pictures.test.ts'],
    filter: 'hidden at',
  },
  {
    name: 'entering a term tells nobody',
    file: 'server/core/offices/service.ts',
    from: '    if (news)\n      await queueTermNews(',
    to: '    if (false as boolean)\n      await queueTermNews(',
    tests: ['server/features/officer/terms/terms-news.test.ts'],
    filter: 'tells the new holder',
  },
  {
    name: 'a disabled account is offered as eligible for an office',
    file: 'server/core/offices/service.ts',
    from: "  if (holder.disabledAt) return 'disabled';\n",
    to: '',
    tests: ['server/features/officer/terms/terms-news.test.ts'],
    filter: 'lists the open accounts',
  },
  {
    name: 'a graduation leaves its empty seats unsaid',
    file: 'contract/terms.ts',
    from: '    if (stay === holders.length) return [];\n',
    to: '    return [];\n',
    tests: ['server/features/officer/terms/terms-news.test.ts'],
    filter: 'names the positions a graduation leaves empty',
  },
  {
    name: 'a monthly series on the 31st runs past the end of a shorter month',
    file: 'contract/event-repeats.ts',
    from: 'return iso(y, m, Math.min(day, lastDayOfMonth(y, m)));',
    to: 'return iso(y, m, day);',
    tests: ['contract/event-repeats.test.ts'],
  },
  {
    name: 'cancelling a meeting and the following removes only the one',
    file: 'server/features/officer/events/events-service.ts',
    from: 'following && seriesId ? await series.occurrencesFrom(trx, seriesId, event) : [event];',
    to: '[event];',
    tests: ['server/features/officer/events/series.test.ts'],
    filter: 'following',
  },
  {
    name: 'an excuse given ahead keeps a cancelled meeting on the calendar',
    file: 'server/core/calendar/series-repository.ts',
    from: "    .where('attendance.status', 'in', ['present', 'absent'])\n    .groupBy",
    to: "    .where('attendance.status', 'in', ['present', 'absent', 'excused'])\n    .groupBy",
    tests: ['server/features/officer/events/series.test.ts'],
    filter: 'attendance per occurrence',
  },
  {
    name: 'a treasurer records a payment of his own (the route says it is about no one)',
    file: 'server/features/officer/money/routes.ts',
    from: "config: { area: 'treasury', about: aboutListed('userId') },\n      schema: { body: paymentRequest,",
    to: "config: { area: 'treasury', about: 'chapter' },\n      schema: { body: paymentRequest,",
    tests: ['server/features/officer/money/access.test.ts'],
    filter: 'refuses his own payment',
  },
  {
    name: "a posting's first line is written a cent off (its lines no longer sum to zero)",
    file: 'server/core/money/ledger.ts',
    from: 'amountCents: line.amountCents,',
    to: 'amountCents: line.amountCents + (index === 0 ? 1 : 0),',
    tests: ['server/features/officer/money/property.test.ts'],
  },
  {
    name: "an online payment's posting is keyed per event, not per session (a second event posts it again)",
    file: 'server/core/payments/converge.ts',
    from: 'const key = paymentKey(facts.sessionId);',
    to: 'const key = paymentKey(`${facts.sessionId}:${Date.now()}:${Math.random()}`);',
    tests: ['server/features/payments/webhook.test.ts'],
    filter: 'whatever order',
  },
  {
    name: 'a second vote on a prospect is counted (the count goes up though his voter row was there)',
    file: 'server/core/recruitment/ballots-repository.ts',
    from: 'if (!written) return false;',
    to: 'if (!written && false) return false;',
    tests: ['server/features/recruitment/ballots/ballots.test.ts'],
    filter: 'voting',
  },
  {
    name: "an accepted bid's invite signs up any email",
    file: 'server/features/auth/service.ts',
    from: 'if (invite.email && invite.email !== input.email.toLowerCase())',
    to: 'if (invite.email && false)',
    tests: ['server/features/recruitment/bids/routes.test.ts'],
    filter: 'accepted once',
  },
  {
    name: "a prospect's deletion leaves his emails in the outbox",
    file: 'server/core/recruitment/deletion.ts',
    from: '  await deleteMessagesOfProspects(db, ids);\n',
    to: '',
    tests: ['server/core/recruitment/deletion.test.ts'],
    filter: 'on its day',
  },
];

/** A pattern for `from` that matches it however spaces and line breaks are laid out. */
export function looseText(from: string): RegExp {
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = from
    .trim()
    .split(/\s+/)
    .map(escape)
    .join('\\s+')
    // A bracket may gain or lose a line break after it opens or before it closes.
    .replace(/(\\[([{])/g, '$1\\s*')
    .replace(/(\\[)\]}])/g, '\\s*$1');
  return new RegExp(source, 'g');
}

/** Where `from` occurs in `text` (loosely), or why it cannot be used. */
export function findOnce(text: string, from: string): { index: number; length: number } | string {
  const matches = [...text.matchAll(looseText(from))];
  if (matches.length !== 1) return `its text occurs ${matches.length} times`;
  return { index: matches[0]!.index, length: matches[0]![0].length };
}

/** What one run of a mutation's tests (or of the unchanged code's) came to. */
interface Outcome {
  /** Tests that failed, plus test files that could not run (an import that throws, say). */
  failed: number;
  passed: number;
  /** The passed tests' full names, per test file relative to the root. */
  passedNames: Map<string, string[]>;
  seconds: string;
}

/**
 * One Vitest per scratch checkout, kept for every run there: its transforms are made once, and a
 * mutated file is invalidated before the run that needs it (Vitest starts in about a second; a
 * mutation's tests often take less). Each test file still runs in a fresh worker (`isolate`).
 */
async function openVitest(root: string): Promise<Vitest> {
  return createVitest(
    {
      root,
      watch: false,
      reporters: [],
      maxWorkers: 1,
      // Each test file in a fresh worker, whatever the project says: a worker kept from an
      // earlier run would hold the module as it was before the mutation.
      isolate: true,
      passWithNoTests: true,
      // A mutation that takes a time limit away makes its test wait for the limit (the suite's
      // own is 20 s); the slowest test on unchanged code takes about 3 s here.
      testTimeout: 10_000,
    },
    { logLevel: 'silent' },
  );
}

async function runTests(
  vitest: Vitest,
  root: string,
  tests: string[],
  filter: string | undefined,
): Promise<Outcome> {
  const started = performance.now();
  if (filter) vitest.setGlobalTestNamePattern(filter);
  else vitest.resetGlobalTestNamePattern();
  const result = await vitest.runTestFiles(tests.map((file) => path.join(root, file)));
  let failed = result.unhandledErrors.length;
  let passed = 0;
  const passedNames = new Map<string, string[]>();
  for (const module of result.testModules) {
    const names: string[] = [];
    if (module.errors().length > 0) failed += 1;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'failed') failed += 1;
      if (state === 'passed') {
        passed += 1;
        names.push(test.fullName);
      }
    }
    passedNames.set(path.relative(root, module.moduleId).split(path.sep).join('/'), names);
  }
  return {
    failed,
    passed,
    passedNames,
    seconds: ((performance.now() - started) / 1000).toFixed(1),
  };
}

/** A scratch checkout of HEAD (its node_modules and build those of the project). */
function scratchCheckout(): string {
  const scratch = mkdtempSync(path.join(tmpdir(), 'chapter-mutations-'));
  const root = path.join(scratch, 'main');
  execFileSync('git', ['worktree', 'add', '--detach', root, 'HEAD'], {
    cwd: repo,
    stdio: 'ignore',
  });
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  // The built pages, which the tests of the app's pages serve (CI builds before the mutations).
  if (existsSync(path.join(repo, 'build'))) {
    symlinkSync(path.join(repo, 'build'), path.join(root, 'build'));
  }
  process.on('exit', () => {
    execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: repo, stdio: 'ignore' });
    rmSync(scratch, { recursive: true, force: true });
  });
  return root;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      // CI's test stage has just run every test file green on this very commit: the run of the
      // mutations' test files on the unchanged code (a third of this command's time) is left out.
      // Each mutation must still make at least one of its tests fail, and run one.
      'after-tests': { type: 'boolean', default: false },
    },
  });
  const chosen = mutations.filter(
    (mutation) => !values.only || mutation.name.includes(values.only),
  );
  if (chosen.length === 0) {
    console.error(`No mutation's name contains "${values.only}".`);
    process.exit(2);
  }

  // The mutations change server and contract files, which the web app's build also reads: the
  // build there is serves the tests that need one, unchanged (scripts/web-build.ts).
  process.env.WEB_BUILD = 'keep';
  // Two scratch checkouts, so two mutations are tried at once (one per core).
  const roots = [scratchCheckout(), scratchCheckout()];
  const vitests = await Promise.all(roots.map(openVitest));

  const broken: string[] = [];
  const survivors: string[] = [];
  for (const mutation of chosen) {
    const found = findOnce(
      readFileSync(path.join(roots[0]!, mutation.file), 'utf8'),
      mutation.from,
    );
    if (typeof found === 'string') broken.push(`${mutation.name}: ${found} in ${mutation.file}`);
  }
  if (!values['after-tests']) {
    // Every test file the mutations name, once, on the unchanged code: each mutation's tests must
    // pass there, and at least one of them must match its filter (a filter that matches nothing
    // would "fail" every mutation).
    const testFiles = [...new Set(chosen.flatMap((mutation) => mutation.tests))];
    const started = performance.now();
    // (A checkout with no file of its own runs none: an empty list would run every test file.)
    const halves = await Promise.all(
      roots
        .map((root, index) => ({
          root,
          index,
          files: testFiles.filter((_, at) => at % roots.length === index),
        }))
        .filter(({ files }) => files.length > 0)
        .map(({ root, index, files }) => runTests(vitests[index]!, root, files, undefined)),
    );
    const failed = halves.reduce((sum, half) => sum + half.failed, 0);
    const passedNames = new Map<string, string[]>();
    for (const half of halves)
      for (const [file, names] of half.passedNames) passedNames.set(file, names);
    console.log(
      `the ${testFiles.length} test files on the unchanged code: ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const mutation of chosen) {
      if (broken.some((line) => line.startsWith(`${mutation.name}:`))) continue;
      const names = mutation.tests.map((file) => passedNames.get(file));
      if (names.some((list) => list === undefined) || failed > 0) {
        broken.push(`${mutation.name}: its tests fail on the unchanged code`);
        continue;
      }
      const filter = mutation.filter ? new RegExp(mutation.filter) : null;
      if (!names.flat().some((name) => !filter || filter.test(name!))) {
        broken.push(`${mutation.name}: its tests run no test`);
      }
    }
  }

  const queue = chosen.filter(
    (mutation) => !broken.some((line) => line.startsWith(`${mutation.name}:`)),
  );
  async function work(index: number): Promise<void> {
    const root = roots[index]!;
    for (let mutation = queue.shift(); mutation; mutation = queue.shift()) {
      const file = path.join(root, mutation.file);
      const original = readFileSync(file, 'utf8');
      const found = findOnce(original, mutation.from) as { index: number; length: number };
      writeFileSync(
        file,
        original.slice(0, found.index) + mutation.to + original.slice(found.index + found.length),
      );
      vitests[index]!.invalidateFile(file);
      try {
        const result = await runTests(vitests[index]!, root, mutation.tests, mutation.filter);
        if (result.failed === 0 && result.passed === 0) {
          broken.push(`${mutation.name}: its tests run no test`);
          continue;
        }
        console.log(
          `${result.failed > 0 ? 'caught  ' : 'SURVIVED'} ${mutation.name} (${result.seconds} s)`,
        );
        if (result.failed === 0) survivors.push(mutation.name);
      } finally {
        writeFileSync(file, original);
        vitests[index]!.invalidateFile(file);
      }
    }
  }
  await Promise.all(roots.map((_, index) => work(index)));
  await Promise.all(vitests.map((vitest) => vitest.close()));

  if (broken.length > 0)
    console.error(`\nMutations that cannot be tried:\n  - ${broken.join('\n  - ')}`);
  if (survivors.length > 0)
    console.error(`\nNot caught by the tests:\n  - ${survivors.join('\n  - ')}`);
  if (broken.length > 0 || survivors.length > 0) process.exit(1);
  console.log(`\nEvery one of the ${chosen.length} mutations was caught.`);
  // Vitest sets process.exitCode to 1 when a run fails, and every caught mutation is one.
  process.exit(0);
}
