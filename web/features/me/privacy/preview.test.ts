import { describe, expect, it } from 'vitest';
import { privacyFields, productPrivacyRules } from '../../../../contract/privacy.ts';
import type { MyPrivacy } from '../../../../contract/api/privacy.ts';
import { hiddenFrom, shownTo } from './preview.ts';

const privacy = (overrides: Partial<Record<string, string>>): MyPrivacy => ({
  fields: Object.fromEntries(
    privacyFields.map((field) => [
      field,
      {
        ...productPrivacyRules[field],
        audience: overrides[field] ?? productPrivacyRules[field].default,
        chosen: field in overrides,
      },
    ]),
  ) as MyPrivacy['fields'],
});

const user = {
  name: 'Sam Brother',
  email: 'sam@example.com',
  role: 'alumni',
  bio: 'Class of 2015.',
  phone: '+1 555 010 0142',
  city: 'Denver',
  employer: '',
  mentoring: false,
  hiring: null,
};

describe('see my profile as', () => {
  it('shows each viewer the filled fields its audience reaches', () => {
    const mine = privacy({ phone: 'members', city: 'me' });
    expect(shownTo(user, mine, 'public')).toEqual({ bio: 'Class of 2015.' });
    expect(shownTo(user, mine, 'chapter')).toEqual({ bio: 'Class of 2015.', mentoring: false });
    expect(shownTo(user, mine, 'members')).toEqual({
      bio: 'Class of 2015.',
      phone: '+1 555 010 0142',
      mentoring: false,
    });
    expect(hiddenFrom(user, mine, 'chapter')).toEqual(['phone', 'city']);
    expect(hiddenFrom(user, mine, 'officers')).toEqual(['city']);
  });
});
