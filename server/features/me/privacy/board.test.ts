// The Executive Board follows a holder's privacy at once (docs/product.md#privacy), on SQLite and
// PostgreSQL: the answer to his PUT /api/me/privacy that narrows his bio, picture or LinkedIn from
// everyone comes once the board's answer and its page no longer show them — nothing waits for the
// next look at the accounts data.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import { insertMedia } from '../../../core/media/repository.ts';
import { updateUser } from '../../../core/users/repository.ts';

let t: TestApp;
let holder: Account;
const bio = 'Keeps the lanterns lit on the long winter nights at Fenwick Row.';
const linkedin = 'https://www.linkedin.com/in/ansel-brandt-lanterns';
const picture = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  const officer = await createOfficer(t, ['accounts']);
  holder = await createSignedInAccount(t, { name: 'Ansel Brandt' });
  await insertMedia(t.app.db, {
    id: picture,
    ownerId: holder.id,
    contentType: 'image/webp',
    bytes: new Uint8Array([1]),
    width: 384,
    height: 512,
    attachedAt: new Date().toISOString(),
  });
  await updateUser(t.app.db, holder.id, {
    bio,
    linkedin,
    profilePicture: `/media/${picture}`,
    initiatedOn: '2020-01-01',
  });
  const position = await asOfficer(t, officer, 'POST', '/api/officer/positions', {
    title: 'Keeper of Lanterns',
    board: true,
  });
  const term = await asOfficer(t, officer, 'POST', '/api/officer/terms', {
    positionId: position.json().position.id,
    userId: holder.id,
    startsOn: chapterToday(t.app.content.chapter.timeZone),
  });
  if (term.statusCode !== 201) throw new Error(`the holder's term was not entered: ${term.body}`);
  await t.app.liveContent.refresh();
});
afterAll(() => t.close());

const board = async () =>
  (await t.app.inject({ url: '/api/board', headers: { 'accept-encoding': 'identity' } })).body;
const boardPage = async () =>
  (await t.app.inject({ url: '/members/exec', headers: { 'accept-encoding': 'identity' } })).body;

describe('the board after a holder narrows his privacy', () => {
  it('shows his bio, picture and LinkedIn no more, in its answer and on its page, once the change is answered', async () => {
    const before = [await board(), await boardPage()];
    for (const shown of before) {
      expect(shown).toContain(bio);
      expect(shown).toContain(linkedin);
      expect(shown).toContain(picture);
    }
    const narrowed = await asOfficer(t, holder, 'PUT', '/api/me/privacy', {
      bio: 'chapter',
      profilePicture: 'members',
      linkedin: 'me',
    });
    expect(narrowed.statusCode).toBe(200);
    // At once: no wait for the poll of the accounts data.
    for (const shown of [await board(), await boardPage()]) {
      expect(shown).toContain('Ansel Brandt');
      expect(shown).not.toContain(bio);
      expect(shown).not.toContain(linkedin);
      expect(shown).not.toContain(picture);
    }
    // Widened again, it is back as soon.
    await asOfficer(t, holder, 'PUT', '/api/me/privacy', { bio: 'public' });
    expect(await boardPage()).toContain(bio);
  });
});
