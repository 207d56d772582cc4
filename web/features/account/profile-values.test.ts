import { describe, expect, it } from 'vitest';
import {
  changedFields,
  changesToSend,
  isProfileDraft,
  profileValuesOf,
  withNewer,
} from './profile-values.ts';

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

const alumniValues = profileValuesOf(
  { ...user, city: 'Lyon', employer: 'Acme', mentoring: true },
  'alumni',
);

describe('changedFields and changesToSend', () => {
  it('name the fields that differ from the saved profile, and a save sends only those', () => {
    const values = { ...alumniValues, employer: 'Globex', mentoring: '' };
    expect(changedFields(alumniValues, values)).toEqual(['employer', 'mentoring']);
    expect(changedFields(alumniValues, { ...alumniValues })).toEqual([]);
    // The checked request holds every field of the page (as the schema gives them): only the
    // changed ones are sent, so a save never writes back a value it did not change.
    const request = { name: 'Sam Brother', city: 'Lyon', employer: 'Globex', mentoring: null };
    expect(changesToSend(request, alumniValues, values)).toEqual({
      employer: 'Globex',
      mentoring: null,
    });
  });
});

describe('withNewer', () => {
  it('takes the newer profile and keeps the person’s own edits on the fields he changed', () => {
    // The phone changed the city; the laptop, opened before, changed the employer.
    const newer = { ...alumniValues, city: 'Paris' };
    const edited = { ...alumniValues, employer: 'Globex' };
    expect(withNewer(alumniValues, newer, edited)).toEqual({
      values: { ...alumniValues, city: 'Paris', employer: 'Globex' },
      both: [],
    });
  });

  it('names the fields both changed to different values, keeping his', () => {
    const newer = { ...alumniValues, city: 'Paris', employer: 'Initech', bio: 'Hi' };
    const edited = { ...alumniValues, city: 'Paris', employer: 'Globex' };
    expect(withNewer(alumniValues, newer, edited)).toEqual({
      values: { ...newer, employer: 'Globex' },
      both: ['employer'],
    });
  });

  it('gives the newer profile as it is when he changed nothing', () => {
    const newer = { ...alumniValues, profilePicture: '/media/new' };
    expect(withNewer(alumniValues, newer, alumniValues)).toEqual({ values: newer, both: [] });
  });
});

describe('isProfileDraft', () => {
  const details = { phone: '', city: '', employer: '', industry: '', mentoring: '', hiring: '' };
  const alumni = {
    name: 'X',
    linkedin: '',
    bio: '',
    ...details,
    profilePicture: '/media/x',
  };

  it('takes back only a draft of the page’s fields with the profile it was made from', () => {
    expect(isProfileDraft('alumni')({ saved: alumni, values: alumni })).toBe(true);
    // A draft of the values alone (kept before saves named their version): not taken back.
    expect(isProfileDraft('alumni')(alumni)).toBe(false);
    expect(isProfileDraft('alumni')({ saved: alumni })).toBe(false);
    // A draft from before the directory's details were fields: not taken back (not the page's).
    const older = { name: 'X', bio: '', profilePicture: '/media/x' };
    expect(isProfileDraft('alumni')({ saved: older, values: older })).toBe(false);
    expect(isProfileDraft('member')({ saved: alumni, values: alumni })).toBe(false);
    expect(isProfileDraft('alumni')({ saved: alumni, values: { ...alumni, name: 42 } })).toBe(
      false,
    );
    expect(isProfileDraft('alumni')('name')).toBe(false);
    expect(isProfileDraft('alumni')(null)).toBe(false);
  });
});
