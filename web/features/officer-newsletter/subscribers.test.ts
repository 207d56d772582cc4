import { describe, expect, it } from 'vitest';
import { statusBadgeClass, statusLabel, subscribersUrl } from './subscribers.ts';

describe('subscribersUrl', () => {
  it('asks for every subscriber without a filter', () => {
    expect(subscribersUrl('')).toBe('/api/officer/newsletter/subscribers');
  });
  it('adds the status filter and the CSV format', () => {
    expect(subscribersUrl('active')).toBe('/api/officer/newsletter/subscribers?status=active');
    expect(subscribersUrl('', 'csv')).toBe('/api/officer/newsletter/subscribers?format=csv');
    expect(subscribersUrl('bouncing', 'csv')).toBe(
      '/api/officer/newsletter/subscribers?status=bouncing&format=csv',
    );
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
