// A person's own details refuse the invisible characters that make look-alike names
// (contract/text.ts, docs/product.md#validation), on SQLite and PostgreSQL: zero-width characters
// and direction marks in the name given at signup and in every text field of the profile are a 400
// at that field, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, goodPassword, invite, post, type Account } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { findUserById } from '../../core/users/repository.ts';

let t: TestApp;
let sam: Account;

beforeAll(async () => {
  t = await createTestApp();
  sam = await createAccount(t, { name: 'Samuel Ortiz' });
});
afterAll(() => t.close());

/** Zero-width space, non-joiner, joiner, word joiner, BOM; the marks LRM, RLM, ALM; an override. */
const invisible = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u200E', '\u200F', '\u061C'];
const bidi = ['\u202E', '\u2066'];

describe('look-alike names', () => {
  it('are refused at signup, at the name, and no account is made', async () => {
    const answers = [];
    for (const [index, mark] of [...invisible, ...bidi].entries()) {
      const email = `lookalike.${index}@example.com`;
      const answer = await post(t, '/api/auth/signup', {
        name: `Sam${mark}uel Ortiz`,
        email,
        password: goodPassword,
        inviteCode: await invite(t),
      });
      const made = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      answers.push({ status: answer.statusCode, field: answer.json().field, made: !!made });
    }
    expect(answers).toEqual(
      [...invisible, ...bidi].map(() => ({ status: 400, field: 'name', made: false })),
    );
  });

  it('are refused in every text field of the profile, at that field, and nothing changes', async () => {
    const before = await findUserById(t.app.db, sam.id);
    const answers = [];
    for (const field of ['name', 'major', 'city', 'employer', 'bio'])
      for (const mark of [...invisible, ...bidi]) {
        const answer = await t.app.inject({
          method: 'PUT',
          url: '/api/auth/update-profile',
          headers: { cookie: sam.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify({ [field]: `Sam${mark}uel` }),
        });
        answers.push({ field, status: answer.statusCode, named: answer.json().field });
      }
    expect(answers.filter((a) => a.status !== 400 || a.named !== a.field)).toEqual([]);
    expect(await findUserById(t.app.db, sam.id)).toEqual(before);

    // The same words without the marks are taken.
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { cookie: sam.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Samuel Ortiz', city: 'Zürich', phone: '(555) 123-4567' }),
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().user).toMatchObject({ city: 'Zürich', phone: '(555) 123-4567' });
  });
});
