import { describe, expect, it } from 'vitest';
import { changePasswordRequest, completeLinkedinUrl, updateProfileRequest } from './auth.ts';

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
