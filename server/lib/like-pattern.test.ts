import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.ts';

describe('containsPattern', () => {
  it.each([
    ['ann', '%ann%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
    ['', '%%'],
  ])('matches %j as itself', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});
