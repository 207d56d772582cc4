import { describe, expect, it } from 'vitest';
import { inviteLink, inviteMessage } from './invite-message.ts';

describe('inviteLink', () => {
  it('opens Create Account with the code filled in', () => {
    expect(inviteLink('https://oxp.example', 'OXP-AB12-CD34')).toBe(
      'https://oxp.example/login?invite=OXP-AB12-CD34',
    );
  });
});

describe('inviteMessage', () => {
  const base = {
    siteName: 'Omicron Xi Psi',
    origin: 'https://oxp.example',
    code: 'OXP-AB12-CD34',
    role: 'member' as const,
    expiresAt: '2026-05-15T19:04:00.000Z',
    usesLeft: 1,
    timeZone: 'America/New_York',
  };

  it('names the site, the link, the code and the expiry', () => {
    expect(inviteMessage(base)).toBe(
      [
        'You are invited to create a member account on the Omicron Xi Psi website.',
        '',
        'Open this link to sign up (the invite code is filled in for you):',
        'https://oxp.example/login?invite=OXP-AB12-CD34',
        '',
        'Or go to https://oxp.example/login?mode=signup and enter the invite code OXP-AB12-CD34.',
        '',
        'The invite works until Fri, May 15, 2026. It is for you alone: please do not pass it on.',
      ].join('\n'),
    );
  });

  it('says an alumni invite and how many times a class invite works, as a personal invitation', () => {
    const text = inviteMessage({ ...base, role: 'alumni', usesLeft: 20 });
    expect(text).toContain('create an alumni account');
    expect(text).toContain(
      'It can be used 20 times, by the brothers it was sent to: please do not pass it on.',
    );
    expect(text).not.toContain('feel free to pass it on');
  });
});
