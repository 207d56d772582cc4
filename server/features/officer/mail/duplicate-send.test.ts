import { describe, expect, it } from 'vitest';
import { duplicateQuestion, duplicateSince, sameSubject } from './duplicate-send.ts';

describe('sameSubject', () => {
  it('reads a subject as people do: case and spacing aside', () => {
    expect(sameSubject('The Lambda Letter', '  the lambda   LETTER ')).toBe(true);
    expect(sameSubject('Café news', 'Cafe\u0301 news')).toBe(true);
    expect(sameSubject('The Lambda Letter', 'The Lambda Letter 2')).toBe(false);
  });
});

describe('duplicateSince', () => {
  it('is an hour before now', () => {
    expect(duplicateSince(new Date('2026-11-02T12:00:00Z')).toISOString()).toBe(
      '2026-11-02T11:00:00.000Z',
    );
  });
});

describe('duplicateQuestion', () => {
  it('says when the first went out and asks for how many people', () => {
    const now = new Date('2026-11-02T12:00:00Z');
    expect(duplicateQuestion('The Letter', new Date('2026-11-02T11:48:00Z'), now, 1200)).toBe(
      '“The Letter” went out 12 minutes ago. Send it again to 1,200 people?',
    );
    expect(duplicateQuestion('The Letter', new Date('2026-11-02T11:59:50Z'), now, 1)).toBe(
      '“The Letter” went out 1 minute ago. Send it again to 1 person?',
    );
  });
});
