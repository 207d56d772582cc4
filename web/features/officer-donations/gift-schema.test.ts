import { describe, expect, it } from 'vitest';
import { check } from '../../components/form-kit/validation.ts';
import { giftSchemaFor } from './gift-schema.ts';

const schema = giftSchemaFor(['Pool Table', 'House Maintenance']);
const gift = {
  initiative: 'Pool Table',
  amount: '12.50',
  anonymous: false,
  donorName: 'Jordan Lee',
  donatedOn: '2026-01-15',
  note: '',
};

describe('giftSchemaFor', () => {
  it('takes a named or an anonymous gift, the amount in whole cents', async () => {
    expect(await check(schema, gift)).toMatchObject({ ok: true, value: { amount: 1250 } });
    expect(await check(schema, { ...gift, anonymous: true, donorName: null })).toMatchObject({
      ok: true,
    });
  });

  it('asks for the donor with the other problems at once', async () => {
    expect(
      await check(schema, { ...gift, initiative: undefined, amount: '0', donorName: '' }),
    ).toEqual({
      ok: false,
      errors: {
        initiative: 'Choose the initiative.',
        amount: 'The amount must be more than $0.',
        donorName: 'Give the donor’s name, or mark the gift as anonymous.',
      },
    });
  });

  it('refuses an initiative the chapter does not have and a date in the future', async () => {
    const result = await check(schema, { ...gift, initiative: 'Yacht', donatedOn: '2999-01-01' });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        initiative: expect.stringMatching(/must be one of/),
        donatedOn: 'The date cannot be in the future.',
      },
    });
  });
});
