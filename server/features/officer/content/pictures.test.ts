// Pictures uploaded for the pages (docs/api.md#live-content, decision 018): each type checked and
// processed like a profile picture, kept with AVIF and WebP sizes served for a year, named by a
// reference the pages render without a manifest; every bad upload refused, changing nothing; a
// document may name only a picture that is stored; the content folder carries them to a new site.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseUploadedRef, widthsFor } from '../../../../contract/content-pictures.ts';
import { limits } from '../../../../contract/limits.ts';
import { loadContent } from '../../../content-loader.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestDatabase, onPostgres } from '../../../test/database.ts';
import { asOfficer, createOfficer, nextClient, type Account } from '../../../test/accounts.ts';
import { fixture, pngBomb } from '../../../test/pictures.ts';
import { exportArchive, importArchive } from '../export/archive.ts';
import { writeContentFolder } from '../../../core/content/content-folder.ts';

interface FilePart {
  filename: string;
  type: string;
  data: Buffer;
  name?: string;
}

function multipart(parts: readonly FilePart[]) {
  const boundary = `----chapter${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'picture'}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

let t: TestApp;
let editor: Account;
beforeEach(async () => {
  t = await createTestApp();
  editor = await createOfficer(t, ['content'], { name: 'Casey Content' });
});
afterEach(async () => t.close());

function upload(
  parts: readonly FilePart[],
  account: Account | null = editor,
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/officer/content/images',
    remoteAddress: nextClient(),
    headers: {
      ...(account ? { cookie: account.cookie } : {}),
      'content-type': contentType,
      ...headers,
    },
    payload,
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } }).composite([
    {
      input: {
        create: {
          width: Math.floor(width / 3),
          height: Math.floor(height / 4),
          channels: 3,
          background: '#f4c542',
        },
      },
      top: Math.floor(height / 5),
      left: Math.floor(width / 6),
    },
  ]);

const counts = async () => ({
  pictures: (await t.app.db.selectFrom('contentPictures').select('name').execute()).length,
  audit: (await t.app.db.selectFrom('auditLog').select('id').execute()).length,
});

async function fetchFile(url: string) {
  const response = await t.app.inject(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  return { response, meta: await sharp(Buffer.from(response.rawPayload)).metadata() };
}

describe('uploading a picture for the pages', () => {
  it.each(
    (
      [
        [
          'a JPEG with a GPS position',
          'IMG_1.jpg',
          'image/jpeg',
          () => fixture('photo-with-gps.jpg'),
        ],
        ['a PNG', 'scan.png', 'image/png', () => photo(1000, 700).png().toBuffer()],
        ['a WebP', 'web.webp', 'image/webp', () => photo(3000, 2000).webp().toBuffer()],
        ['an iPhone photo (HEIC)', 'IMG_2.HEIC', 'image/heic', () => fixture('phone-photo.heic')],
        // The other formats are decoded the same way on either engine: on PostgreSQL, the JPEG.
      ] as const
    ).filter((_row, index) => index === 0 || !onPostgres),
  )(
    'stores %s with AVIF and WebP sizes, served for a year, without metadata',
    async (_what, filename, type, data) => {
      const source = await sharp(await data()).metadata();
      const response = await upload([{ filename, type, data: await data() }]);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      // Up to 2400 px a side; the reference names the stored picture's content and size.
      const scale = Math.min(1, limits.content.pictureMaxDimension / source.width);
      const width = Math.round(source.width * scale);
      const height = Math.round(source.height * scale);
      expect(body.ref).toMatch(/^uploads\/[0-9a-f]{24}-\d+x\d+\.webp$/);
      expect(parseUploadedRef(body.ref)).toEqual({ id: expect.any(String), width, height });
      expect([body.width, body.height]).toEqual([width, height]);
      const widths = widthsFor(width);
      expect(body.sizes.map((s: { format: string; width: number }) => [s.format, s.width])).toEqual(
        widths.flatMap((w) => [
          ['avif', w],
          ['webp', w],
        ]),
      );
      expect(body.sizes.at(-1).width).toBeLessThanOrEqual(Math.min(width, 1600));
      for (const size of body.sizes) {
        const { response: file, meta } = await fetchFile(size.url);
        expect(file.headers['content-type']).toBe(`image/${size.format}`);
        expect(meta.format).toBe(size.format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([size.width, size.height]);
        expect(meta.exif).toBeUndefined();
      }
      // The stored picture, as a content folder will hold it.
      const stored = await fetchFile(`/media/content/${body.ref.slice('uploads/'.length)}`);
      expect([stored.meta.format, stored.meta.width, stored.meta.height]).toEqual([
        'webp',
        width,
        height,
      ]);
      expect(stored.meta.exif).toBeUndefined();
      const audit = await t.app.db
        .selectFrom('auditLog')
        .select(['action', 'targetLabel'])
        .where('action', '=', 'content picture uploaded')
        .execute();
      expect(audit).toEqual([{ action: 'content picture uploaded', targetLabel: body.ref }]);
    },
  );

  it('names the same picture uploaded twice by the same reference, stored once', async () => {
    const data = await photo(900, 600).png().toBuffer();
    const first = await upload([{ filename: 'a.png', type: 'image/png', data }]);
    const { pictures } = await counts();
    const second = await upload([{ filename: 'b.png', type: 'image/png', data }]);
    expect(second.statusCode).toBe(201);
    expect(second.json().ref).toBe(first.json().ref);
    expect((await counts()).pictures).toBe(pictures);
  });

  it('answers 404 for a picture that is not stored', async () => {
    for (const name of ['0123456789abcdef01234567-480.avif', '..%2Fsecret', 'x.webp'])
      expect((await t.app.inject(`/media/content/${name}`)).statusCode).toBe(404);
  });
});

describe('refusing bad uploads, changing nothing', () => {
  it.each(
    (
      [
        [
          'a text file named .jpg',
          {
            filename: 'notes.jpg',
            type: 'image/jpeg',
            data: Buffer.from('just some text\n'.repeat(9)),
          },
          415,
          'This file is not a picture: its contents are not a JPEG, PNG, WebP or HEIC image, whatever its name says. Choose a photo.',
        ],
        [
          'a PDF',
          { filename: 'minutes.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.7\n%…') },
          415,
          'File type "application/pdf" is not supported. Use JPEG, PNG, WebP or HEIC (iPhone photos).',
        ],
        [
          'a GIF',
          {
            filename: 'party.gif',
            type: 'image/gif',
            data: Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64'),
          },
          415,
          'File type "gif" is not supported. Use JPEG, PNG, WebP or HEIC (iPhone photos).',
        ],
        [
          'an empty file',
          { filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) },
          400,
          'The file is empty. Choose a picture.',
        ],
        [
          'a truncated PNG',
          { filename: 'cut.png', type: 'image/png', data: Buffer.alloc(0) },
          400,
          'This picture could not be read. Export it again, or choose another.',
        ],
        [
          'a decompression bomb (400 megapixels in 50 kB)',
          { filename: 'bomb.png', type: 'image/png', data: pngBomb(20_000) },
          400,
          'The picture has too many pixels to process. Use a smaller one.',
        ],
        [
          'a HEIC over 25 megapixels',
          { filename: 'max.heic', type: 'image/heic', data: fixture('too-large-49mp.heic') },
          400,
          'The picture has too many pixels to process. Use a smaller one.',
        ],
        [
          'a file in the wrong field',
          { name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.from('x') },
          400,
          'Choose a picture to upload (form field "picture").',
        ],
      ] as [
        string,
        { name?: string; filename: string; type: string; data: Buffer },
        number,
        string,
      ][]
    )
      // The bytes are refused the same way on either engine: on PostgreSQL, the first (decision 020).
      .filter((_row, index) => index === 0 || !onPostgres),
  )('refuses %s', async (what, part, status, message) => {
    const before = await counts();
    if (what === 'a truncated PNG')
      part.data = (await photo(800, 600).png().toBuffer()).subarray(0, 2000);
    const response = await upload([part]);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a picture over 10 MB: declared (unread) or sent', async () => {
    const before = await counts();
    const declared = await upload(
      [{ filename: 'a.png', type: 'image/png', data: Buffer.from('x') }],
      editor,
      { 'content-length': String(limits.upload.maxBytes + 1024 * 1024) },
    );
    expect(declared.statusCode).toBe(413);
    const big = Buffer.concat([
      await photo(64, 64).png().toBuffer(),
      Buffer.alloc(limits.upload.maxBytes + 1),
    ]);
    const sent = await upload([{ filename: 'big.png', type: 'image/png', data: big }]);
    expect(sent.statusCode).toBe(413);
    expect(sent.json().message).toBe('The picture is larger than 10 MB. Use a smaller one.');
    expect(await counts()).toEqual(before);
  });

  it('refuses a visitor, an officer without the content area and a cross-site upload', async () => {
    const data = await photo(600, 400).png().toBuffer();
    const part = { filename: 'a.png', type: 'image/png', data };
    const treasurer = await createOfficer(t, ['treasury', 'communications']);
    const before = await counts();
    expect((await upload([part], null)).statusCode).toBe(401);
    const other = await upload([part], treasurer);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('forbidden');
    const crossSite = await upload([part], editor, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect((await upload([part], editor, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

async function readDocument(document: string) {
  const response = await asOfficer(t, editor, 'GET', `/api/officer/content/${document}`);
  return { document: response.json(), etag: response.headers.etag as string };
}

function put(document: string, body: unknown, ifMatch: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/officer/content/${document}`,
    remoteAddress: nextClient(),
    headers: { cookie: editor.cookie, 'content-type': 'application/json', 'if-match': ifMatch },
    payload: JSON.stringify(body),
  });
}

/** A new item of the store (the sample list of pictures), its picture `image`. */
const newItem = (image: string) => ({
  id: 'picture-frame',
  name: 'Picture Frame',
  description: 'A frame for the composite.',
  price: 30,
  sizes: ['One Size'],
  categories: ['Gifts'],
  image,
});

describe('a document naming uploaded pictures', () => {
  it('refuses a picture that is not stored, by its field path', async () => {
    const { document, etag } = await readDocument('merch');
    document.items[1].image = 'uploads/0123456789abcdef01234567-800x600.webp';
    const response = await put('merch', document, etag);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'items.1.image',
        message: 'there is no picture uploads/0123456789abcdef01234567-800x600.webp',
      },
    ]);
    expect(response.json().field).toBe('items.1.image');
    // A reference in another shape is not a picture of either kind.
    document.items[1].image = 'uploads/Photo.JPG';
    const shape = await put('merch', document, etag);
    expect(shape.statusCode).toBe(400);
    expect(shape.json().field).toBe('items.1.image');
  });

  it('previews a draft naming a picture uploaded for it, as publishing it accepts it', async () => {
    const uploaded = await upload([
      { filename: 'new.jpg', type: 'image/jpeg', data: fixture('photo-with-gps.jpg') },
    ]);
    const { ref } = uploaded.json();
    const { id } = parseUploadedRef(ref)!;
    const { document, etag } = await readDocument('merch');
    document.items[0].image = ref;
    document.items[1].image = ref;
    document.items.push(newItem(ref));
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/officer/content/merch/preview',
      remoteAddress: nextClient(),
      headers: { cookie: editor.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(document),
    });
    expect(preview.body).not.toContain('there is no picture');
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(`/media/content/${id}-`);
    // A picture never uploaded is still refused by the preview, at its field.
    document.items[2].image = 'uploads/0123456789abcdef01234567-800x600.webp';
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/officer/content/merch/preview',
      remoteAddress: nextClient(),
      headers: { cookie: editor.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(document),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      {
        path: 'items.2.image',
        message: 'there is no picture uploads/0123456789abcdef01234567-800x600.webp',
      },
    ]);
    // Publishing the same draft (with the picture) is accepted, as the preview was.
    document.items[2].image = ref;
    expect((await put('merch', document, etag)).statusCode).toBe(200);
  });

  it('renders the published page with the picture’s AVIF and WebP sizes, width and height', async () => {
    const uploaded = await upload([
      { filename: 'new.jpg', type: 'image/jpeg', data: fixture('photo-with-gps.jpg') },
    ]);
    const { ref, width, height } = uploaded.json();
    const { id } = parseUploadedRef(ref)!;
    const { document, etag } = await readDocument('merch');
    document.items.push(newItem(ref));
    const saved = await put('merch', document, etag);
    expect(saved.statusCode).toBe(200);
    // Served from the page cache, as a visitor without JavaScript gets it.
    const page = await t.app.inject({
      url: '/merch',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const srcset = (format: string) =>
      widthsFor(width)
        .map((w) => `/media/content/${id}-${w}.${format} ${w}w`)
        .join(', ');
    expect(html).toContain(`<source type="image/avif" srcSet="${srcset('avif')}"`);
    expect(html).toContain(`<source type="image/webp" srcSet="${srcset('webp')}"`);
    expect(html).toContain(
      `src="/media/content/${id}-${widthsFor(width).at(-1)}.webp" width="${width}" height="${height}"`,
    );
    // Every URL the page names is served.
    for (const url of html.match(/\/media\/content\/[^\s"]+/g)!)
      expect((await t.app.inject(url)).statusCode).toBe(200);
  });

  it('writes the pictures into the content folder, which a new site starts from', async () => {
    const uploaded = await upload([
      { filename: 'board.png', type: 'image/png', data: await photo(1300, 900).png().toBuffer() },
    ]);
    const { ref } = uploaded.json();
    const { document, etag } = await readDocument('merch');
    document.items[0].image = ref;
    expect((await put('merch', document, etag)).statusCode).toBe(200);
    const scratch = mkdtempSync(path.join(tmpdir(), 'content-pictures-'));
    try {
      const out = path.join(scratch, 'content');
      await writeContentFolder(t.app.db, t.config.contentDir, out);
      expect(readdirSync(path.join(out, 'images', 'uploads'))).toEqual([
        ref.slice('uploads/'.length),
      ]);
      const stored = await t.app.inject(`/media/content/${ref.slice('uploads/'.length)}`);
      expect(readFileSync(path.join(out, 'images', ref))).toEqual(Buffer.from(stored.rawPayload));
      expect(loadContent(out).merch.items[0]!.image).toBe(ref);
      // A new site on its own database seeds the picture and its sizes from the folder.
      const fresh = await createTestApp({ config: { contentDir: out } });
      try {
        expect(fresh.app.content.merch.items[0]!.image).toBe(ref);
        const { id, width } = parseUploadedRef(ref)!;
        for (const w of widthsFor(width))
          for (const format of ['avif', 'webp']) {
            const file = await fresh.app.inject(`/media/content/${id}-${w}.${format}`);
            expect(file.statusCode).toBe(200);
          }
      } finally {
        await fresh.close();
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('pictures uploaded for an edit never published', () => {
  it('go after limits.content.unnamedPictureDays; those a version names, and new ones, stay', async () => {
    const refOf = async (data: Buffer) =>
      (await upload([{ filename: 'p.png', type: 'image/png', data }])).json().ref as string;
    const named = await refOf(await photo(900, 600).png().toBuffer());
    const unnamed = await refOf(await photo(700, 500).png().toBuffer());
    const recent = await refOf(await photo(500, 400).png().toBuffer());
    // `named` is published, then replaced: an earlier version still names it.
    const first = await readDocument('merch');
    first.document.items[0].image = named;
    expect((await put('merch', first.document, first.etag)).statusCode).toBe(200);
    const second = await readDocument('merch');
    second.document.items[0].image = 'merch/tshirt.svg';
    expect((await put('merch', second.document, second.etag)).statusCode).toBe(200);
    // Uploaded long ago, all but `recent`.
    const longAgo = new Date(
      Date.now() - (limits.content.unnamedPictureDays + 1) * 86_400_000,
    ).toISOString();
    const idOf = (ref: string) => parseUploadedRef(ref)!.id;
    await t.app.db
      .updateTable('contentPictures')
      .set({ createdAt: longAgo })
      .where('pictureId', 'in', [idOf(named), idOf(unnamed)])
      .execute();
    const rowsOf = async (ref: string) =>
      (
        await t.app.db
          .selectFrom('contentPictures')
          .select('name')
          .where('pictureId', '=', idOf(ref))
          .execute()
      ).length;
    const unnamedFile = `/media/content/${idOf(unnamed)}-480.webp`;
    expect((await t.app.inject(unnamedFile)).statusCode).toBe(200);

    // A server starting on the database sweeps them.
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      const started = Date.now();
      while ((await rowsOf(unnamed)) > 0) {
        if (Date.now() - started > 5000) throw new Error('the unnamed picture was not removed');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await rowsOf(named)).toBeGreaterThan(0);
      expect(await rowsOf(recent)).toBeGreaterThan(0);
      expect((await other.app.inject(unnamedFile)).statusCode).toBe(404);
      // The earlier version that names `named` can still be restored.
      const restored = await readDocument('merch');
      restored.document.items[0].image = named;
      expect((await put('merch', restored.document, restored.etag)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('the archive', () => {
  it('moves the uploaded pictures and their sizes to a new installation', async () => {
    const uploaded = await upload([
      { filename: 'moved.png', type: 'image/png', data: await photo(700, 500).png().toBuffer() },
    ]);
    const { sizes } = uploaded.json();
    const archive = await exportArchive(t.app.db, t.app.dbEngine);
    const target = await createTestDatabase({ migrated: true });
    try {
      const moved = await createTestApp({ sameDatabaseAs: { database: target } });
      try {
        await importArchive(moved.app.db, moved.app.dbEngine, archive, {
          contentDir: moved.config.contentDir,
        });
        for (const size of sizes) {
          const here = await t.app.inject(size.url);
          const there = await moved.app.inject(size.url);
          expect(there.statusCode).toBe(200);
          expect(Buffer.from(there.rawPayload)).toEqual(Buffer.from(here.rawPayload));
        }
      } finally {
        await moved.close();
      }
    } finally {
      await target.drop();
    }
  });
});
