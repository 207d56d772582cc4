import { describe, expect, it } from 'vitest';
import { productPrivacyRules, type PrivacyRules } from '../../../../contract/privacy.ts';
import {
  changedFields,
  defaultChoices,
  fieldList,
  fieldNamed,
  narrowsChoices,
  pendingText,
  savedText,
  widestChoices,
  withDefault,
  withWidest,
} from './privacy-rules.ts';

describe('widestChoices and defaultChoices', () => {
  it('offers public as a limit only for the picture, the bio and LinkedIn', () => {
    expect(widestChoices('bio')).toEqual(['public', 'chapter', 'members', 'officers', 'me']);
    expect(widestChoices('phone')).toEqual(['chapter', 'members', 'officers', 'me']);
  });

  it('offers defaults no wider than the limit', () => {
    expect(defaultChoices({ widest: 'members' })).toEqual(['members', 'officers', 'me']);
    expect(defaultChoices({ widest: 'me' })).toEqual(['me']);
  });
});

describe('withWidest and withDefault', () => {
  it('narrows the default with a narrower limit, and leaves a narrower default alone', () => {
    expect(withWidest({ default: 'chapter', widest: 'chapter' }, 'officers')).toEqual({
      default: 'officers',
      widest: 'officers',
    });
    expect(withWidest({ default: 'me', widest: 'members' }, 'chapter')).toEqual({
      default: 'me',
      widest: 'chapter',
    });
  });

  it('never lets the default reach further than the limit', () => {
    expect(withDefault({ default: 'members', widest: 'members' }, 'chapter')).toEqual({
      default: 'members',
      widest: 'members',
    });
    expect(withDefault({ default: 'members', widest: 'chapter' }, 'me')).toEqual({
      default: 'me',
      widest: 'chapter',
    });
  });
});

describe('changedFields', () => {
  it('sends only the fields whose default or limit changed', () => {
    const edited: PrivacyRules = {
      ...productPrivacyRules,
      phone: { default: 'officers', widest: 'chapter' },
      hiring: { default: 'members', widest: 'members' },
    };
    expect(changedFields(productPrivacyRules, edited)).toEqual({
      phone: { default: 'officers', widest: 'chapter' },
      hiring: { default: 'members', widest: 'members' },
    });
    expect(changedFields(productPrivacyRules, { ...productPrivacyRules })).toEqual({});
  });
});

describe('narrowsChoices', () => {
  it('is true when the new limit is narrower than the saved one', () => {
    const saved = { default: 'members', widest: 'chapter' } as const;
    expect(narrowsChoices(saved, { default: 'members', widest: 'members' })).toBe(true);
    expect(narrowsChoices(saved, { default: 'me', widest: 'chapter' })).toBe(false);
  });
});

describe('the page’s words', () => {
  it('lists fields as a sentence', () => {
    expect(fieldList([])).toBe('');
    expect(fieldList(['phone'])).toBe('Phone');
    expect(fieldList(['phone', 'city'])).toBe('Phone and City');
    expect(fieldList(['phone', 'city', 'mentoring'])).toBe('Phone, City and Open to mentoring');
  });

  it('counts the changes not saved yet and says what was saved, in the table’s order', () => {
    expect(pendingText({})).toBe('No changes.');
    expect(pendingText({ phone: { default: 'me', widest: 'me' } })).toBe(
      '1 field changed, not saved yet.',
    );
    expect(
      savedText({
        hiring: { default: 'me', widest: 'me' },
        phone: { default: 'me', widest: 'me' },
      }),
    ).toBe('Saved: Phone and Hiring.');
  });
});

describe('fieldNamed', () => {
  it('finds the privacy field a refusal names', () => {
    expect(fieldNamed('phone')).toBe('phone');
    expect(fieldNamed('fields.city')).toBe('city');
    expect(fieldNamed('fields/hiring/widest')).toBe('hiring');
    expect(fieldNamed('email')).toBeNull();
    expect(fieldNamed(undefined)).toBeNull();
  });
});
