// What paying online needs of the app: the processor's client (`app.stripe`, undefined when paying
// online is not configured), the database, the outbox and the chapter's clock.
import type { FastifyInstance } from 'fastify';
import type { PaymentsDeps } from './converge.ts';
import type { Stripe } from './stripe.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The processor's client (server/plugins/payments.ts); undefined: paying online is off. */
    stripe: Stripe | undefined;
  }
}

/** The app's payments dependencies; undefined when paying online is not configured. */
export function paymentsDeps(app: FastifyInstance): PaymentsDeps | undefined {
  if (!app.stripe) return undefined;
  return {
    db: app.db,
    stripe: app.stripe,
    mailer: app.mailer,
    brand: app.emailBrand,
    publicUrl: app.config.publicUrl,
    timeZone: app.content.chapter.timeZone,
  };
}
