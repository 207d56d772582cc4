// The newsletter console's calls (area `communications`, docs/api.md#newsletter-console):
// subscribers, preview, test, send with its Idempotency-Key, progress, and the issues of the home
// page's viewer (the public list, and a multipart upload with progress).
import type {
  composeRequest,
  issueDeleted,
  previewResponse,
  SendAccepted,
  sendAccepted,
  SendRequest,
  sendRequest,
  sendResponse,
  sendsResponse,
  subscribersResponse,
  testSendResponse,
} from '../../../../contract/api/officer/mail.ts';
import type { newsletterIssuesResponse } from '../../../../contract/api/newsletter.ts';
import type { recipientsResponse } from '../../../../contract/api/officer/mail.ts';
import type { alumniEventsResponse } from '../../../../contract/api/member-area.ts';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-transfer.ts';
import { issuesUploadPath, uploadFailure, type UploadFailure } from './issue-pages.ts';
import { sendsPath, sendsUrl } from './sends.ts';
import { subscribersUrl, type SubscriberFilters } from './subscribers.ts';

const mailPath = '/api/officer/mail';

export interface Compose {
  subject: string;
  body: string;
}

export const loadSubscribers = (
  filters: SubscriberFilters,
  paging: { page: number; pageSize: number },
  signal: AbortSignal,
) => apiRequest<typeof subscribersResponse>(subscribersUrl(filters, paging), { signal });

export const previewNewsletter = (body: Compose, signal?: AbortSignal) =>
  apiRequest<typeof previewResponse, typeof composeRequest>(`${mailPath}/preview`, {
    method: 'POST',
    body,
    ...(signal ? { signal } : {}),
  });

export const sendTestNewsletter = (body: Compose) =>
  apiRequest<typeof testSendResponse, typeof composeRequest>(`${mailPath}/test`, {
    method: 'POST',
    body,
  });

/**
 * Sends the newsletter to every active subscriber under the draft's Idempotency-Key: the same key
 * again (a double click, a retry) sends nothing more and answers as the first did. A subject that
 * went out within the hour is refused (409 `duplicate_send`, with `recipients`) unless the body
 * says `confirmDuplicate: true`.
 */
export const sendNewsletter = (body: SendRequest, key: string): Promise<SendAccepted> =>
  apiRequest<typeof sendAccepted, typeof sendRequest>(`${mailPath}/send`, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': key },
  });

/** How many a send to `audience` of `kind` would reach now, and the audience's name. */
export const loadRecipients = (audience: string, kind: string, signal: AbortSignal) =>
  apiRequest<typeof recipientsResponse>(
    `${mailPath}/recipients?${new URLSearchParams({ audience, kind })}`,
    { signal },
  );

/** The alumni events (the public list), for "Attending an alumni event". */
export const loadAlumniEvents = (signal: AbortSignal) =>
  apiRequest<typeof alumniEventsResponse>('/api/alumni/events', { signal });

/** A page of the sends, newest first, with each one's progress. */
export const loadSends = (paging: { page: number; pageSize: number }, signal: AbortSignal) =>
  apiRequest<typeof sendsResponse>(sendsUrl(paging), { signal });

export const loadSend = (id: string, signal?: AbortSignal) =>
  apiRequest<typeof sendResponse>(
    `${sendsPath}/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );

/** The public list the home page's viewer shows, newest first. */
export const loadIssues = (signal: AbortSignal) =>
  apiRequest<typeof newsletterIssuesResponse>('/api/newsletter/issues', { signal });

export const deleteIssue = (id: string) =>
  apiRequest<typeof issueDeleted>(`${issuesUploadPath}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export interface IssueUpload {
  title: string;
  date: string;
  pages: readonly File[];
}

export class IssueUploadError extends Error {
  override name = 'IssueUploadError';
  readonly failure: UploadFailure;
  readonly status: number;
  constructor(status: number, failure: UploadFailure) {
    super(failure.message);
    this.status = status;
    this.failure = failure;
  }
}

/**
 * Publishes an issue: a multipart upload (title, date, then the pages in order) whose progress
 * gives the progress bar its share (0–1). Resolves with the server's `{ id, message }`; rejects
 * with an IssueUploadError placed at its field (or an AbortError when `signal` stops it).
 */
export async function uploadIssue(
  upload: IssueUpload,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<{ id: string; message: string }> {
  const form = new FormData();
  form.append('title', upload.title);
  form.append('date', upload.date);
  for (const page of upload.pages) form.append('pages', page, page.name);
  try {
    const answer = await apiUpload<{ id: string; message: string }>(issuesUploadPath, form, {
      onProgress: (loaded, total) => onProgress(loaded / total),
      ...(signal ? { signal } : {}),
    });
    onProgress(1);
    return answer;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    throw new IssueUploadError(error.status, uploadFailure(error.status, error.body));
  }
}
