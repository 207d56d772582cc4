// The processor's webhook events (docs/money.md#paying-online): each signed, each a hint. A
// session's event retrieves the session and converges on it; a refund's retrieves the session of
// the attempt its charge paid; a dispute holds back the disputed amount and its fee. An event about
// nothing of ours is taken and ignored. Every event's id is written with what it posted, so a
// second delivery posts nothing (decision 027).
import { HttpError } from '../../http-error.ts';
import { post } from '../money/ledger.ts';
import {
  afterCommit,
  convergeAttempt,
  disputeKey,
  factsOf,
  onlineBy,
  retrying,
  type EventNote,
  type PaymentsDeps,
} from './converge.ts';
import { formatCents } from '../../../contract/money.ts';
import { chapterToday } from '../offices/office.ts';
import {
  attemptOfCharge,
  attemptOfSession,
  eventSeen,
  findAttempt,
  noteUnmatched,
  recordEvent,
  updateAttempt,
  type AttemptRow,
} from './repository.ts';
import { sessionExpand, type Stripe } from './stripe.ts';

/** How old a signature may be (seconds): an older one is a replay. */
export const signatureTolerance = 300;

/** The event in a signed body; 400 `bad_signature` when the signature is missing, wrong or old. */
export function verifiedEvent(
  stripe: Stripe,
  raw: Buffer,
  header: string | string[] | undefined,
  secret: string,
): Stripe.Event {
  if (typeof header !== 'string' || header === '')
    throw new HttpError(400, 'bad_signature', 'The webhook has no signature.');
  try {
    return stripe.webhooks.constructEvent(raw, header, secret, signatureTolerance);
  } catch {
    throw new HttpError(400, 'bad_signature', 'The webhook signature does not match.');
  }
}

const sessionEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

const ignore = async (deps: PaymentsDeps, note: EventNote) => {
  await retrying(deps.db, note, async (trx) => {
    await recordEvent(trx, note, 'ignored');
    return { posted: 0, receiptPostingId: null, tellFailure: null, duplicate: false };
  });
  return 'ignored' as const;
};

/** The attempt a session names (its metadata, its reference), or the one holding its id. */
export async function attemptOfSessionObject(
  deps: Pick<PaymentsDeps, 'db'>,
  session: Pick<Stripe.Checkout.Session, 'id' | 'metadata' | 'client_reference_id'>,
): Promise<AttemptRow | undefined> {
  const named = session.metadata?.attempt ?? session.client_reference_id;
  if (named && /^[0-9a-f-]{36}$/.test(named)) {
    const attempt = await findAttempt(deps.db, named);
    if (attempt && (attempt.sessionId === null || attempt.sessionId === session.id)) return attempt;
  }
  return attemptOfSession(deps.db, session.id);
}

/**
 * Converges on a session the processor answered: its attempt's ledger and state; a session whose
 * attempt we lack or whose amount differs is noted unmatched instead. Returns the postings made.
 */
export async function convergeSession(
  deps: PaymentsDeps,
  session: Stripe.Checkout.Session,
  event?: EventNote,
  known?: AttemptRow,
): Promise<{ outcome: 'posted' | 'unchanged' | 'ignored' | 'unmatched'; posted: number }> {
  const attempt = known ?? (await attemptOfSessionObject(deps, session));
  if (!attempt) {
    // Ours by its metadata, yet no attempt of ours: the treasurer should look at it.
    if (session.metadata?.attempt)
      await noteUnmatched(deps.db, {
        kind: 'session',
        objectId: session.id,
        amountCents: session.amount_total,
        reason: 'It names a payment this site has no record of.',
      });
    if (event) await ignore(deps, event);
    return { outcome: session.metadata?.attempt ? 'unmatched' : 'ignored', posted: 0 };
  }
  if (session.amount_total !== attempt.amountCents) {
    await noteUnmatched(deps.db, {
      kind: 'session',
      objectId: session.id,
      amountCents: session.amount_total,
      reason: `Its amount differs from the ${formatCents(attempt.amountCents)} asked for.`,
    });
    if (event) await ignore(deps, event);
    return { outcome: 'unmatched', posted: 0 };
  }
  const done = await convergeAttempt(deps, attempt.id, factsOf(session), event);
  return { outcome: done.posted > 0 ? 'posted' : 'unchanged', posted: done.posted };
}

/** Retrieves a session with its charge and fee; undefined when the processor has no such session. */
export async function retrieveSession(
  stripe: Stripe,
  sessionId: string,
): Promise<Stripe.Checkout.Session | undefined> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId, { expand: sessionExpand });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return undefined;
    throw error;
  }
}

/** Takes one verified event; answers what it did. A processor that fails it throws (a 500: retried). */
export async function takeEvent(
  deps: PaymentsDeps,
  event: Stripe.Event,
): Promise<'posted' | 'unchanged' | 'ignored' | 'unmatched' | 'duplicate'> {
  if (await eventSeen(deps.db, event.id)) return 'duplicate';
  const object = event.data.object as { id?: string };
  const note: EventNote = { id: event.id, type: event.type, objectId: object.id ?? null };

  if (sessionEvents.has(event.type)) {
    const given = event.data.object as Stripe.Checkout.Session;
    // Ours or not is decided before the processor is asked: a stranger's session costs no call.
    const attempt = await attemptOfSessionObject(deps, given);
    if (!attempt) return ignore(deps, note);
    const session = await retrieveSession(deps.stripe, given.id);
    if (!session) return ignore(deps, note);
    return (await convergeSession(deps, session, note, attempt)).outcome;
  }

  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    const attempt = await attemptOfCharge(
      deps.db,
      charge.id,
      typeof charge.payment_intent === 'string' ? charge.payment_intent : null,
    );
    if (!attempt?.sessionId) return ignore(deps, note);
    const session = await retrieveSession(deps.stripe, attempt.sessionId);
    if (!session) return ignore(deps, note);
    return (await convergeSession(deps, session, note, attempt)).outcome;
  }

  if (event.type === 'charge.dispute.created')
    return takeDispute(deps, event.data.object as Stripe.Dispute, note);

  return ignore(deps, note);
}

/**
 * A dispute: the processor took the disputed amount and its fee from the chapter's balance. Held
 * back on the member's receivable (his payment no longer counts) or the initiative's gifts, until
 * the treasurer hears how it ends.
 */
async function takeDispute(
  deps: PaymentsDeps,
  dispute: Stripe.Dispute,
  note: EventNote,
): Promise<'posted' | 'unchanged' | 'ignored' | 'duplicate'> {
  const chargeId = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
  const intentId =
    typeof dispute.payment_intent === 'string'
      ? dispute.payment_intent
      : (dispute.payment_intent?.id ?? null);
  let attempt = await attemptOfCharge(deps.db, chargeId, intentId);
  if (!attempt) return ignore(deps, note);
  // The payment itself first, if its own event has not come yet: a dispute of nothing posted would
  // take back what the ledger never received.
  if (!attempt.postingId && attempt.sessionId) {
    const session = await retrieveSession(deps.stripe, attempt.sessionId);
    if (session) await convergeSession(deps, session, undefined, attempt);
    attempt = (await findAttempt(deps.db, attempt.id))!;
    if (!attempt.postingId) return ignore(deps, note);
  }
  const fee = (dispute.balance_transactions ?? []).reduce((sum, t) => sum + t.fee, 0);
  const known = attempt;
  const done = await retrying(deps.db, note, async (trx) => {
    const current = (await findAttempt(trx, known.id))!;
    const key = disputeKey(dispute.id);
    const exists = await trx
      .selectFrom('ledgerPostings')
      .select('id')
      .where('sourceKey', '=', key)
      .executeTakeFirst();
    let posted = 0;
    if (!exists) {
      const dues = current.kind === 'dues';
      await post(trx, [
        {
          kind: 'dispute',
          occurredOn: chapterToday(deps.timeZone),
          description: dues
            ? `Held back: a dispute of an online payment of ${formatCents(current.amountCents)}`
            : `Held back: a dispute of a gift to ${current.initiative}`,
          userId: dues ? current.userId : null,
          method: current.method,
          reference: dispute.id,
          sourceKey: key,
          lines: [
            { account: 'clearing', amountCents: -(dispute.amount + fee) },
            ...(fee ? [{ account: 'processor_fees' as const, amountCents: fee }] : []),
            dues
              ? {
                  account: 'receivable' as const,
                  userId: current.userId,
                  amountCents: dispute.amount,
                }
              : {
                  account: 'donations_income' as const,
                  initiative: current.initiative,
                  amountCents: dispute.amount,
                },
          ],
          by: onlineBy,
        },
      ]);
      await updateAttempt(trx, current.id, {
        disputedCents: Number(current.disputedCents) + dispute.amount,
      });
      posted = 1;
    }
    await recordEvent(trx, note, posted ? 'posted' : 'unchanged');
    return { posted, receiptPostingId: null, tellFailure: null, duplicate: false };
  });
  await afterCommit(deps, done);
  if (done.duplicate) return 'duplicate';
  return done.posted ? 'posted' : 'unchanged';
}
