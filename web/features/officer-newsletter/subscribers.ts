// The newsletter's subscribers for the console (docs/api.md#newsletter-console): the list's address
// with its status filter (and `format=csv` for the download), and the words for each status.
import type { SubscriberStatus } from '../../../contract/api/communications.ts';

export const subscribersPath = '/api/officer/newsletter/subscribers';

/** Empty: every subscriber. */
export type StatusFilter = SubscriberStatus | '';

/** The list's address with the filter (and `format=csv` for the download). */
export function subscribersUrl(status: StatusFilter, format: 'json' | 'csv' = 'json'): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (format === 'csv') query.set('format', 'csv');
  const text = query.toString();
  return text ? `${subscribersPath}?${text}` : subscribersPath;
}

/** The statuses in the order the page shows their counts, with what each means. */
export const statusFacts: readonly {
  status: SubscriberStatus;
  label: string;
  meaning: string;
}[] = [
  { status: 'active', label: 'Active', meaning: 'confirmed; they get the newsletter' },
  { status: 'pending', label: 'Pending', meaning: 'signed up, not confirmed yet' },
  { status: 'unsubscribed', label: 'Unsubscribed', meaning: 'left the list' },
  { status: 'bouncing', label: 'Bouncing', meaning: 'their mail server refused for good' },
];

export const statusLabel = (status: SubscriberStatus): string =>
  statusFacts.find((fact) => fact.status === status)?.label ?? status;

/** The badge's look: active green, pending amber, the others red. */
export const statusBadgeClass = (status: SubscriberStatus): string =>
  status === 'active'
    ? 'status-badge'
    : status === 'pending'
      ? 'status-badge status-badge--expired'
      : 'status-badge status-badge--revoked';
