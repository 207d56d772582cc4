import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { trustProxyOption } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a first run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      demoData: true,
      env: 'development',
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('turns the demo chapter off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'no' }).demoData).toBe(false);
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://oxp.example.org/' }).publicUrl).toBe(
      'https://oxp.example.org',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('builds the sender address from the public host', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://oxp.example.org' }).mailFrom).toBe(
      'no-reply@oxp.example.org',
    );
    expect(loadConfig({ MAIL_FROM: 'Chapter <news@oxp.example.org>' }).mailFrom).toBe(
      'Chapter <news@oxp.example.org>',
    );
  });

  it('trusts a number of proxies or their addresses, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,loopback' }).trustProxy).toBe(
      '10.0.0.2,10.0.1.0/24,loopback',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/not "true"/);
  });

  it.each([
    '10.0.0.2',
    '10.0.0.0/8, 172.16.0.0/12',
    '::1,loopback',
    '::ffff:10.0.0.1',
    'fd00::/8, 2001:db8::/32',
    '8000::/1',
    'uniquelocal,linklocal',
  ])('passes a TRUST_PROXY list that Fastify takes as it is: %j', async (value) => {
    const app = Fastify({
      trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: value }).trustProxy),
    });
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });

  it.each([
    '0.0.0.0/0',
    '::/0',
    '0.0.0.0/1,128.0.0.0/1',
    '0.0.0.0/1, 128.0.0.0/1, loopback',
    '::/1,8000::/1',
    '::ffff:0:0/96',
  ])('refuses TRUST_PROXY ranges that cover every address: %j', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      new RegExp(`^Invalid configuration: TRUST_PROXY: .*every address.*got "${value}"`),
    );
  });

  it.each(['999.1.1.1', '10.0.0.0/99', 'abc', ':::', '1.2.3', 'fe80::1%eth0', '10.0.0.1,,'])(
    'refuses a TRUST_PROXY entry that is no address (%j), naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*not an address/);
    },
  );

  it('refuses a sender (MAIL_FROM) with a line break or a control character in its name', () => {
    for (const value of [
      'Chapter\r\nBcc: all@example.com <news@oxp.example.org>',
      'Chapter\u0007 <a@b.org>',
    ])
      expect(() => loadConfig({ MAIL_FROM: value })).toThrow(/^Invalid configuration: MAIL_FROM: /);
  });

  it('offers paying online with both processor keys or neither, never one alone', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })
        .stripe,
    ).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc',
      apiUrl: 'https://api.stripe.com',
    });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'rk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_URL: 'http://127.0.0.1:4321/',
      }).stripe?.apiUrl,
    ).toBe('http://127.0.0.1:4321');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET: paying online needs both/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY: /,
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY: must be a key like sk_test_.*\(got a value not shown\)$/,
    );
  });

  it('paces newsletters as configured, or not at all', () => {
    expect(loadConfig({}).newsletterPace).toBeNull();
    expect(loadConfig({ NEWSLETTER_PACE: '500/hour' }).newsletterPace).toEqual({
      count: 500,
      per: 'hour',
      intervalMs: 7200,
      label: '500/hour',
    });
    expect(loadConfig({ NEWSLETTER_PACE: ' 2000 / Day ' }).newsletterPace).toMatchObject({
      label: '2000/day',
      intervalMs: 43_200,
    });
    expect(loadConfig({ NEWSLETTER_PACE: '1/second' }).newsletterPace!.intervalMs).toBe(1000);
  });

  it.each([
    ['NEWSLETTER_PACE', '500'],
    ['NEWSLETTER_PACE', '0/hour'],
    ['NEWSLETTER_PACE', '-5/hour'],
    ['NEWSLETTER_PACE', '500/week'],
    ['NEWSLETTER_PACE', 'fast'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SMTP_URL', 'mail.example.org'],
    ['PUBLIC_URL', 'ftp://example.org'],
    ['DEMO_DATA', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', 'the proxy'],
    ['TRUST_PROXY', '11'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*got "${value}"`));
  });
});

describe('starting the server with a bad TRUST_PROXY', () => {
  const run = promisify(execFile);
  it.each(['0.0.0.0/0', '0.0.0.0/1,128.0.0.0/1', '::/0', '999.1.1.1', '10.0.0.0/99', ':::'])(
    'stops with one line naming the variable and a non-zero exit code, never a stack trace (%j)',
    async (value) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-config-'));
      try {
        const failed = await run(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'test',
            DATA_DIR: dataDir,
            PORT: '0',
            LOG_LEVEL: 'silent',
            TRUST_PROXY: value,
          },
          timeout: 15_000,
        }).then(
          () => ({ code: 0, stderr: '' }),
          (error: { code: number; stderr: string }) => error,
        );
        expect(failed.code).not.toBe(0);
        const lines = failed.stderr.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^Invalid configuration: TRUST_PROXY: /);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
