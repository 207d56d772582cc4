import { describe, expect, it } from 'vitest';
import {
  changePasswordRequest,
  completeLinkedinUrl,
  signupRequest,
  updateProfileRequest,
} from './auth.ts';

describe('completeLinkedinUrl', () => {
  it.each([
    ['linkedin.com/in/sam', 'https://linkedin.com/in/sam'],
    ['www.linkedin.com/in/sam', 'https://www.linkedin.com/in/sam'],
    ['uk.linkedin.com/in/sam', 'https://uk.linkedin.com/in/sam'],
    ['  http://www.linkedin.com/in/sam  ', 'https://www.linkedin.com/in/sam'],
    ['HTTP://www.linkedin.com/in/sam', 'https://www.linkedin.com/in/sam'],
    ['https://www.linkedin.com/in/sam', 'https://www.linkedin.com/in/sam'],
  ])('completes %s to %s', (typed, whole) => {
    expect(completeLinkedinUrl(typed)).toBe(whole);
  });

  it.each(['evil.example/in/sam', 'javascript:alert(1)', 'linkedin.com.evil.example/in/x', ''])(
    'leaves %s as typed, for the rules to refuse',
    (typed) => {
      expect(completeLinkedinUrl(typed)).toBe(typed);
    },
  );

  it('is what the profile schema stores, and a look-alike host is still refused', () => {
    expect(updateProfileRequest.parse({ linkedin: 'linkedin.com/in/sam' }).linkedin).toBe(
      'https://linkedin.com/in/sam',
    );
    expect(
      updateProfileRequest.safeParse({ linkedin: 'linkedin.com.evil.example/in/sam' }).success,
    ).toBe(false);
  });
});

const issues = (body: unknown) =>
  changePasswordRequest.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));

describe('changePasswordRequest', () => {
  it('needs the current password and a new one that follows the rules', () => {
    expect(issues({ currentPassword: 'x', newPassword: 'Str0ng-Pass!' })).toBeUndefined();
    expect(issues({ currentPassword: '', newPassword: 'weak' })).toEqual([
      'currentPassword',
      'newPassword',
    ]);
  });
});

describe('the profile phone number', () => {
  it.each([
    '(555) 123-4567',
    '+1 (555) 123-4567',
    '+1 555 010 0199',
    '555.010.0199',
    '+44 20 7946 0958',
    '(02) 9876 5432',
  ])('accepts %s', (phone) => {
    expect(updateProfileRequest.safeParse({ phone }).data?.phone).toBe(phone);
  });

  it.each([
    '555-CALL-NOW',
    '<b>555 010 0199</b>',
    '555 010 0199 ext 2',
    '(555) 123-4567)x',
    '+(',
    '12345',
    '+1 555 010 0199 <script>',
  ])('refuses %s', (phone) => {
    expect(updateProfileRequest.safeParse({ phone }).success).toBe(false);
  });
});

describe('a person’s details', () => {
  const marks = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u200E', '\u200F', '\u061C'];
  const bidi = ['\u202A', '\u202E', '\u2066', '\u2069'];

  it('refuse zero-width characters and direction marks in every text field, at that field', () => {
    for (const mark of [...marks, ...bidi])
      for (const field of ['name', 'major', 'city', 'employer', 'bio']) {
        const refused = updateProfileRequest.safeParse({ [field]: `Sam${mark}uel` });
        expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
      }
  });

  it('refuse them in the name given at signup', () => {
    const signup = { email: 'sam@example.com', password: 'Str0ng-Pass!', inviteCode: 'ABCD' };
    expect(signupRequest.safeParse({ ...signup, name: 'Samuel Ortiz' }).success).toBe(true);
    for (const mark of [...marks, ...bidi])
      expect(
        signupRequest
          .safeParse({ ...signup, name: `Sam${mark}uel` })
          .error?.issues.map((issue) => issue.path.join('.')),
      ).toEqual(['name']);
  });
});
