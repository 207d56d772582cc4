import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A page of about 20 kB, like the real ones: compressed, not sent as is. */
function largePage(title: string, script: string): string {
  const sections = Array.from(
    { length: 120 },
    (_, i) =>
      `<section id="s${i}"><h2>Chapter note ${i}</h2><p>Brother ${i * 7} wrote about the ${i % 3 ? 'spring' : 'fall'} service day, ${i * 13} hours in all.</p></section>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${sections}</main><script>${script}</script><script type="module" src="/assets/entry-abc123.js"></script></body></html>`;
}

const home = largePage('Home', 'window.__home = 1;');
const notFound = largePage('Page not found', 'window.__missing = 3;');

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-build-'));
  writeFileSync(path.join(dir, 'index.html'), home);
  mkdirSync(path.join(dir, '404'));
  writeFileSync(path.join(dir, '404', 'index.html'), notFound);
  return dir;
}

const decoders = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (bytes: Buffer) => bytes,
};

const scriptSrc = (csp: unknown) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith('script-src '));

describe('pages served from memory', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fakeBuild();
    t = await createTestApp({ config: { clientDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const missing = (method: 'GET' | 'HEAD') =>
    t.app.inject({
      method,
      url: '/no-such-page?x=1',
      headers: { 'accept-encoding': 'br', 'if-none-match': '*' },
    });

  it('sends a large page compressed as the client accepts, the same page once decompressed', async () => {
    const cases = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
      ['', 'identity'],
      ['identity', 'identity'],
    ] as const;
    const etags = new Set<string>();
    for (const [accept, encoding] of cases) {
      const response = await get('/', accept ? { 'accept-encoding': accept } : {});
      expect(response.statusCode).toBe(200);
      expect({ accept, encoding: response.headers['content-encoding'] ?? 'identity' }).toEqual({
        accept,
        encoding,
      });
      // Compressed once: decoding it once gives the page (no second layer by @fastify/compress).
      expect(decoders[encoding](response.rawPayload).toString()).toBe(home);
      expect(response.rawPayload.length < home.length / 3).toBe(encoding !== 'identity');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      etags.add(String(response.headers.etag));
    }
    // A strong ETag stands for bytes: brotli, gzip and plain copies each have their own.
    expect(etags.size).toBe(3);
  });

  it('sends the same CSP with the page’s script hashes, whatever the encoding', async () => {
    const plain = await get('/');
    const csp = plain.headers['content-security-policy'];
    expect(scriptSrc(csp)).toBe(`script-src 'self' ${sha256('window.__home = 1;')}`);
    for (const accept of ['br', 'gzip'])
      expect(
        (await get('/', { 'accept-encoding': accept })).headers['content-security-policy'],
      ).toBe(csp);
  });

  it('answers 304 without a body when the client holds the same copy', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers.vary).toBe('accept-encoding');
      // A browser takes the 304's headers for its stored copy: the page's own policy, not the default.
      expect(again.headers['content-security-policy']).toBe(
        first.headers['content-security-policy'],
      );
    }
    // The brotli copy's tag does not stand for the gzip copy.
    const gzip = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(home);
    expect((await get('/', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const got = await get('/', { 'accept-encoding': 'br' });
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of [
      'content-type',
      'content-encoding',
      'content-length',
      'etag',
      'vary',
      'cache-control',
      'content-security-policy',
    ])
      expect({ name, value: head.headers[name] }).toEqual({ name, value: got.headers[name] });
  });

  it('answers an unknown page with the 404 page, compressed, with its own CSP and no ETag', async () => {
    const [got, head] = [await missing('GET'), await missing('HEAD')];
    for (const response of [got, head]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers.etag).toBeUndefined();
      expect(scriptSrc(response.headers['content-security-policy'])).toBe(
        `script-src 'self' ${sha256('window.__missing = 3;')}`,
      );
    }
    expect(brotliDecompressSync(got.rawPayload).toString()).toBe(notFound);
    expect(head.rawPayload.length).toBe(0);
    expect((await get('/404')).statusCode).toBe(404);
  });

  it('serves a replaced page at once, with new bytes, ETags and script hashes', async () => {
    const before = await get('/', { 'accept-encoding': 'br' });
    const updated = largePage('Home, updated', 'window.__home = 2;');
    await t.app.pages.set('/', updated);
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['', 'identity'],
    ] as const) {
      const response = await get('/', accept ? { 'accept-encoding': accept } : {});
      expect(decoders[encoding](response.rawPayload).toString()).toBe(updated);
    }
    const after = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(scriptSrc(after.headers['content-security-policy'])).toBe(
      `script-src 'self' ${sha256('window.__home = 2;')}`,
    );
    await t.app.pages.set('/', home);
  });

  it('serves a page made while running on a route the build did not have', async () => {
    expect((await get('/news/2026')).statusCode).toBe(404);
    const news = largePage('News', 'window.__news = 4;');
    await t.app.pages.set('/news/2026', news);
    for (const url of ['/news/2026', '/news/2026/', '/news/2026?from=mail']) {
      const response = await get(url, { 'accept-encoding': 'gzip' });
      expect(response.statusCode).toBe(200);
      expect(gunzipSync(response.rawPayload).toString()).toBe(news);
    }
  });

  it('keeps the page of the last replacement when two overlap', async () => {
    const slow = largePage('Slow', 'window.__slow = 5;').repeat(20);
    const quick = largePage('Quick', 'window.__quick = 6;');
    await Promise.all([t.app.pages.set('/race', slow), t.app.pages.set('/race', quick)]);
    expect((await get('/race')).body).toBe(quick);
  });
});
