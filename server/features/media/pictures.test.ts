// A profile picture reaches only whom its owner shows it to (docs/product.md#privacy), on SQLite and
// PostgreSQL: /media/<id> answers 404 to everyone else, exactly like a missing picture and kept by
// no cache; a picture shown to fewer than everyone is cached only in the viewer's own browser and
// asked again each time; one shown to everyone is cached by anyone for a year. An upload not yet
// saved into a profile is its owner's alone; other uploads (a newsletter issue's pages) are public.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Audience } from '../../../contract/privacy.ts';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertMedia } from '../../core/media/repository.ts';
import { updateUser } from '../../core/users/repository.ts';

let t: TestApp;
let owner: Account;
let alumnus: Account;
let member: Account;
let officer: Account;
let picture: string;

const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);

async function storePicture(ownerId: string, attached: boolean): Promise<string> {
  const id = randomUUID();
  await insertMedia(t.app.db, {
    id,
    ownerId,
    contentType: 'image/webp',
    bytes,
    width: 384,
    height: 512,
    ...(attached ? { attachedAt: new Date().toISOString() } : {}),
  });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInAccount(t, { name: 'Otto Owner' });
  alumnus = await createSignedInAccount(t, { role: 'alumni', name: 'Abe Alum' });
  member = await createSignedInAccount(t, { name: 'Mo Member' });
  officer = await createOfficer(t, ['accounts']);
  picture = await storePicture(owner.id, true);
  await updateUser(t.app.db, owner.id, { profilePicture: `/media/${picture}` });
});
afterAll(() => t.close());

const fetchPicture = (id: string, who: Account | null, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/media/${id}`,
    headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) },
  });

/** The status and cache header each viewer gets. */
async function answers(id: string) {
  const seen: Record<string, { status: number; cache: unknown }> = {};
  for (const [name, who] of [
    ['visitor', null],
    ['alumnus', alumnus],
    ['member', member],
    ['officer', officer],
    ['owner', owner],
  ] as const) {
    const answer = await fetchPicture(id, who);
    seen[name] = { status: answer.statusCode, cache: answer.headers['cache-control'] };
  }
  return seen;
}

const shownTo = async (audience: Audience) => {
  const chosen = await asOfficer(t, owner, 'PUT', '/api/me/privacy', { profilePicture: audience });
  expect(chosen.statusCode).toBe(200);
};

const hidden = { status: 404, cache: 'no-store' };
const mine = { status: 200, cache: 'private, no-cache' };
const everyone = { status: 200, cache: 'public, max-age=31536000, immutable' };

describe('a profile picture', () => {
  it('hidden at "me" is 404 to a visitor, an alumnus, another member and an officer; its owner gets it, privately', async () => {
    await shownTo('me');
    expect(await answers(picture)).toEqual({
      visitor: hidden,
      alumnus: hidden,
      member: hidden,
      officer: hidden,
      owner: mine,
    });
    const missing = await fetchPicture(randomUUID(), null);
    const refused = await fetchPicture(picture, alumnus);
    expect(refused.body).toBe(missing.body);
    const own = await fetchPicture(picture, owner);
    expect(own.rawPayload).toEqual(Buffer.from(bytes));
    // Asked again with its ETag: 304 while he may still see it, the picture not sent.
    const again = await fetchPicture(picture, owner, { 'if-none-match': own.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(
      (await fetchPicture(picture, alumnus, { 'if-none-match': own.headers.etag! })).statusCode,
    ).toBe(404);
  });

  it('shown to the chapter reaches signed-in brothers, privately, and not a visitor', async () => {
    await shownTo('chapter');
    expect(await answers(picture)).toEqual({
      visitor: hidden,
      alumnus: mine,
      member: mine,
      officer: mine,
      owner: mine,
    });
  });

  it('shown to everyone reaches a visitor, cached by anyone for a year', async () => {
    await shownTo('public');
    expect(await answers(picture)).toEqual({
      visitor: everyone,
      alumnus: everyone,
      member: everyone,
      officer: everyone,
      owner: everyone,
    });
  });

  it('follows a chapter limit narrower than its owner’s choice', async () => {
    await shownTo('public');
    const limited = await asOfficer(t, officer, 'PUT', '/api/officer/privacy', {
      fields: { profilePicture: { default: 'chapter', widest: 'chapter' } },
    });
    expect(limited.statusCode).toBe(200);
    expect((await answers(picture)).visitor).toEqual(hidden);
    await asOfficer(t, officer, 'PUT', '/api/officer/privacy', {
      fields: { profilePicture: { default: 'public', widest: 'public' } },
    });
    expect((await answers(picture)).visitor).toEqual(everyone);
  });
});

describe('other uploads', () => {
  it('an upload not yet saved into a profile is its owner’s alone; a newsletter page is public', async () => {
    const pending = await storePicture(owner.id, false);
    expect(await answers(pending)).toEqual({
      visitor: hidden,
      alumnus: hidden,
      member: hidden,
      officer: hidden,
      owner: mine,
    });
    const page = await storePicture(officer.id, true);
    expect((await answers(page)).visitor).toEqual(everyone);
  });
});
