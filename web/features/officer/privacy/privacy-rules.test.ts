import { describe, expect, it } from 'vitest';
import { productPrivacyRules, type PrivacyRules } from '../../../../contract/privacy.ts';
import {
  changedFields,
  defaultChoices,
  fieldList,
  fieldNamed,
  hidingSentences,
  limitedDefaultText,
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

  it('offers every default the field may ever have, whatever its limit now', () => {
    expect(defaultChoices('phone')).toEqual(['chapter', 'members', 'officers', 'me']);
    expect(defaultChoices('bio')).toEqual(['public', 'chapter', 'members', 'officers', 'me']);
  });
});

describe('withWidest and withDefault', () => {
  it('moves the limit alone: a narrower limit never moves the default, a wider one finds it as it was', () => {
    const narrowed = withWidest({ default: 'chapter', widest: 'chapter' }, 'officers');
    expect(narrowed).toEqual({ default: 'chapter', widest: 'officers' });
    expect(withWidest(narrowed, 'chapter')).toEqual({ default: 'chapter', widest: 'chapter' });
  });

  it('moves the default alone, even wider than the limit', () => {
    expect(withDefault({ default: 'members', widest: 'members' }, 'chapter')).toEqual({
      default: 'chapter',
      widest: 'members',
    });
    expect(withDefault({ default: 'members', widest: 'chapter' }, 'me')).toEqual({
      default: 'me',
      widest: 'chapter',
    });
  });
});

describe('limitedDefaultText', () => {
  it('says what a default wider than the limit is while the limit holds it', () => {
    expect(limitedDefaultText({ default: 'chapter', widest: 'members' })).toBe(
      'Default: Chapter — limited to Actives while the widest allowed is Actives.',
    );
    expect(limitedDefaultText({ default: 'members', widest: 'members' })).toBeNull();
    expect(limitedDefaultText({ default: 'me', widest: 'chapter' })).toBeNull();
  });
});

describe('hidingSentences', () => {
  it('names each narrowing move, its count and whom it hides the field from', () => {
    expect(
      hidingSentences([
        { field: 'bio', from: 'public', to: 'members', affected: 2 },
        { field: 'phone', from: 'members', to: 'me', affected: 1 },
        { field: 'city', from: 'chapter', to: 'members', affected: 214 },
        { field: 'hiring', from: 'chapter', to: 'officers', affected: 3 },
        { field: 'mentoring', from: 'chapter', to: 'members', affected: 1 },
        { field: 'linkedin', from: 'officers', to: 'me', affected: 4 },
      ]),
    ).toEqual([
      'This hides the bio of 2 brothers from visitors, alumni and new members.',
      'This hides the phone number of 1 brother from active members and the officers who look after accounts.',
      'This hides the city of 214 brothers from alumni and new members.',
      'This hides whether 3 brothers are hiring from alumni, new members and active members.',
      'This hides whether 1 brother is open to mentoring from alumni and new members.',
      'This hides the LinkedIn of 4 brothers from the officers who look after accounts.',
    ]);
  });

  it('asks nothing of a widening move, nor of one that moves nobody', () => {
    expect(
      hidingSentences([
        { field: 'city', from: 'members', to: 'chapter', affected: 12 },
        { field: 'phone', from: 'chapter', to: 'me', affected: 0 },
      ]),
    ).toEqual([]);
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
