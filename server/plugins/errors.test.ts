// Validation answers are sentences for people (docs/api.md#errors), on SQLite and PostgreSQL: a body,
// query or field that a schema refuses without a message of its own is answered in words of ours
// that name the field ("The page must be at least 1."), never zod's English ("Too small: expected
// number to be >=1"); a schema's own message still wins, and a body's field is still named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  post,
  type Account,
} from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let officer: Account;
let alumnus: Account;

beforeAll(async () => {
  t = await createTestApp();
  officer = await createOfficer(t, ['accounts']);
  alumnus = await createSignedInAccount(t, { role: 'alumni' });
});
afterAll(() => t.close());

/** zod's own words, which no answer may carry. */
const zodPhrases =
  /expected|received|Invalid input|Invalid option|Too small|Too big|Unrecognized|>=|<=/;

type Method = 'GET' | 'POST' | 'PUT';

describe('validation messages', () => {
  it('say in words what is wrong with the field, without zod’s phrases', async () => {
    const cases: [Account | null, Method, string, unknown, string, string | undefined][] = [
      [
        alumnus,
        'GET',
        '/api/alumni/directory?page=0',
        undefined,
        'The page must be at least 1.',
        undefined,
      ],
      [
        alumnus,
        'GET',
        '/api/alumni/directory?page=abc',
        undefined,
        'The page must be a number.',
        undefined,
      ],
      [
        officer,
        'GET',
        '/api/officer/audit?limit=abc',
        undefined,
        'The limit must be a number.',
        undefined,
      ],
      [officer, 'PUT', '/api/officer/privacy', {}, 'Please fill in the fields.', 'fields'],
      [
        officer,
        'PUT',
        '/api/officer/privacy',
        { fields: 5 },
        'The fields must be a group of fields.',
        'fields',
      ],
      [
        officer,
        'PUT',
        '/api/officer/privacy',
        { fields: {}, also: true },
        'There is no field “also” in this request: leave it out.',
        'also',
      ],
      [
        null,
        'POST',
        '/api/newsletter/subscribe',
        [],
        'The request body must be a JSON object of fields.',
        undefined,
      ],
    ];
    const answers = [];
    for (const [who, method, url, body] of cases) {
      const answer = who ? await asOfficer(t, who, method, url, body) : await post(t, url, body);
      const { error, message, field } = answer.json();
      answers.push({ url, status: answer.statusCode, error, message, field });
    }
    expect(answers.filter((answer) => zodPhrases.test(answer.message))).toEqual([]);
    expect(answers).toEqual(
      cases.map(([, , url, , message, field]) => ({
        url,
        status: 400,
        error: 'validation_failed',
        message,
        field,
      })),
    );
  });

  it('keep the message a schema sets itself', async () => {
    const mail = await asOfficer(t, alumnus, 'PUT', '/api/me/mail', { events: 'no' });
    expect(mail.json()).toMatchObject({ message: 'Say true or false.', field: 'events' });
    const signup = await post(t, '/api/auth/signup', { email: 'x@example.com' });
    expect(signup.json()).toMatchObject({ message: 'Please enter your name.', field: 'name' });
    const profile = await asOfficer(t, alumnus, 'PUT', '/api/auth/update-profile', {
      phone: '555-CALL-NOW',
    });
    expect(profile.json()).toMatchObject({
      success: false,
      message: 'Enter a phone number of digits, spaces, dashes or brackets, like +1 555 010 0199.',
      field: 'phone',
    });
  });
});
