// Recruitment for actives (docs/api.md#recruitment): the open period's prospects with their notes,
// a note added or his own changed, and his vote on an open ballot (kept apart from him: the server
// counts it and remembers only that he voted).
import type { z } from 'zod';
import type {
  activeProspectsResponse,
  noteRequest,
  noteResponse,
  voteRequest,
  voteResponse,
} from '../../../../contract/api/recruitment.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const prospectPath = (id: string) => `/api/recruitment/prospects/${encodeURIComponent(id)}`;

export const loadActiveRecruitment = (signal?: AbortSignal) =>
  apiRequest<typeof activeProspectsResponse>(
    '/api/recruitment/prospects',
    signal ? { signal } : {},
  );

export const addNote = (prospectId: string, body: z.input<typeof noteRequest>) =>
  apiRequest<typeof noteResponse, typeof noteRequest>(`${prospectPath(prospectId)}/notes`, {
    method: 'POST',
    body,
  });

export const editNote = (prospectId: string, noteId: string, body: z.input<typeof noteRequest>) =>
  apiRequest<typeof noteResponse, typeof noteRequest>(
    `${prospectPath(prospectId)}/notes/${encodeURIComponent(noteId)}`,
    { method: 'PUT', body },
  );

export const castVote = (ballotId: string, body: z.input<typeof voteRequest>) =>
  apiRequest<typeof voteResponse, typeof voteRequest>(
    `/api/recruitment/ballots/${encodeURIComponent(ballotId)}/vote`,
    { method: 'POST', body },
  );
