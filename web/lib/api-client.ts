// The one way the web app calls the API (no `fetch` or `XMLHttpRequest` elsewhere; a test counts):
// JSON calls and calls whose headers matter (If-Match, Idempotency-Key, ETag); its uploads with
// progress and its downloads are in ./api-transfer.ts, which only the pages that send or save
// files load. Errors are normalised once (`ApiRequestError`), and a 401 is handled once: the
// stored profile goes and the other calls still in flight are dropped. When the session ends (a
// 401, or `signOut`), the calls in flight are aborted and never settle: they belong to a page the
// person is leaving, so no page takes their end for an error, and the browser logs no 401 for
// them. Kept small: every page loads it (the public pages' JavaScript budget is 130 kB).
// Only zod's types: a call names its schemas, but the page never loads the validation library.
import type { z } from 'zod';
import type { ApiError } from '../../contract/api/errors.ts';
import { clearStoredUser } from './stored-user.ts';

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  /** 0 when no answer arrived (then `code` says why: `network` or `timeout`). */
  readonly status: number;
  /** The server's `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  /** The parsed answer, for calls whose errors carry more (e.g. `success: false`, `issues`). */
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

/** No answer arrived: the network failed, or the call's time ran out. */
export const noAnswer = (code: 'network' | 'timeout') =>
  new ApiRequestError(0, 'Network request failed', undefined, code);

// The calls in flight, and the end of a session: every call listens to the session's signal,
// which its end aborts (and a new session begins).
let session = new AbortController();
let leaving = false;
const never = <T>() => new Promise<T>(() => {});

/** Aborts every call in flight; their promises never settle. */
function abortCallsInFlight(): void {
  session.abort();
  session = new AbortController();
}

/**
 * Runs a call with a signal that the caller's `signal` and the end of the session both abort;
 * while a sign-out is under way a new call is not made at all (`always`: the logout call itself).
 */
export async function tracked<T>(
  signal: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
  always?: boolean,
): Promise<T> {
  if (leaving && !always) return never();
  const ended = session.signal;
  try {
    // Without AbortSignal.any (browsers before 2024) only the caller's signal stops the call.
    return await run(signal ? (AbortSignal.any?.([signal, ended]) ?? signal) : ended);
  } catch (error) {
    // Dropped at the end of the session: its page is being left. (The call answered 401 that
    // ended it throws its ApiRequestError, for its page to say so.)
    if (ended.aborted && !signal?.aborted && !(error instanceof ApiRequestError)) return never();
    throw error;
  }
}

export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The error for a refused call (status ≥ 400); a 401 also ends the session here. */
export function refusal(status: number, data: unknown): ApiRequestError {
  if (status === 401) {
    abortCallsInFlight();
    clearStoredUser();
  }
  // Checked field by field: a proxy or an old server may answer with anything.
  const { message, error } = (data ?? {}) as Partial<Record<keyof ApiError, unknown>>;
  const serverMessage = typeof message === 'string' ? message : undefined;
  return new ApiRequestError(
    status,
    serverMessage ?? `Request failed (${status})`,
    serverMessage,
    typeof error === 'string' ? error : undefined,
    data,
  );
}

export interface ApiResponseOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body (sent with `content-type: application/json`). */
  body?: unknown;
  /** More request headers: `if-match`, `idempotency-key`. */
  headers?: Record<string, string>;
  /** What the caller accepts back (JSON by default). */
  accept?: string;
  signal?: AbortSignal;
}

function call<T>(
  path: string,
  options: ApiResponseOptions,
  read: (response: Response) => Promise<T>,
  always?: boolean,
): Promise<T> {
  const { method = 'GET', body, headers, accept = 'application/json' } = options;
  return tracked(
    options.signal,
    async (signal) => {
      let response: Response;
      try {
        response = await fetch(path, {
          method,
          credentials: 'same-origin',
          headers: {
            accept,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? null : JSON.stringify(body),
          signal,
        });
      } catch (error) {
        throw signal.aborted ? error : noAnswer('network');
      }
      if (!response.ok) throw refusal(response.status, parseJson(await response.text()));
      return read(response);
    },
    always,
  );
}

/**
 * Calls the API and gives the answer itself (its headers, a text or a file), for calls whose
 * answer is not only JSON. A refusal throws an ApiRequestError, as every call does.
 */
export const apiResponse = (path: string, options: ApiResponseOptions = {}): Promise<Response> =>
  call(path, options, async (response) => response);

export interface ApiRequestOptions<
  RequestSchema extends z.ZodType | undefined = undefined,
> extends Omit<ApiResponseOptions, 'body' | 'accept'> {
  /** What the contract's request schema accepts; a call without one sends no body. */
  body?: RequestSchema extends z.ZodType ? z.input<RequestSchema> : never;
}

/**
 * Calls the API with JSON in and out. The types are the contract's schemas, the same ones the
 * server validates and serialises with, so a call cannot drift from its route:
 * `apiRequest<typeof responseSchema, typeof requestSchema>(path, { body })`.
 */
export const apiRequest = <
  ResponseSchema extends z.ZodType,
  RequestSchema extends z.ZodType | undefined = undefined,
>(
  path: string,
  options: ApiRequestOptions<RequestSchema> = {},
): Promise<z.output<ResponseSchema>> =>
  call(
    path,
    options,
    async (response) => parseJson(await response.text()) as z.output<ResponseSchema>,
  );

/**
 * Ends the session on purpose: the calls in flight are dropped and new ones are held back (they
 * never settle) while the logout call (`POST path`) goes through, the stored profile is cleared
 * and `leave` takes the person elsewhere. Used by web/lib/session.ts.
 */
export async function signOut(path: string, leave: () => unknown): Promise<void> {
  abortCallsInFlight();
  leaving = true;
  try {
    await call(path, { method: 'POST' }, async () => {}, true);
  } catch {
    // Even if the server cannot be reached, this browser forgets the account.
  }
  try {
    clearStoredUser();
    await leave();
  } finally {
    leaving = false;
  }
}
