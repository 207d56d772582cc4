import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress.ts';

describe('progressPercent', () => {
  it('rounds to a whole percent', () => {
    expect(progressPercent(350, 700)).toBe(50);
    expect(progressPercent(1850, 5000)).toBe(37);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(1, 200)).toBe(1);
    expect(progressPercent(0.9, 200)).toBe(0);
  });
  it('stays within 0 and 100', () => {
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(-50, 100)).toBe(0);
  });
  it('is 0 when the goal is zero or less, or nothing is known', () => {
    expect(progressPercent(100, 0)).toBe(0);
    expect(progressPercent(100, -5)).toBe(0);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
  });
});
