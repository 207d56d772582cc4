// Reconciliation (docs/money.md#paying-online): every hour and when the treasurer asks, the
// sessions of the last three days are read from the processor, a page of 100 at a time with their
// charges and fees, and each of ours is converged on, so what a lost webhook would have posted is
// posted, and nothing twice (the postings' keys are unique). The events of the same days that were
// never taken are taken (a dispute's lives in its event alone). A session that names an attempt we
// do not have, or an amount its attempt did not ask for, is counted unmatched for the treasurer.
import { getMeta, setMeta } from '../../db/app-meta.ts';
import type { Db } from '../../db/database.ts';
import { factsOf, type PaymentsDeps } from './converge.ts';
import { attemptsByIds, seenEvents, type AttemptRow } from './repository.ts';
import { sessionExpand, type Stripe } from './stripe.ts';
import { convergeSession, takeEvent } from './webhook.ts';

/** How far back a reconciliation looks. */
export const reconcileDays = 3;
const reconciledKey = 'payments.reconciledAt';

export const lastReconciledAt = async (db: Db): Promise<string | null> =>
  (await getMeta(db, reconciledKey)) ?? null;

/** Whether the attempt already says what the session says (most do: their webhooks came). */
function matches(attempt: AttemptRow, session: Stripe.Checkout.Session): boolean {
  const facts = factsOf(session);
  if (facts.status === 'paid')
    return (
      attempt.status === 'paid' &&
      attempt.postingId !== null &&
      Number(attempt.refundedCents) === facts.refundedCents
    );
  return attempt.status === facts.status || attempt.status === 'paid';
}

const attemptIdOf = (session: Stripe.Checkout.Session) =>
  session.metadata?.attempt ?? session.client_reference_id ?? null;

export async function reconcile(
  deps: PaymentsDeps,
  now = Date.now(),
): Promise<{ checked: number; posted: number; unmatched: number; reconciledAt: string }> {
  const since = Math.floor(now / 1000) - reconcileDays * 86_400;
  let checked = 0;
  let posted = 0;
  let unmatched = 0;
  let startingAfter: string | undefined;
  for (;;) {
    const page = await deps.stripe.checkout.sessions.list({
      created: { gte: since },
      limit: 100,
      expand: sessionExpand.map((path) => `data.${path}`),
      ...(startingAfter ? { starting_after: startingAfter } : {}),
    });
    const ids = page.data
      .map(attemptIdOf)
      .filter((id): id is string => id !== null && /^[0-9a-f-]{36}$/.test(id));
    const attempts = await attemptsByIds(deps.db, ids);
    for (const session of page.data) {
      checked += 1;
      const id = attemptIdOf(session);
      const attempt = id ? attempts.get(id) : undefined;
      // Another integration's session (no attempt named, none holding it): not ours to count.
      if (!session.metadata?.attempt && !attempt) continue;
      if (attempt && attempt.sessionId === session.id && matches(attempt, session)) continue;
      const done = await convergeSession(deps, session, undefined, attempt);
      posted += done.posted;
      if (done.outcome === 'unmatched') unmatched += 1;
    }
    if (!page.has_more || page.data.length === 0) break;
    startingAfter = page.data.at(-1)!.id;
  }

  // The events never taken (lost on the way): a dispute is known from its event alone.
  startingAfter = undefined;
  for (;;) {
    const page = await deps.stripe.events.list({
      created: { gte: since },
      limit: 100,
      types: ['charge.dispute.created', 'charge.refunded'],
      ...(startingAfter ? { starting_after: startingAfter } : {}),
    });
    const seen = await seenEvents(
      deps.db,
      page.data.map((event) => event.id),
    );
    for (const event of page.data)
      if (!seen.has(event.id) && (await takeEvent(deps, event)) === 'posted') posted += 1;
    if (!page.has_more || page.data.length === 0) break;
    startingAfter = page.data.at(-1)!.id;
  }

  const reconciledAt = new Date(now).toISOString();
  await setMeta(deps.db, reconciledKey, reconciledAt);
  return { checked, posted, unmatched, reconciledAt };
}
