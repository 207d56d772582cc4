import { describe, expect, it } from 'vitest';
import {
  emptyListText,
  readSubscriberFilters,
  statusBadgeClass,
  statusLabel,
  subscriberFiltersSearch,
  subscribersUrl,
  withStatus,
} from './subscribers.ts';

describe('subscribersUrl', () => {
  it('asks for the first page of every subscriber without a filter', () => {
    expect(subscribersUrl({})).toBe('/api/officer/mail/subscribers');
  });
  it('adds the status filter, the search, the page and the CSV format', () => {
    expect(subscribersUrl({ status: 'active' })).toBe(
      '/api/officer/mail/subscribers?status=active',
    );
    expect(subscribersUrl({}, { format: 'csv' })).toBe('/api/officer/mail/subscribers?format=csv');
    expect(subscribersUrl({ status: 'bouncing', q: 'a%b' }, { format: 'csv' })).toBe(
      '/api/officer/mail/subscribers?status=bouncing&q=a%25b&format=csv',
    );
    expect(subscribersUrl({ q: 'ann' }, { page: 3, pageSize: 50 })).toBe(
      '/api/officer/mail/subscribers?q=ann&page=3&pageSize=50',
    );
  });
});

describe('the address of the subscribers page', () => {
  it('reads the status, the search and the page', () => {
    expect(
      readSubscriberFilters(new URLSearchParams('status=pending&q=%20Ann%40%20&page=4')),
    ).toEqual({ status: 'pending', q: 'Ann@', page: 4 });
  });

  it('leaves out what it does not know', () => {
    expect(readSubscriberFilters(new URLSearchParams('status=admin&q=%20&page=0'))).toEqual({
      page: 1,
    });
  });

  it('writes the address back, without page 1', () => {
    expect(subscriberFiltersSearch({ status: 'active', page: 1 })).toBe('status=active');
    expect(subscriberFiltersSearch({ q: 'ann', page: 2 })).toBe('q=ann&page=2');
  });
});

describe('statuses', () => {
  it('names each status and gives it a badge', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('unsubscribed')).toBe('Unsubscribed');
    expect(statusBadgeClass('active')).toBe('status-badge');
    expect(statusBadgeClass('pending')).toContain('status-badge--expired');
    expect(statusBadgeClass('bouncing')).toContain('status-badge--revoked');
  });
});

describe('the status filter and the empty list', () => {
  it('sets or clears the status, keeping the search', () => {
    expect(withStatus({ q: 'ann', status: 'active' }, 'pending')).toEqual({
      q: 'ann',
      status: 'pending',
    });
    expect(withStatus({ q: 'ann', status: 'active' }, '')).toEqual({ q: 'ann' });
    expect(withStatus({}, 'nonsense')).toEqual({});
  });

  it('says why the list is empty', () => {
    expect(emptyListText({})).toBe('Nobody has signed up for the newsletter yet.');
    expect(emptyListText({ status: 'bouncing' })).toBe('No subscriber is bouncing.');
    expect(emptyListText({ q: 'ann' })).toBe('No subscriber’s address contains “ann”.');
    expect(emptyListText({ q: 'ann', status: 'pending' })).toBe(
      'No pending subscriber’s address contains “ann”.',
    );
  });
});
