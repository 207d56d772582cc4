/// <reference types="node" />
// The API client against a real HTTP server: headers and errors, and the end of a session — the
// calls in flight are aborted and never settle, calls made meanwhile are never sent, and the call
// answered 401 still says so to its page.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, apiRequest, apiResponse, signOut } from './api-client.ts';

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Resolves when the client went away before the answer. */
  closed: Promise<void>;
  answer: (status: number, body?: unknown) => void;
}

const seen: Seen[] = [];
const arrivals: ((request: Seen) => void)[] = [];
let base = '';

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    let answered = false;
    const closed = new Promise<void>((resolve) =>
      response.on('close', () => {
        if (!answered) resolve();
      }),
    );
    const entry: Seen = {
      path: request.url ?? '',
      headers: request.headers,
      body,
      closed,
      answer: (status, data) => {
        answered = true;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(data === undefined ? '' : JSON.stringify(data));
      },
    };
    seen.push(entry);
    arrivals.shift()?.(entry);
  });
});

/** The next request the server gets (held until the test answers it). */
const nextRequest = () => new Promise<Seen>((resolve) => arrivals.push(resolve));

/** Whether `promise` has settled once every pending callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the API client', () => {
  it('sends JSON with its headers and reads the answer', async () => {
    const arrived = nextRequest();
    const call = apiRequest(`${base}/api/send`, {
      method: 'POST',
      body: { subject: 'Spring' } as never,
      headers: { 'idempotency-key': 'k-1' },
    });
    const request = await arrived;
    expect(request.headers['idempotency-key']).toBe('k-1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ subject: 'Spring' });
    request.answer(202, { sendId: 's-1' });
    expect(await call).toEqual({ sendId: 's-1' });
  });

  it('normalises a refusal: status, code, message and the whole body', async () => {
    const arrived = nextRequest();
    const call = apiResponse(`${base}/api/content/home`, {
      method: 'PUT',
      headers: { 'if-match': '"v1"' },
    });
    const request = await arrived;
    expect(request.headers['if-match']).toBe('"v1"');
    request.answer(412, { error: 'precondition_failed', message: 'Changed.', etag: '"v2"' });
    const error = (await call.catch((failure: unknown) => failure)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect([error.status, error.code, error.serverMessage]).toEqual([
      412,
      'precondition_failed',
      'Changed.',
    ]);
    expect(error.body).toMatchObject({ etag: '"v2"' });
  });

  it('says when no answer came (status 0, a network failure)', async () => {
    const error = (await apiRequest('http://127.0.0.1:9/api/none').catch((e: unknown) => e)) as
      ApiRequestError | undefined;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect([error?.status, error?.code]).toEqual([0, 'network']);
  });

  it('at a sign-out, drops the calls in flight and holds back new ones; then calls again', async () => {
    const firstArrived = nextRequest();
    const inFlight = apiRequest(`${base}/api/auth/sessions`);
    const first = await firstArrived;

    let release!: () => void;
    let leaving!: () => void;
    const leaveStarted = new Promise<void>((resolve) => (leaving = resolve));
    const logoutArrived = nextRequest();
    const done = signOut(
      `${base}/api/auth/logout`,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          leaving();
        }),
    );
    const logout = await logoutArrived;
    expect(logout.path).toBe('/api/auth/logout');
    // The call in flight was aborted: the server saw the client go.
    await first.closed;
    logout.answer(200, { message: 'Logged out.' });
    await leaveStarted;
    // While the page is being left, a new call is not sent at all.
    const before = seen.length;
    const duringSignOut = apiRequest(`${base}/api/calendar/feed`);
    release();
    await done;
    expect(seen.length).toBe(before);
    expect(await settled(inFlight)).toBe(false);
    expect(await settled(duringSignOut)).toBe(false);

    // After it, calls go again.
    const againArrived = nextRequest();
    const again = apiRequest(`${base}/api/events`);
    (await againArrived).answer(200, { events: [] });
    expect(await again).toEqual({ events: [] });
  });

  it('at a 401, throws it to its page and drops the other calls in flight', async () => {
    const otherArrived = nextRequest();
    const other = apiRequest(`${base}/api/auth/members`);
    const otherRequest = await otherArrived;
    const saveArrived = nextRequest();
    const save = apiRequest(`${base}/api/auth/update-profile`, { method: 'PUT' });
    (await saveArrived).answer(401, { error: 'unauthorized', message: 'Please log in.' });
    const error = (await save.catch((failure: unknown) => failure)) as ApiRequestError;
    expect([error.status, error.serverMessage]).toEqual([401, 'Please log in.']);
    await otherRequest.closed;
    expect(await settled(other)).toBe(false);
  });

  it('lets a caller stop its own call (an AbortError, not a dropped call)', async () => {
    const controller = new AbortController();
    const arrived = nextRequest();
    const call = apiRequest(`${base}/api/officer/accounts`, { signal: controller.signal }).then(
      () => null,
      (failure: unknown) => failure as Error,
    );
    const request = await arrived;
    controller.abort();
    await request.closed;
    const error = await call;
    expect(error?.name).toBe('AbortError');
  });
});
