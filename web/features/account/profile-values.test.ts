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
      phone: '',
      city: '',
      employer: '',
      industry: '',
      mentoring: '',
      hiring: '',
      profilePicture: null,
    });
    expect(
      profileValuesOf(
        { ...user, bio: 'Adviser since 2019.', city: 'Denver', mentoring: true, hiring: false },
        'alumni',
      ),
    ).toEqual({
      name: 'Sam Brother',
      linkedin: 'https://www.linkedin.com/in/sam',
      bio: 'Adviser since 2019.',
      phone: '',
      city: 'Denver',
      employer: '',
      industry: '',
      mentoring: 'yes',
      hiring: 'no',
      profilePicture: null,
    });
  });
});

describe('isProfileDraft', () => {
  it('takes back only a draft with the page’s fields', () => {
    const details = { phone: '', city: '', employer: '', industry: '', mentoring: '', hiring: '' };
    expect(
      isProfileDraft('alumni')({
        name: 'X',
        linkedin: '',
        bio: '',
        ...details,
        profilePicture: '/media/x',
      }),
    ).toBe(true);
    // A draft from before the directory's details were fields: not taken back (not the page's).
    expect(isProfileDraft('alumni')({ name: 'X', bio: '', profilePicture: '/media/x' })).toBe(
      false,
    );
    expect(isProfileDraft('member')({ name: 'X', profilePicture: null })).toBe(false);
    expect(
      isProfileDraft('alumni')({
        name: 42,
        linkedin: '',
        bio: '',
        ...details,
        profilePicture: null,
      }),
    ).toBe(false);
    expect(isProfileDraft('alumni')('name')).toBe(false);
    expect(isProfileDraft('alumni')(null)).toBe(false);
  });
});
