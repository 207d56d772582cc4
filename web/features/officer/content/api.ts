// The content editors' calls (area `content`, docs/api.md#live-content): the index, a document with
// its ETag, publishing with If-Match, the preview's HTML, the history and a restore.
import type {
  documentsResponse,
  savedResponse,
  versionsResponse,
} from '../../../../contract/api/content.ts';
import type { ContentFile } from '../../../../contract/content.ts';
import { ApiRequestError, apiRequest, apiResponse } from '../../../lib/api-client.ts';
import type { z } from 'zod';

const base = '/api/officer/content';
const documentUrl = (name: ContentFile) => `${base}/${encodeURIComponent(name)}`;

export const loadDocuments = (signal: AbortSignal) =>
  apiRequest<typeof documentsResponse>(base, { signal });

export const loadVersions = (name: ContentFile, signal: AbortSignal) =>
  apiRequest<typeof versionsResponse>(`${documentUrl(name)}/versions`, { signal });

export const restoreVersion = (name: ContentFile, versionId: string) =>
  apiRequest<typeof savedResponse>(
    `${documentUrl(name)}/versions/${encodeURIComponent(versionId)}/restore`,
    { method: 'POST' },
  );

/** A call whose headers matter (ETag, If-Match) or whose answer is not JSON. */
const send = (
  url: string,
  init: { method?: 'PUT' | 'POST'; body?: unknown; ifMatch?: string; signal?: AbortSignal },
) =>
  apiResponse(url, {
    accept: 'application/json, text/html',
    ...(init.method ? { method: init.method } : {}),
    ...(init.body === undefined ? {} : { body: init.body }),
    ...(init.ifMatch ? { headers: { 'if-match': init.ifMatch } } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
  });

export interface LoadedDocument {
  document: unknown;
  etag: string;
}

export async function loadDocument(
  name: ContentFile,
  signal: AbortSignal,
): Promise<LoadedDocument> {
  const response = await send(documentUrl(name), { signal });
  return { document: await response.json(), etag: response.headers.get('etag') ?? '' };
}

export async function publishDocument(
  name: ContentFile,
  document: unknown,
  etag: string,
): Promise<z.output<typeof savedResponse>> {
  const response = await send(documentUrl(name), { method: 'PUT', body: document, ifMatch: etag });
  return (await response.json()) as z.output<typeof savedResponse>;
}

/** The page rendered with the draft, as HTML without scripts. */
export async function previewDocument(name: ContentFile, document: unknown): Promise<string> {
  const response = await send(`${documentUrl(name)}/preview`, { method: 'POST', body: document });
  return response.text();
}

/** The problems of a refused save or preview (400 `validation_failed`), else null. */
export function problemsOf(error: unknown): { path: string; message: string }[] | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const issues = (error.body as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues)
    ? issues.filter(
        (issue): issue is { path: string; message: string } =>
          typeof issue?.path === 'string' && typeof issue?.message === 'string',
      )
    : null;
}

/** The published version named by a 412, else null. */
export function staleOf(error: unknown): LoadedDocument | null {
  if (!(error instanceof ApiRequestError) || error.status !== 412) return null;
  const body = error.body as { etag?: unknown; current?: unknown } | undefined;
  return typeof body?.etag === 'string' && body.current !== undefined
    ? { document: body.current, etag: body.etag }
    : null;
}
