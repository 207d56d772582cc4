import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryCache, type Encoded } from './routes.ts';

const encoded = (label: string): Encoded => ({
  json: Buffer.from(label),
  br: Buffer.from(`${label}-br`),
  gzip: Buffer.from(`${label}-gzip`),
});

/** A build the test finishes by hand, to see who waits for it. */
function controlledBuilds() {
  const pending: { resolve: (body: Encoded) => void; reject: (error: Error) => void }[] = [];
  const build = vi.fn<() => Promise<Encoded>>(
    () =>
      new Promise<Encoded>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { build, pending };
}

/** A cache that built "v1" and whose copy is now older than its 5 s lifetime. */
async function cacheWithStaleCopy(onError = vi.fn<(error: unknown) => void>()) {
  const builds = controlledBuilds();
  const cache = directoryCache(builds.build, onError);
  const first = cache.body();
  builds.pending[0]!.resolve(encoded('v1'));
  await first;
  vi.advanceTimersByTime(5_001);
  return { cache, ...builds };
}

const label = async (body: Promise<Encoded> | Encoded) => (await body).json.toString();

describe('the directory cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds once for requests arriving together, then serves the copy for 5 s', async () => {
    const { build, pending } = controlledBuilds();
    const cache = directoryCache(build, vi.fn<(error: unknown) => void>());
    const first = cache.body();
    const second = cache.body();
    expect(build).toHaveBeenCalledTimes(1);
    pending[0]!.resolve(encoded('v1'));
    expect([await label(first), await label(second)]).toEqual(['v1', 'v1']);
    vi.advanceTimersByTime(4_000);
    expect(await label(cache.body())).toBe('v1');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps answering with the old copy while one rebuild runs, then with the new one', async () => {
    const { cache, build, pending } = await cacheWithStaleCopy();
    // Stale: answered at once (no promise), and one rebuild starts.
    expect(cache.body()).not.toBeInstanceOf(Promise);
    expect(await label(cache.body())).toBe('v1');
    expect(build).toHaveBeenCalledTimes(2);
    pending[1]!.resolve(encoded('v2'));
    await vi.waitFor(async () => expect(await label(cache.body())).toBe('v2'));
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('after an invalidation, nobody gets the old copy, and a build begun before it is not kept', async () => {
    const { cache, build, pending } = await cacheWithStaleCopy();
    cache.body(); // starts a background rebuild (reading the data before the change)
    cache.invalidate();
    const afterChange = cache.body();
    expect(build).toHaveBeenCalledTimes(3);
    pending[1]!.resolve(encoded('before the change'));
    pending[2]!.resolve(encoded('after the change'));
    expect(await label(afterChange)).toBe('after the change');
    expect(await label(cache.body())).toBe('after the change');
  });

  it('keeps serving the old copy when a rebuild fails, says so, and tries again later', async () => {
    const onError = vi.fn<(error: unknown) => void>();
    const { cache, build, pending } = await cacheWithStaleCopy(onError);
    expect(await label(cache.body())).toBe('v1');
    pending[1]!.reject(new Error('database unavailable'));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(await label(cache.body())).toBe('v1');
    expect(build).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_001);
    cache.body();
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('lets the next request try again when the first build fails', async () => {
    const { build, pending } = controlledBuilds();
    const cache = directoryCache(build, vi.fn<(error: unknown) => void>());
    const first = cache.body();
    pending[0]!.reject(new Error('database unavailable'));
    await expect(first).rejects.toThrow('database unavailable');
    const second = cache.body();
    expect(build).toHaveBeenCalledTimes(2);
    pending[1]!.resolve(encoded('v1'));
    expect(await label(second)).toBe('v1');
  });
});
