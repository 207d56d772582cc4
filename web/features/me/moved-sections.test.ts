import { describe, expect, it } from 'vitest';
import { movedSectionPath } from './moved-sections.ts';

describe('movedSectionPath', () => {
  it.each([
    ['#standing', '/me/standing'],
    ['#privacy', '/me/privacy'],
    ['#your-office', '/me/office'],
    ['#mail', '/me/mail'],
    ['#your-data', '/me/data'],
    ['#two-factor', '/me/security#two-factor'],
    ['#sessions', '/me/security#sessions'],
    ['#calendar-feed', '/me/security#calendar-feed'],
  ])('sends an old link to %s on to %s', (hash, path) => {
    expect(movedSectionPath(hash)).toBe(path);
  });

  it.each(['', '#', '#password-heading', '#constructor', '#toString', '#standing-x'])(
    'leaves %j where it is',
    (hash) => {
      expect(movedSectionPath(hash)).toBeNull();
    },
  );
});
