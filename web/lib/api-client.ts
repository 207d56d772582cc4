// The one way the web app calls the API: JSON in and out, errors normalised, a 401 signs the person out.
// Only zod's types: a call names its schemas, but the page never loads the validation library.
import type { z } from 'zod';
import type { ApiError } from '../../contract/api/errors.ts';
import { clearStoredUser } from './stored-user.ts';

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  /** 0 when no answer arrived (network failure). */
  readonly status: number;
  /** The server's `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  /** The parsed answer, for calls whose errors carry more (e.g. `success: false`). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    serverMessage?: string,
    code?: string,
    body?: unknown,
  ) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface ApiRequestOptions<RequestSchema extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** What the contract's request schema accepts; a call without one sends no body. */
  body?: RequestSchema extends z.ZodType ? z.input<RequestSchema> : never;
  signal?: AbortSignal;
}

/**
 * Calls the API. The types are the contract's schemas, the same ones the server validates and
 * serialises with, so a call cannot drift from its route: `apiRequest<typeof responseSchema,
 * typeof requestSchema>(path, { body })`.
 */
export async function apiRequest<
  ResponseSchema extends z.ZodType,
  RequestSchema extends z.ZodType | undefined = undefined,
>(path: string, options: ApiRequestOptions<RequestSchema> = {}): Promise<z.output<ResponseSchema>> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'Network request failed');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    if (response.status === 401) clearStoredUser();
    // Checked field by field: a proxy or an old server may answer with anything.
    const payload = (data ?? {}) as Partial<Record<keyof ApiError, unknown>>;
    const serverMessage = typeof payload.message === 'string' ? payload.message : undefined;
    const code = typeof payload.error === 'string' ? payload.error : undefined;
    throw new ApiRequestError(
      response.status,
      serverMessage ?? `Request failed (${response.status})`,
      serverMessage,
      code,
      data,
    );
  }
  return data as z.output<ResponseSchema>;
}
