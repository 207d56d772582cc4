import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import {
  accountErrorText,
  homeFor,
  loginTitle,
  needsVerification,
  verifyErrorText,
} from './messages.ts';

describe('accountErrorText', () => {
  it('shows the server’s message first', () => {
    expect(
      accountErrorText(
        new ApiRequestError(401, 'x', 'Invalid email or password.', 'unauthorized'),
        'Login failed',
      ),
    ).toBe('Invalid email or password.');
  });
  it('falls back to the error code, then to the fixed text', () => {
    expect(
      accountErrorText(new ApiRequestError(500, 'x', undefined, 'internal'), 'Login failed'),
    ).toBe('internal');
    expect(accountErrorText(new ApiRequestError(502, 'x'), 'Signup failed')).toBe('Signup failed');
    expect(accountErrorText(new Error('odd'), 'Login failed')).toBe('Login failed');
  });
  it('names a network failure', () => {
    expect(accountErrorText(new ApiRequestError(0, 'x'), 'Login failed')).toBe(
      'Request failed. Please check server and network.',
    );
  });
});

describe('verifyErrorText', () => {
  it('uses the server’s message, else "Verification failed."', () => {
    expect(verifyErrorText(new ApiRequestError(400, 'x', 'That code is not correct.'))).toBe(
      'That code is not correct.',
    );
    expect(verifyErrorText(new ApiRequestError(500, 'x'))).toBe('Verification failed.');
    expect(verifyErrorText(new ApiRequestError(0, 'x'))).toBe('Request failed. Please try again.');
  });
});

describe('needsVerification and homeFor', () => {
  it('spots "not verified" in any case', () => {
    expect(needsVerification('Your account is not verified yet.')).toBe(true);
    expect(needsVerification('Account NOT VERIFIED')).toBe(true);
    expect(needsVerification('Invalid email or password.')).toBe(false);
  });
  it('sends an officer with areas to the console, alumni to the alumni page, others to the active members page', () => {
    const plain = { isOfficer: false, areas: [] };
    expect(homeFor({ role: 'alumni', ...plain })).toBe('/members/alumni');
    expect(homeFor({ role: 'member', ...plain })).toBe('/members/active');
    expect(homeFor({ role: 'member', isOfficer: true, areas: ['calendar'] })).toBe('/officers');
    expect(homeFor({ role: 'alumni', isOfficer: true, areas: ['treasury'] })).toBe('/officers');
    // The flag without an area has no page of the console to work on.
    expect(homeFor({ role: 'member', isOfficer: true, areas: [] })).toBe('/members/active');
  });
});

describe('loginTitle', () => {
  it('names the page after where the person comes from', () => {
    expect(loginTitle({})).toBe('Member Login');
    expect(loginTitle({ next: '/members/active' })).toBe('Member Login');
    expect(loginTitle({ next: '/members/alumni' })).toBe('Alumni Login');
    expect(loginTitle({ next: '/alumni-account', reason: 'session-expired' })).toBe('Alumni Login');
    expect(loginTitle({ next: '/members/alumni', mode: 'signup' })).toBe('Create Account');
  });
});
