import { describe, expect, it } from 'vitest';
import { check } from '../../../components/form-kit/validation.ts';
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
        donatedOn: expect.stringMatching(/^The date cannot be after today/),
      },
    });
  });
});

describe('the gift’s amount and day', () => {
  it('takes an amount grouped by thousands, and no other grouping', async () => {
    expect(await check(schema, { ...gift, amount: '1,250.50' })).toMatchObject({
      ok: true,
      value: { amount: 125_050 },
    });
    for (const amount of ['1,0,0', '12,50', '1,00,000'])
      expect(await check(schema, { ...gift, amount })).toMatchObject({
        ok: false,
        errors: { amount: 'Enter the amount in dollars, like 50 or 12.50.' },
      });
  });

  it('refuses a day after the chapter’s today, and takes today', async () => {
    const chapterSchema = giftSchemaFor(['Pool Table'], () => '2026-02-28');
    expect(await check(chapterSchema, { ...gift, donatedOn: '2026-02-28' })).toMatchObject({
      ok: true,
    });
    expect(await check(chapterSchema, { ...gift, donatedOn: '2026-03-01' })).toMatchObject({
      ok: false,
      errors: {
        donatedOn: 'The date cannot be after today (Sat, Feb 28, 2026 in the chapter’s time zone).',
      },
    });
  });
});
