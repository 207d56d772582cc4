// The server's URLs in one place: docs/routes.md is the route table, and this test keeps it true.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aliases,
  featureFolders,
  folderPrefix,
  ownerOf,
  withoutAlias,
} from './plugins/features.ts';
import { createTestApp, type TestApp } from './test/app.ts';

/**
 * Server features without a web folder of their path, and which web folder draws them instead:
 * the web shows their data inside another feature's page.
 */
const drawnElsewhere: Readonly<Record<string, string>> = {
  content: 'every public page reads its text; web/features/officer/content edits it',
  donations: 'web/features/alumni shows the totals',
  events: 'web/features/calendar, the member calendar',
  'events/_eventId/excuse': 'web/features/me/standing, where a member asks to be excused',
  health: 'none: for load balancers and monitoring only',
  mail: 'web/features/me/mail, the page an unsubscribe link opens',
  media: 'none: pictures are shown by the pages that name them',
  'me/money':
    "web/features/money, a member's dues page (the money a member and the treasurer both see)",
  'me/service-hours': 'web/features/me/standing, where a member logs his hours',
  'me/terms': 'web/features/me, the account page\'s "Your office"',
  'officer/alumni-events': 'web/features/officer/calendar',
  'officer/attention': 'web/features/officer/console, the console home',
  'officer/events': 'web/features/officer/calendar',
  'officer/events/_eventId/attendance': 'web/features/officer/standing, the attendance list',
  'officer/events/_eventId/check-in-codes': 'web/features/officer/standing, the check-in screen',
  'officer/excuses': 'web/features/officer/standing, the queues',
  'officer/payments': 'web/features/officer/money, the online payments page',
  payments: 'none: the payment processor calls its webhook, no page',
  'officer/requirements': 'web/features/officer/standing',
  'officer/semesters': 'web/features/officer/standing',
  'officer/service-hours': 'web/features/officer/standing, the queues',
  'officer/terms': 'web/features/officer/positions',
  'recruitment/ballots': 'web/features/me/recruitment, where an active votes',
  'recruitment/bids': "web/features/recruitment, the bid page a prospect's email links to",
  'recruitment/prospects': "web/features/me/recruitment, the actives' pipeline and notes",
};

/** The web folder of a server feature's path: its `_param` folders left out. */
const webFolderOf = (folder: string) =>
  folder
    .split('/')
    .filter((part) => !part.startsWith('_'))
    .join('/');

describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No web build: the table is the API's (pages come from the build, see docs/architecture.md).
    t = await createTestApp({ config: { clientDir: '/nonexistent' } });
  });
  afterAll(async () => t.close());

  it('is docs/routes.md', async () => {
    const rows = t.app.routeTable();
    const table = [
      '# Routes',
      '',
      'Every URL the server answers, apart from the pages and files of the web build. Written by',
      '`server/routes.test.ts` (`npx vitest run server/routes.test.ts -u` after a change of routes);',
      'the contract of each call is in [api.md](api.md). The feature is the folder that declares',
      'the route (`server/features/<feature>/routes.ts`, registered by `server/plugins/features.ts`).',
      'The access is who may call it, as the route declares (`server/core/sessions/access.ts`):',
      '`visitor` (anyone), `signed-in` (an active member or an alumnus), `member` (an active member),',
      "`alumni` (an alumnus), or `officer` (an officer with the route's area,",
      '`server/core/officers/access.ts`).',
      '',
      '| method | URL | declared answers | access | officer area | feature |',
      '| ------ | --- | ---------------- | ------ | ------------ | ------- |',
      ...rows.map(
        (row) =>
          `| ${row.method} | \`${row.url}\` | ${row.answers.join(', ')} | ${row.access ?? ''} | ${row.area ?? ''} | ${row.feature ?? ''} |`,
      ),
      '',
    ].join('\n');
    await expect(table).toMatchFileSnapshot('../docs/routes.md');
  });

  it('gives every API route a schema for its success and its failures', () => {
    const api = t.app.routeTable().filter((row) => /^\/(api|media|healthz|readyz)/.test(row.url));
    expect(api.length).toBeGreaterThan(15);
    const missing = api
      .filter(
        (row) =>
          !row.answers.some((status) => /^[23]/.test(status)) || !row.answers.includes('500'),
      )
      .map((row) => `${row.method} ${row.url}`);
    expect(missing).toEqual([]);
  });

  it("puts every route under its folder's prefix, or one of the aliases", () => {
    const api = t.app.routeTable().filter((row) => /^\/(api|media|healthz|readyz)/.test(row.url));
    const folders = featureFolders();
    // Every API route is declared by a feature, and belongs to it: the feature whose prefix (or
    // alias) is the longest that holds the URL.
    expect(api.filter((row) => !row.feature).map((row) => row.url)).toEqual([]);
    expect(
      api
        .filter((row) => ownerOf(row.url, folders, row.method) !== row.feature)
        .map((row) => `${row.method} ${row.url} (${row.feature})`),
    ).toEqual([]);
    // Every folder with a routes.ts answers; the aliases name only folders that exist.
    const answering = new Set(api.map((row) => row.feature));
    expect(folders.filter((folder) => !answering.has(folder))).toEqual([]);
    expect(Object.keys(aliases).filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it('gives each feature one name: its folder on the server and on the web', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const folders = featureFolders();
    // A web folder of its own holds files, not only the folders of nested features.
    const onTheWeb = (folder: string) => {
      const web = path.join(root, 'web', 'features', webFolderOf(folder));
      return existsSync(web) && readdirSync(web, { withFileTypes: true }).some((e) => e.isFile());
    };
    expect(folders.filter((folder) => !onTheWeb(folder) && !drawnElsewhere[folder])).toEqual([]);
    // The list names only folders that exist, and only what is so.
    expect(Object.keys(drawnElsewhere).filter((folder) => !folders.includes(folder))).toEqual([]);
    expect(Object.keys(drawnElsewhere).filter(onTheWeb)).toEqual([]);
  });

  it('derives a prefix from a folder, and would refuse a URL under another name', () => {
    expect(folderPrefix('officer/donations')).toBe('/api/officer/donations');
    expect(folderPrefix('events/_eventId/check-in')).toBe('/api/events/:eventId/check-in');
    const folders = [
      'alumni',
      'alumni/directory',
      'directory',
      'officer/donations',
      'officer/mail',
    ];
    expect(ownerOf('/api/officer/donations/:id/void', folders)).toBe('officer/donations');
    expect(ownerOf('/api/officer/treasury', folders)).toBeUndefined();
    expect(ownerOf('/api/alumnievents', folders)).toBeUndefined();
    expect(ownerOf('/api/alumni/directory', folders)).toBe('alumni/directory');
    expect(ownerOf('/api/auth/members', folders)).toBe('directory');
    expect(ownerOf('/api/auth/login', folders)).toBeUndefined();
  });

  it("routes an earlier prefix as its feature's own, and nothing else", () => {
    expect(withoutAlias('/api/officer/newsletter/sends?page=2')).toBe(
      '/api/officer/mail/sends?page=2',
    );
    expect(withoutAlias('/api/officer/newsletter')).toBe('/api/officer/mail');
    expect(withoutAlias('/api/officer/newsletters')).toBe('/api/officer/newsletters');
    expect(withoutAlias('/api/newsletter/issues')).toBe('/api/newsletter/issues');
  });
});
