// The server's URLs in one place: docs/routes.md is the route table, and this test keeps it true.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPrefixes, drawnElsewhere, featurePrefix, isFeatureUrl } from './feature-names.ts';
import { createTestApp, type TestApp } from './test/app.ts';

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
      'the route (`server/features/<feature>/`, `server/feature-names.ts`).',
      '',
      '| method | URL | declared answers | officer area | feature |',
      '| ------ | --- | ---------------- | ------------ | ------- |',
      ...rows.map(
        (row) =>
          `| ${row.method} | \`${row.url}\` | ${row.answers.join(', ')} | ${row.area ?? ''} | ${row.feature ?? ''} |`,
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

  it('gives each feature one name: its folder, its web folder and its URLs', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const api = t.app.routeTable().filter((row) => /^\/(api|media|healthz|readyz)/.test(row.url));
    // Every API route is declared by a feature, under that feature's prefix or a contract one.
    expect(api.filter((row) => !row.feature).map((row) => row.url)).toEqual([]);
    expect(
      api
        .filter((row) => !isFeatureUrl(row.feature!, row.url))
        .map((row) => `${row.method} ${row.url} (${row.feature})`),
    ).toEqual([]);
    // Every feature folder with routes answers, and is named as on the web.
    const folders = readdirSync(path.join(root, 'server', 'features')).filter((name) =>
      existsSync(path.join(root, 'server', 'features', name, 'routes.ts')),
    );
    const answering = new Set(api.map((row) => row.feature));
    expect(folders.filter((name) => !answering.has(name))).toEqual([]);
    expect(
      folders.filter(
        (name) => !existsSync(path.join(root, 'web', 'features', name)) && !drawnElsewhere[name],
      ),
    ).toEqual([]);
    // The lists name only folders that exist, and only what is so.
    const named = [...Object.keys(contractPrefixes), ...Object.keys(drawnElsewhere)];
    expect(named.filter((name) => !folders.includes(name))).toEqual([]);
    expect(
      Object.keys(drawnElsewhere).filter((name) =>
        existsSync(path.join(root, 'web', 'features', name)),
      ),
    ).toEqual([]);
  });

  it('derives a prefix from a folder, and would refuse a URL under another name', () => {
    expect(featurePrefix('officer-donations')).toBe('/api/officer/donations');
    expect(featurePrefix('alumni')).toBe('/api/alumni');
    expect(isFeatureUrl('officer-donations', '/api/officer/donations/:id/void')).toBe(true);
    expect(isFeatureUrl('officer-donations', '/api/officer/treasury')).toBe(false);
    expect(isFeatureUrl('alumni', '/api/alumnievents')).toBe(false);
    expect(isFeatureUrl('directory', '/api/auth/members')).toBe(true);
  });
});
