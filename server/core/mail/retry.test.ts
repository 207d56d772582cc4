import { describe, expect, it } from 'vitest';
import { giveUpAfterMs, retryDelayMs, shouldGiveUp } from './retry.ts';

describe('retryDelayMs', () => {
  it('starts at 10 seconds and doubles', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
  });
  it('never waits more than 15 minutes', () => {
    expect(retryDelayMs(20)).toBe(15 * 60_000);
    expect(retryDelayMs(200)).toBe(15 * 60_000);
  });
});

describe('shouldGiveUp', () => {
  const created = new Date('2026-01-01T00:00:00Z');
  it('keeps trying for a day', () => {
    expect(shouldGiveUp(created, new Date(created.getTime() + giveUpAfterMs - 1))).toBe(false);
    expect(shouldGiveUp(created, new Date(created.getTime() + giveUpAfterMs))).toBe(true);
  });
});
