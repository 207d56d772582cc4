// Attendance and standing in the console (docs/api.md#attendance-and-check-in-area-standing, area
// `standing`): the semesters and their requirements, the events that take attendance, an event's
// check-in screen (a new code each time it asks) and its attendance list, and marks by hand.
import type { z } from 'zod';
import type { messageResponse } from '../../../../contract/api/common.ts';
import type {
  attendanceMarkRequest,
  attendanceResponse,
  checkInCodeResponse,
  countingEventsResponse,
  requirementsRequest,
  semesterRequest,
  semesterResponse,
  semestersResponse,
  decisionRequest,
  excuseResponse,
  excusesResponse,
  queueCountsResponse,
  serviceHoursEntryResponse,
  serviceHoursResponse,
  standingTableResponse,
} from '../../../../contract/api/standing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

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

export const loadExcuses = (status: string, signal?: AbortSignal) =>
  apiRequest<typeof excusesResponse>(`/api/officer/excuses?status=${status}`, options(signal));

export const loadServiceHours = (status: string, signal?: AbortSignal) =>
  apiRequest<typeof serviceHoursResponse>(
    `/api/officer/service-hours?status=${status}`,
    options(signal),
  );

export const decideExcuse = (id: string, body: z.input<typeof decisionRequest>) =>
  apiRequest<typeof excuseResponse, typeof decisionRequest>(
    `/api/officer/excuses/${encodeURIComponent(id)}/decision`,
    { method: 'POST', body },
  );

export const decideServiceHours = (id: string, body: z.input<typeof decisionRequest>) =>
  apiRequest<typeof serviceHoursEntryResponse, typeof decisionRequest>(
    `/api/officer/service-hours/${encodeURIComponent(id)}/decision`,
    { method: 'POST', body },
  );

export const loadQueueCounts = (signal?: AbortSignal) =>
  apiRequest<typeof queueCountsResponse>('/api/officer/standing/queues', options(signal));

const standingPath = (semesterId: string, format?: 'csv') => {
  const query = new URLSearchParams();
  if (semesterId) query.set('semester', semesterId);
  if (format) query.set('format', format);
  const text = query.toString();
  return `/api/officer/standing${text ? `?${text}` : ''}`;
};

export const loadStandingTable = (semesterId: string, signal?: AbortSignal) =>
  apiRequest<typeof standingTableResponse>(standingPath(semesterId), options(signal));

export const standingCsvPath = (semesterId: string) => standingPath(semesterId, 'csv');
