import { describe, expect, it } from 'vitest';
import { loginPath } from '../../lib/login-redirect.ts';
import { readLoginLink, safeNext } from './login-link.ts';

describe('safeNext', () => {
  it.each(['/account', '/members/alumni#founders-day-rsvp', '/alumni-account?tab=1', '/'])(
    'follows the site path %s',
    (next) => {
      expect(safeNext(next)).toBe(next);
    },
  );

  it.each([
    ['another site', 'https://evil.example/account'],
    ['a protocol-relative address', '//evil.example/account'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash anywhere', '/account\\..\\x'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['a control character', '/account\n//evil.example'],
    ['a tab', '/\t/evil.example'],
    ['the login page itself', '/login?next=/login'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_case, next) => {
    expect(safeNext(next)).toBeNull();
  });

  it('resolves dot segments first, so they cannot make an address of another site', () => {
    expect(safeNext('/members/../account')).toBe('/account');
    expect(safeNext('/..//evil.example')).toBeNull();
    expect(safeNext('/a/..//evil.example/')).toBeNull();
  });
});

describe('loginPath and readLoginLink', () => {
  it('builds the address of each way to the login page', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath({ next: '/account', reason: 'session-expired' })).toBe(
      '/login?reason=session-expired&next=%2Faccount',
    );
    expect(loginPath({ reason: 'verified', email: 'ann@example.com' })).toBe(
      '/login?reason=verified&email=ann%40example.com',
    );
    expect(loginPath({ mode: 'signup' })).toBe('/login?mode=signup');
    // Built as given; the login page refuses it when it reads it back.
    expect(
      readLoginLink(new URLSearchParams(loginPath({ next: 'https://evil.example' }).split('?')[1])),
    ).toEqual({});
  });

  it('reads back what it built, and ignores what it does not know', () => {
    const link = { next: '/account', reason: 'account', email: 'a@b.c', mode: 'signup' } as const;
    const search = new URLSearchParams(loginPath(link).split('?')[1]);
    expect(readLoginLink(search)).toEqual(link);
    expect(
      readLoginLink(new URLSearchParams('next=//evil.example&reason=hacked&mode=admin')),
    ).toEqual({});
  });
});

describe('invite links', () => {
  it('opens "Create Account" with the invite code of the link officers send', () => {
    expect(readLoginLink(new URLSearchParams('invite=OXP-AB12-CD34'))).toEqual({
      invite: 'OXP-AB12-CD34',
      mode: 'signup',
    });
  });

  it('ignores an empty invite and keeps at most what a code can be', () => {
    expect(readLoginLink(new URLSearchParams('invite=%20'))).toEqual({});
    expect(readLoginLink(new URLSearchParams(`invite=${'A'.repeat(100)}`)).invite).toHaveLength(64);
  });
});

describe('an accepted bid’s link', () => {
  it('opens "Create Account" with the code, his email and his name', () => {
    expect(
      readLoginLink(
        new URLSearchParams('invite=OXP-AB12-CD34&email=sam%40example.com&name=Sam%20Reyes'),
      ),
    ).toEqual({
      invite: 'OXP-AB12-CD34',
      mode: 'signup',
      email: 'sam@example.com',
      name: 'Sam Reyes',
    });
  });

  it('takes a name only with an invite, and at most what the form takes', () => {
    expect(readLoginLink(new URLSearchParams('name=Sam'))).toEqual({});
    expect(
      readLoginLink(new URLSearchParams(`invite=X1&name=${'n'.repeat(300)}`)).name,
    ).toHaveLength(100);
  });
});
