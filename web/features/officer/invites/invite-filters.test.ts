import { describe, expect, it } from 'vitest';
import { inviteFiltersSearch, invitesQueryString, readInviteFilters } from './invite-filters.ts';

describe('the invites list in the address', () => {
  it('reads the status, the role and the page', () => {
    expect(readInviteFilters(new URLSearchParams('status=used+up&role=alumni&page=3'))).toEqual({
      status: 'used up',
      role: 'alumni',
      page: 3,
    });
  });

  it('leaves out what it does not know', () => {
    expect(readInviteFilters(new URLSearchParams('status=lost&role=admin&page=0'))).toEqual({
      page: 1,
    });
  });

  it('writes the address back, without page 1', () => {
    expect(inviteFiltersSearch({ status: 'active', page: 1 })).toBe('status=active');
    expect(inviteFiltersSearch({ role: 'member', page: 2 })).toBe('role=member&page=2');
  });

  it('asks the API for a page, or for the same list as CSV', () => {
    expect(invitesQueryString({ status: 'expired' }, { page: 2, pageSize: 20 })).toBe(
      'status=expired&page=2&pageSize=20',
    );
    expect(invitesQueryString({ status: 'used up', role: 'alumni' }, { format: 'csv' })).toBe(
      'status=used+up&role=alumni&format=csv',
    );
    expect(invitesQueryString({}, { format: 'csv' })).toBe('format=csv');
  });
});
