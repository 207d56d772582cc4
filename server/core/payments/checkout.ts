// Starting a checkout (docs/money.md#paying-online): the attempt is written with its idempotency
// key and committed before the processor is asked, so a retry (the package's, after a dropped
// answer) makes no second session and a session always has its attempt; its id and page are
// stored after. A member asking again for the same amount within 30 minutes goes to the same page.
import { randomUUID } from 'node:crypto';
import { formatCents } from '../../../contract/money.ts';
import type { OnlineMethod, PayerStatus } from '../../../contract/api/payments.ts';
import type { Db } from '../../db/database.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import {
  findAttempt,
  insertAttempt,
  reusableAttempt,
  updateAttempt,
  type AttemptRow,
} from './repository.ts';
import { isStripeError, type Stripe } from './stripe.ts';

/** How long a member's open page is given again for the same amount. */
const reuseMs = 30 * 60_000;

export const checkoutMessages = {
  unavailable: 'Paying online is not set up for the chapter: pay the treasurer another way.',
  nothingOwed: 'You owe nothing: there is nothing to pay.',
  processor:
    'The payment service did not answer, so nothing was charged. Please try again in a few minutes.',
};

export interface CheckoutDeps {
  db: Db;
  stripe: Stripe | undefined;
  publicUrl: string;
  siteName: string;
}

interface NewCheckout {
  kind: 'dues' | 'gift';
  userId: string | null;
  amountCents: number;
  initiative?: string | undefined;
  donorName?: string | null | undefined;
  fromPage?: string | undefined;
  email?: string | null | undefined;
  methods: readonly OnlineMethod[];
  /** Where the payer comes back to, given the attempt's id. */
  returnPath: (attemptId: string) => string;
  productName: string;
}

const stripeOrRefuse = (stripe: Stripe | undefined): Stripe => {
  if (!stripe) throw new HttpError(409, 'online_unavailable', checkoutMessages.unavailable);
  return stripe;
};

async function startCheckout(deps: CheckoutDeps, input: NewCheckout) {
  const stripe = stripeOrRefuse(deps.stripe);
  if (input.methods.length === 0)
    throw new HttpError(409, 'online_unavailable', checkoutMessages.unavailable);
  const id = randomUUID();
  const idempotencyKey = randomUUID();
  await insertAttempt(deps.db, {
    id,
    kind: input.kind,
    userId: input.userId,
    initiative: input.initiative ?? null,
    donorName: input.donorName || null,
    fromPage: input.fromPage ?? null,
    amountCents: input.amountCents,
    idempotencyKey,
    sessionId: null,
    sessionUrl: null,
    method: null,
    paymentIntentId: null,
    chargeId: null,
    email: input.email ?? null,
    feeCents: null,
    postingId: null,
    paidAt: null,
    failureToldAt: null,
  });
  const metadata = {
    attempt: id,
    kind: input.kind,
    ...(input.userId ? { userId: input.userId } : {}),
    ...(input.initiative ? { initiative: input.initiative } : {}),
  };
  const back = `${deps.publicUrl}${input.returnPath(id)}`;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: 'usd',
              unit_amount: input.amountCents,
              product_data: { name: input.productName, description: deps.siteName },
            },
            quantity: 1,
          },
        ],
        client_reference_id: id,
        metadata,
        payment_intent_data: { metadata },
        allowed_payment_method_types: [...input.methods],
        ...(input.email ? { customer_email: input.email } : {}),
        success_url: back,
        cancel_url: back,
      },
      { idempotencyKey },
    );
  } catch (error) {
    if (!isStripeError(error)) throw error;
    await updateAttempt(deps.db, id, { status: 'not_paid' });
    throw new HttpError(502, 'processor_unavailable', checkoutMessages.processor);
  }
  await updateAttempt(deps.db, id, {
    sessionId: session.id,
    sessionUrl: session.url,
    status: 'open',
  });
  return { url: session.url ?? back, attemptId: id };
}

/** A member's payment of `amountCents` of his balance (checked here: $1 up to what he owes). */
export async function startDuesCheckout(
  deps: CheckoutDeps,
  member: { id: string; email: string | null },
  amountCents: number,
  balanceCents: number,
  methods: readonly OnlineMethod[],
): Promise<{ url: string; attemptId: string }> {
  stripeOrRefuse(deps.stripe);
  if (balanceCents <= 0) throw new HttpError(409, 'nothing_owed', checkoutMessages.nothingOwed);
  if (amountCents > balanceCents)
    throw fieldError(
      'amountCents',
      `The amount can be at most your balance, ${formatCents(balanceCents)}.`,
    );
  const since = new Date(Date.now() - reuseMs).toISOString();
  const open = await reusableAttempt(deps.db, member.id, amountCents, since);
  if (open?.sessionUrl) return { url: open.sessionUrl, attemptId: open.id };
  return startCheckout(deps, {
    kind: 'dues',
    userId: member.id,
    amountCents,
    email: member.email,
    methods,
    returnPath: (id) => `/me/dues?checkout=${id}`,
    productName: 'Chapter dues',
  });
}

/** A gift to a published initiative, from anyone. */
export async function startGiftCheckout(
  deps: CheckoutDeps,
  gift: {
    initiative: string;
    amountCents: number;
    name?: string | undefined;
    from?: 'philanthropy' | 'alumni' | undefined;
    userId: string | null;
  },
  methods: readonly OnlineMethod[],
): Promise<{ url: string; attemptId: string }> {
  return startCheckout(deps, {
    kind: 'gift',
    userId: gift.userId,
    amountCents: gift.amountCents,
    initiative: gift.initiative,
    donorName: gift.name?.trim() || null,
    fromPage: gift.from,
    methods,
    returnPath: (id) =>
      `${gift.from === 'alumni' ? '/members/alumni' : '/philanthropy'}?gift=${id}`,
    productName: `Gift to ${gift.initiative}`,
  });
}

/** How a payer reads an attempt's state: one not yet sent to the processor is open too. */
export const payerStatus = (status: string): PayerStatus =>
  status === 'created' ? 'open' : (status as PayerStatus);

/** An attempt by its id, of the given kind (and member), or 404. */
export async function attemptOrMissing(
  db: Db,
  id: string,
  kind: 'dues' | 'gift',
  userId?: string,
): Promise<AttemptRow> {
  const attempt = await findAttempt(db, id);
  if (!attempt || attempt.kind !== kind || (userId !== undefined && attempt.userId !== userId))
    throw new HttpError(404, 'not_found', 'There is no such payment.');
  return attempt;
}
