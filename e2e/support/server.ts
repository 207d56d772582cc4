// Starts what the end-to-end tests run against: a real SMTP server that saves every message it
// receives as JSON, the Stripe stand-in (server/test/stripe/stand-in.ts) as the chapter's payment
// processor, its hosted checkout page in the browser's way and its webhooks sent to the app, and
// the built app on a fresh database that sends its mail there and takes payments online.
// With E2E_DIRECTORY_SIZE=N, brothers sign up (through the real API and the emailed codes) until the
// directory holds N members, so the directory tests see a fixed chapter whatever other tests do.
// Prints "e2e server ready" once the app answers and the chapter is complete.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild } from '../../scripts/web-build.ts';
import { TestSmtpServer, type ReceivedMail } from '../../server/test/smtp.ts';
import { startStripeStandIn } from '../../server/test/stripe/stand-in.ts';
import { dataDir, e2eRoot, mailDir, serverLog } from './paths.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_PORT ?? 3999);
const directorySize = Number(process.env.E2E_DIRECTORY_SIZE ?? 0);
const baseUrl = `http://127.0.0.1:${port}`;

rmSync(e2eRoot, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
mkdirSync(dataDir, { recursive: true });

// The build of the present sources (scripts/web-build.ts): made here when `npm run test:e2e` runs
// first; the two servers start side by side, and the second waits for the first one's build.
try {
  await ensureWebBuild({ log: (line) => console.error(line) });
} catch {
  process.exit(1);
}

const smtp = new TestSmtpServer();
const smtpUrl = await smtp.start(0);
let saved = 0;
const save = setInterval(() => {
  for (const mail of smtp.received.slice(saved)) {
    saved += 1;
    const file = path.join(mailDir, `${String(saved).padStart(5, '0')}.json`);
    // Written aside, then renamed: a test reading the folder never sees half a message.
    writeFileSync(
      `${file}.part`,
      JSON.stringify({
        to: mail.to,
        subject: mail.parsed.subject,
        text: mail.parsed.text,
        html: mail.parsed.html,
        headers: Object.fromEntries(mail.parsed.headers.map((h) => [h.key, h.value])),
      }),
    );
    renameSync(`${file}.part`, file);
  }
}, 50);

// Webhooks retried within a second or two, as a test waits seconds, not Stripe's hours.
const stripe = await startStripeStandIn({
  webhookUrl: `${baseUrl}/api/payments/stripe/webhook`,
  retryDelaysMs: [250, 1000, 2000],
});

// The server's log (warnings and errors, as JSON lines) is kept beside its data: a 500 seen by a
// test can be read there afterwards (.ci/run prints its errors when the tests fail).
const server = spawn(process.execPath, ['server/main.ts'], {
  cwd: root,
  stdio: ['ignore', openSync(serverLog, 'a'), 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'chapter@e2e.test',
    PUBLIC_URL: baseUrl,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // Each test presents its own client address, so rate limits do not leak between tests.
    TRUST_PROXY: '1',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  },
});

const stop = () => {
  clearInterval(save);
  server.kill('SIGTERM');
  void smtp.stop();
  void stripe.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  clearInterval(save);
  void Promise.all([smtp.stop(), stripe.close()]).then(() => process.exit(code ?? 0));
});

/** Fictional brothers added to the demo chapter; majors and classes spread for the filters. */
const extraBrothers = [
  ['Quentin Ashgrove', 'Geology', 2025],
  ['Rafael Brightwater', 'Statistics', 2026],
  ['Silas Cordell', 'Architecture', 2027],
  ['Tobias Dunmore', 'Marine Biology', 2028],
  ['Ulrich Everly', 'Philosophy', 2026],
  ['Vikram Fairhaven', 'Civil Engineering', 2027],
  ['Wendell Greystone', 'Music Theory', 2028],
  ['Xavier Hollins', 'Economics', 2025],
  ['Yusuf Ironwood', 'Nursing', 2026],
  ['Zachary Juniper', 'Astronomy', 2027],
] as const;

async function call(method: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      // A distinct client per request keeps the signup rate limit out of the way.
      'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function waitForReady() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the e2e server did not become ready');
}

async function addBrother([name, major, graduationYear]: (typeof extraBrothers)[number]) {
  const email = `${name.toLowerCase().replace(' ', '.')}@oxp-northmere.example`;
  const password = 'Brother-Pass-2026!';
  const before = smtp.received.length;
  await call('POST', '/api/auth/signup', { name, email, password, inviteCode: 'OXP-MEMBER-DEMO' });
  // His own email: other mail may come meanwhile (the demo chapter's dues reminders of the day).
  let mail: ReceivedMail | undefined;
  for (let count = before + 1; !mail; count += 1)
    mail = (await smtp.waitFor(count)).slice(before).find((sent) => sent.to.includes(email));
  const code = /^\s*(\d{6})\s*$/m.exec(mail.parsed.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code in the email to ${email}`);
  await call('POST', '/api/auth/verify', { email, code });
  const login = (await call('POST', '/api/auth/login', { email, password })) as {
    tokens: { AccessToken: string };
  };
  await call(
    'PUT',
    '/api/auth/update-profile',
    { name, major, graduationYear },
    login.tokens.AccessToken,
  );
}

try {
  await waitForReady();
  if (directorySize > 0) {
    // The demo chapter's active members (content/demo/accounts.json): every one is verified.
    const demo = JSON.parse(
      readFileSync(path.join(root, 'content', 'demo', 'accounts.json'), 'utf8'),
    ) as { accounts: { role: string }[] };
    const demoMembers = demo.accounts.filter((account) => account.role === 'member').length;
    const missing = directorySize - demoMembers;
    if (missing < 0 || missing > extraBrothers.length)
      throw new Error(
        `E2E_DIRECTORY_SIZE must be between ${demoMembers} and ${demoMembers + extraBrothers.length}`,
      );
    // One at a time: each waits for its own verification email.
    for (const brother of extraBrothers.slice(0, missing)) await addBrother(brother);
  }
  console.log(`e2e server ready at ${baseUrl}`);
} catch (error) {
  console.error(error);
  stop();
  process.exitCode = 1;
}
