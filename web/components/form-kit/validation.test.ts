import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client.ts';
import { check, failureText, serverFieldError, withFieldResult } from './validation.ts';

const schema = z
  .object({
    name: z.string().trim().min(1, 'Please enter your name.'),
    year: z.coerce.number({ error: 'A number, please.' }).int('A whole number, please.'),
  })
  .refine((v) => v.name !== 'root', { message: 'Not that one.' });

describe('check', () => {
  it('gives the parsed value of a good form', async () => {
    expect(await check(schema, { name: ' Sam ', year: '2027' })).toEqual({
      ok: true,
      value: { name: 'Sam', year: 2027 },
    });
  });

  it('gives the first message of each field at once, not one at a time', async () => {
    expect(await check(schema, { name: '', year: 'soon' })).toEqual({
      ok: false,
      errors: { name: 'Please enter your name.', year: 'A number, please.' },
    });
  });

  it('keeps a problem of the whole form under the empty key', async () => {
    expect(await check(schema, { name: 'root', year: 1 })).toEqual({
      ok: false,
      errors: { '': 'Not that one.' },
    });
  });
});

describe('withFieldResult', () => {
  it('changes only the field that was checked', async () => {
    const before = { year: 'old message' };
    const checked = await check(schema, { name: '', year: 'soon' });
    expect(withFieldResult(before, 'name', checked)).toEqual({
      year: 'old message',
      name: 'Please enter your name.',
    });
    const fixed = await check(schema, { name: 'Sam', year: 'soon' });
    expect(withFieldResult({ name: 'x', year: 'y' }, 'name', fixed)).toEqual({ year: 'y' });
    const same = { name: 'Please enter your name.' };
    expect(withFieldResult(same, 'name', checked)).toBe(same);
  });
});

const refusal = (body: unknown, status = 400) =>
  new ApiRequestError(
    status,
    'x',
    (body as { message?: string }).message,
    'validation_failed',
    body,
  );

describe('serverFieldError', () => {
  it('maps a 400 that names a field of the form to that field', () => {
    expect(
      serverFieldError(
        refusal({ message: 'That is not your current password.', field: 'currentPassword' }),
        ['currentPassword', 'newPassword'],
      ),
    ).toEqual({ field: 'currentPassword', message: 'That is not your current password.' });
  });

  it('leaves anything else to the result message', () => {
    const fields = ['name'];
    expect(serverFieldError(refusal({ message: 'Nope', field: 'email' }), fields)).toBeNull();
    expect(serverFieldError(refusal({ message: 'Nope' }), fields)).toBeNull();
    expect(serverFieldError(refusal({ message: 'Nope', field: 'name' }, 409), fields)).toBeNull();
    expect(serverFieldError(new Error('boom'), fields)).toBeNull();
  });
});

describe('failureText', () => {
  const action = 'Your changes were not saved';
  it('says what failed and why', () => {
    expect(failureText(new ApiRequestError(0, 'Network request failed'), action)).toBe(
      'Your changes were not saved: the server could not be reached. Check your connection and try again.',
    );
    expect(failureText(new ApiRequestError(502, 'Request failed (502)'), action)).toBe(
      'Your changes were not saved: the server had a problem. Try again in a moment.',
    );
    expect(failureText(new ApiRequestError(403, 'x', 'This is only for alumni.'), action)).toBe(
      'Your changes were not saved: This is only for alumni.',
    );
    expect(failureText(new ApiRequestError(418, 'x'), action)).toBe(
      'Your changes were not saved (the server answered 418).',
    );
  });
});
