import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../core/media/upload.ts';
import { fixture, pngBomb } from '../../test/pictures.ts';
import { onPostgres } from '../../test/database.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, type Account } from '../../test/accounts.ts';
import { startInFreshRateLimitWindows } from '../../test/clock.ts';
import { limits } from '../../../contract/limits.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { uploadMessages } from './service.ts';

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----chapter${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const solidFrame = (color: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('PUT /api/auth/update-profile', () => {
  let t: TestApp;
  let me: Account;
  beforeEach(async () => {
    t = await createTestApp();
    me = await createAccount(t, { name: 'Caleb Moreau' });
  });
  afterEach(async () => t.close());

  const update = (payload: unknown, headers: Record<string, string> = { cookie: me.cookie }) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const row = (email = me.email) =>
    t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('refuses a major with a control character or a line break, changing nothing', async () => {
    for (const [what, major] of [
      ['NUL', 'Chem\u0000istry'],
      ['ESC', 'Chem\u001b[31mistry'],
      ['RIGHT-TO-LEFT OVERRIDE', 'Finance\u202Egnp.exe'],
      ['a line break', 'Finance\nand more'],
    ]) {
      const response = await update({ major });
      expect({ what, status: response.statusCode, body: response.json() }).toMatchObject({
        what,
        status: 400,
        body: { success: false, error: 'validation_failed' },
      });
    }
    expect((await row()).major).toBeNull();
  });

  it('keeps real names that need joiners: Persian, Devanagari, emoji sequences', async () => {
    for (const name of ['علی‌رضا کریمی', 'क्‍षितिज Rao', 'Sam 👨‍👩‍👦 Brother']) {
      const response = await update({ name });
      expect(response.statusCode).toBe(200);
      expect((await row()).name).toBe(name);
    }
  });

  it('changes the caller’s profile and answers with the merged user', async () => {
    const response = await update({
      name: 'Caleb J. Moreau',
      major: 'Education',
      graduationYear: 2027,
      linkedin: 'https://www.linkedin.com/in/caleb-moreau',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Profile updated successfully!',
      user: expect.objectContaining({
        name: 'Caleb J. Moreau',
        email: me.email,
        major: 'Education',
        graduationYear: 2027,
        linkedin: 'https://www.linkedin.com/in/caleb-moreau',
      }),
      etag: expect.stringMatching(/^"\d+"$/),
    });
    expect(await row()).toMatchObject({
      name: 'Caleb J. Moreau',
      major: 'Education',
      graduationYear: 2027,
    });
  });

  it('works with a bearer token too, and clears fields sent empty', async () => {
    await update({ major: 'History', linkedin: 'https://linkedin.com/in/caleb' });
    const response = await update(
      { major: '', linkedin: '', graduationYear: '' },
      { authorization: `Bearer ${me.token}` },
    );
    expect(response.statusCode).toBe(200);
    expect(await row()).toMatchObject({ major: null, linkedin: null, graduationYear: null });
  });

  it('changes only the caller, whatever email the payload names, and never the email', async () => {
    const other = await createAccount(t, { name: 'Other Brother' });
    const response = await update({ email: other.email, name: 'Hijacked?' });
    expect(response.statusCode).toBe(200);
    expect((await row(other.email)).name).toBe('Other Brother');
    expect((await row()).name).toBe('Hijacked?');
    expect((await row()).email).toBe(me.email);
  });

  it('answers 401 with success:false without a live session, changing nothing', async () => {
    for (const [what, headers] of [
      ['no session', {}],
      ['a made-up token', { authorization: 'Bearer ' + 'x'.repeat(43) }],
      ['a forged cookie', { cookie: 'chapter_session=' + 'y'.repeat(43) }],
    ] as const) {
      const response = await update({ name: 'Nobody' }, headers);
      expect({ what, status: response.statusCode, body: response.json() }).toEqual({
        what,
        status: 401,
        body: { success: false, error: 'unauthorized', message: 'Please log in to continue.' },
      });
    }
    expect((await row()).name).toBe('Caleb Moreau');
  });

  it('refuses a revoked session (after logout)', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: me.cookie } });
    expect((await update({ name: 'After Logout' })).statusCode).toBe(401);
    expect(
      (await update({ name: 'After Logout' }, { authorization: `Bearer ${me.token}` })).statusCode,
    ).toBe(401);
  });

  it('refuses a cross-site request (CSRF), changing nothing', async () => {
    const response = await update(
      { name: 'CSRF' },
      { cookie: me.cookie, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect((await row()).name).toBe('Caleb Moreau');
  });

  it('refuses each bad field with 400 and success:false at the field, changing nothing', async () => {
    const before = await row();
    for (const [what, payload] of [
      ['an empty name', { name: '  ' }],
      ['a name of 101 characters', { name: 'x'.repeat(101) }],
      ['a year in the past century', { graduationYear: 1850 }],
      ['a year far in the future', { graduationYear: 2200 }],
      ['a year that is not a number', { graduationYear: 'soon' }],
      ['a fractional year', { graduationYear: 2026.5 }],
      ['another site as LinkedIn', { linkedin: 'https://evil.example/in/caleb' }],
      ['a look-alike LinkedIn host', { linkedin: 'https://linkedin.com.evil.example/in/caleb' }],
      ['a LinkedIn company page', { linkedin: 'https://www.linkedin.com/company/acme' }],
      ['a javascript: link', { linkedin: 'javascript:alert(1)' }],
      ['a picture from another site', { profilePicture: 'https://evil.example/me.png' }],
      ['a picture path outside /media', { profilePicture: '/api/auth/me' }],
      ['a major of 101 characters', { major: 'm'.repeat(101) }],
      ['a bio of 401 characters', { bio: 'b'.repeat(401) }],
      ['a bio with a control character', { bio: 'Senior\u0007 in history' }],
    ] as const) {
      const response = await update(payload);
      expect({ what, status: response.statusCode, body: response.json() }).toEqual({
        what,
        status: 400,
        body: {
          success: false,
          error: 'validation_failed',
          message: expect.any(String),
          field: Object.keys(payload)[0],
        },
      });
    }
    expect(await row()).toEqual(before);
  });

  it('completes a LinkedIn address typed without https:// instead of refusing it', async () => {
    for (const [typed, stored] of [
      ['linkedin.com/in/caleb', 'https://linkedin.com/in/caleb'],
      ['www.linkedin.com/in/caleb-moreau/', 'https://www.linkedin.com/in/caleb-moreau/'],
      ['  http://uk.linkedin.com/in/caleb ', 'https://uk.linkedin.com/in/caleb'],
    ]) {
      const response = await update({ linkedin: typed });
      expect({
        typed,
        status: response.statusCode,
        answered: response.json().user.linkedin,
      }).toEqual({ typed, status: 200, answered: stored });
      expect((await row()).linkedin).toBe(stored);
    }
  });

  it('keeps a bio of a few lines as plain text, markup included, and clears it', async () => {
    const bio = 'Senior in history.\nRuns the <b>archive</b>.';
    const saved = await update({ bio });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.bio).toBe(bio);
    expect((await row()).bio).toBe(bio);
    expect((await update({ bio: '' })).json().user.bio).toBeNull();
  });

  it('stores script and SQL payloads as plain text', async () => {
    const major = `<script>alert(1)</script>'; DROP TABLE users; --`;
    expect((await update({ major })).statusCode).toBe(200);
    expect((await row()).major).toBe(major);
  });

  it('refuses prototype-pollution keys', async () => {
    const response = await update('{"name":"P","__proto__":{"role":"alumni"}}');
    expect(response.statusCode).toBe(400);
    expect((await row()).role).toBe('member');
  });

  it('accepts only the caller’s own uploads as the picture, and removes a replaced one', async () => {
    const upload = async (account: Account) => {
      const { payload, contentType } = multipart(
        'profilePicture',
        'me.jpg',
        'image/jpeg',
        fixture('photo-with-gps.jpg'),
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload/profile-picture',
        headers: { cookie: account.cookie, 'content-type': contentType },
        payload,
      });
      return response.json().fileUrl as string;
    };
    const other = await createAccount(t);
    const theirs = await upload(other);
    const refused = await update({ profilePicture: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Choose a picture by uploading it.');

    const first = await upload(me);
    expect((await update({ profilePicture: first })).json().user.profilePicture).toBe(first);
    const second = await upload(me);
    await update({ profilePicture: second });
    expect((await t.app.inject(first)).statusCode).toBe(404);
    expect((await t.app.inject(second)).statusCode).toBe(200);
  });
});

/** The start of a multipart body with one file part, followed by `rest`. */
const part = (rest: string) =>
  `--XX\r\nContent-Disposition: form-data; name="profilePicture"; filename="a.jpg"\r\n${rest}`;

/** The uploads this process is holding in its temporary directory. */
const waiting = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);

describe('POST /api/upload/profile-picture and GET /media/:id', () => {
  startInFreshRateLimitWindows();
  let t: TestApp;
  let me: Account;
  beforeEach(async () => {
    t = await createTestApp();
    me = await createAccount(t);
  });
  afterEach(async () => t.close());

  const upload = (
    data: Buffer,
    filename = 'photo.jpg',
    type = 'image/jpeg',
    headers: Record<string, string> = { cookie: me.cookie },
    field = 'profilePicture',
  ) => {
    const { payload, contentType } = multipart(field, filename, type, data);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload/profile-picture',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  };
  const mediaCount = async () => (await t.app.db.selectFrom('media').select('id').execute()).length;
  /** A picture as its uploader gets it: until it is saved into his profile, nobody else does. */
  const servedToMe = (url: string) => t.app.inject({ url, headers: { cookie: me.cookie } });

  it('re-encodes a photo to WebP at most 512 px, strips EXIF and GPS, and serves it with a long cache life once it is his public picture', async () => {
    const original = fixture('photo-with-gps.jpg');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(original);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      fileUrl: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/),
      message: 'Image uploaded successfully!',
    });

    // Not yet saved into his profile: his alone, kept only by his browser.
    const served = await servedToMe(body.fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject(body.fileUrl)).statusCode).toBe(404);
    // Saved (a picture is shown to everyone unless he says otherwise): anyone's, for a year.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ profilePicture: body.fileUrl }),
    });
    expect(saved.statusCode).toBe(200);
    const shown = await t.app.inject(body.fileUrl);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(shown.rawPayload).toEqual(served.rawPayload);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('FictionalPhone'))).toBe(false);
  });

  // Decoding and streaming, the same on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)('converts a HEIC photo from a phone', async () => {
    const response = await upload(fixture('phone-photo.heic'), 'IMG_0042.HEIC', 'image/heic');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('iPhone photo processed and uploaded successfully!');
    const served = await servedToMe(response.json().fileUrl);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 384,
    });
  });

  // Decoding and streaming, the same on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)(
    'decides the type from the bytes: a JPEG named .png with a wrong declared type is still a JPEG',
    async () => {
      const response = await upload(
        fixture('photo-with-gps.jpg'),
        'picture.png',
        'application/octet-stream',
      );
      expect(response.statusCode).toBe(200);
    },
  );

  // Decoding and streaming, the same on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)('keeps only the first frame of an animated GIF', async () => {
    const gif = await sharp([await solidFrame('#ff0000'), await solidFrame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const response = await upload(gif, 'party.gif', 'image/gif');
    expect(response.statusCode).toBe(200);
    const served = await servedToMe(response.json().fileUrl);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.pages ?? 1).toBe(1);
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // Red, the first frame (the second is blue).
    expect(data[0]!).toBeGreaterThan(200);
    expect(data[2]!).toBeLessThan(50);
  });

  it.each([
    ['an HTML page named .jpg', 'avatar.jpg', 'image/jpeg'],
    ['a text file named .png, sent without a type', 'notes.png', ''],
    ['a text file sent as image/webp', 'notes', 'image/webp'],
  ])('refuses %s: it is not a picture, whatever its name says', async (_case, filename, type) => {
    const response = await upload(
      Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
      filename,
      type,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'validation_failed',
      message: uploadMessages.notAPicture,
    });
    expect(await mediaCount()).toBe(0);
  });

  it.each([
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'avatar.svg',
      'image/svg+xml',
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n%...'), 'cv.pdf', 'application/pdf', 'application/pdf'],
  ])('refuses %s with the "not supported" message', async (_case, data, filename, type, shown) => {
    const response = await upload(data, filename, type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'validation_failed',
      message: uploadMessages.unsupported(shown),
    });
    expect(await mediaCount()).toBe(0);
  });

  it('refuses an empty file', async () => {
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'File appears to be empty or corrupted. Please try a different image.',
    );
  });

  // Decoding and streaming, the same on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)('refuses a truncated JPEG', async () => {
    const whole = fixture('photo-with-gps.jpg');
    const response = await upload(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadMessages.empty);
    expect(await mediaCount()).toBe(0);
  });

  // Decoding and streaming, the same on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)('refuses a damaged HEIC with a message that names it', async () => {
    const heic = fixture('phone-photo.heic');
    const damaged = Buffer.concat([heic.subarray(0, 200), Buffer.alloc(300, 0x42)]);
    const response = await upload(damaged, 'IMG_0043.HEIC', 'image/heic');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadMessages.unreadableHeic);
  });

  // Decoding and streaming, the same on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)('refuses a PNG decompression bomb without decoding it', async () => {
    // 400 million pixels in about 50 kB.
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    const rssBefore = process.memoryUsage().rss;
    const response = await upload(bomb, 'bomb.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadMessages.tooManyPixels);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a 30 MB upload with 413 from its declared size, before reading it', async () => {
    const big = Buffer.alloc(30 * 1024 * 1024, 0xff);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      error: 'payload_too_large',
      message: uploadMessages.tooLarge,
    });
    expect(await mediaCount()).toBe(0);
  });

  // Decoding and streaming, the same on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)('refuses a file just over 10 MB with 413 while streaming it', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const justOver = Buffer.concat([jpegStart, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const response = await upload(justOver);
    expect(response.statusCode).toBe(413);
    expect(await mediaCount()).toBe(0);
  });

  it('leaves no copy of an upload behind, taken or refused', async () => {
    const before = waiting();
    expect((await upload(fixture('photo-with-gps.jpg'))).statusCode).toBe(200);
    expect((await upload(fixture('phone-photo.heic'), 'a.heic', 'image/heic')).statusCode).toBe(
      200,
    );
    expect((await upload(Buffer.from('not a picture at all'), 'a.jpg')).statusCode).toBe(400);
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    expect(
      (await upload(Buffer.concat([jpegStart, Buffer.alloc(10 * 1024 * 1024 + 10)]))).statusCode,
    ).toBe(413);
    expect(waiting()).toEqual(before);
  });

  it('answers 401 without a session, without reading the upload', async () => {
    const response = await upload(fixture('photo-with-gps.jpg'), 'photo.jpg', 'image/jpeg', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
    expect(await mediaCount()).toBe(0);
  });

  it('refuses an upload from another site (CSRF)', async () => {
    const response = await upload(fixture('photo-with-gps.jpg'), 'photo.jpg', 'image/jpeg', {
      cookie: me.cookie,
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a request that is not a multipart upload, or uses another field name', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload/profile-picture',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
    const wrongField = await upload(
      fixture('photo-with-gps.jpg'),
      'photo.jpg',
      'image/jpeg',
      { cookie: me.cookie },
      'avatar',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(uploadMessages.noFile);
  });

  it('removes uploads never saved into a profile after a day', async () => {
    const kept = (await upload(fixture('photo-with-gps.jpg'))).json().fileUrl;
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ profilePicture: kept }),
    });
    const dropped = (await upload(fixture('photo-with-gps.jpg'))).json().fileUrl;
    await t.app.db
      .updateTable('media')
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .execute();
    const { deleteUnattachedBefore } = await import('../../core/media/repository.ts');
    expect(
      await deleteUnattachedBefore(t.app.db, new Date(Date.now() - 24 * 3600_000).toISOString()),
    ).toBe(1);
    expect((await t.app.inject(kept)).statusCode).toBe(200);
    expect((await servedToMe(dropped)).statusCode).toBe(404);
  });

  it('answers a malformed multipart body with 400 and a message, not 500', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=XX', part('Content-Type: image/jpeg\r\n\r\ncut short')],
      ['multipart/form-data; boundary=XX', part('')],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload/profile-picture',
        headers: { cookie: me.cookie, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'bad_request' });
    }
    expect(await mediaCount()).toBe(0);
  });

  it('limits each account to 30 uploads an hour', async () => {
    const { limit } = rateLimits.uploads.perAccount;
    // Counted before the body is read, so empty uploads reach the limit quickly.
    const empty = Buffer.alloc(0);
    for (let i = 0; i < limit; i++) expect((await upload(empty)).statusCode).toBe(400);
    const refused = await upload(fixture('photo-with-gps.jpg'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: rateLimits.uploads.perAccount.message,
    });
    expect(await mediaCount()).toBe(0);
    // Another account is not held back.
    const other = await createAccount(t);
    const theirs = await upload(fixture('photo-with-gps.jpg'), 'p.jpg', 'image/jpeg', {
      cookie: other.cookie,
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('keeps at most 5 pictures of an account that are not in use', async () => {
    const urls: string[] = [];
    for (let i = 0; i < 7; i++)
      urls.push((await upload(fixture('photo-with-gps.jpg'))).json().fileUrl);
    const served = await Promise.all(urls.map(async (url) => (await servedToMe(url)).statusCode));
    // The two oldest are gone, the five newest kept.
    expect(served).toEqual([404, 404, 200, 200, 200, 200, 200]);
    expect(await mediaCount()).toBe(limits.upload.unattachedPerOwner);
  });

  // Decoding and streaming, the same on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)(
    'refuses a HEIC over 25 megapixels from its header, without decoding it',
    async () => {
      const response = await upload(fixture('too-large-49mp.heic'), 'IMG_0002.HEIC', 'image/heic');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(uploadMessages.tooManyPixels);
    },
  );

  it('answers 404 for an unknown picture', async () => {
    for (const url of [
      '/media/00000000-0000-4000-8000-000000000000',
      '/media/not-an-id',
      "/media/' OR 1=1",
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
  });
});
