// A payer back from the hosted page (docs/api.md#paying-online): his attempt as it stands. The
// address he came back to proves nothing, so an attempt still open is asked of the processor once
// and converged on (the webhook may not have come yet); anything else is as the ledger has it.
import type { FastifyInstance } from 'fastify';
import { attemptOrMissing } from './checkout.ts';
import { paymentsDeps } from './deps.ts';
import { findAttempt, type AttemptRow } from './repository.ts';
import { convergeSession, retrieveSession } from './webhook.ts';

export async function settledAttempt(
  app: FastifyInstance,
  attemptId: string,
  kind: 'dues' | 'gift',
  userId?: string,
): Promise<AttemptRow> {
  const attempt = await attemptOrMissing(app.db, attemptId, kind, userId);
  const deps = paymentsDeps(app);
  if (!deps || attempt.status !== 'open' || !attempt.sessionId) return attempt;
  const session = await retrieveSession(deps.stripe, attempt.sessionId).catch(() => undefined);
  if (!session) return attempt;
  await convergeSession(deps, session, undefined, attempt);
  return (await findAttempt(app.db, attempt.id)) ?? attempt;
}
