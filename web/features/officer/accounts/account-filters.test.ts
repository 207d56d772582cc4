import { describe, expect, it } from 'vitest';
import {
  accountFiltersSearch,
  accountsQueryString,
  classChoiceOf,
  classChoices,
  readAccountFilters,
  withClassChoice,
} from './account-filters.ts';

describe('readAccountFilters', () => {
  it('reads the search, the filters and the page from the address', () => {
    expect(
      readAccountFilters(
        new URLSearchParams('q=%20ann%20&role=alumni&officer=true&verified=false&page=3'),
      ),
    ).toEqual({ q: 'ann', role: 'alumni', officer: 'true', verified: 'false', page: 3 });
  });

  it('leaves out what it does not know', () => {
    expect(readAccountFilters(new URLSearchParams('role=admin&disabled=maybe&page=-1&q='))).toEqual(
      { page: 1 },
    );
  });
});

describe('accountFiltersSearch and accountsQueryString', () => {
  it('writes the address back, without page 1', () => {
    expect(accountFiltersSearch({ q: 'ann', role: 'member', page: 1 })).toBe('q=ann&role=member');
    expect(accountFiltersSearch({ disabled: 'true', page: 2 })).toBe('disabled=true&page=2');
  });

  it('asks the API for a page, or for the same list as CSV', () => {
    expect(accountsQueryString({ role: 'alumni' }, { page: 2, pageSize: 25 })).toBe(
      'role=alumni&page=2&pageSize=25',
    );
    expect(accountsQueryString({ q: 'a b' }, { format: 'csv' })).toBe('q=a+b&format=csv');
  });
});

describe('the class filter', () => {
  it('reads a class, or the classes graduated by a year, never both', () => {
    expect(readAccountFilters(new URLSearchParams('classYear=2027'))).toEqual({
      classYear: '2027',
      page: 1,
    });
    expect(
      readAccountFilters(new URLSearchParams('role=member&disabled=false&graduatedBy=2026')),
    ).toEqual({ role: 'member', disabled: 'false', graduatedBy: '2026', page: 1 });
    expect(readAccountFilters(new URLSearchParams('classYear=27&graduatedBy=x'))).toEqual({
      page: 1,
    });
    expect(
      accountsQueryString({ role: 'member', graduatedBy: '2026' }, { page: 1, pageSize: 25 }),
    ).toBe('role=member&graduatedBy=2026&page=1&pageSize=25');
  });

  it('is one choice: any class, the graduated classes, or one class', () => {
    expect(classChoiceOf({ graduatedBy: '2026' })).toBe('by-2026');
    expect(classChoiceOf({ classYear: '2027' })).toBe('2027');
    expect(withClassChoice({ role: 'member', graduatedBy: '2026' }, '2028')).toEqual({
      role: 'member',
      classYear: '2028',
    });
    expect(withClassChoice({ classYear: '2028' }, 'by-2026')).toEqual({ graduatedBy: '2026' });
    expect(withClassChoice({ classYear: '2028' }, '')).toEqual({});
    expect(classChoices([2025, 2027], { graduatedBy: '2026' }).map((c) => c.label)).toEqual([
      'Any class',
      'Graduated: class of 2026 or earlier',
      'Class of 2025',
      'Class of 2027',
    ]);
    expect(classChoices([2027], { classYear: '2024' }).map((c) => c.value)).toEqual([
      '',
      '2024',
      '2027',
    ]);
  });
});
