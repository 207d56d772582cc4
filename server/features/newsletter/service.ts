// The double opt-in rules: who gets a confirmation email, when, and what a link does.
import { randomUUID } from 'node:crypto';
import { limits } from '../../../contract/limits.ts';
import { isUniqueViolation, now, type Db } from '../../db/database.ts';
import type { NewsletterSubscriber } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import { listUnsubscribeHeaders, renderEmail, type EmailBrand } from '../../core/mail/templates.ts';
import { hit } from '../../core/rate-limit/counters.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import * as repo from './repository.ts';

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  brand: EmailBrand;
}

/** What the visitor is told, whatever the address's state: nothing about it leaks. */
export const subscribeAnswer =
  'Thank you for subscribing! Please check your inbox and confirm your email address to start receiving our newsletter.';

type Decision = 'send-confirmation' | 'nothing';

/**
 * Decides what a sign-up does for an address in a given state. Active subscribers get nothing
 * (they are already in); a confirmation is re-sent at most once per resend window, so nobody can
 * use the form to flood someone else's inbox.
 */
export function decideSubscribe(existing: NewsletterSubscriber | undefined, at: Date): Decision {
  if (!existing) return 'send-confirmation';
  if (existing.status === 'active') return 'nothing';
  if (existing.confirmationSentAt) {
    const since = at.getTime() - new Date(existing.confirmationSentAt).getTime();
    if (since < limits.newsletter.confirmationResendMinutes * 60_000) return 'nothing';
  }
  return 'send-confirmation';
}

export async function subscribe(deps: NewsletterDeps, email: string): Promise<void> {
  const at = new Date();
  const token = randomToken();
  const confirmation = {
    tokenHash: hashToken(token),
    sentAt: at.toISOString(),
    expiresAt: new Date(
      at.getTime() + limits.newsletter.confirmationValidDays * 86_400_000,
    ).toISOString(),
  };
  let queued = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const existing = await repo.findSubscriberByEmail(trx, email);
      if (decideSubscribe(existing, at) === 'nothing') return;
      // A few confirmations a day at most, however the requests are spread.
      const daily = await hit(trx, rateLimits.newsletter.confirmationsPerRecipientDaily, email);
      if (!daily.allowed) return;
      let unsubscribeToken: string;
      if (existing) {
        unsubscribeToken = existing.unsubscribeToken;
        await repo.requestConfirmation(trx, existing.id, confirmation);
      } else {
        unsubscribeToken = randomToken();
        await repo.insertSubscriber(trx, {
          id: randomUUID(),
          email,
          status: 'pending',
          confirmTokenHash: confirmation.tokenHash,
          confirmExpiresAt: confirmation.expiresAt,
          confirmationSentAt: confirmation.sentAt,
          unsubscribeToken,
          createdAt: confirmation.sentAt,
          confirmedAt: null,
          unsubscribedAt: null,
        });
      }
      await deps.mailer.enqueue(trx, confirmationEmail(deps, email, token, unsubscribeToken));
      queued = true;
    });
  } catch (error) {
    // Two sign-ups for one new address at once: the other one already sent the confirmation.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (queued) deps.mailer.wake();
}

function confirmationEmail(
  deps: NewsletterDeps,
  to: string,
  token: string,
  unsubscribeToken: string,
) {
  const confirmUrl = `${deps.publicUrl}/api/newsletter/confirm?token=${token}`;
  const unsubscribeUrl = `${deps.publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}`;
  const body = renderEmail(deps.brand, {
    heading: 'Please confirm your subscription',
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${deps.brand.siteName} newsletter at this address.`,
      'To start receiving it, confirm your email address:',
    ],
    action: { label: 'Confirm my subscription', url: confirmUrl },
    notes: [
      `The link works for ${limits.newsletter.confirmationValidDays} days.`,
      'If you did not ask for this, ignore this email: you will not be subscribed.',
    ],
    unsubscribeUrl,
  });
  return {
    to,
    subject: `Confirm your subscription to the ${deps.brand.siteName} newsletter`,
    ...body,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  };
}

/** Confirms a subscription by its emailed link; a link already used says so (docs/api.md#newsletter-confirm). */
export function confirm(
  db: Db,
  token: string,
): Promise<'confirmed' | 'already-confirmed' | 'invalid'> {
  return repo.confirmByTokenHash(db, hashToken(token), now());
}

/** What an unsubscribe link is, without acting on it (the link's page asks first). */
export function unsubscribeLinkState(db: Db, token: string) {
  return repo.unsubscribeLinkState(db, token);
}

export function unsubscribe(db: Db, token: string): Promise<boolean> {
  return repo.unsubscribeByToken(db, token, now());
}
