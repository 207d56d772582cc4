import { describe, expect, it } from 'vitest';
import {
  clampPage,
  listQueryString,
  pageCount,
  pageOfText,
  pageParam,
  pageSlice,
  serverPager,
  showingText,
} from './table-paging.ts';

const accounts = { one: 'account', many: 'accounts' };

describe('pageCount and clampPage', () => {
  it('counts at least one page, and a partial last page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('keeps a page number within the pages there are', () => {
    expect(clampPage(0, 100, 25)).toBe(1);
    expect(clampPage(9, 100, 25)).toBe(4);
    expect(clampPage(Number.NaN, 100, 25)).toBe(1);
    expect(clampPage(2.7, 100, 25)).toBe(2);
  });
});

describe('pageSlice', () => {
  const rows = Array.from({ length: 7 }, (_, i) => i + 1);
  it('gives the rows of one page, the last one partial', () => {
    expect(pageSlice(rows, 1, 3)).toEqual([1, 2, 3]);
    expect(pageSlice(rows, 3, 3)).toEqual([7]);
    expect(pageSlice(rows, 9, 3)).toEqual([7]);
    expect(pageSlice([], 1, 3)).toEqual([]);
  });
});

describe('showingText and pageOfText', () => {
  it('says which rows are shown, of how many', () => {
    expect(showingText(2, 25, 120, accounts)).toBe('Showing 26–50 of 120 accounts');
    expect(showingText(5, 25, 120, accounts)).toBe('Showing 101–120 of 120 accounts');
    expect(showingText(1, 25, 1, accounts)).toBe('Showing 1 account');
    expect(showingText(1, 25, 12, accounts)).toBe('Showing 12 accounts');
    expect(showingText(1, 25, 0, accounts)).toBe('No accounts');
  });

  it('names the page', () => {
    expect(pageOfText(2, 120, 25)).toBe('Page 2 of 5');
    expect(pageOfText(1, 0, 25)).toBe('Page 1 of 1');
  });

  it('groups the thousands of a long list', () => {
    const gifts = { one: 'gift', many: 'gifts' };
    expect(showingText(2, 50, 75_000, gifts)).toBe('Showing 51–100 of 75,000 gifts');
    expect(showingText(1500, 50, 75_000, gifts)).toBe('Showing 74,951–75,000 of 75,000 gifts');
    expect(showingText(1, 50, 1_200, gifts)).toBe('Showing 1–50 of 1,200 gifts');
    expect(pageOfText(1200, 75_000, 50)).toBe('Page 1,200 of 1,500');
  });
});

describe('pageParam', () => {
  it('reads a page number from the address, 1 for anything else', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('two')).toBe(1);
    expect(pageParam('1.5')).toBe(1);
  });
});

describe('listQueryString', () => {
  it('asks the API for a page of the filtered list, or for all of it as CSV', () => {
    expect(listQueryString('status=used+up', { page: 2, pageSize: 20 })).toBe(
      'status=used+up&page=2&pageSize=20',
    );
    expect(listQueryString('q=a%26b', { format: 'csv' })).toBe('q=a%26b&format=csv');
    expect(listQueryString('', {})).toBe('');
  });
});

describe('serverPager', () => {
  it('says the page and goes to the page before and after, none at either end', () => {
    const went: number[] = [];
    const middle = serverPager(2, 20, 75, (page) => went.push(page));
    expect(middle.text).toBe('Page 2 of 4');
    middle.previous?.();
    middle.next?.();
    expect(went).toEqual([1, 3]);
    expect(serverPager(1, 20, 75, () => {}).previous).toBeNull();
    expect(serverPager(4, 20, 75, () => {}).next).toBeNull();
    expect(serverPager(1, 20, 0, () => {})).toMatchObject({
      text: 'Page 1 of 1',
      previous: null,
      next: null,
    });
  });
});
