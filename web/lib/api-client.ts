// The one way the web app calls the API: JSON in and out, errors normalised, a 401 signs the person out.
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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
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
    const payload = (data ?? {}) as { message?: unknown; error?: unknown };
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
  return data as T;
}
