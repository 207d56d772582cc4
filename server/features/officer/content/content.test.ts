// Live content's officer API (docs/api.md#live-content): read with an ETag, publish with If-Match,
// every refusal changing nothing, history and restore, and each write in the audit log.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../../../contract/limits.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { publishVersion } from '../../../core/content/repository.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  nextClient,
  type Account,
} from '../../../test/accounts.ts';

let t: TestApp;
let editor: Account;
beforeEach(async () => {
  t = await createTestApp();
  editor = await createOfficer(t, ['content'], { name: 'Casey Content' });
});
afterEach(async () => t.close());

const url = (document: string) => `/api/officer/content/${document}`;
const seedOf = (document: string) =>
  JSON.parse(readFileSync(path.join(t.config.contentDir, `${document}.json`), 'utf8'));

function put(
  document: string,
  body: unknown,
  ifMatch: string | undefined,
  as: Account = editor,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: url(document),
    remoteAddress: nextClient(),
    headers: {
      cookie: as.cookie,
      'content-type': 'application/json',
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function read(document: string) {
  const response = await asOfficer(t, editor, 'GET', url(document));
  expect(response.statusCode).toBe(200);
  return { document: response.json(), etag: response.headers.etag as string };
}

/** What is published and stored, so a refused call can be shown to have changed nothing. */
async function snapshot() {
  return {
    versions: await t.app.db.selectFrom('contentVersions').select(['id']).orderBy('id').execute(),
    published: await t.app.db.selectFrom('contentDocuments').selectAll().orderBy('name').execute(),
    audit: (await t.app.db.selectFrom('auditLog').select('id').execute()).length,
    // Every document the server holds: a copy, so a change made in place shows too.
    content: structuredClone(t.app.content),
  };
}

/** The sample edit of a list: the about page's values with one more at the end. */
const withNewValue = (about: ReturnType<typeof seedOf>, name = 'Riley New') => ({
  ...about,
  values: [...about.values, { name, text: 'Keeps the chapter safe.' }],
});

describe('reading a content document', () => {
  it('answers every seeded document as its file holds it, with a strong ETag', async () => {
    for (const name of ['chapter', 'home', 'about', 'officers', 'alumni']) {
      const { document, etag } = await read(name);
      expect(document).toEqual(seedOf(name));
      expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
    }
  });

  it('answers 404 for a name that is not a content document', async () => {
    for (const name of ['nope', 'constructor', '__proto__', 'theme', 'toString']) {
      const response = await asOfficer(t, editor, 'GET', url(name));
      expect({ name, status: response.statusCode }).toEqual({ name, status: 404 });
    }
  });
});

/** `levels` lists, one in the other. */
const nestedLists = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('publishing a document', () => {
  it('publishes a whole document with the ETag it was read with: a new version, audited, live', async () => {
    const { document, etag } = await read('about');
    const saved = await put('about', withNewValue(document), etag);
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.version).toMatchObject({ number: 2, author: `Casey Content <${editor.email}>` });
    expect(saved.headers.etag).toBe(body.etag);
    expect(body.etag).not.toBe(etag);
    // The server's content follows at once, and a read gives the new document and ETag.
    expect(t.app.content.about.values.at(-1)?.name).toBe('Riley New');
    const after = await read('about');
    expect(after.document.values.at(-1).name).toBe('Riley New');
    expect(after.etag).toBe(body.etag);
    const entries = await t.app.db.selectFrom('auditLog').selectAll().execute();
    expect(entries.map((entry) => [entry.action, entry.targetLabel, entry.actorId])).toEqual([
      ['content published', 'content/about.json', editor.id],
    ]);
    const row = await t.app.db
      .selectFrom('contentVersions')
      .selectAll()
      .where('number', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ document: 'about', authorId: editor.id });
    expect(Date.parse(row.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an invalid document with 400 listing every problem by field path, changing nothing', async () => {
    // The store: a list of items with pictures, a length-limited text and a link.
    const { document, etag } = await read('merch');
    const before = await snapshot();
    const bad = structuredClone(document);
    bad.intro = '   ';
    bad.order.payment.link.href = 'javascript:alert(1)';
    bad.items[1].sizes[0] = 'x'.repeat(21);
    bad.items[2].image = 'merch/not-there.jpg';
    bad.items[0].surprise = true;
    delete bad.categories[0].text;
    const response = await put('merch', bad, etag);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.error).toBe('validation_failed');
    const paths = answer.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'intro',
        'order.payment.link.href',
        'items.1.sizes.0',
        'items.0',
        'categories.0.text',
      ]),
    );
    for (const issue of answer.issues) expect(issue.message).toEqual(expect.any(String));
    expect(await snapshot()).toEqual(before);
    // A picture that is not in the build is its own problem, once the shape is right.
    const missingPicture = structuredClone(document);
    missingPicture.items[2].image = 'merch/not-there.jpg';
    const picture = await put('merch', missingPicture, etag);
    expect(picture.statusCode).toBe(400);
    expect(picture.json().issues).toEqual([
      { path: 'items.2.image', message: 'there is no picture merch/not-there.jpg' },
    ]);
    expect(await snapshot()).toEqual(before);
    // A picture of another page's folder is not in this page's bundle: refused, not a broken page.
    const elsewhere = structuredClone(document);
    elsewhere.items[2].image = 'home/hero.svg';
    const misplaced = await put('merch', elsewhere, etag);
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().issues).toEqual([
      {
        path: 'items.2.image',
        message:
          'must be a picture of content/images/merch (a lower-case name ending in .svg, .jpg, .png, .webp or .avif) or an uploaded picture',
      },
    ]);
    expect(await snapshot()).toEqual(before);
    expect((await t.app.inject({ url: '/merch' })).statusCode).toBe(200);
  });

  it('refuses links that are not https: or mailto:, wherever they are', async () => {
    const before = await snapshot();
    const cases: [string, (d: Record<string, never>) => void, string][] = [
      ['about', (d: any) => (d.manual.link.href = 'javascript:alert(1)'), 'manual.link.href'],
      ['about', (d: any) => (d.manual.link.href = 'http://example.com/'), 'manual.link.href'],
      ['chapter', (d: any) => (d.social[0].href = 'data:text/html,<b>x</b>'), 'social.0.href'],
      [
        'home',
        (d: any) => (d.nextSteps.items[0].link.href = 'javascript:alert(1)'),
        'nextSteps.items.0.link.href',
      ],
      [
        'members',
        (d: any) => (d.resources.items[0].href = 'vbscript:msgbox(1)'),
        'resources.items.0.href',
      ],
      [
        'alumni',
        (d: any) => (d.notableAlumni.items[0].linkedin = 'javascript:alert(1)'),
        'notableAlumni.items.0.linkedin',
      ],
    ];
    for (const [name, spoil, where] of cases) {
      const { document, etag } = await read(name);
      spoil(document);
      const response = await put(name, document, etag);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(where);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a line break or a control character in a one-line field, keeps them out of every page; a paragraph keeps its line breaks', async () => {
    const before = await snapshot();
    const cases: [string, (d: any) => void, string, string][] = [
      [
        'chapter',
        (d) => (d.siteName = 'Omega Chi\r\nBEGIN:VEVENT\r\nSUMMARY:Free beer\r\nEND:VEVENT'),
        'siteName',
        'must be on one line',
      ],
      [
        'chapter',
        (d) => (d.organisation.name = 'Omega\nChi'),
        'organisation.name',
        'must be on one line',
      ],
      [
        'home',
        (d) => (d.hero.title = 'Welcome\u0000'),
        'hero.title',
        'contains invisible control characters that are not allowed',
      ],
      [
        'merch',
        (d) => (d.items[0].name = 'Sam\u202Eevil'),
        'items.0.name',
        'contains invisible control characters that are not allowed',
      ],
      [
        'alumni',
        (d) => (d.events.contactSubject = 'RSVP\r\nBcc: x@example.com'),
        'events.contactSubject',
        'must be on one line',
      ],
      [
        'chapter',
        (d) => (d.social[0].href = 'https://example.com/a\r\nb'),
        'social.0.href',
        'must be on one line',
      ],
    ];
    for (const [name, spoil, where, message] of cases) {
      const { document, etag } = await read(name);
      spoil(document);
      const response = await put(name, document, etag);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json().issues).toContainEqual({ path: where, message });
    }
    expect(await snapshot()).toEqual(before);
    const { document, etag } = await read('about');
    document.history.paragraphs[0] = 'First line.\nSecond line.\n\nA new paragraph.';
    expect((await put('about', document, etag)).statusCode).toBe(200);
    expect(t.app.content.about.history.paragraphs[0]).toBe(
      'First line.\nSecond line.\n\nA new paragraph.',
    );
  });

  it('refuses a link to a site path that a browser reads as another site', async () => {
    const before = await snapshot();
    for (const href of [
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      '/..//evil.example',
    ]) {
      const { document, etag } = await read('home');
      document.nextSteps.items[0].link.href = href;
      const response = await put('home', document, etag);
      expect({ href, status: response.statusCode }).toEqual({ href, status: 400 });
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(
        'nextSteps.items.0.link.href',
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses If-Match: * with 412, saying a save must name the version it edits', async () => {
    const { document } = await read('about');
    const before = await snapshot();
    const response = await put('about', withNewValue(document, 'Star Saver'), '*');
    expect(response.statusCode).toBe(412);
    expect(response.json()).toMatchObject({
      error: 'precondition_failed',
      message:
        'Send the ETag of the version you edited in If-Match, not *: a save must name the version it edits. Nothing was saved.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a document over 256 kB or nested deeper than 32 levels with 400, however deep', async () => {
    const { document, etag } = await read('about');
    const before = await snapshot();
    const big = structuredClone(document);
    big.history.paragraphs = Array.from({ length: 100 }, () => 'x'.repeat(2700));
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(256 * 1024);
    const tooBig = await put('about', big, etag);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      error: 'validation_failed',
      issues: [
        { path: '', message: 'is larger than 256 kB (the largest page text is about 20 kB)' },
      ],
    });
    // The document itself is a level: 31 more under one of its fields are 32 in all.
    const deep = (levels: number) =>
      `${JSON.stringify(document).slice(0, -1)},"extra":${nestedLists(levels - 1)}}`;
    const atTheLimit = await put('about', deep(32), etag);
    expect(atTheLimit.statusCode).toBe(400);
    expect(atTheLimit.json().issues).toEqual([
      { path: '', message: 'Fields this page does not know: "extra".' },
    ]);
    for (const levels of [33, 1000, 20_000]) {
      const response = await put('about', deep(levels), etag);
      expect({ levels, status: response.statusCode }).toEqual({ levels, status: 400 });
      expect(response.json().issues).toEqual([
        { path: '', message: 'is nested deeper than 32 levels' },
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a list with too many items and a body over 1 MB, with a message', async () => {
    const { document, etag } = await read('about');
    const before = await snapshot();
    const long = structuredClone(document);
    long.history.paragraphs = Array.from(
      { length: limits.content.listMaxItems + 1 },
      () => 'A line.',
    );
    const tooMany = await put('about', long, etag);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues).toContainEqual({
      path: 'history.paragraphs',
      message: `must have at most ${limits.content.listMaxItems} items`,
    });
    const huge = structuredClone(document);
    huge.intro = 'x'.repeat(limits.content.bodyMaxBytes);
    const tooLarge = await put('about', huge, etag);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      error: 'payload_too_large',
      message: expect.any(String),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed JSON and a body that is not an object, changing nothing', async () => {
    const { etag } = await read('home');
    const before = await snapshot();
    const malformed = await put('home', '{"hero": ', etag);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('bad_request');
    for (const body of ['[]', '"text"', 'null', '42']) {
      const response = await put('home', body, etag);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 428 without If-Match and 412 with a stale one, with the current version; nothing changes', async () => {
    const { document, etag } = await read('about');
    const first = await put('about', withNewValue(document, 'First Saver'), etag);
    expect(first.statusCode).toBe(200);
    const before = await snapshot();
    const missing = await put('about', withNewValue(document, 'No Tag'), undefined);
    expect(missing.statusCode).toBe(428);
    expect(missing.json().error).toBe('precondition_required');
    // `*` names no version: a save must say which one it edits.
    for (const stale of [etag, `W/${first.json().etag}`, '"nonsense"', '*', ' * ']) {
      const response = await put('about', withNewValue(document, 'Second Saver'), stale);
      expect({ stale, status: response.statusCode }).toEqual({ stale, status: 412 });
      const answer = response.json();
      expect(answer.error).toBe('precondition_failed');
      expect(answer.etag).toBe(first.json().etag);
      expect(answer.current.values.at(-1).name).toBe('First Saver');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets exactly one of two saves made at once with the same ETag win; the other gets 412', async () => {
    const { document, etag } = await read('about');
    const answers = await Promise.all([
      put('about', withNewValue(document, 'Alex One'), etag),
      put('about', withNewValue(document, 'Blair Two'), etag),
    ]);
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, 412]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    const published = await read('about');
    expect(published.etag).toBe(winner.json().etag);
    const versions = await t.app.db
      .selectFrom('contentVersions')
      .select('id')
      .where('document', '=', 'about')
      .execute();
    expect(versions).toHaveLength(2);
    expect(await t.app.db.selectFrom('auditLog').select('id').execute()).toHaveLength(1);
  });

  it('publishes an officers document that still lists the board as just its texts, and refuses any other unknown field', async () => {
    // The board comes from the terms now; a document of an older version still carries its list.
    const { document, etag } = await read('officers');
    expect(document).toEqual({ intro: seedOf('officers').intro });
    const legacy = {
      intro: 'The board, as an older version of the site kept it.',
      officers: [
        {
          name: 'Ethan Caldwell',
          title: 'President',
          image: 'officers/officer-01.svg',
          bio: 'Chairs chapter meetings.',
          linkedin: 'https://www.linkedin.com/in/demo-ethan-caldwell-oxp/',
        },
      ],
    };
    const saved = await put('officers', legacy, etag);
    expect(saved.statusCode).toBe(200);
    const published = await read('officers');
    expect(published.document).toEqual({ intro: legacy.intro });
    expect(published.document).not.toHaveProperty('officers');
    expect(published.etag).toBe(saved.json().etag);
    expect(t.app.content.officers).toEqual({ intro: legacy.intro });
    const stored = await t.app.db
      .selectFrom('contentVersions')
      .select('body')
      .where('id', '=', saved.json().version.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.body)).toEqual({ intro: legacy.intro });

    // Any other field the page does not know is still refused, by name, changing nothing.
    const before = await snapshot();
    const surprise = await put(
      'officers',
      { ...published.document, officers: [], surprise: true },
      published.etag,
    );
    expect(surprise.statusCode).toBe(400);
    expect(surprise.json()).toMatchObject({
      error: 'validation_failed',
      issues: [{ path: '', message: 'Fields this page does not know: "surprise".' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps markup in a text as text', async () => {
    const { document, etag } = await read('officers');
    const marked = structuredClone(document);
    marked.intro = '<script>alert("x")</script><b>bold</b>';
    expect((await put('officers', marked, etag)).statusCode).toBe(200);
    expect((await read('officers')).document.intro).toBe(marked.intro);
  });
});

describe('history and restore', () => {
  it('lists versions newest first and publishes an earlier one again as a new version', async () => {
    const seeded = await read('about');
    const saved = await put('about', withNewValue(seeded.document), seeded.etag);
    expect(saved.statusCode).toBe(200);
    const history = await asOfficer(t, editor, 'GET', `${url('about')}/versions`);
    expect(history.statusCode).toBe(200);
    const { versions } = history.json();
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(versions[0].author).toBe(`Casey Content <${editor.email}>`);
    expect(versions[1].author).toBe('seed from content/');
    expect(`"${versions[0].id}"`).toBe(saved.json().etag);

    const restore = await asOfficer(
      t,
      editor,
      'POST',
      `${url('about')}/versions/${versions[1].id}/restore`,
    );
    expect(restore.statusCode).toBe(200);
    expect(restore.json().version.number).toBe(3);
    const now = await read('about');
    expect(now.document).toEqual(seeded.document);
    expect(now.etag).toBe(restore.json().etag);
    expect(t.app.content.about.values.map((value) => value.name)).not.toContain('Riley New');
    const after = (await asOfficer(t, editor, 'GET', `${url('about')}/versions`)).json().versions;
    expect(after[0]).toMatchObject({ number: 3, restoredFrom: versions[1].id });
    const actions = (
      await t.app.db.selectFrom('auditLog').select('action').orderBy('at').execute()
    ).map((row) => row.action);
    expect(actions).toEqual(['content published', 'content restored']);
  });

  it('answers 404 for a version of another document or none, and for an unknown document', async () => {
    const officers = (await asOfficer(t, editor, 'GET', `${url('officers')}/versions`)).json()
      .versions;
    const before = await snapshot();
    for (const target of [
      `${url('home')}/versions/${officers[0].id}/restore`,
      `${url('home')}/versions/00000000-0000-0000-0000-000000000000/restore`,
      `${url('nope')}/versions/${officers[0].id}/restore`,
    ]) {
      const response = await asOfficer(t, editor, 'POST', target);
      expect({ target, status: response.statusCode }).toEqual({ target, status: 404 });
    }
    expect((await asOfficer(t, editor, 'GET', `${url('nope')}/versions`)).statusCode).toBe(404);
    const long = await asOfficer(
      t,
      editor,
      'POST',
      `${url('home')}/versions/${'a'.repeat(41)}/restore`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('validation_failed');
    expect((await asOfficer(t, editor, 'GET', url('x'.repeat(41)))).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('who may edit', () => {
  it('refuses visitors (401), members and officers without `content` (403), changing nothing', async () => {
    const { document, etag } = await read('home');
    const before = await snapshot();
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: url('home'),
      headers: { 'content-type': 'application/json', 'if-match': etag },
      payload: JSON.stringify(document),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject(url('home'))).statusCode).toBe(401);
    const member = await createAccount(t);
    const treasurer = await createOfficer(t, ['treasury']);
    for (const account of [member, treasurer]) {
      for (const [method, target] of [
        ['GET', url('home')],
        ['GET', `${url('home')}/versions`],
      ] as const) {
        const response = await asOfficer(t, account, method, target);
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('forbidden');
      }
      const response = await put('home', document, etag, account);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('forbidden');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a cross-site save (CSRF), changing nothing', async () => {
    const { document, etag } = await read('home');
    const before = await snapshot();
    document.hero.title = 'Hijacked';
    const response = await put('home', document, etag, editor, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('asks an editor without two-factor to turn it on when officers need it', async () => {
    const strict = await createTestApp({
      env: { OFFICER_TWO_FACTOR: 'required' },
      sameDatabaseAs: t,
    });
    try {
      const response = await strict.app.inject({
        url: url('home'),
        headers: { cookie: editor.cookie },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('two_factor_required');
    } finally {
      await strict.close();
    }
  });
});

describe('the server follows the published content', () => {
  it('takes orders for a newly published store item and totals a newly published initiative', async () => {
    const merch = await read('merch');
    const scarf = {
      ...merch.document.items[0],
      id: 'scarf',
      name: 'Chapter Scarf',
      sizes: ['One Size'],
    };
    merch.document.items.push(scarf);
    expect((await put('merch', merch.document, merch.etag)).statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/merch/orders',
      remoteAddress: nextClient(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        items: [{ item: 'scarf', size: 'One Size', quantity: 1 }],
        name: 'Ann Parent',
        email: 'ann.parent@example.com',
      }),
    });
    expect(order.statusCode).toBe(201);

    const alumni = await read('alumni');
    alumni.document.support.initiatives.push({
      name: 'New Roof',
      goal: 5000,
      description: 'A roof.',
    });
    expect((await put('alumni', alumni.document, alumni.etag)).statusCode).toBe(200);
    const totals = (await t.app.inject('/api/donations/totals')).json().totals;
    expect(totals).toHaveProperty('New Roof', 0);
  });
});

describe('seeding', () => {
  it('seeds an empty database once: a second instance on it seeds nothing more', async () => {
    const { document, etag } = await read('home');
    document.hero.title = 'Changed before the second start';
    expect((await put('home', document, etag)).statusCode).toBe(200);
    const second = await createTestApp({ sameDatabaseAs: t });
    try {
      expect(second.app.content.home.hero.title).toBe('Changed before the second start');
      // One version seeded per document, and the one change: the second start seeded nothing.
      const documents = await t.app.db.selectFrom('contentDocuments').select('name').execute();
      const count = await t.app.db.selectFrom('contentVersions').select('id').execute();
      expect(count).toHaveLength(documents.length + 1);
    } finally {
      await second.close();
    }
  });
});

describe('a published document that no longer passes its schema', () => {
  it('starts the site with the content/ folder’s version of it, logged, and the others as published', async () => {
    // Published before the one-line rule (a chapter name with a line break): the server must still
    // start, with nothing of it in a page title, an email or a calendar feed.
    const { document: home, etag } = await read('home');
    home.hero.title = 'Published and valid';
    expect((await put('home', home, etag)).statusCode).toBe(200);
    const chapter = await read('chapter');
    await publishVersion(
      t.app.db,
      chapter.etag.slice(1, -1),
      {
        document: 'chapter',
        body: JSON.stringify({ ...chapter.document, siteName: 'Omega\r\nBEGIN:VEVENT' }),
        authorId: null,
        authorLabel: 'an older version of the site',
      },
      new Date().toISOString(),
    );
    const lines: string[] = [];
    const second = await createTestApp({
      sameDatabaseAs: t,
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      expect(second.app.content.chapter.siteName).toBe(seedOf('chapter').siteName);
      expect(second.app.content.home.hero.title).toBe('Published and valid');
      const logged = lines.map((line) => JSON.parse(line));
      expect(logged).toContainEqual(
        expect.objectContaining({
          document: 'chapter',
          msg: expect.stringContaining('is not valid'),
          problems: [expect.stringContaining('siteName')],
        }),
      );
    } finally {
      await second.close();
    }
  });
});
