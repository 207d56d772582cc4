// The console's preview of a draft (docs/api.md#live-content): the document's public page rendered
// with the draft, as HTML without scripts, checked like a save, refused without the area or the
// session or from another site, and publishing nothing. Also the editors' index of documents.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../../../contract/limits.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { asOfficer, createOfficer, nextClient, type Account } from '../../../test/accounts.ts';

let t: TestApp;
let editor: Account;
beforeEach(async () => {
  t = await createTestApp();
  editor = await createOfficer(t, ['content'], { name: 'Casey Content' });
});
afterEach(async () => t.close());

const url = (document: string) => `/api/officer/content/${document}`;

function preview(
  document: string,
  body: unknown,
  as: Account | null = editor,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${url(document)}/preview`,
    remoteAddress: nextClient(),
    headers: {
      ...(as ? { cookie: as.cookie } : {}),
      'content-type': 'application/json',
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function read(document: string) {
  const response = await asOfficer(t, editor, 'GET', url(document));
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** What is published and stored: a preview must leave it all as it was. */
async function snapshot() {
  return {
    versions: (await t.app.db.selectFrom('contentVersions').select('id').execute()).length,
    published: await t.app.db.selectFrom('contentDocuments').selectAll().orderBy('name').execute(),
    audit: (await t.app.db.selectFrom('auditLog').select('id').execute()).length,
    alumni: t.app.content.alumni,
    page: (
      await t.app.inject({ url: '/members/alumni', headers: { 'accept-encoding': 'identity' } })
    ).body,
  };
}

describe('previewing a draft', () => {
  it('answers the page rendered with the draft, its texts escaped, without scripts, publishing nothing', async () => {
    const alumni = await read('alumni');
    alumni.notableAlumni.items[0].title = 'Chief <b>Preview</b> Officer';
    alumni.notableAlumni.items.push({
      id: 'pat-preview',
      name: 'Pat Preview',
      label: 'Class of 2020',
      title: 'Webmaster',
      achievements: ['Sees it first & <i>only</i>.'],
    });
    const before = await snapshot();
    const response = await preview('alumni', alumni);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("unsafe-inline'; script");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const html = response.body;
    expect(html).toContain('Pat Preview');
    expect(html).toContain('Chief &lt;b&gt;Preview&lt;/b&gt; Officer');
    expect(html).toContain('Sees it first &amp; &lt;i&gt;only&lt;/i&gt;.');
    expect(html).not.toContain('<b>Preview</b>');
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toContain('modulepreload');
    // The rest of the page is the site's: its styles and pictures.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    expect(await snapshot()).toEqual(before);
  });

  it('renders each document on its page (the chapter on the home page)', async () => {
    const chapter = await read('chapter');
    chapter.footer.text = 'A footer seen in the preview only';
    const home = await preview('chapter', chapter);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('A footer seen in the preview only');
    const about = await read('about');
    about.intro = 'An about page seen in the preview only';
    const page = await preview('about', about);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('An about page seen in the preview only');
  });

  it('refuses an invalid draft with 400 listing every problem by field path', async () => {
    const alumni = await read('alumni');
    alumni.title = ' ';
    alumni.notableAlumni.items[1].linkedin = 'javascript:alert(1)';
    const before = await snapshot();
    const response = await preview('alumni', alumni);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.error).toBe('validation_failed');
    expect(answer.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['title', 'notableAlumni.items.1.linkedin']),
    );
    expect(answer.field).toBe('title');
    expect((await preview('alumni', '{"title": ')).statusCode).toBe(400);
    expect((await preview('nope', alumni)).statusCode).toBe(404);
    const huge = { ...alumni, title: 'x'.repeat(limits.content.bodyMaxBytes) };
    expect((await preview('alumni', huge)).statusCode).toBe(413);
    // Nested far too deep to be walked: refused with the one problem, never a 500.
    const deep = `${JSON.stringify(alumni).slice(0, -1)},"extra":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const tooDeep = await preview('alumni', deep);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().issues).toEqual([
      { path: '', message: 'is nested deeper than 32 levels' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an officer without the content area, a visitor, and a request from another site', async () => {
    const board = await read('officers');
    const treasurer = await createOfficer(t, ['treasury'], { name: 'Terry Treasurer' });
    const refused = await preview('officers', board, treasurer);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('<html');
    expect((await preview('officers', board, null)).statusCode).toBe(401);
    const crossSite = await preview('officers', board, editor, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toMatch(/another site/);
    const foreignOrigin = await preview('officers', board, editor, {
      origin: 'https://evil.example',
    });
    expect(foreignOrigin.statusCode).toBe(403);
  });
});

describe('the editors’ index', () => {
  it('lists every document with its published version and who published it', async () => {
    const response = await asOfficer(t, editor, 'GET', '/api/officer/content');
    expect(response.statusCode).toBe(200);
    const { documents } = response.json();
    expect(documents.map((d: { name: string }) => d.name)).toEqual([
      'chapter',
      'home',
      'about',
      'philanthropy',
      'highlights',
      'merch',
      'officers',
      'members',
      'alumni',
      'recruitment',
    ]);
    expect(documents[0].version).toMatchObject({ number: 1, author: 'seed from content/' });

    const board = await asOfficer(t, editor, 'GET', url('officers'));
    const saved = await t.app.inject({
      method: 'PUT',
      url: url('officers'),
      remoteAddress: nextClient(),
      headers: {
        cookie: editor.cookie,
        'content-type': 'application/json',
        'if-match': String(board.headers.etag),
      },
      payload: board.body,
    });
    expect(saved.statusCode).toBe(200);
    const after = (await asOfficer(t, editor, 'GET', '/api/officer/content')).json();
    const officers = after.documents.find((d: { name: string }) => d.name === 'officers');
    expect(officers.version).toMatchObject({
      number: 2,
      author: `Casey Content <${editor.email}>`,
      id: saved.json().version.id,
    });

    const treasurer = await createOfficer(t, ['treasury'], { name: 'Terry Treasurer' });
    expect((await asOfficer(t, treasurer, 'GET', '/api/officer/content')).statusCode).toBe(403);
  });
});
