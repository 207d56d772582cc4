// The check-in codes (codes.ts): one per 20-second step, accepted in its step and the next, then
// "expired" for a while, and never another event's or another key's.
import { describe, expect, it } from 'vitest';
import { codeForStep, currentCode, matchCode, newCheckInKey } from './codes.ts';

const key = newCheckInKey();
const event = '6f1c2f64-5b0a-4c51-9d43-0d7b8e1f2a33';
const stepStart = 1_800_000_000_000; // a multiple of 20 s

describe('check-in codes', () => {
  it('changes every 20 seconds and is accepted for 40', () => {
    const shown = currentCode(key, event, stepStart + 5_000);
    expect(shown.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{6}$/);
    expect(shown.changesAt).toBe(stepStart + 20_000);
    expect(shown.expiresAt).toBe(stepStart + 40_000);
    expect(currentCode(key, event, stepStart + 19_999).code).toBe(shown.code);
    expect(currentCode(key, event, stepStart + 20_000).code).not.toBe(shown.code);
    expect(matchCode(key, event, shown.code, stepStart + 39_999)).toBe('accepted');
    expect(matchCode(key, event, shown.code, stepStart + 40_000)).toBe('expired');
    expect(matchCode(key, event, shown.code, stepStart + 9 * 60_000)).toBe('expired');
    expect(matchCode(key, event, shown.code, stepStart + 20 * 60_000)).toBe('wrong');
  });

  it('is no other event’s code, nor another key’s, nor a future step’s', () => {
    const code = codeForStep(key, event, stepStart / 20_000);
    expect(matchCode(key, '00000000-0000-4000-8000-000000000000', code, stepStart)).toBe('wrong');
    expect(matchCode(newCheckInKey(), event, code, stepStart)).toBe('wrong');
    const next = codeForStep(key, event, stepStart / 20_000 + 1);
    expect(matchCode(key, event, next, stepStart)).toBe('wrong');
  });

  it('spreads over the alphabet (no character stands out in 2,000 codes)', () => {
    const seen = new Map<string, number>();
    for (let step = 0; step < 2000; step++)
      for (const char of codeForStep(key, event, step)) seen.set(char, (seen.get(char) ?? 0) + 1);
    expect(seen.size).toBe(32);
    // 12,000 characters over 32: 375 each on average.
    expect(Math.max(...seen.values())).toBeLessThan(500);
    expect(Math.min(...seen.values())).toBeGreaterThan(250);
  });
});
