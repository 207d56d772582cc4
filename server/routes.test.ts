// The server's URLs in one place: docs/routes.md is the route table, and this test keeps it true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      'the contract of each call is in [api.md](api.md).',
      '',
      '| method | URL | declared answers | officer area |',
      '| ------ | --- | ---------------- | ------------ |',
      ...rows.map(
        (row) =>
          `| ${row.method} | \`${row.url}\` | ${row.answers.join(', ')} | ${row.area ?? ''} |`,
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
});
