// Attendance and standing in the console (docs/api.md#attendance-and-standing, area `standing`): the
// semesters and their requirements, the events that take attendance, an event's check-in screen
// (a new code each time it asks) and its attendance list, and marks by hand.
import type { z } from 'zod';
import type { messageResponse } from '../../../contract/api/common.ts';
import type {
  attendanceMarkRequest,
  attendanceResponse,
  checkInCodeResponse,
  countingEventsResponse,
  requirementsRequest,
  semesterRequest,
  semesterResponse,
  semestersResponse,
} from '../../../contract/api/standing.ts';
import { apiRequest } from '../../lib/api-client.ts';

const semestersPath = '/api/officer/semesters';
const eventPath = (id: string) => `/api/officer/events/${encodeURIComponent(id)}`;
const options = (signal?: AbortSignal) => (signal ? { signal } : {});

export const loadSemesters = (signal?: AbortSignal) =>
  apiRequest<typeof semestersResponse>(semestersPath, options(signal));

export const addSemester = (body: z.input<typeof semesterRequest>) =>
  apiRequest<typeof semesterResponse, typeof semesterRequest>(semestersPath, {
    method: 'POST',
    body,
  });

export const saveSemester = (id: string, body: z.input<typeof semesterRequest>) =>
  apiRequest<typeof semesterResponse, typeof semesterRequest>(
    `${semestersPath}/${encodeURIComponent(id)}`,
    { method: 'PUT', body },
  );

export const saveRequirements = (body: z.input<typeof requirementsRequest>) =>
  apiRequest<typeof semesterResponse, typeof requirementsRequest>('/api/officer/requirements', {
    method: 'PUT',
    body,
  });

export const loadCountingEvents = (range: { from?: string; to?: string }, signal?: AbortSignal) => {
  const query = new URLSearchParams(
    Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return apiRequest<typeof countingEventsResponse>(
    `/api/officer/standing/events${query ? `?${query}` : ''}`,
    options(signal),
  );
};

/** The screen's code for now (each call may answer the next one). */
export const loadCheckInCode = (eventId: string, signal?: AbortSignal) =>
  apiRequest<typeof checkInCodeResponse>(`${eventPath(eventId)}/check-in-codes`, {
    method: 'POST',
    ...options(signal),
  });

export const loadAttendance = (eventId: string, signal?: AbortSignal) =>
  apiRequest<typeof attendanceResponse>(`${eventPath(eventId)}/attendance`, options(signal));

export const attendanceCsvPath = (eventId: string) => `${eventPath(eventId)}/attendance?format=csv`;

export const markAttendance = (
  eventId: string,
  userId: string,
  status: z.input<typeof attendanceMarkRequest>['status'],
) =>
  apiRequest<typeof messageResponse, typeof attendanceMarkRequest>(
    `${eventPath(eventId)}/attendance/${encodeURIComponent(userId)}`,
    { method: 'PUT', body: { status } },
  );
