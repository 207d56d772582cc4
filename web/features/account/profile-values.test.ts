import { describe, expect, it } from 'vitest';
import { isProfileDraft, profileValuesOf } from './profile-values.ts';

const user = {
  name: 'Sam Brother',
  email: 'sam@example.com',
  role: 'member',
  major: null,
  graduationYear: 2027,
  linkedin: 'https://www.linkedin.com/in/sam',
  bio: null,
  profilePicture: null,
};

describe('profileValuesOf', () => {
  it('gives each page the fields it edits, as typed text', () => {
    expect(profileValuesOf(user, 'member')).toEqual({
      name: 'Sam Brother',
      major: '',
      graduationYear: '2027',
      linkedin: 'https://www.linkedin.com/in/sam',
      bio: '',
      profilePicture: null,
    });
    expect(profileValuesOf({ ...user, bio: 'Adviser since 2019.' }, 'alumni')).toEqual({
      name: 'Sam Brother',
      bio: 'Adviser since 2019.',
      profilePicture: null,
    });
  });
});

describe('isProfileDraft', () => {
  it('takes back only a draft with the page’s fields', () => {
    expect(isProfileDraft('alumni')({ name: 'X', bio: '', profilePicture: '/media/x' })).toBe(true);
    // A draft from before the bio was a field: not taken back (its fields are not the page's).
    expect(isProfileDraft('alumni')({ name: 'X', profilePicture: '/media/x' })).toBe(false);
    expect(isProfileDraft('member')({ name: 'X', profilePicture: null })).toBe(false);
    expect(isProfileDraft('alumni')({ name: 42, bio: '', profilePicture: null })).toBe(false);
    expect(isProfileDraft('alumni')('name')).toBe(false);
    expect(isProfileDraft('alumni')(null)).toBe(false);
  });
});
