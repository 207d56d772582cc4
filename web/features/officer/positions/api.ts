// Positions and terms (docs/api.md#positions-and-terms-area-accounts): the chapter's offices, who
// holds each from a day to a day, and graduation of a class; every call under /api/officer (area
// `accounts`).
import type { messageResponse } from '../../../../contract/api/common.ts';
import type {
  candidatesResponse,
  PositionRequest,
  positionRequest,
  positionResponse,
  positionsResponse,
  termPatch,
  TermRequest,
  termRequest,
  termResponse,
  termsResponse,
} from '../../../../contract/api/officer/positions.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const positionsPath = '/api/officer/positions';
const termsPath = '/api/officer/terms';
const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** The whole history of offices as a CSV file (every term). */
export const termsCsvPath = `${termsPath}?format=csv`;

export const loadPositions = (signal?: AbortSignal) =>
  apiRequest<typeof positionsResponse>(positionsPath, signal ? { signal } : {});

export const addPosition = (body: PositionRequest) =>
  apiRequest<typeof positionResponse, typeof positionRequest>(positionsPath, {
    method: 'POST',
    body,
  });

export const savePosition = (id: string, body: PositionRequest) =>
  apiRequest<typeof positionResponse, typeof positionRequest>(at(positionsPath, id), {
    method: 'PUT',
    body,
  });

export const removePosition = (id: string) =>
  apiRequest<typeof messageResponse>(at(positionsPath, id), { method: 'DELETE' });

export const loadTerms = (signal?: AbortSignal) =>
  apiRequest<typeof termsResponse>(termsPath, signal ? { signal } : {});

export const addTerm = (body: TermRequest) =>
  apiRequest<typeof termResponse, typeof termRequest>(termsPath, { method: 'POST', body });

export const endTerm = (id: string, endsOn: string | null) =>
  apiRequest<typeof termResponse, typeof termPatch>(at(termsPath, id), {
    method: 'PATCH',
    body: { endsOn },
  });

export const removeTerm = (id: string) =>
  apiRequest<typeof messageResponse>(at(termsPath, id), { method: 'DELETE' });

/** The accounts whose name holds `q`, each said eligible for the position or not (never an email). */
export const findCandidates = (positionId: string, q: string, signal: AbortSignal) =>
  apiRequest<typeof candidatesResponse>(
    `${at(positionsPath, positionId)}/candidates?${new URLSearchParams({ q }).toString()}`,
    { signal },
  );
