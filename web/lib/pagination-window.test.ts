import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window.ts';

describe('paginationWindow', () => {
  it('shows every page up to 5', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('near the start: 1–4, an ellipsis, the last page', () => {
    expect(paginationWindow(1, 8)).toEqual([1, 2, 3, 4, 'ellipsis-end', 8]);
    expect(paginationWindow(3, 8)).toEqual([1, 2, 3, 4, 'ellipsis-end', 8]);
    expect(paginationWindow(2, 6)).toEqual([1, 2, 3, 4, 'ellipsis-end', 6]);
  });
  it('near the end: the first page, an ellipsis, the last 4', () => {
    expect(paginationWindow(8, 8)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8]);
    expect(paginationWindow(6, 8)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8]);
    expect(paginationWindow(4, 6)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6]);
  });
  it('otherwise: first, ellipsis, the current page and its neighbours, ellipsis, last', () => {
    expect(paginationWindow(4, 8)).toEqual([1, 'ellipsis-start', 3, 4, 5, 'ellipsis-end', 8]);
    expect(paginationWindow(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 8]);
    expect(paginationWindow(50, 84)).toEqual([1, 'ellipsis-start', 49, 50, 51, 'ellipsis-end', 84]);
  });
});
