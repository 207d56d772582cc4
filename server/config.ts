// Parses the environment once at start-up; a bad value stops the process with a message naming it.
import path from 'node:path';
import { z } from 'zod';
import { textProblem } from '../contract/text.ts';
import { trustedProxiesProblem } from './lib/trusted-proxies.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const paceWindowsMs = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** NEWSLETTER_PACE: newsletter emails are spaced `intervalMs` apart. */
export interface NewsletterPace {
  count: number;
  per: keyof typeof paceWindowsMs;
  intervalMs: number;
  /** As configured, normalised: `500/hour`. */
  label: string;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of every email, `Name <address>`: one line, or it would be a header of its own. */
  MAIL_FROM: z
    .string()
    .min(3)
    .refine((value) => textProblem(value) === undefined, {
      error: 'must be one line of text, like "Omicron Xi Psi <no-reply@example.org>"',
    })
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How fast newsletter emails leave: `500/hour`, `2000/day`, `1/second`, `60/minute`; unset, as
   * fast as the SMTP server takes them (docs/operations.md#newsletter-sending).
   */
  NEWSLETTER_PACE: z
    .string()
    .trim()
    .transform((value, ctx): NewsletterPace => {
      const match = /^(\d{1,7})\s*\/\s*(second|minute|hour|day)$/i.exec(value);
      const count = Number(match?.[1]);
      if (!match || count < 1) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be a number of emails per second, minute, hour or day, like 500/hour or 2000/day',
        });
        return z.NEVER;
      }
      const per = match[2]!.toLowerCase() as NewsletterPace['per'];
      return { count, per, intervalMs: paceWindowsMs[per] / count, label: `${count}/${per}` };
    })
    .optional(),
  OFFICER_TWO_FACTOR: z
    .enum(['required', 'optional'], { error: 'must be required or optional' })
    .optional(),
  /**
   * Behind reverse proxies, which to trust for X-Forwarded-For: how many (`1`) or their addresses
   * (`10.0.0.2,10.0.0.3`, CIDR ranges, or `loopback`). Never every hop, nor ranges that add up
   * to every address (lib/trusted-proxies.ts).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((value) => !/^(true|yes)$/i.test(value), {
      error:
        'must be the number of proxies in front of the server (e.g. 1) or their addresses, not "true" (that would trust addresses a client writes itself)',
    })
    .transform((value, ctx): number | string | false => {
      if (/^(false|no|0)$/i.test(value)) return false;
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops > 10) ctx.addIssue({ code: 'custom', message: 'must be at most 10 proxies' });
        return hops;
      }
      const entries = value.split(',').map((entry) => entry.trim());
      const problem = trustedProxiesProblem(entries);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: `must be a number of proxies or a comma-separated list of their addresses: ${problem}`,
        });
      return entries.join(',');
    })
    .default(false),
  /** The payment processor's secret key (docs/money.md#paying-online): a test, live or restricted key. */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a key like sk_test_…, sk_live_… or rk_…')
    .optional(),
  /** The secret that signs the processor's webhooks, `whsec_…`. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=_-]+$/, 'must be a webhook signing secret like whsec_…')
    .optional(),
  /** Where the processor's API answers; the tests' stand-in sets its own address. */
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.stripe.com'),
});

/** Paying online through the processor: its keys and where its API answers. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset means the embedded SQLite database at `$DATA_DIR/chapter.db`. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  demoData: boolean;
  logLevel: string;
  /** How fast newsletter emails leave (NEWSLETTER_PACE); null: as fast as SMTP takes them. */
  newsletterPace: NewsletterPace | null;
  /** Whether officers must have two-factor on to use the console. */
  officerTwoFactor: 'required' | 'optional';
  /** How many proxies (or which addresses) to trust for X-Forwarded-For; false: none. */
  trustProxy: number | string | false;
  /** Where the built web app lives (`react-router build` output). */
  clientDir: string;
  contentDir: string;
  /** Paying online; null when the keys are not set (nothing is offered online then). */
  stripe: StripeConfig | null;
};

/** Variables whose values are secrets. */
const secretVariables = new Set(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const projectRoot = path.resolve(import.meta.dirname, '..');

/** Reads the configuration from an environment (defaults to `process.env`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as it does in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    // One line per wrong variable, each complete on its own (a log shows lines one by one).
    // A secret's value is never written out, not even a wrong one (it may be a real key mistyped).
    const got = (name: string) =>
      secretVariables.has(name) ? 'a value not shown' : JSON.stringify(env[name]);
    const lines = result.error.issues.map(
      (issue) =>
        `Invalid configuration: ${issue.path.join('.')}: ${issue.message} (got ${got(String(issue.path[0]))})`,
    );
    throw new ConfigError(lines.join('\n'));
  }
  const e = result.data;
  // Both keys or neither: with one alone, payments would start that the server can never confirm.
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET))
    throw new ConfigError(
      `Invalid configuration: ${e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}: paying online needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither`,
    );
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const host = new URL(publicUrl).hostname;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `no-reply@${host === 'localhost' ? 'localhost.localdomain' : host}`,
    publicUrl,
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    newsletterPace: e.NEWSLETTER_PACE ?? null,
    officerTwoFactor:
      e.OFFICER_TWO_FACTOR ?? (e.NODE_ENV === 'production' ? 'required' : 'optional'),
    clientDir: path.join(projectRoot, 'build', 'client'),
    contentDir: path.join(projectRoot, 'content'),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
          }
        : null,
  };
}
