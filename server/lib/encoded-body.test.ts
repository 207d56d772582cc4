import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, matchesEtag, pickEncoding } from './encoded-body.ts';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=1.0')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('BR')).toBe('br');
    expect(pickEncoding('gzip;q=0, br;q=0.0')).toBeUndefined();
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('reads * as gzip, as @fastify/compress does, unless gzip is refused', () => {
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('gzip;q=0, *')).toBeUndefined();
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in a list, and takes * as any', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag('abc', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
    expect(matchesEtag('', '"abc"')).toBe(false);
  });
});

describe('encodeBody', () => {
  it('keeps the bytes, brotli and gzip copies of them, each with its own strong ETag', async () => {
    const text = 'The chapter met on Tuesday. '.repeat(200);
    const body = await encodeBody(text);
    expect(body.identity.bytes.toString()).toBe(text);
    expect(brotliDecompressSync(body.br.bytes).toString()).toBe(text);
    expect(gunzipSync(body.gzip.bytes).toString()).toBe(text);
    expect(body.br.bytes.length).toBeLessThan(text.length / 10);
    const etags = [body.identity.etag, body.br.etag, body.gzip.etag];
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await encodeBody(text)).identity.etag).toBe(body.identity.etag);
    expect((await encodeBody(`${text}!`)).identity.etag).not.toBe(body.identity.etag);
  });
});
