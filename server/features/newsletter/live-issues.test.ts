// The home page's "Latest Newsletter" follows the issues published in the console (decision 016):
// the issues are an entry of the published set, a publish or a delete bumps the `content` data
// version in its transaction, and every instance's home page (HTML, JavaScript off) shows the
// newest issue within 5 s, while a site with no issue in the table serves the build's own pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '../../../contract/api/newsletter.ts';
import { publishedContentElementId } from '../../../contract/live-content.ts';
import { readVersions } from '../../db/data-versions.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { asOfficer, createOfficer, type Account } from '../../test/accounts.ts';
import { publishIssue } from '../../test/newsletter-issues.ts';

let a: TestApp;
let b: TestApp;
let editor: Account;
beforeEach(async () => {
  a = await createTestApp();
  b = await createTestApp({ sameDatabaseAs: a });
  editor = await createOfficer(a, ['communications'], { name: 'Nia News' });
});
afterEach(async () => {
  await b.close();
  await a.close();
});

const pageHtml = async (t: TestApp, route: string) =>
  (await t.app.inject({ url: route, headers: { 'accept-encoding': 'identity' } })).body;

const builtPage = (t: TestApp, file: string) =>
  readFileSync(path.join(t.config.clientDir, file), 'utf8');

/** Waits until `test` holds for `route` on `t`; fails after 5 s. */
async function waitForPage(t: TestApp, route: string, test: (html: string) => boolean) {
  const started = Date.now();
  while (!test(await pageHtml(t, route))) {
    if (Date.now() - started > 5000) throw new Error(`${route} did not change within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The published set a page carries for the browser, or undefined when it carries none. */
function embedded(html: string): Record<string, unknown> | undefined {
  const json = html.match(
    new RegExp(`<script type="application/json" id="${publishedContentElementId}">(.*?)</script>`),
  )?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

/** The home page's "Latest Newsletter" card, as HTML. */
function card(html: string): string {
  const start = html.indexOf('class="card latest-newsletter');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('View Full Newsletter', start));
}

const listed = async (t: TestApp): Promise<NewsletterIssue[]> =>
  (await t.app.inject('/api/newsletter/issues')).json().issues;

const contentVersion = async (t: TestApp) => (await readVersions(t.app.db)).content;

describe('the published set', { timeout: 60_000 }, () => {
  it('holds the issues as the public list has them, newest first, on every instance', async () => {
    expect(a.app.liveContent.published().newsletterIssues).toEqual([]);
    const versionBefore = await contentVersion(a);
    const response = await publishIssue(a, editor, {
      title: 'The Lambda Letter · Winter 2026',
      date: '2026-12-01',
      pages: 2,
    });
    expect(response.statusCode).toBe(201);
    // One publish, one bump (the content issue put in the table goes in the same transaction).
    expect(await contentVersion(a)).toBe(versionBefore + 1);
    const issues = await listed(a);
    expect(issues.map((issue) => issue.title)).toEqual([
      'The Lambda Letter · Winter 2026',
      'The Lambda Letter · Fall 2026 edition',
    ]);
    // Read again on this instance before the publish is answered; on the other within the poll.
    expect(a.app.liveContent.published().newsletterIssues).toEqual(issues);
    await expect
      .poll(() => b.app.liveContent.published().newsletterIssues, { timeout: 5000 })
      .toEqual(issues);
    // Not a content document: the documents and their versions are as they were.
    expect(Object.keys(a.app.content)).not.toContain('newsletterIssues');
    expect(a.app.liveContent.published().content).toBe(a.app.content);
  });

  it('bumps the content data version on a delete, and not on a refused one', async () => {
    const id = (await publishIssue(a, editor, { title: 'Gone soon', date: '2026-10-01' })).json()
      .id as string;
    const before = await contentVersion(a);
    const missing = await asOfficer(
      a,
      editor,
      'DELETE',
      '/api/officer/mail/issues/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(await contentVersion(a)).toBe(before);
    const deleted = await asOfficer(a, editor, 'DELETE', `/api/officer/mail/issues/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await contentVersion(a)).toBe(before + 1);
    expect(a.app.liveContent.published().newsletterIssues.map((issue) => issue.title)).toEqual([
      'The Lambda Letter · Fall 2026 edition',
    ]);
  });
});

describe('the home page', { timeout: 60_000 }, () => {
  it('shows the newest issue with JavaScript off on both instances within 5 s, and the build’s own pages once none is left', async () => {
    const builtHome = builtPage(a, 'index.html');
    const builtAbout = builtPage(a, path.join('about', 'index.html'));
    expect(await pageHtml(a, '/')).toBe(builtHome);
    expect(card(builtHome)).toContain('The Lambda Letter · Fall 2026 edition');

    const published = await publishIssue(a, editor, {
      title: 'The Lambda Letter · Winter 2026',
      date: '2026-12-01',
      pages: 2,
    });
    expect(published.statusCode).toBe(201);
    const [latest, contentIssue] = await listed(a);
    // The instance that published answers once its pages are rendered.
    const home = await pageHtml(a, '/');
    const shown = card(home);
    expect(shown).toContain('The Lambda Letter · Winter 2026');
    expect(shown).toContain('<time dateTime="2026-12-01">December 1, 2026</time>');
    // Page 1's preview, with its width and height: nothing shifts when it arrives.
    expect(shown).toContain(
      `<img src="${latest!.pages[0]!.preview}" width="1200" height="1600" alt="Preview of The Lambda Letter · Winter 2026"`,
    );
    expect(shown).not.toContain('Fall 2026 edition');
    // The browser hydrates the home page with the same issues; another page only names them,
    // for the browser to fetch them on its way home (a page carries what it shows).
    expect(embedded(home)).toEqual({
      newsletterIssues: [latest, contentIssue],
      differing: ['newsletterIssues'],
    });
    expect(embedded(await pageHtml(a, '/about'))).toEqual({ differing: ['newsletterIssues'] });
    await waitForPage(b, '/', (html) => card(html).includes('The Lambda Letter · Winter 2026'));
    expect(await pageHtml(b, '/')).toBe(home);

    // An instance started later renders the issues before it serves a page.
    const c = await createTestApp({ sameDatabaseAs: a });
    try {
      expect(await pageHtml(c, '/')).toBe(home);
    } finally {
      await c.close();
    }

    // Deleted: the issue under it is the latest again, here and on the other instance.
    const deleted = await asOfficer(a, editor, 'DELETE', `/api/officer/mail/issues/${latest!.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(card(await pageHtml(a, '/'))).toContain(
      `<img src="${contentIssue!.pages[0]!.preview}" width="1000" height="1400"`,
    );
    await waitForPage(b, '/', (html) => !html.includes('Winter 2026'));
    expect(embedded(await pageHtml(b, '/'))).toEqual({
      newsletterIssues: [contentIssue],
      differing: ['newsletterIssues'],
    });

    // None left: the pages are the build's own again, byte for byte, on both instances.
    expect(
      (await asOfficer(a, editor, 'DELETE', `/api/officer/mail/issues/${contentIssue!.id}`))
        .statusCode,
    ).toBe(200);
    expect(await pageHtml(a, '/')).toBe(builtHome);
    expect(await pageHtml(a, '/about')).toBe(builtAbout);
    // The other instance swaps each page in whole as it is rendered, in no set order: each page
    // comes back to the build's own.
    await waitForPage(b, '/', (html) => html === builtHome);
    await waitForPage(b, '/about', (html) => html === builtAbout);
    expect(await pageHtml(b, '/about')).toBe(builtAbout);
  });

  it('carries markup in an issue’s title escaped, in the HTML and in the embedded JSON', async () => {
    const hostile = '<script>alert("owned")</script><img src=x onerror=alert(1)>';
    const response = await publishIssue(a, editor, {
      title: `Issue ${hostile}`,
      date: '2026-12-01',
    });
    expect(response.statusCode).toBe(201);
    for (const t of [a, b]) {
      await waitForPage(t, '/', (html) => html.includes('Issue &lt;script&gt;'));
      const html = await pageHtml(t, '/');
      expect(html).not.toContain('<script>alert("owned")');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('\\u003cscript\\u003ealert');
    }
  });
});
