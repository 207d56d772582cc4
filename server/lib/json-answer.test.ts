import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { encodeJson, keptWhileSame, sendEncodedJson } from './json-answer.ts';

describe('encodeJson and sendEncodedJson', () => {
  const schema = z.object({ totals: z.record(z.string(), z.number()) });

  it('serialises by the schema (unlisted fields stripped) and sends the encoding asked for', async () => {
    const body = await encodeJson(schema, {
      totals: { 'Pool Table': 12.5 },
      secret: 'left out',
    } as never);
    const app = Fastify();
    app.get('/', (request, reply) => sendEncodedJson(request, reply, body, 'no-cache'));
    try {
      const plain = await app.inject('/');
      expect(plain.json()).toEqual({ totals: { 'Pool Table': 12.5 } });
      expect(plain.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    } finally {
      await app.close();
    }
  });

  it('refuses a value its schema refuses', async () => {
    await expect(encodeJson(schema, { totals: { x: 'ten' } } as never)).rejects.toThrow(
      /expected number/i,
    );
  });
});

describe('keptWhileSame', () => {
  it('makes again only when an input is another object', () => {
    const make = vi.fn<(sums: object, names: readonly string[]) => object>((sums, names) => ({
      sums,
      names,
    }));
    const kept = keptWhileSame(make);
    const sums = {};
    const names = ['Pool Table'];
    const first = kept(sums, names);
    expect(kept(sums, names)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    // Equal but not the same: a new summary or newly published content.
    expect(kept({}, names)).not.toBe(first);
    expect(kept(sums, ['Pool Table'])).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('forgets a promise that failed, so the next caller tries again', async () => {
    let calls = 0;
    const kept = keptWhileSame(async (_input: number) => {
      calls += 1;
      if (calls === 1) throw new Error('failed');
      return 'made';
    });
    await expect(kept(1)).rejects.toThrow('failed');
    expect(await kept(1)).toBe('made');
    expect(await kept(1)).toBe('made');
    expect(calls).toBe(2);
  });
});
