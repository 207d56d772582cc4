// The audit log (docs/api.md#officer-console): a page of entries, newest first, filtered by actor
// and action; the same filters as a CSV file.
import type { auditResponse } from '../../../../contract/api/officer.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface AuditFilters {
  actor?: string;
  action?: string;
}

const auditPath = '/api/officer/audit';

const query = (filters: AuditFilters, extra: Record<string, string> = {}) => {
  const search = new URLSearchParams();
  if (filters.actor) search.set('actor', filters.actor);
  if (filters.action) search.set('action', filters.action);
  for (const [key, value] of Object.entries(extra)) search.set(key, value);
  return search.toString();
};

const auditPageSize = 50;

export const loadAudit = (filters: AuditFilters, before?: string, signal?: AbortSignal) =>
  apiRequest<typeof auditResponse>(
    `${auditPath}?${query(filters, { limit: String(auditPageSize), ...(before ? { before } : {}) })}`,
    signal ? { signal } : {},
  );

export const auditCsvPath = (filters: AuditFilters) =>
  `${auditPath}?${query(filters, { format: 'csv' })}`;
