// The issues of the home page's "Latest Newsletter" viewer (docs/api.md#newsletter-console):
// published from 1 to 12 page pictures, each checked and processed like a profile picture; the
// issue of content/home.json kept as the first one; listed newest first; deleted with their
// pictures; and every bad upload refused, changing nothing.
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../../../contract/limits.ts';
import { fixture, pngBomb } from '../../../test/pictures.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { asOfficer, createOfficer, nextClient, type Account } from '../../../test/accounts.ts';
import { multipart, pagePicture, png, type Part } from '../../../test/newsletter-issues.ts';

let t: TestApp;
let editor: Account;
beforeEach(async () => {
  t = await createTestApp();
  editor = await createOfficer(t, ['communications'], { name: 'Ida Issue' });
});
afterEach(async () => t.close());

function publish(
  parts: readonly Part[],
  account: Account = editor,
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/officer/mail/issues',
    remoteAddress: nextClient(),
    headers: { cookie: account.cookie, 'content-type': contentType, ...headers },
    payload,
  });
}

const issuesNow = async () => (await t.app.inject('/api/newsletter/issues')).json().issues;
const counts = async () => ({
  issues: (await t.app.db.selectFrom('newsletterIssues').select('id').execute()).length,
  pages: (await t.app.db.selectFrom('newsletterIssuePages').select('issueId').execute()).length,
  media: (await t.app.db.selectFrom('media').select('id').execute()).length,
  audit: (await t.app.db.selectFrom('auditLog').select('id').execute()).length,
});
const nothing = { issues: 0, pages: 0, media: 0, audit: 0 };

describe('publishing an issue', () => {
  it('processes each page like a profile picture, keeps the content issue as the first one, and lists them newest first', async () => {
    expect(await issuesNow()).toEqual([]);
    const photo = fixture('photo-with-gps.jpg');
    const response = await publish([
      { name: 'title', value: 'The Lambda Letter · Winter 2026' },
      { name: 'date', value: '2026-12-01' },
      png(await pagePicture(1), 1),
      // A JPEG declared as PNG: the type comes from the bytes; its GPS position is left behind.
      { name: 'pages', filename: 'page-2.png', type: 'image/png', data: photo },
      {
        name: 'pages',
        filename: 'IMG_0001.HEIC',
        type: 'image/heic',
        data: fixture('phone-photo.heic'),
      },
    ]);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(response.json()).toEqual({ id: expect.any(String), message: 'The issue is published.' });

    const [latest, first] = await issuesNow();
    expect(latest).toMatchObject({
      id,
      title: 'The Lambda Letter · Winter 2026',
      date: '2026-12-01',
    });
    expect(latest.pages).toHaveLength(3);
    const [page1] = latest.pages;
    expect(page1).toEqual({
      preview: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/),
      full: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/),
      width: 1200,
      height: 1600,
    });
    const full = await t.app.inject(page1.full);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const preview = await sharp(
      Buffer.from((await t.app.inject(page1.preview)).rawPayload),
    ).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 480, 640]);
    const photoPage = await sharp(
      Buffer.from((await t.app.inject(latest.pages[1].full)).rawPayload),
    ).metadata();
    expect(photoPage.format).toBe('webp');
    expect(photoPage.exif).toBeUndefined();
    expect(Math.max(photoPage.width, photoPage.height)).toBeLessThanOrEqual(
      limits.newsletter.issuePageMaxDimension,
    );

    // The issue the site shipped with (content/home.json) stays readable, as the first issue.
    expect(first).toMatchObject({
      title: 'The Lambda Letter · Fall 2026 edition',
      date: '2026-11-30',
    });
    expect(first.pages).toHaveLength(3);
    expect(first.pages[0]).toMatchObject({ width: 1000, height: 1400 });

    // A later issue comes first; a back issue (an older date) goes under the others.
    await publish([
      { name: 'title', value: 'Spring 2027' },
      { name: 'date', value: '2027-03-01' },
      png(await pagePicture(2)),
    ]);
    await publish([
      { name: 'title', value: 'An old issue, archived' },
      { name: 'date', value: '2019-05-01' },
      png(await pagePicture(3)),
    ]);
    expect((await issuesNow()).map((issue: { title: string }) => issue.title)).toEqual([
      'Spring 2027',
      'The Lambda Letter · Winter 2026',
      'The Lambda Letter · Fall 2026 edition',
      'An old issue, archived',
    ]);
    const entries = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'actorLabel', 'targetLabel', 'details'])
      .orderBy('at')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(
      Array(3).fill('newsletter issue published'),
    );
    expect(entries[0]).toMatchObject({
      actorLabel: `Ida Issue <${editor.email}>`,
      targetLabel: 'The Lambda Letter · Winter 2026 (2026-12-01)',
    });
    expect(JSON.parse(entries[0]!.details)).toEqual({
      pages: 3,
      contentIssueKept: first.id,
    });
    expect(JSON.parse(entries[1]!.details)).toEqual({ pages: 1 });
  });

  // The same streaming and checks on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)(
    'takes 12 pages, in their order',
    async () => {
      const pages = await Promise.all(
        Array.from({ length: 12 }, (_, i) => pagePicture(i, 300 + i * 10, 400)),
      );
      const response = await publish([
        { name: 'title', value: 'Twelve pages' },
        { name: 'date', value: '2026-10-01' },
        ...pages.map((data, i) => png(data, i + 1)),
      ]);
      expect(response.statusCode).toBe(201);
      const issue = (await issuesNow()).find((i: { title: string }) => i.title === 'Twelve pages');
      expect(issue.pages.map((page: { width: number }) => page.width)).toEqual(
        pages.map((_, i) => 300 + i * 10),
      );
    },
    60_000,
  );

  it('puts the content issue in only once when two officers publish the first issues at once', async () => {
    const other = await createOfficer(t, ['communications']);
    const [a, b] = await Promise.all([
      publish([
        { name: 'title', value: 'A' },
        { name: 'date', value: '2026-10-01' },
        png(await pagePicture(4)),
      ]),
      publish(
        [
          { name: 'title', value: 'B' },
          { name: 'date', value: '2026-10-02' },
          png(await pagePicture(5)),
        ],
        other,
      ),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const titles = (await issuesNow()).map((issue: { title: string }) => issue.title);
    expect(titles.filter((title: string) => title.includes('Fall 2026 edition'))).toHaveLength(1);
    expect(titles).toHaveLength(3);
  });

  it('deletes an issue with its pictures', async () => {
    const id = (
      await publish([
        { name: 'title', value: 'Mistake' },
        { name: 'date', value: '2026-10-01' },
        png(await pagePicture(6)),
      ])
    ).json().id;
    const [issue] = await issuesNow();
    const before = await counts();
    const response = await asOfficer(t, editor, 'DELETE', `/api/officer/mail/issues/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The issue was deleted.' });
    expect((await issuesNow()).map((i: { id: string }) => i.id)).not.toContain(id);
    expect(await counts()).toEqual({
      issues: before.issues - 1,
      pages: before.pages - 1,
      media: before.media - 2,
      audit: before.audit + 1,
    });
    expect((await t.app.inject(issue.pages[0].full)).statusCode).toBe(404);
    const again = await asOfficer(t, editor, 'DELETE', `/api/officer/mail/issues/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'not_found',
      message: 'There is no such newsletter issue.',
    });
    const malformed = await asOfficer(t, editor, 'DELETE', '/api/officer/mail/issues/x');
    expect(malformed.statusCode).toBe(400);
    expect((await counts()).audit).toBe(before.audit + 1);
  });
});

describe('a bad upload changes nothing', () => {
  const fields = [
    { name: 'title', value: 'The Lambda Letter' },
    { name: 'date', value: '2026-10-01' },
  ];

  const badPages = [
    ['no pages', [], 400, 'pages', "Add the issue's pages"],
    ['an empty page', [png(Buffer.alloc(0))], 400, 'pages', 'Page 1 is an empty file.'],
    [
      'a text file named .png',
      [png(Buffer.from('this is not a picture, just text'))],
      400,
      'pages',
      'Page 1 is not a picture',
    ],
    [
      'an HTML file declared as an image',
      [
        {
          name: 'pages',
          filename: 'x.jpg',
          type: 'image/jpeg',
          data: Buffer.from('<script>alert(1)</script>'),
        },
      ],
      400,
      'pages',
      'Page 1 is not a picture',
    ],
    [
      'a truncated JPEG',
      [
        {
          name: 'pages',
          filename: 'x.jpg',
          type: 'image/jpeg',
          data: fixture('photo-with-gps.jpg').subarray(0, 4000),
        },
      ],
      400,
      'pages',
      'Page 1 could not be read as a picture',
    ],
    [
      'a file in another field',
      [{ name: 'page', filename: 'x.png', type: 'image/png', data: Buffer.from('x') }],
      400,
      undefined,
      'The upload has a part "page" that is not title, date or pages.',
    ],
  ] as const;

  it('refuses no pages, an empty one, one that is not a picture, or one in another field', async () => {
    for (const [what, files, status, field, message] of badPages) {
      const response = await publish([...fields, ...files]);
      const body = response.json();
      expect({ what, status: response.statusCode, field: body.field }).toEqual({
        what,
        status,
        field,
      });
      expect(body.message).toContain(message);
    }
    expect(await counts()).toEqual(nothing);
  });

  it('refuses a page after a good one that is not a picture, naming it', async () => {
    const response = await publish([
      ...fields,
      png(await pagePicture(7), 1),
      png(Buffer.from('%PDF-1.7 not a picture'), 2),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Page 2 is not a picture: its contents are not a JPEG, PNG, WebP, GIF or HEIC image, whatever its name says.',
    );
    expect(await counts()).toEqual(nothing);
  });

  // The same streaming and checks on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)(
    'refuses a 13th page',
    async () => {
      const tiny = await pagePicture(8, 40, 60);
      const response = await publish([
        ...fields,
        ...Array.from({ length: 13 }, (_, i) => png(tiny, i + 1)),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        message: 'An issue has at most 12 pages.',
        field: 'pages',
      });
      expect(await counts()).toEqual(nothing);
    },
    60_000,
  );

  it('refuses a page over 10 MB while streaming it (413)', async () => {
    const big = Buffer.concat([await pagePicture(9, 40, 60), Buffer.alloc(limits.upload.maxBytes)]);
    const response = await publish([...fields, png(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'payload_too_large',
      message: 'Page 1 is larger than 10 MB. Use a smaller picture.',
    });
    expect(await counts()).toEqual(nothing);
  });

  it('refuses an upload declared larger than 12 pages of 10 MB before reading it (413)', async () => {
    const response = await publish([...fields, png(await pagePicture(10, 40, 60))], editor, {
      'content-length': String(13 * limits.upload.maxBytes),
    });
    expect(response.statusCode).toBe(413);
    expect(await counts()).toEqual(nothing);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    // 400 million pixels in about 50 kB.
    const bomb = pngBomb(20_000);
    const response = await publish([...fields, png(bomb)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Page 1 has too many pixels to process. Use a smaller picture.',
    );
    expect(await counts()).toEqual(nothing);
  });

  const badFields = [
    [
      'a missing date',
      [{ name: 'title', value: 'T' }],
      'date',
      'Give the issue’s date, like 2026-10-01.',
    ],
    [
      'an empty date',
      [
        { name: 'title', value: 'T' },
        { name: 'date', value: '' },
      ],
      'date',
      'The date is YYYY-MM-DD',
    ],
    [
      'a date that does not exist',
      [
        { name: 'title', value: 'T' },
        { name: 'date', value: '2026-02-30' },
      ],
      'date',
      'The date is YYYY-MM-DD',
    ],
    [
      'a date in another format',
      [
        { name: 'title', value: 'T' },
        { name: 'date', value: '01/10/2026' },
      ],
      'date',
      'The date is YYYY-MM-DD',
    ],
    [
      'a date with a time',
      [
        { name: 'title', value: 'T' },
        { name: 'date', value: '2026-10-01T10:00:00Z' },
      ],
      'date',
      'The date is YYYY-MM-DD',
    ],
    [
      'a date before 1900',
      [
        { name: 'title', value: 'T' },
        { name: 'date', value: '1899-12-31' },
      ],
      'date',
      'The date is too long ago.',
    ],
    [
      'a date two years ahead',
      [
        { name: 'title', value: 'T' },
        { name: 'date', value: `${new Date().getUTCFullYear() + 2}-01-01` },
      ],
      'date',
      'The date is more than a year ahead.',
    ],
    [
      'a missing title',
      [{ name: 'date', value: '2026-10-01' }],
      'title',
      'The title must be text.',
    ],
    [
      'an empty title',
      [
        { name: 'title', value: '   ' },
        { name: 'date', value: '2026-10-01' },
      ],
      'title',
      'The title is required.',
    ],
    [
      'a title over 120 characters',
      [
        { name: 'title', value: 't'.repeat(121) },
        { name: 'date', value: '2026-10-01' },
      ],
      'title',
      'The title can be at most 120 characters.',
    ],
    [
      'a title over the field size',
      [
        { name: 'title', value: 't'.repeat(5000) },
        { name: 'date', value: '2026-10-01' },
      ],
      'title',
      'The title is too long.',
    ],
    [
      'a line break in the title',
      [
        { name: 'title', value: 'A\nB' },
        { name: 'date', value: '2026-10-01' },
      ],
      'title',
      'The title must be on one line.',
    ],
    [
      'an unknown field',
      [
        { name: 'title', value: 'T' },
        { name: 'date', value: '2026-10-01' },
        { name: 'status', value: 'x' },
      ],
      undefined,
      'The upload has a part "status"',
    ],
  ] as const;

  // The same streaming and checks on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)(
    'refuses a bad date or title, or an unknown field, at the field',
    async () => {
      const page = png(await pagePicture(11, 40, 60));
      for (const [what, parts, field, message] of badFields) {
        const response = await publish([...parts, page]);
        expect({ what, status: response.statusCode, field: response.json().field }).toEqual({
          what,
          status: 400,
          field,
        });
        expect(response.json().message).toContain(message);
      }
      expect(await counts()).toEqual(nothing);
    },
  );

  it('refuses a body that is not multipart, or is malformed', async () => {
    const json = await asOfficer(t, editor, 'POST', '/api/officer/mail/issues', {
      title: 'T',
      date: '2026-10-01',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().field).toBe('pages');
    const { payload, contentType } = multipart([...fields, png(await pagePicture(12, 40, 60))]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/officer/mail/issues',
      headers: { cookie: editor.cookie, 'content-type': contentType },
      payload: payload.subarray(0, payload.length - 200),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({
      error: 'bad_request',
      message: 'The upload arrived incomplete or malformed. Please choose the pages again.',
    });
    expect(await counts()).toEqual(nothing);
  });
});
