// A stand-in for Stripe, for the tests and for trying payments locally (`STRIPE_STAND_IN=true npm
// run dev`): a small HTTP server that answers the official `stripe` package on the five calls the
// site makes — create, retrieve and list Checkout Sessions, list Events, create a Refund — as
// Stripe answers them (form-encoded bracketed parameters, `expand`, idempotency keys, list paging,
// errors), serves a hosted Checkout page, and sends signed webhooks with Stripe's retries. Anything
// else is answered 404, so a call the site should not make fails loudly. Why a stand-in of five
// calls rather than stripe-mock or Stripe's test mode: docs/decisions/028-a-stand-in-for-stripe.md.
//
// It keeps its own record of the chapter's Stripe balance (`balanceCents()`), which the ledger's
// clearing account must equal to the cent.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Stripe } from 'stripe';
import { type FormObject, type FormValue, parseForm } from './form.ts';
import { checkoutPage } from './page.ts';

export type PaymentMethod = 'card' | 'us_bank_account';
/** What the hosted page's buttons do: pay by card, or by a bank debit that will succeed or fail. */
export type PayWay = 'card' | 'bank_success' | 'bank_failure';
type Json = { [key: string]: unknown };

export interface StripeStandInOptions {
  /** The port to listen on (0, the default: any free port). */
  port?: number;
  /** Where events are sent; null or unset: events are recorded but not sent. */
  webhookUrl?: string | null;
  secretKey?: string;
  webhookSecret?: string;
  /** Waits before each retry of a webhook answered with an error or not answered. */
  retryDelaysMs?: number[];
  /** When set, a bank debit settles by itself this long after the payer chose it. */
  autoSettleBankMs?: number;
  /** The stand-in's clock (ms), for the objects' `created` and sessions' expiry. */
  now?: () => number;
}

export interface CreateSessionsOptions {
  /** Paid by card at once (the default), or left open. */
  paid?: boolean;
  amountCents?: number | ((index: number) => number);
  metadata?: Record<string, string> | ((index: number) => Record<string, string>);
  clientReferenceId?: string | ((index: number) => string);
  /** When the sessions were made (ms); the clock's now by default. */
  createdAt?: number;
}

export interface DeliverOptions {
  /** Sign with this secret instead of the webhook secret. */
  secret?: string;
  /** The signature's timestamp (seconds): an old one makes a stale signature. */
  timestamp?: number;
  /** Change the body after signing it. */
  tamper?: boolean;
}

export interface Delivery {
  eventId: string;
  attempt: number;
  /** The answer's status, or 0 when the connection failed. */
  status: number;
}

/** One call the stand-in received, for tests that check which calls the site makes. */
export interface ReceivedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

interface LineItem {
  name: string;
  description: string | null;
  unitAmount: number;
  quantity: number;
}

interface SessionRecord {
  id: string;
  seq: number;
  created: number;
  expiresAt: number;
  amountTotal: number;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  intentMetadata: Record<string, string>;
  methods: PaymentMethod[];
  /** The methods the site asked for, if it did. */
  allowed: PaymentMethod[] | null;
  successUrl: string;
  cancelUrl: string | null;
  customerEmail: string | null;
  lineItems: LineItem[];
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  paymentIntentId: string | null;
  /** For a bank debit on its way: whether it will succeed when it settles by itself. */
  bankOutcome: boolean | null;
}

/** What the stand-in decides about a session, as against what the site gave when making it. */
type SessionState =
  'id' | 'seq' | 'created' | 'status' | 'paymentStatus' | 'paymentIntentId' | 'bankOutcome';

interface IntentRecord {
  id: string;
  created: number;
  amount: number;
  method: PaymentMethod;
  status: 'processing' | 'succeeded' | 'requires_payment_method';
  latestChargeId: string | null;
  metadata: Record<string, string>;
  sessionId: string;
}

interface ChargeRecord {
  id: string;
  created: number;
  amount: number;
  amountRefunded: number;
  disputed: boolean;
  method: PaymentMethod;
  paymentIntentId: string;
  balanceTransactionId: string;
}

interface BalanceTransactionRecord {
  id: string;
  created: number;
  amount: number;
  fee: number;
  type: 'charge' | 'payment' | 'refund' | 'adjustment';
}

interface Listed {
  id: string;
  seq: number;
  created: number;
}

/** An error answered as Stripe answers it: `{ error: { type, code?, param?, message } }`. */
class ApiError extends Error {
  readonly status: number;
  readonly body: Json;
  constructor(
    status: number,
    body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
    this.status = status;
    this.body = { error: body };
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

const missing = (kind: string, id: string, param: string) =>
  new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** An id in Stripe's style: a prefix and random letters and digits. */
function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

/** Card: 2.9% + 30¢; US bank account: 0.8% capped at $5 (Stripe's US prices), rounded to the cent. */
export function processorFeeCents(method: PaymentMethod, amount: number): number {
  return method === 'card'
    ? Math.round((amount * 29) / 1000) + 30
    : Math.min(Math.round((amount * 8) / 1000), 500);
}

/** What Stripe charges for a dispute, in cents. */
export const disputeFeeCents = 1500;

const defaultRetryDelaysMs = [250, 1000, 3000, 10_000, 30_000];
/** How many webhooks are in flight at once. */
const deliveryConcurrency = 16;

const str = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

function integerParam(value: FormValue | undefined, param: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw invalid(`Invalid integer: ${typeof value === 'string' ? value : 'object'}`, param);
  return Number(value);
}

function stringMap(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value === 'string' || Array.isArray(value)) throw invalid(`Invalid object`, param);
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', param);
  for (const [key, item] of entries) {
    if (typeof item !== 'string') throw invalid(`Invalid value for ${param}[${key}]`, param);
    if (key.length > 40) throw invalid('Metadata keys can be at most 40 characters.', param);
    if (item.length > 500) throw invalid('Metadata values can be at most 500 characters.', param);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function validUrl(value: string | undefined, param: string): string {
  if (value === undefined) throw invalid(`Missing required param: ${param}.`, param);
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // Answered below as Stripe answers it.
  }
  throw invalid('Not a valid URL', param, 'url_invalid');
}

/** The expand paths asked for, without the list's `data.` prefix, checked against those allowed. */
function expandsOf(params: FormObject, allowed: string[], prefix = ''): string[] {
  const value = params.expand;
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.map((item) => {
    if (typeof item !== 'string') throw invalid('Invalid array', 'expand');
    const path = item.startsWith(prefix) ? item.slice(prefix.length) : null;
    if (path === null || !allowed.includes(path))
      throw invalid(`This property cannot be expanded (${item}).`, 'expand');
    return path;
  });
}

/** A value given for every item, or worked out from the item's index. */
const pick = <T>(value: T | ((index: number) => T), index: number): T =>
  typeof value === 'function' ? (value as (index: number) => T)(index) : value;

/** Whether an event type matches a filter: a type, or a prefix ending in `*`. */
const matches = (type: string, pattern: string) =>
  pattern.endsWith('*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;

const expanded = (expand: string[], path: string) =>
  expand.some((item) => item === path || item.startsWith(`${path}.`));

/** Reads a `created` filter: an exact second or `{ gt, gte, lt, lte }`. */
function createdFilter(value: FormValue | undefined): (created: number) => boolean {
  if (value === undefined) return () => true;
  if (typeof value === 'string') {
    const exact = integerParam(value, 'created')!;
    return (created) => created === exact;
  }
  if (Array.isArray(value)) throw invalid('Invalid hash', 'created');
  const bound = (name: string) => integerParam(value[name], `created[${name}]`);
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

/** Inserts into a list kept in the order Stripe lists in reverse: oldest first. */
function insertByCreated<T extends Listed>(list: T[], item: T): void {
  let at = list.length;
  while (at > 0 && list[at - 1]!.created > item.created) at--;
  list.splice(at, 0, item);
}

/** One page of a list, newest first, with Stripe's `limit`, `starting_after` and `ending_before`. */
function page<T extends Listed>(
  list: T[],
  params: FormObject,
  keep: (item: T) => boolean,
  kind: string,
): { items: T[]; hasMore: boolean } {
  const limit = integerParam(params.limit, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalid('limit must be between 1 and 100', 'limit');
  const after = str(params.starting_after);
  const before = str(params.ending_before);
  const position = (id: string, param: string) => {
    for (let index = list.length - 1; index >= 0; index--) if (list[index]!.id === id) return index;
    throw missing(kind, id, param);
  };
  if (before !== undefined) {
    // The page just before a cursor (newer items), still written newest first.
    const items: T[] = [];
    let index = position(before, 'ending_before') + 1;
    for (; index < list.length && items.length < limit; index++)
      if (keep(list[index]!)) items.push(list[index]!);
    let hasMore = false;
    for (; index < list.length && !hasMore; index++) hasMore = keep(list[index]!);
    return { items: items.toReversed(), hasMore };
  }
  const items: T[] = [];
  let index = after === undefined ? list.length - 1 : position(after, 'starting_after') - 1;
  for (; index >= 0 && items.length < limit; index--)
    if (keep(list[index]!)) items.push(list[index]!);
  let hasMore = false;
  for (; index >= 0 && !hasMore; index--) hasMore = keep(list[index]!);
  return { items, hasMore };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(invalid('Request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export class StripeStandIn {
  readonly secretKey: string;
  readonly webhookSecret: string;
  #port = 0;
  #server = createServer((request, response) => {
    this.#handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof ApiError) {
        response.writeHead(error.status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(error.body));
        return;
      }
      // A fault of the stand-in itself: said aloud (a test that meets it fails), and answered so
      // that the package does not retry it.
      console.error('Stripe stand-in:', error);
      response.writeHead(500, {
        'Content-Type': 'application/json',
        'Stripe-Should-Retry': 'false',
      });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  #now: () => number;
  #webhookUrl: string | null;
  #retryDelaysMs: number[];
  #autoSettleBankMs: number | undefined;

  #seq = 0;
  #sessions = new Map<string, SessionRecord>();
  #sessionList: SessionRecord[] = [];
  #intents = new Map<string, IntentRecord>();
  #charges = new Map<string, ChargeRecord>();
  #balanceTransactions = new Map<string, BalanceTransactionRecord>();
  #events = new Map<string, Json & Listed>();
  #eventList: (Json & Listed)[] = [];
  #idempotent = new Map<string, { path: string; body: string; status: number; answer: string }>();
  #requests: ReceivedRequest[] = [];
  #balance = 0;

  #failCreates = 0;
  #failHow: 'error' | 'drop' = 'error';
  #dropping = false;
  #paused = false;
  #silent = false;
  /** While `createSessions` makes sessions of another time, the time their objects are made. */
  #clockAt: number | null = null;
  #pausedEvents: string[] = [];
  #deliveries: Delivery[] = [];
  #waiting: (() => void)[] = [];
  #inFlight = 0;
  #scheduled = new Set<NodeJS.Timeout>();
  #stopping = new AbortController();
  #idleWaiters: (() => void)[] = [];

  constructor(options: StripeStandInOptions = {}) {
    this.secretKey = options.secretKey ?? 'sk_test_standin';
    this.webhookSecret = options.webhookSecret ?? 'whsec_standin_for_tests_and_local_trials';
    this.#now = options.now ?? Date.now;
    this.#webhookUrl = options.webhookUrl ?? null;
    this.#retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
    this.#autoSettleBankMs = options.autoSettleBankMs;
  }

  /** Starts listening on 127.0.0.1. */
  async listen(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(port, '127.0.0.1', () => resolve());
    });
    this.#port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** Stops listening, cancels retries and pending deliveries, and closes every connection. */
  async close(): Promise<void> {
    this.#stopping.abort();
    for (const timer of this.#scheduled) clearTimeout(timer);
    this.#scheduled.clear();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  // ---- Controls for tests --------------------------------------------------------------------

  setWebhookUrl(url: string | null): void {
    this.#webhookUrl = url;
  }

  /** While true, events are recorded (and listed) but not sent: the lost-webhook case. */
  dropWebhooks(drop: boolean): void {
    this.#dropping = drop;
  }

  /** Holds events back until `resumeWebhooks()`, which sends them all at once. */
  pauseWebhooks(): void {
    this.#paused = true;
  }

  resumeWebhooks(): void {
    this.#paused = false;
    for (const id of this.#pausedEvents.splice(0)) this.#send(id, 0);
  }

  /**
   * The next `count` session creations are made but answered with a 500 (`how: 'error'`) or a
   * dropped connection (`'drop'`), so the package retries them with the same idempotency key.
   */
  failNextCreates(count: number, how: 'error' | 'drop' = 'error'): void {
    this.#failCreates = count;
    this.#failHow = how;
  }

  /** The sessions, oldest first, as `GET /v1/checkout/sessions/:id` answers each without expand. */
  sessions(): Json[] {
    return this.#sessionList.map((session) => this.#sessionJson(session, []));
  }

  /** Every event made, oldest first. */
  events(): Json[] {
    return this.#eventList.map((event) => structuredClone(event));
  }

  /** Every webhook sent and its answer, in the order they were answered. */
  deliveries(): Delivery[] {
    return [...this.#deliveries];
  }

  /** The API calls received (not the hosted page nor the controls), in order. */
  requests(): ReceivedRequest[] {
    return [...this.#requests];
  }

  /**
   * The chapter's Stripe balance in the stand-in's own record: what was paid, less fees, refunds,
   * disputed amounts and dispute fees.
   */
  balanceCents(): number {
    return this.#balance;
  }

  /** Resolves once no webhook is being sent nor waiting for a retry. */
  async webhooksIdle(): Promise<void> {
    if (this.#inFlight === 0 && this.#scheduled.size === 0 && this.#waiting.length === 0) return;
    await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
  }

  /** What the hosted page's buttons do, without a browser. */
  pay(sessionId: string, how: PayWay): void {
    const session = this.#openSession(sessionId);
    const method: PaymentMethod = how === 'card' ? 'card' : 'us_bank_account';
    if (!session.methods.includes(method))
      throw new Error(`Session ${sessionId} does not offer ${method}`);
    const intent: IntentRecord = {
      id: newId('pi_'),
      created: this.#seconds(),
      amount: session.amountTotal,
      method,
      status: 'processing',
      latestChargeId: null,
      metadata: session.intentMetadata,
      sessionId: session.id,
    };
    this.#intents.set(intent.id, intent);
    session.status = 'complete';
    session.paymentIntentId = intent.id;
    if (how === 'card') {
      this.#charge(intent);
      session.paymentStatus = 'paid';
    } else {
      // A bank debit takes days: the session is complete but unpaid until it settles.
      session.bankOutcome = how === 'bank_success';
      if (this.#autoSettleBankMs !== undefined) {
        const timer = setTimeout(() => {
          this.#scheduled.delete(timer);
          if (intent.status === 'processing') this.settleBankDebit(session.id);
        }, this.#autoSettleBankMs);
        this.#scheduled.add(timer);
      }
    }
    this.#event('checkout.session.completed', this.#sessionJson(session, []));
  }

  /** Settles a bank debit on its way: as the payer chose on the page, or as `succeed` says. */
  settleBankDebit(sessionId: string, succeed?: boolean): void {
    const session = this.#sessions.get(sessionId);
    const intent = session?.paymentIntentId ? this.#intents.get(session.paymentIntentId) : null;
    if (!session || !intent || intent.status !== 'processing')
      throw new Error(`Session ${sessionId} has no bank debit on its way`);
    if (succeed ?? session.bankOutcome ?? true) {
      this.#charge(intent);
      session.paymentStatus = 'paid';
      this.#event('checkout.session.async_payment_succeeded', this.#sessionJson(session, []));
    } else {
      intent.status = 'requires_payment_method';
      this.#event('checkout.session.async_payment_failed', this.#sessionJson(session, []));
    }
  }

  /** Lets an open session expire now, as Stripe does at its `expires_at`. */
  expire(sessionId: string): void {
    const session = this.#sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`Session ${sessionId} is not open`);
    session.status = 'expired';
    this.#event('checkout.session.expired', this.#sessionJson(session, []));
  }

  /**
   * The payer disputes a paid session's charge: the disputed amount (what was not refunded) and
   * Stripe's dispute fee leave the balance, and `charge.dispute.created` is sent.
   */
  dispute(sessionId: string): Json {
    const charge = this.#paidCharge(sessionId);
    const amount = charge.amount - charge.amountRefunded;
    if (charge.disputed || amount <= 0) throw new Error(`Charge ${charge.id} cannot be disputed`);
    charge.disputed = true;
    const transaction = this.#balanceTransaction(-amount, disputeFeeCents, 'adjustment');
    this.#balance -= amount + disputeFeeCents;
    const dispute = {
      id: newId('dp_'),
      object: 'dispute',
      amount,
      balance_transactions: [this.#balanceTransactionJson(transaction)],
      charge: charge.id,
      created: this.#seconds(),
      currency: 'usd',
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.paymentIntentId,
      reason: 'fraudulent',
      status: 'needs_response',
    };
    this.#event('charge.dispute.created', dispute);
    return dispute;
  }

  /**
   * Makes `count` sessions directly (for the budgets), paid by card unless `paid: false`, with
   * their events recorded but not sent. Returns their ids, oldest first.
   */
  createSessions(count: number, options: CreateSessionsOptions = {}): string[] {
    const ids: string[] = [];
    this.#silent = true;
    this.#clockAt = options.createdAt ?? null;
    try {
      for (let index = 0; index < count; index++) {
        const amount = pick(options.amountCents ?? 5000, index);
        const session = this.#newSession({
          amountTotal: amount,
          lineItems: [{ name: 'Payment', description: null, unitAmount: amount, quantity: 1 }],
          clientReferenceId:
            options.clientReferenceId === undefined ? null : pick(options.clientReferenceId, index),
          metadata: options.metadata === undefined ? {} : pick(options.metadata, index),
          intentMetadata: {},
          methods: ['card'],
          allowed: ['card'],
          successUrl: 'http://127.0.0.1/success',
          cancelUrl: null,
          customerEmail: null,
          createdMs: options.createdAt,
        });
        if (options.paid ?? true) this.pay(session.id, 'card');
        ids.push(session.id);
      }
    } finally {
      this.#silent = false;
      this.#clockAt = null;
    }
    return ids;
  }

  /**
   * Sends one event once, outside the retries, and answers the status (0: no connection): to
   * replay an event, sign it with another secret, make its signature stale, or change its body.
   */
  async deliver(eventId: string, options: DeliverOptions = {}): Promise<number> {
    const event = this.#events.get(eventId);
    if (!event) throw new Error(`No such event: ${eventId}`);
    if (!this.#webhookUrl) throw new Error('No webhook URL is set');
    return this.#post(event, options);
  }

  // ---- The API ---------------------------------------------------------------------------------

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const body = method === 'POST' ? await readBody(request) : '';
    if (url.pathname.startsWith('/pay/')) return this.#page(url, method, body, response);
    if (url.pathname.startsWith('/_stand-in/')) return this.#control(url, method, body, response);

    const idempotencyKey = str(request.headers['idempotency-key']) ?? null;
    this.#requests.push({ method, path: url.pathname, idempotencyKey });
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Request-Id': newId('req_', 14),
      'Stripe-Version': str(request.headers['stripe-version']) ?? Stripe.API_VERSION,
    };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const answer = (status: number, json: string, extra: Record<string, string> = {}) => {
      response.writeHead(status, { ...headers, ...extra });
      response.end(json);
    };

    const authorization = str(request.headers.authorization) ?? '';
    // The package sends `Bearer <key>`; curl's `-u <key>:` sends it as a Basic user, as Stripe takes too.
    const key = authorization.startsWith('Bearer ')
      ? authorization.slice('Bearer '.length)
      : authorization.startsWith('Basic ')
        ? Buffer.from(authorization.slice('Basic '.length), 'base64')
            .toString('utf8')
            .split(':')[0]!
        : '';
    if (key !== this.secretKey) {
      const shown = key
        ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
        : '';
      const message = key
        ? `Invalid API Key provided: ${shown}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return answer(401, JSON.stringify({ error: { type: 'invalid_request_error', message } }));
    }

    // A POST with a key used before answers what it answered then; with other parameters, an error.
    const scope = `${method} ${url.pathname}`;
    if (method === 'POST' && idempotencyKey) {
      const earlier = this.#idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.path !== scope || earlier.body !== body)
          throw new ApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        return answer(earlier.status, earlier.answer, { 'Idempotent-Replayed': 'true' });
      }
    }

    let params: FormObject;
    try {
      params = parseForm(method === 'POST' ? body : url.search.slice(1));
    } catch (error) {
      throw invalid((error as Error).message);
    }
    const result = this.#route(method, url.pathname, params);
    const json = JSON.stringify(result, null, 2);
    if (method === 'POST' && idempotencyKey)
      this.#idempotent.set(idempotencyKey, { path: scope, body, status: 200, answer: json });

    if (url.pathname === '/v1/checkout/sessions' && method === 'POST' && this.#failCreates > 0) {
      this.#failCreates--;
      if (this.#failHow === 'drop') {
        request.socket.destroy();
        return;
      }
      return answer(
        500,
        JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }),
      );
    }
    answer(200, json);
  }

  #route(method: string, path: string, params: FormObject): Json {
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.#createSession(params);
    if (method === 'GET' && sessionPath) {
      const id = decodeURIComponent(sessionPath[1]!);
      const session = this.#sessions.get(id);
      if (!session) throw missing('checkout.session', id, 'session');
      const expand = expandsOf(params, sessionExpands);
      return this.#sessionJson(this.#expireIfDue(session), expand);
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') return this.#listSessions(params);
    if (method === 'GET' && path === '/v1/events') return this.#listEvents(params);
    if (method === 'POST' && path === '/v1/refunds') return this.#createRefund(params);
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). The Stripe stand-in answers only the calls the site makes.`,
    });
  }

  #createSession(params: FormObject): Json {
    const known = new Set([
      'mode',
      'line_items',
      'client_reference_id',
      'metadata',
      'allowed_payment_method_types',
      'payment_method_types',
      'payment_method_options',
      'payment_intent_data',
      'success_url',
      'cancel_url',
      'customer_email',
      'expires_at',
      'expand',
      'locale',
      'submit_type',
    ]);
    for (const name of Object.keys(params))
      if (!known.has(name)) throw invalid(`Received unknown parameter: ${name}`, name);
    if (params.mode !== 'payment')
      throw invalid('The stand-in makes only sessions of mode `payment`.', 'mode');

    const items = params.line_items;
    if (!Array.isArray(items) || items.length === 0)
      throw invalid('line_items is required in `payment` mode.', 'line_items');
    const lineItems = items.map((item, index): LineItem => {
      const param = `line_items[${index}]`;
      if (typeof item !== 'object' || Array.isArray(item)) throw invalid('Invalid hash', param);
      const price = item.price_data;
      if (typeof price !== 'object' || Array.isArray(price))
        throw invalid('You must specify either `price` or `price_data`.', `${param}[price_data]`);
      if (price.currency !== 'usd')
        throw invalid('The stand-in takes US dollars only.', `${param}[price_data][currency]`);
      const unitAmount = integerParam(price.unit_amount, `${param}[price_data][unit_amount]`);
      if (unitAmount === undefined || unitAmount < 1)
        throw invalid('Invalid unit_amount', `${param}[price_data][unit_amount]`);
      const product = price.product_data;
      const name =
        typeof product === 'object' && !Array.isArray(product) ? product.name : undefined;
      if (typeof name !== 'string' || name.trim() === '')
        throw invalid('Missing required param: name.', `${param}[price_data][product_data][name]`);
      const description =
        typeof product === 'object' && !Array.isArray(product)
          ? str(product.description)
          : undefined;
      const quantity = integerParam(item.quantity, `${param}[quantity]`);
      if (quantity === undefined || quantity < 1)
        throw invalid('Missing required param: quantity.', `${param}[quantity]`);
      return { name, description: description ?? null, unitAmount, quantity };
    });
    const amountTotal = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    if (amountTotal < 50)
      throw invalid(
        "The Checkout Session's total amount due must add up to at least $0.50 usd",
        undefined,
        'amount_too_small',
      );
    if (amountTotal > 99_999_999)
      throw invalid('Amount must be no more than $999,999.99', undefined, 'amount_too_large');

    // The package names the methods `allowed_payment_method_types`; older versions of the API
    // took `payment_method_types`. Without either, Stripe offers what the account has turned on:
    // here, both.
    const typesParam = params.allowed_payment_method_types
      ? 'allowed_payment_method_types'
      : 'payment_method_types';
    const types = params[typesParam];
    const allowed = types === undefined ? null : Array.isArray(types) ? types : [types];
    for (const type of allowed ?? [])
      if (type !== 'card' && type !== 'us_bank_account')
        throw invalid(
          `The stand-in takes card and us_bank_account only, not ${String(type)}`,
          typesParam,
        );
    if (params.allowed_payment_method_types && params.payment_method_types)
      throw invalid(
        'Give allowed_payment_method_types or payment_method_types, not both.',
        typesParam,
      );

    const now = this.#seconds();
    const expiresAt = integerParam(params.expires_at, 'expires_at');
    if (expiresAt !== undefined && (expiresAt < now + 1800 || expiresAt > now + 86_400))
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    const reference = str(params.client_reference_id);
    if (reference !== undefined && (reference.length === 0 || reference.length > 200))
      throw invalid('client_reference_id must be 1 to 200 characters', 'client_reference_id');
    const intentData = params.payment_intent_data;
    const intentMetadata =
      typeof intentData === 'object' && !Array.isArray(intentData)
        ? stringMap(intentData.metadata, 'payment_intent_data[metadata]')
        : {};

    const session = this.#newSession({
      amountTotal,
      lineItems,
      clientReferenceId: reference ?? null,
      metadata: stringMap(params.metadata, 'metadata'),
      intentMetadata,
      methods: (allowed as PaymentMethod[] | null) ?? ['card', 'us_bank_account'],
      allowed: allowed as PaymentMethod[] | null,
      successUrl: validUrl(str(params.success_url), 'success_url'),
      cancelUrl:
        params.cancel_url === undefined ? null : validUrl(str(params.cancel_url), 'cancel_url'),
      customerEmail: str(params.customer_email) ?? null,
      expiresAt,
    });
    return this.#sessionJson(session, expandsOf(params, sessionExpands));
  }

  /** A new open session from what the site gave; made now (or at `createdMs`), for 24 hours. */
  #newSession(
    fields: Omit<SessionRecord, SessionState | 'expiresAt'> & {
      expiresAt?: number | undefined;
      createdMs?: number | undefined;
    },
  ): SessionRecord {
    const { createdMs, expiresAt, ...given } = fields;
    const created = Math.floor((createdMs ?? this.#now()) / 1000);
    const session: SessionRecord = {
      ...given,
      id: newId('cs_test_', 58),
      seq: this.#seq++,
      created,
      expiresAt: expiresAt ?? created + 86_400,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      bankOutcome: null,
    };
    this.#sessions.set(session.id, session);
    insertByCreated(this.#sessionList, session);
    return session;
  }

  #listSessions(params: FormObject): Json {
    const expand = expandsOf(params, sessionExpands, 'data.');
    const inRange = createdFilter(params.created);
    const status = str(params.status);
    const intent = str(params.payment_intent);
    const { items, hasMore } = page(
      this.#sessionList,
      params,
      (session) =>
        inRange(session.created) &&
        (status === undefined || this.#expireIfDue(session).status === status) &&
        (intent === undefined || session.paymentIntentId === intent),
      'checkout.session',
    );
    return {
      object: 'list',
      data: items.map((session) => this.#sessionJson(this.#expireIfDue(session), expand)),
      has_more: hasMore,
      url: '/v1/checkout/sessions',
    };
  }

  #listEvents(params: FormObject): Json {
    expandsOf(params, []);
    const inRange = createdFilter(params.created);
    const typesParam = params.types;
    const types =
      typesParam === undefined
        ? null
        : (Array.isArray(typesParam) ? typesParam : [typesParam]).filter(
            (type): type is string => typeof type === 'string',
          );
    const type = str(params.type);
    const { items, hasMore } = page(
      this.#eventList,
      params,
      (event) =>
        inRange(event.created) &&
        (type === undefined || matches(event.type as string, type)) &&
        (types === null || types.some((pattern) => matches(event.type as string, pattern))),
      'event',
    );
    return {
      object: 'list',
      data: items.map((event) => structuredClone(event)),
      has_more: hasMore,
      url: '/v1/events',
    };
  }

  #createRefund(params: FormObject): Json {
    const known = new Set(['payment_intent', 'charge', 'amount', 'metadata', 'reason', 'expand']);
    for (const name of Object.keys(params))
      if (!known.has(name)) throw invalid(`Received unknown parameter: ${name}`, name);
    expandsOf(params, []);
    const intentId = str(params.payment_intent);
    const chargeId = str(params.charge);
    let charge: ChargeRecord | undefined;
    if (chargeId !== undefined) {
      charge = this.#charges.get(chargeId);
      if (!charge) throw missing('charge', chargeId, 'charge');
    } else if (intentId !== undefined) {
      const intent = this.#intents.get(intentId);
      if (!intent) throw missing('payment_intent', intentId, 'payment_intent');
      charge = intent.latestChargeId ? this.#charges.get(intent.latestChargeId) : undefined;
      if (!charge)
        throw invalid(
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          'payment_intent',
          'charge_not_refundable',
        );
    } else
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const reason = str(params.reason);
    if (
      reason !== undefined &&
      !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)
    )
      throw invalid(`Invalid reason: ${reason}`, 'reason');
    if (charge.disputed)
      throw invalid(
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        undefined,
        'charge_disputed',
      );
    const left = charge.amount - charge.amountRefunded;
    if (left <= 0)
      throw invalid(
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    const amount = integerParam(params.amount, 'amount') ?? left;
    if (amount < 1) throw invalid('Invalid positive integer', 'amount');
    if (amount > left)
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount',
        'amount_too_large',
      );

    const previous = charge.amountRefunded;
    charge.amountRefunded += amount;
    this.#balance -= amount;
    const transaction = this.#balanceTransaction(-amount, 0, 'refund');
    const refund = {
      id: newId('re_'),
      object: 'refund',
      amount,
      balance_transaction: transaction.id,
      charge: charge.id,
      created: this.#seconds(),
      currency: 'usd',
      metadata: stringMap(params.metadata, 'metadata'),
      payment_intent: charge.paymentIntentId,
      reason: reason ?? null,
      status: 'succeeded',
    };
    this.#event('charge.refunded', this.#chargeJson(charge, []), {
      amount_refunded: previous,
      refunded: false,
    });
    return refund;
  }

  // ---- Objects ---------------------------------------------------------------------------------

  #seconds(): number {
    return Math.floor((this.#clockAt ?? this.#now()) / 1000);
  }

  #openSession(sessionId: string): SessionRecord {
    const session = this.#sessions.get(sessionId);
    if (!session) throw new Error(`No such session: ${sessionId}`);
    if (this.#expireIfDue(session).status !== 'open')
      throw new Error(`Session ${sessionId} is ${session.status}, not open`);
    return session;
  }

  /** An open session past its `expires_at` expires, with its event, when next looked at. */
  #expireIfDue(session: SessionRecord): SessionRecord {
    if (session.status === 'open' && this.#seconds() >= session.expiresAt) this.expire(session.id);
    return session;
  }

  #paidCharge(sessionId: string): ChargeRecord {
    const session = this.#sessions.get(sessionId);
    const intent = session?.paymentIntentId ? this.#intents.get(session.paymentIntentId) : null;
    const charge = intent?.latestChargeId ? this.#charges.get(intent.latestChargeId) : null;
    if (!charge) throw new Error(`Session ${sessionId} is not paid`);
    return charge;
  }

  #balanceTransaction(
    amount: number,
    fee: number,
    type: BalanceTransactionRecord['type'],
  ): BalanceTransactionRecord {
    const transaction = { id: newId('txn_'), created: this.#seconds(), amount, fee, type };
    this.#balanceTransactions.set(transaction.id, transaction);
    return transaction;
  }

  /** The intent succeeds with a charge and its balance transaction; the fee leaves the balance. */
  #charge(intent: IntentRecord): void {
    const fee = processorFeeCents(intent.method, intent.amount);
    const transaction = this.#balanceTransaction(
      intent.amount,
      fee,
      intent.method === 'card' ? 'charge' : 'payment',
    );
    const charge: ChargeRecord = {
      id: newId(intent.method === 'card' ? 'ch_' : 'py_'),
      created: this.#seconds(),
      amount: intent.amount,
      amountRefunded: 0,
      disputed: false,
      method: intent.method,
      paymentIntentId: intent.id,
      balanceTransactionId: transaction.id,
    };
    this.#charges.set(charge.id, charge);
    intent.latestChargeId = charge.id;
    intent.status = 'succeeded';
    this.#balance += intent.amount - fee;
  }

  #balanceTransactionJson(transaction: BalanceTransactionRecord): Json {
    return {
      id: transaction.id,
      object: 'balance_transaction',
      amount: transaction.amount,
      available_on: transaction.created + 2 * 86_400,
      created: transaction.created,
      currency: 'usd',
      fee: transaction.fee,
      fee_details: transaction.fee
        ? [
            {
              amount: transaction.fee,
              currency: 'usd',
              description: 'Stripe processing fees',
              type: 'stripe_fee',
            },
          ]
        : [],
      net: transaction.amount - transaction.fee,
      status: 'pending',
      type: transaction.type,
    };
  }

  #chargeJson(charge: ChargeRecord, expand: string[]): Json {
    const transaction = this.#balanceTransactions.get(charge.balanceTransactionId)!;
    return {
      id: charge.id,
      object: 'charge',
      amount: charge.amount,
      amount_captured: charge.amount,
      amount_refunded: charge.amountRefunded,
      balance_transaction: expanded(expand, 'balance_transaction')
        ? this.#balanceTransactionJson(transaction)
        : transaction.id,
      captured: true,
      created: charge.created,
      currency: 'usd',
      disputed: charge.disputed,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: charge.paymentIntentId,
      payment_method_details: { type: charge.method },
      refunded: charge.amountRefunded === charge.amount,
      status: 'succeeded',
    };
  }

  #intentJson(intent: IntentRecord, expand: string[]): Json {
    const inner = expand
      .filter((path) => path.startsWith('latest_charge.'))
      .map((path) => path.slice('latest_charge.'.length));
    const charge = intent.latestChargeId ? this.#charges.get(intent.latestChargeId)! : null;
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.status === 'succeeded' ? intent.amount : 0,
      created: intent.created,
      currency: 'usd',
      latest_charge:
        charge && expanded(expand, 'latest_charge')
          ? this.#chargeJson(charge, inner)
          : (charge?.id ?? null),
      livemode: false,
      metadata: intent.metadata,
      payment_method_types: [intent.method],
      status: intent.status,
    };
  }

  #sessionJson(session: SessionRecord, expand: string[]): Json {
    const intent = session.paymentIntentId ? this.#intents.get(session.paymentIntentId)! : null;
    const inner = expand
      .filter((path) => path.startsWith('payment_intent.'))
      .map((path) => path.slice('payment_intent.'.length));
    const complete = session.status === 'complete';
    return {
      id: session.id,
      object: 'checkout.session',
      allowed_payment_method_types: session.allowed ? [...session.allowed] : null,
      amount_subtotal: session.amountTotal,
      amount_total: session.amountTotal,
      cancel_url: session.cancelUrl,
      client_reference_id: session.clientReferenceId,
      created: session.created,
      currency: 'usd',
      customer: null,
      customer_details: complete
        ? { email: session.customerEmail ?? 'payer@example.com', name: 'Test Payer' }
        : null,
      customer_email: session.customerEmail,
      expires_at: session.expiresAt,
      livemode: false,
      metadata: { ...session.metadata },
      mode: 'payment',
      payment_intent:
        intent && expanded(expand, 'payment_intent')
          ? this.#intentJson(intent, inner)
          : (intent?.id ?? null),
      payment_method_types: [...session.methods],
      payment_status: session.paymentStatus,
      status: session.status,
      success_url: session.successUrl,
      url: session.status === 'open' ? `${this.url}/pay/${session.id}` : null,
    };
  }

  // ---- Events and webhooks ---------------------------------------------------------------------

  #event(type: string, object: Json, previous?: Json): void {
    const created = this.#seconds();
    const event = {
      id: newId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: this.#webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
      seq: 0,
    };
    // `seq` orders events of one second among themselves; it is not part of what is sent.
    Object.defineProperty(event, 'seq', { value: this.#seq++, enumerable: false });
    this.#events.set(event.id, event);
    insertByCreated(this.#eventList, event);
    if (this.#silent || this.#dropping || !this.#webhookUrl) return;
    if (this.#paused) this.#pausedEvents.push(event.id);
    else this.#send(event.id, 0);
  }

  /** Sends an event (at most `deliveryConcurrency` at once), retrying as Stripe does on failure. */
  #send(eventId: string, attempt: number): void {
    this.#inFlight++;
    void (async () => {
      if (this.#inFlight > deliveryConcurrency)
        await new Promise<void>((resolve) => this.#waiting.push(resolve));
      const event = this.#events.get(eventId)!;
      const status = this.#stopping.signal.aborted ? 0 : await this.#post(event, {});
      this.#deliveries.push({ eventId, attempt, status });
      const delay = this.#retryDelaysMs[attempt];
      if ((status < 200 || status > 299) && delay !== undefined && !this.#stopping.signal.aborted) {
        const timer = setTimeout(() => {
          this.#scheduled.delete(timer);
          if (this.#paused) this.#pausedEvents.push(eventId);
          else this.#send(eventId, attempt + 1);
          this.#checkIdle();
        }, delay);
        this.#scheduled.add(timer);
      }
      this.#inFlight--;
      this.#waiting.shift()?.();
      this.#checkIdle();
    })();
  }

  #checkIdle(): void {
    if (this.#inFlight === 0 && this.#scheduled.size === 0)
      for (const wake of this.#idleWaiters.splice(0)) wake();
  }

  /** One POST of an event to the webhook URL, signed as Stripe signs it; 0 when it failed. */
  async #post(event: Json, options: DeliverOptions): Promise<number> {
    const url = this.#webhookUrl;
    if (!url) return 0;
    const payload = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    let sent = payload;
    if (options.tamper) {
      const changed = structuredClone(event) as { data: { object: Json } };
      const object = changed.data.object;
      for (const field of ['amount_total', 'amount', 'amount_refunded'])
        if (typeof object[field] === 'number') object[field] = (object[field] as number) + 100;
      object.metadata = { ...(object.metadata as Json), tampered: 'true' };
      sent = JSON.stringify(changed, null, 2);
    }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': header,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: sent,
        signal: AbortSignal.any([this.#stopping.signal, AbortSignal.timeout(10_000)]),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }

  // ---- The hosted page and the controls over HTTP ----------------------------------------------

  #page(url: URL, method: string, body: string, response: ServerResponse): void {
    const id = decodeURIComponent(url.pathname.slice('/pay/'.length));
    const session = this.#sessions.get(id);
    if (!session) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('No such checkout session.');
      return;
    }
    this.#expireIfDue(session);
    if (method === 'POST') {
      const action = str(new URLSearchParams(body).get('action') ?? undefined);
      const back = (target: string) => {
        response.writeHead(303, {
          Location: target.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
        });
        response.end();
      };
      if (session.status !== 'open') return back(session.successUrl);
      if (action === 'cancel') return back(session.cancelUrl ?? session.successUrl);
      const offered =
        (action === 'card' && session.methods.includes('card')) ||
        ((action === 'bank_success' || action === 'bank_failure') &&
          session.methods.includes('us_bank_account'));
      if (offered) {
        this.pay(session.id, action);
        return back(session.successUrl);
      }
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('This session does not offer that choice.');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      checkoutPage({
        id: session.id,
        amountTotal: session.amountTotal,
        lineItems: session.lineItems,
        methods: session.methods,
        open: session.status === 'open',
        returnUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
      }),
    );
  }

  /**
   * The controls for a test in another process (a budget), as JSON over HTTP under /_stand-in/:
   * GET sessions, events, deliveries, balance; POST pay, settle, expire, dispute, deliver,
   * create-sessions, fail-next-creates, drop-webhooks, pause-webhooks, resume-webhooks,
   * webhook-url. Errors answer 400 with `{ error }`.
   */
  async #control(url: URL, method: string, body: string, response: ServerResponse): Promise<void> {
    const name = url.pathname.slice('/_stand-in/'.length);
    const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
    const text = (field: string) => String(input[field]);
    const reply = (value: unknown) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(value ?? null));
    };
    try {
      if (method === 'GET') {
        if (name === 'sessions') return reply(this.sessions());
        if (name === 'events') return reply(this.events());
        if (name === 'deliveries') return reply(this.deliveries());
        if (name === 'balance') return reply({ balanceCents: this.balanceCents() });
      } else if (method === 'POST') {
        if (name === 'pay') return reply(this.pay(text('sessionId'), text('how') as PayWay));
        if (name === 'settle')
          return reply(
            this.settleBankDebit(
              text('sessionId'),
              typeof input.succeed === 'boolean' ? input.succeed : undefined,
            ),
          );
        if (name === 'expire') return reply(this.expire(text('sessionId')));
        if (name === 'dispute') return reply(this.dispute(text('sessionId')));
        if (name === 'deliver')
          return reply({
            status: await this.deliver(text('eventId'), input as DeliverOptions),
          });
        if (name === 'create-sessions') {
          const each = Array.isArray(input.each)
            ? (input.each as {
                amountCents?: number;
                metadata?: Record<string, string>;
                clientReferenceId?: string;
              }[])
            : null;
          return reply(
            this.createSessions(Number(input.count ?? each?.length ?? 0), {
              paid: input.paid !== false,
              ...(typeof input.createdAt === 'number' ? { createdAt: input.createdAt } : {}),
              amountCents: (index) =>
                each?.[index]?.amountCents ?? Number(input.amountCents ?? 5000),
              metadata: (index) =>
                each?.[index]?.metadata ?? ((input.metadata as Record<string, string>) || {}),
              ...(each?.some((item) => item.clientReferenceId)
                ? { clientReferenceId: (index: number) => each[index]?.clientReferenceId ?? '' }
                : {}),
            }),
          );
        }
        if (name === 'fail-next-creates')
          return reply(
            this.failNextCreates(Number(input.count ?? 1), input.how === 'drop' ? 'drop' : 'error'),
          );
        if (name === 'drop-webhooks') return reply(this.dropWebhooks(input.drop !== false));
        if (name === 'pause-webhooks') return reply(this.pauseWebhooks());
        if (name === 'resume-webhooks') return reply(this.resumeWebhooks());
        if (name === 'webhook-url')
          return reply(this.setWebhookUrl(typeof input.url === 'string' ? input.url : null));
      }
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: `No control ${method} ${name}` }));
    } catch (error) {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: (error as Error).message }));
    }
  }
}

/** What a session may expand: its payment intent, the intent's charge and the charge's fee. */
const sessionExpands = [
  'payment_intent',
  'payment_intent.latest_charge',
  'payment_intent.latest_charge.balance_transaction',
];

/** Starts a stand-in on 127.0.0.1 (any free port unless `port` says which). */
export function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  return new StripeStandIn(options).listen(options.port ?? 0);
}

// `node server/test/stripe/stand-in.ts --port 12111 --webhook-url http://127.0.0.1:3000/api/payments/stripe/webhook`
if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '12111' },
      'webhook-url': { type: 'string' },
      'secret-key': { type: 'string' },
      'webhook-secret': { type: 'string' },
      'auto-settle-bank-ms': { type: 'string' },
    },
  });
  const standIn = await startStripeStandIn({
    port: Number(values.port),
    webhookUrl: values['webhook-url'] ?? null,
    ...(values['secret-key'] ? { secretKey: values['secret-key'] } : {}),
    ...(values['webhook-secret'] ? { webhookSecret: values['webhook-secret'] } : {}),
    ...(values['auto-settle-bank-ms']
      ? { autoSettleBankMs: Number(values['auto-settle-bank-ms']) }
      : {}),
  });
  console.log(
    `Stripe stand-in on ${standIn.url}; webhooks to ${values['webhook-url'] ?? '(none)'}`,
  );
  const stop = () => void standIn.close();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
