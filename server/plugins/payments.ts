// Paying online (docs/money.md#paying-online): the processor's client from the configuration
// (`app.stripe`, undefined when STRIPE_SECRET_KEY is not set), and the hourly reconciliation, which
// posts what a lost webhook missed. Every instance runs it; two at once post nothing twice (the
// postings' keys are unique).
import fp from 'fastify-plugin';
import { paymentsDeps } from '../core/payments/deps.ts';
import { reconcile } from '../core/payments/reconcile.ts';
import { stripeClient } from '../core/payments/stripe.ts';

export default fp<{ everyMs?: number }>(
  async function payments(app, { everyMs = 3_600_000 }) {
    app.decorate('stripe', await stripeClient(app.config.stripe));
    if (!app.stripe) return;
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      const deps = paymentsDeps(app)!;
      running = reconcile(deps).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the hourly reconciliation of online payments failed'),
      );
    }, everyMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'payments', dependencies: ['database', 'content', 'mailer'] },
);
