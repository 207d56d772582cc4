// `npm run dev`: the API server (restarting on change) and the web app with hot reload, together.
// Open http://localhost:5173; Vite forwards /api and /media to the API server on :3000.
// With STRIPE_STAND_IN=true, paying online works too, against the tests' stand-in for Stripe on
// :12111 (server/test/stripe/stand-in.ts): its hosted page takes the place of Stripe Checkout.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';

/** The stand-in's settings for the API server (none when paying online is not tried), and its stop. */
async function stripeStandIn(): Promise<{ env: Record<string, string>; close: () => void }> {
  if (process.env.STRIPE_STAND_IN !== 'true') return { env: {}, close: () => {} };
  const { startStripeStandIn } = await import('../server/test/stripe/stand-in.ts');
  const standIn = await startStripeStandIn({
    port: Number(process.env.STRIPE_STAND_IN_PORT ?? '12111'),
    webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
    // A bank debit takes days at Stripe; here it settles as chosen on the page after 15 seconds.
    autoSettleBankMs: 15_000,
  });
  console.log(`Stripe stand-in: ${standIn.url} (its Checkout page replaces Stripe's)`);
  return {
    env: {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_API_URL: standIn.url,
    },
    close: () => void standIn.close(),
  };
}

const stripe = await stripeStandIn();
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--watch-path=server', '--watch-path=contract', '--watch-path=content', 'server/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...stripe.env,
        PORT: port,
        PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      },
    },
  ),
  spawn('npx', ['react-router', 'dev', '--port', '5173'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  stripe.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
