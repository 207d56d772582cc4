import { describe, expect, it } from 'vitest';
import { boardRows } from './rows.ts';

describe('boardRows', () => {
  it('puts fifteen officers in rows of 5, 5 and 5', () => {
    const officers = Array.from({ length: 15 }, (_, i) => i);
    expect(boardRows(officers).map((row) => row.length)).toEqual([5, 5, 5]);
    expect(boardRows(officers).flat()).toEqual(officers);
  });
  it('leaves a shorter last row when the board is not a multiple of five', () => {
    expect(boardRows([1, 2, 3, 4, 5, 6, 7]).map((row) => row.length)).toEqual([5, 2]);
    expect(boardRows([])).toEqual([]);
  });
});
