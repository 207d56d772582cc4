// Recruitment in the console (docs/api.md#recruitment, area `recruitment`): the periods and their
// numbers, the deletions' log, the pipeline of prospects (stage, bid), and the secret ballots.
import type { z } from 'zod';
import type {
  ballotRequest,
  ballotResponse,
  ballotResultsResponse,
  ballotsResponse,
  bidRequest,
  deletionsResponse,
  periodRequest,
  periodResponse,
  periodsResponse,
  periodStats,
  prospectResponse,
  prospectsResponse,
  stageRequest,
} from '../../../../contract/api/recruitment.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { prospectsQueryString, type ProspectFilters } from './rules.ts';

const base = '/api/officer/recruitment';
const periodsPath = `${base}/periods`;
const periodPath = (id: string) => `${periodsPath}/${encodeURIComponent(id)}`;
const prospectPath = (id: string) => `${base}/prospects/${encodeURIComponent(id)}`;
const ballotPath = (id: string) => `${base}/ballots/${encodeURIComponent(id)}`;
const options = (signal?: AbortSignal) => (signal ? { signal } : {});

export const loadPeriods = (signal?: AbortSignal) =>
  apiRequest<typeof periodsResponse>(periodsPath, options(signal));

export const addPeriod = (body: z.input<typeof periodRequest>) =>
  apiRequest<typeof periodResponse, typeof periodRequest>(periodsPath, { method: 'POST', body });

export const savePeriod = (id: string, body: z.input<typeof periodRequest>) =>
  apiRequest<typeof periodResponse, typeof periodRequest>(periodPath(id), { method: 'PUT', body });

export const loadPeriodStats = (id: string, signal?: AbortSignal) =>
  apiRequest<typeof periodStats>(`${periodPath(id)}/stats`, options(signal));

export const periodStatsCsvPath = (id: string) => `${periodPath(id)}/stats?format=csv`;

export const loadDeletions = (signal?: AbortSignal) =>
  apiRequest<typeof deletionsResponse>(`${base}/deletions`, options(signal));

export const loadProspects = (
  filters: ProspectFilters,
  paging: { page: number; pageSize: number },
  signal?: AbortSignal,
) =>
  apiRequest<typeof prospectsResponse>(
    `${base}/prospects?${prospectsQueryString(filters, paging)}`,
    options(signal),
  );

export const prospectsCsvPath = (filters: ProspectFilters) =>
  `${base}/prospects?${prospectsQueryString(filters, { format: 'csv' })}`;

export const moveProspect = (id: string, body: z.input<typeof stageRequest>) =>
  apiRequest<typeof prospectResponse, typeof stageRequest>(prospectPath(id), {
    method: 'PATCH',
    body,
  });

export const extendBid = (id: string, body: z.input<typeof bidRequest>) =>
  apiRequest<typeof prospectResponse, typeof bidRequest>(`${prospectPath(id)}/bid`, {
    method: 'POST',
    body,
  });

export const loadBallots = (periodId: string, signal?: AbortSignal) =>
  apiRequest<typeof ballotsResponse>(
    `${base}/ballots?period=${encodeURIComponent(periodId)}`,
    options(signal),
  );

export const openBallot = (body: z.input<typeof ballotRequest>) =>
  apiRequest<typeof ballotResponse, typeof ballotRequest>(`${base}/ballots`, {
    method: 'POST',
    body,
  });

export const loadBallot = (id: string, signal?: AbortSignal) =>
  apiRequest<typeof ballotResultsResponse>(ballotPath(id), options(signal));

export const closeBallot = (id: string) =>
  apiRequest<typeof ballotResultsResponse>(`${ballotPath(id)}/close`, { method: 'POST' });
