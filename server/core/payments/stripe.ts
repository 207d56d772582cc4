// The one client of the payment processor (docs/money.md#paying-online): the official `stripe`
// package, configured from STRIPE_SECRET_KEY and STRIPE_API_URL (the tests' and `npm run dev`'s
// stand-in sets its own address). The server makes five calls with it and no others: create,
// retrieve and list Checkout Sessions, list Events, create a Refund
// (docs/decisions/027-paying-online-through-stripe.md). The package is loaded only when paying
// online is configured: a server without it holds none of its ~15 MB.
import type { Stripe } from 'stripe';
import type { StripeConfig } from '../../config.ts';

export type { Stripe };

/** The package, once a client was made: whatever it throws is one of its errors. */
let loaded: typeof Stripe | undefined;

/** The session's payment intent, its latest charge and that charge's balance transaction (the fee). */
export const sessionExpand = ['payment_intent.latest_charge.balance_transaction'];

/** A client for `config`; undefined when paying online is not configured. */
export async function stripeClient(config: StripeConfig | null): Promise<Stripe | undefined> {
  if (!config) return undefined;
  loaded ??= (await import('stripe')).Stripe;
  const url = new URL(config.apiUrl);
  return new loaded(config.secretKey, {
    host: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    // A create repeated after a dropped answer carries the same idempotency key: one session.
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'chapter-site' },
  });
}

/** Whether `error` is the processor refusing or not answering (as opposed to a bug of ours). */
export const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  loaded !== undefined && error instanceof loaded.errors.StripeError;
