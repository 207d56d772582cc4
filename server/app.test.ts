import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { limits } from '../contract/limits.ts';
import { redactUrl } from './app.ts';
import { createAccount, post } from './test/accounts.ts';
import { createTestApp, type TestApp } from './test/app.ts';

const page = (title: string, script: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1><script>${script}</script><script type="module" src="/assets/entry-abc123.js"></script></body></html>`;

/**
 * A miniature build: three pages with inline scripts (one of them /check-in), the 404 page, the
 * app's shell (React Router's SPA fallback), a hashed asset with a .br copy.
 */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-build-'));
  writeFileSync(path.join(dir, 'index.html'), page('Home', 'window.__home = 1;'));
  mkdirSync(path.join(dir, 'about'));
  writeFileSync(path.join(dir, 'about', 'index.html'), page('About', 'window.__about = 2;'));
  mkdirSync(path.join(dir, '404'));
  writeFileSync(
    path.join(dir, '404', 'index.html'),
    page('Page not found', 'window.__missing = 3;'),
  );
  mkdirSync(path.join(dir, 'check-in'));
  writeFileSync(
    path.join(dir, 'check-in', 'index.html'),
    page('Check in today', 'window.__today = 5;'),
  );
  writeFileSync(path.join(dir, '__spa-fallback.html'), page('Loading', 'window.__shell = 4;'));
  mkdirSync(path.join(dir, 'assets'));
  const js = 'console.log("hello");'.repeat(200);
  writeFileSync(path.join(dir, 'assets', 'entry-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'entry-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dir;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the application shell', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fakeBuild();
    t = await createTestApp({
      config: { clientDir },
      setup: (app) =>
        app.get('/api/test/explode', { config: { access: 'visitor' } }, async () => {
          throw new Error('secret internal detail at /srv/app/server.ts:42');
        }),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers /healthz and, with the database reachable, /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves a prerendered page with no-cache and a CSP that allows exactly its inline script', async () => {
    const response = await t.app.inject('/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>About</h1>');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' ${sha256('window.__about = 2;')}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).not.toContain(sha256('window.__home = 1;'));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('serves the app shell, with its own script hash, at every address of the officer console', async () => {
    for (const url of [
      '/officers',
      '/officers/',
      '/officers/accounts',
      '/officers/accounts/abc?x=1',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<h1>Loading</h1>');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${sha256('window.__shell = 4;')}`);
    }
    // Only the console's own paths; the shell's file is not served by name.
    expect((await t.app.inject('/officersx')).statusCode).toBe(404);
    expect((await t.app.inject('/__spa-fallback.html')).statusCode).toBe(404);
  });

  it('serves an event’s check-in as the app shell and /check-in as its page; nothing deeper', async () => {
    for (const url of ['/check-in/9f1c', '/check-in/9f1c/', '/check-in/9f1c?c=K7QX42']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Loading</h1>');
    }
    for (const url of ['/check-in', '/check-in/']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Check in today</h1>');
    }
    for (const url of ['/check-in/9f1c/more', '/check-inx', '/check-in/9f1c/more/']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Page not found</h1>');
    }
  });

  it('serves a page with a trailing slash too', async () => {
    expect((await t.app.inject('/about/')).statusCode).toBe(200);
  });

  it('sets the security headers on every response and never X-Powered-By', async () => {
    for (const url of ['/', '/api/nope', '/healthz', '/assets/entry-abc123.js']) {
      const { headers } = await t.app.inject(url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('adds HSTS only behind HTTPS', async () => {
    expect((await t.app.inject('/')).headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({
      env: { PUBLIC_URL: 'https://chapter.example.org' },
      config: { clientDir },
    });
    try {
      const { headers } = await https.app.inject('/');
      expect(headers['strict-transport-security']).toContain('max-age=31536000');
      expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });

  it('serves hashed assets for a year, precompressed when the browser accepts brotli', async () => {
    const response = await t.app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    const plain = await t.app.inject('/assets/entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses larger HTML answers', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    // The fake page is under the 1 kB threshold: sent as is.
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('does not serve the page files or the build internals by name', async () => {
    expect((await t.app.inject('/about/index.html')).statusCode).toBe(404);
    expect((await t.app.inject('/../package.json')).statusCode).toBe(404);
  });

  it('answers unknown page paths with the 404 page and status 404', async () => {
    for (const url of ['/no-such-page', '/members/nope/deeper', '/about/extra']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Page not found');
      expect(response.headers['content-security-policy']).toContain(
        sha256('window.__missing = 3;'),
      );
    }
  });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/newsletter/nope'],
      ['DELETE', '/api/newsletter/subscribe'],
      ['GET', '/api'],
      // An empty segment never reaches a file of the build (it was a 403 from the static files).
      ['GET', '/api//auth/me'],
      ['HEAD', '/api//auth/me'],
      ['POST', '/api//auth/login'],
      ['GET', '/api//'],
      ['GET', '/api///newsletter/issues'],
      ['GET', '/%61pi//auth/me'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      // A HEAD answer has no body to read.
      expect({
        url,
        status: response.statusCode,
        body: method === 'HEAD' ? '' : response.json(),
      }).toEqual({
        url,
        status: 404,
        body:
          method === 'HEAD' ? '' : { error: 'not_found', message: 'There is no such API call.' },
      });
    }
  });

  it('answers an empty segment under /media with 404 JSON', async () => {
    const response = await t.app.inject('/media//x');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Not found.' });
  });

  it('answers a failure with a generic 500 that reveals nothing inside', async () => {
    const response = await t.app.inject('/api/test/explode');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('server.ts');
  });
});

describe('redactUrl', () => {
  it('keeps secrets in email links out of the logs', () => {
    expect(redactUrl('/api/newsletter/confirm?token=abc123&x=1')).toBe(
      '/api/newsletter/confirm?token=[redacted]&x=1',
    );
    expect(redactUrl('/verify?email=a@b.c&code=123456')).toBe(
      '/verify?email=a@b.c&code=[redacted]',
    );
    expect(redactUrl('/about')).toBe('/about');
  });

  it('keeps invite codes of sign-up links out of the logs', () => {
    expect(redactUrl('/login?invite=ABCD-EFGH-JKLM')).toBe('/login?invite=[redacted]');
    expect(redactUrl('/login?next=/members&invite=ABCD-EFGH#x')).toBe(
      '/login?next=/members&invite=[redacted]#x',
    );
    expect(redactUrl('/login?INVITE=abc')).toBe('/login?INVITE=[redacted]');
  });

  it('keeps check-in codes and the signatures of unsubscribe links out of the logs', () => {
    expect(redactUrl('/check-in/9f1c?c=K7QX-42PD')).toBe('/check-in/9f1c?c=[redacted]');
    expect(redactUrl('/check-in/9f1c?x=1&C=K7QX#top')).toBe('/check-in/9f1c?x=1&C=[redacted]#top');
    expect(redactUrl('/api/mail/unsubscribe?u=1b2c&k=events&t=AbC_12-xyz')).toBe(
      '/api/mail/unsubscribe?u=1b2c&k=events&t=[redacted]',
    );
    // Other names that merely start or end with the letter stay as they are.
    expect(redactUrl('/x?cc=1&kind=events&at=2')).toBe('/x?cc=1&kind=events&at=2');
  });

  it('keeps calendar feed tokens out of the logs, and the feed calls readable', () => {
    expect(redactUrl('/api/calendar/AbC_12-xyz.ics')).toBe('/api/calendar/[redacted]');
    expect(redactUrl('/api/calendar/AbC_12-xyz.ics?x=1')).toBe('/api/calendar/[redacted]?x=1');
    expect(redactUrl('/%61pi/calendar/AbC.ics')).toBe('/%61pi/calendar/[redacted]');
    expect(redactUrl('/api/calendar/feed')).toBe('/api/calendar/feed');
    expect(redactUrl('/api/calendar/feed/reset')).toBe('/api/calendar/feed/reset');
    expect(redactUrl('/api/calendar/feedAbc.ics')).toBe('/api/calendar/[redacted]');
  });
});

describe('personal API answers', () => {
  it('are not stored by browsers or proxies unless a route says otherwise', async () => {
    const t = await createTestApp();
    try {
      const account = await createAccount(t);
      const login = await post(t, '/api/auth/login', {
        email: account.email,
        password: account.password,
      });
      const answers = [
        login,
        await t.app.inject({ url: '/api/auth/me', headers: { cookie: account.cookie } }),
        await t.app.inject({
          method: 'PUT',
          url: '/api/auth/update-profile',
          headers: { cookie: account.cookie, 'content-type': 'application/json' },
          payload: '{"name":"Sam Brother"}',
        }),
        await t.app.inject('/api/alumni/rsvp-list?event=nope'),
        await t.app.inject('/api/auth/me'),
        await t.app.inject('/api/nope'),
      ];
      expect(answers.map((answer) => answer.headers['cache-control'])).toEqual(
        Array(answers.length).fill('no-store'),
      );
    } finally {
      await t.close();
    }
  });
});

describe('request timeouts', () => {
  it('cuts off a body trickled byte by byte', async () => {
    const t = await createTestApp({ requestTimeoutMs: 1000 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    const started = Date.now();
    try {
      const answer = await new Promise<string>((resolve) => {
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        // The server may reset the connection after its 408 while a byte is on its way: the
        // answer has been read by then, and 'close' follows.
        socket.on('error', () => {});
        socket.on('close', () => resolve(received));
        // Not cut off within 4 s (it is within about 1 s): what came so far is the answer.
        setTimeout(() => resolve(received), 4000).unref();
        socket.write(
          'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: chapter.test\r\n' +
            'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
        );
        const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
        socket.on('close', () => clearInterval(trickle));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      socket.destroy();
      await t.close();
    }
  });

  it('gives a 10 MB upload from a slow phone the 45 s the page waits', () => {
    expect(limits.http.requestTimeoutMs).toBeGreaterThan(limits.upload.timeoutMs);
  });
});
