import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getHeapStatistics } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import {
  collectWhenIdle,
  memoryReducingCollection,
  shouldCollect,
  type IdleMemoryState,
} from './idle-memory.ts';

const MB = 1024 * 1024;
const options = { quietMs: 5_000, growthBytes: 48 * MB, checkEveryMs: 1_000 };
const busyThenQuiet: IdleMemoryState = {
  now: 20_000,
  lastActivityAt: 14_000,
  inFlight: 0,
  requestsSinceCollection: 1_200,
  rssBytes: 300 * MB,
  baselineBytes: 175 * MB,
};

describe('shouldCollect', () => {
  it('collects once quiet for long enough after a busy spell that grew the memory', () => {
    expect(shouldCollect(busyThenQuiet, options)).toBe(true);
  });

  it('waits while a request is in flight (an export being downloaded)', () => {
    expect(shouldCollect({ ...busyThenQuiet, inFlight: 1 }, options)).toBe(false);
  });

  it('waits until the server has been quiet for the whole quiet time', () => {
    expect(shouldCollect({ ...busyThenQuiet, lastActivityAt: 15_001 }, options)).toBe(false);
    expect(shouldCollect({ ...busyThenQuiet, lastActivityAt: 15_000 }, options)).toBe(true);
  });

  it('leaves a server alone whose memory grew less than the threshold', () => {
    expect(shouldCollect({ ...busyThenQuiet, rssBytes: 222 * MB }, options)).toBe(false);
  });

  it('never collects twice for one spell: no request since the last collection, none again', () => {
    expect(shouldCollect({ ...busyThenQuiet, requestsSinceCollection: 0 }, options)).toBe(false);
  });
});

describe('memoryReducingCollection', () => {
  it('gives back the heap a burst of garbage grew', () => {
    const collect = memoryReducingCollection();
    collect();
    const before = getHeapStatistics().total_heap_size;
    let garbage: number[][] | undefined = Array.from({ length: 400 }, () =>
      Array.from({ length: 50_000 }, (_, i) => i + 0.5),
    );
    expect(garbage.length).toBe(400);
    const grown = getHeapStatistics().total_heap_size;
    expect(grown - before).toBeGreaterThan(100 * MB);
    garbage = undefined;
    collect();
    expect(getHeapStatistics().total_heap_size - before).toBeLessThan(20 * MB);
  });

  it('does not expose gc to the code around it', () => {
    memoryReducingCollection();
    expect('gc' in globalThis).toBe(false);
  });
});

describe('collectWhenIdle, on a real HTTP server', () => {
  let server: Server | undefined;
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('collects once after a busy spell (not during a slow request), and not again while quiet', async () => {
    let rss = 100 * MB;
    let finishSlow: (() => void) | undefined;
    server = createServer((request, response) => {
      rss += 30 * MB;
      if (request.url === '/slow') finishSlow = () => response.end('slow');
      else response.end('ok');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const collections: { beforeBytes: number; afterBytes: number }[] = [];
    stop = collectWhenIdle(server, {
      options: { quietMs: 150, growthBytes: 48 * MB, checkEveryMs: 25 },
      collect: () => {
        rss = 110 * MB;
      },
      rss: () => rss,
      collected: (figures) => collections.push(figures),
    });

    for (let i = 0; i < 3; i++) await (await fetch(`${base}/`)).text();
    const slow = fetch(`${base}/slow`).then((answer) => answer.text());
    await expect.poll(() => finishSlow !== undefined).toBe(true);
    // Three times the quiet time with a request in flight: no collection.
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(collections).toEqual([]);

    finishSlow!();
    expect(await slow).toBe('slow');
    await expect.poll(() => collections.length, { timeout: 2_000 }).toBe(1);
    expect(collections[0]).toMatchObject({ beforeBytes: 220 * MB, afterBytes: 110 * MB });

    // Quiet on: nothing more to give back.
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(collections).toHaveLength(1);
  });
});
