// The one way the web app calls the API (no `fetch` or `XMLHttpRequest` elsewhere; a test counts):
// JSON calls, calls whose headers matter (If-Match, Idempotency-Key, ETag), multipart uploads with
// progress and a time-out, and downloads. Errors are normalised once (`ApiRequestError`), and a
// 401 is handled once: the stored profile goes and the other calls still in flight are dropped.
// When the session ends (a 401, or `signOut`), the calls in flight are aborted and never settle:
// they belong to a page the person is leaving, so no page takes their end for an error, and the
// browser logs no 401 for them.
// Only zod's types: a call names its schemas, but the page never loads the validation library.
import type { z } from 'zod';
import type { ApiError } from '../../contract/api/errors.ts';
import { clearStoredUser } from './stored-user.ts';

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  /** 0 when no answer arrived (network failure, time-out). */
  readonly status: number;
  /** The server's `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  /** The parsed answer, for calls whose errors carry more (e.g. `success: false`, `issues`). */
  readonly body: unknown;
  /** Why no answer arrived (status 0): the network, or the call's time-out. */
  readonly failure: 'network' | 'timeout' | undefined;

  constructor(
    status: number,
    message: string,
    serverMessage?: string,
    code?: string,
    body?: unknown,
    failure?: 'network' | 'timeout',
  ) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.body = body;
    this.failure = failure;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

// ---------------------------------------------------------------------------------------------
// The calls in flight, and the end of a session

const inFlight = new Set<AbortController>();
let endingSession = false;

/** A promise that never settles: the answer to a call of a page whose session has ended. */
const never = <T>() => new Promise<T>(() => {});

/** Aborts every call in flight; their promises never settle. */
export function abortCallsInFlight(): void {
  for (const controller of inFlight) controller.abort(sessionEnded);
  inFlight.clear();
}

const sessionEnded = new DOMException('The session ended.', 'AbortError');

/** The session is over (a 401): forget the profile and drop the page's other calls. */
function onUnauthorized(): void {
  abortCallsInFlight();
  clearStoredUser();
}

/**
 * Ends the session on purpose: the calls in flight are dropped and new ones are held back (they
 * never settle) while the logout call (`apiSignOutCall`, in `end`) goes through, the stored
 * profile is cleared and `leave` takes the person elsewhere. Used by web/lib/session.ts.
 */
export async function signOut(
  end: () => Promise<unknown>,
  leave: () => Promise<unknown> | void,
): Promise<void> {
  abortCallsInFlight();
  endingSession = true;
  try {
    await end();
  } catch {
    // Even if the server cannot be reached, this browser forgets the account.
  }
  try {
    clearStoredUser();
    await leave();
  } finally {
    endingSession = false;
  }
}

/** Runs `call` with a controller of its own (also aborted by the caller's `signal`). */
async function tracked<T>(
  signal: AbortSignal | undefined,
  call: (signal: AbortSignal) => Promise<T>,
  bypass = false,
): Promise<T> {
  if (endingSession && !bypass) return never();
  const own = new AbortController();
  const abortOwn = () => own.abort(signal?.reason);
  if (signal?.aborted) abortOwn();
  else signal?.addEventListener('abort', abortOwn, { once: true });
  inFlight.add(own);
  try {
    return await call(own.signal);
  } catch (error) {
    // Dropped at the end of the session: the page is being left; its call never ends. (The call
    // answered 401 that ended it throws its ApiRequestError, for its page to say so.)
    const dropped = own.signal.reason === sessionEnded && !(error instanceof ApiRequestError);
    if (dropped && !signal?.aborted) return never();
    throw error;
  } finally {
    inFlight.delete(own);
    signal?.removeEventListener('abort', abortOwn);
  }
}

// ---------------------------------------------------------------------------------------------
// Answers and errors

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error for a refused call (status ≥ 400); a 401 also ends the session here. */
function refusal(status: number, data: unknown): ApiRequestError {
  if (status === 401) onUnauthorized();
  // Checked field by field: a proxy or an old server may answer with anything.
  const payload = (data ?? {}) as Partial<Record<keyof ApiError, unknown>>;
  const serverMessage = typeof payload.message === 'string' ? payload.message : undefined;
  const code = typeof payload.error === 'string' ? payload.error : undefined;
  return new ApiRequestError(
    status,
    serverMessage ?? `Request failed (${status})`,
    serverMessage,
    code,
    data,
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiResponseOptions {
  method?: Method;
  /** A JSON body (sent with `content-type: application/json`). */
  body?: unknown;
  /** More request headers: `if-match`, `idempotency-key`. */
  headers?: Record<string, string>;
  /** What the caller accepts back (JSON by default). */
  accept?: string;
  signal?: AbortSignal;
}

/**
 * Calls the API and gives the answer itself (its headers, a text or a file), for calls whose
 * answer is not only JSON. A refusal throws an ApiRequestError, as every call does.
 */
export function apiResponse(path: string, options: ApiResponseOptions = {}): Promise<Response> {
  return tracked(options.signal, (signal) => respond(path, options, signal));
}

async function respond(
  path: string,
  options: ApiResponseOptions,
  signal: AbortSignal,
): Promise<Response> {
  const { method = 'GET', body, headers = {}, accept = 'application/json' } = options;
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
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiRequestError(
      0,
      'Network request failed',
      undefined,
      undefined,
      undefined,
      'network',
    );
  }
  if (response.ok) return response;
  throw refusal(response.status, parseJson(await response.text()));
}

export interface ApiRequestOptions<RequestSchema extends z.ZodType | undefined = undefined> {
  method?: Method;
  /** What the contract's request schema accepts; a call without one sends no body. */
  body?: RequestSchema extends z.ZodType ? z.input<RequestSchema> : never;
  /** More request headers (`idempotency-key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API with JSON in and out. The types are the contract's schemas, the same ones the
 * server validates and serialises with, so a call cannot drift from its route:
 * `apiRequest<typeof responseSchema, typeof requestSchema>(path, { body })`.
 */
export function apiRequest<
  ResponseSchema extends z.ZodType,
  RequestSchema extends z.ZodType | undefined = undefined,
>(path: string, options: ApiRequestOptions<RequestSchema> = {}): Promise<z.output<ResponseSchema>> {
  return tracked(options.signal, async (signal) => {
    const response = await respond(path, options, signal);
    return parseJson(await response.text()) as z.output<ResponseSchema>;
  });
}

/** The logout call itself, which goes through while `signOut` holds the others back. */
export function apiSignOutCall(path: string): Promise<unknown> {
  return tracked(
    undefined,
    async (signal) => {
      const response = await respond(path, { method: 'POST' }, signal);
      return parseJson(await response.text());
    },
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// Uploads and downloads

export interface ApiUploadOptions {
  /** The bytes sent so far and the total, as the upload goes. */
  onProgress?: (loaded: number, total: number) => void;
  /** No answer within this time fails the upload (`failure: 'timeout'`). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form (XMLHttpRequest, whose upload events give the progress) and resolves
 * with the parsed JSON answer of a 2xx; a refusal, a network failure or a time-out throws an
 * ApiRequestError; a stop by `signal` rejects with an AbortError.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: ApiUploadOptions = {},
): Promise<T> {
  return tracked(
    options.signal,
    (signal) =>
      new Promise<T>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', path);
        request.withCredentials = true;
        request.setRequestHeader('accept', 'application/json');
        if (options.timeoutMs) request.timeout = options.timeoutMs;
        request.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable && event.total > 0)
            options.onProgress?.(event.loaded, event.total);
        });
        request.addEventListener('load', () => {
          const data = parseJson(request.responseText);
          if (request.status >= 200 && request.status < 300) resolve(data as T);
          else reject(refusal(request.status, data));
        });
        const noAnswer = (failure: 'network' | 'timeout') => () =>
          reject(
            new ApiRequestError(
              0,
              'No answer from the server',
              undefined,
              undefined,
              undefined,
              failure,
            ),
          );
        request.addEventListener('error', noAnswer('network'));
        request.addEventListener('timeout', noAnswer('timeout'));
        request.addEventListener('abort', () =>
          reject(signal.reason ?? new DOMException('The upload was stopped.', 'AbortError')),
        );
        signal.addEventListener('abort', () => request.abort(), { once: true });
        request.send(form);
      }),
  );
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, else `fallback`. */
export function filenameFrom(header: string | null, fallback: string): string {
  const quoted = header?.match(/filename="([^"]+)"/i)?.[1];
  const plain = header?.match(/filename=([^;\s"]+)/i)?.[1];
  const name = (quoted ?? plain ?? '').replace(/[/\\]/g, '').replace(/^\.+/, '').trim();
  return name || fallback;
}

/** Fetches a file the API makes: its bytes and its name (from Content-Disposition). */
export async function apiDownload(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; filename: string }> {
  return tracked(undefined, async (signal) => {
    const response = await respond(path, { accept: '*/*' }, signal);
    const blob = await response.blob();
    return {
      blob,
      filename: filenameFrom(response.headers.get('content-disposition'), fallbackName),
    };
  });
}
