import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrap-index.ts';

describe('wrapIndex', () => {
  it('steps forward and wraps from the last to the first', () => {
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(3, 3)).toBe(0);
  });
  it('wraps from the first back to the last', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
  });
  it('is 0 for an empty list', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
