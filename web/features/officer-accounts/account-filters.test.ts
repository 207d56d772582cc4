import { describe, expect, it } from 'vitest';
import {
  accountFiltersSearch,
  accountsQueryString,
  readAccountFilters,
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
