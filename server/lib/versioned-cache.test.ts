import { describe, expect, it, vi } from 'vitest';
import { versionedCache } from './versioned-cache.ts';

/** Builds the test finishes by hand, to see who waits for which. */
function controlledBuilds() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const build = vi.fn<() => Promise<string>>(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { build, pending };
}

describe('a cache kept per data version', () => {
  it('builds once for callers arriving together, then answers from memory while the version holds', async () => {
    const { build, pending } = controlledBuilds();
    const cache = versionedCache(build);
    const first = cache.get(1);
    const second = cache.get(1);
    expect(build).toHaveBeenCalledTimes(1);
    pending[0]!.resolve('v1');
    expect([await first, await second]).toEqual(['v1', 'v1']);
    // Kept: answered without a promise.
    expect(cache.get(1)).toBe('v1');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds again as soon as the version changes: nobody gets the old value after a change', async () => {
    const { build, pending } = controlledBuilds();
    const cache = versionedCache(build);
    const first = cache.get(1);
    pending[0]!.resolve('v1');
    await first;
    const afterChange = cache.get(2);
    expect(afterChange).toBeInstanceOf(Promise);
    pending[1]!.resolve('v2');
    expect(await afterChange).toBe('v2');
    expect(cache.get(2)).toBe('v2');
  });

  it('never lets a slow build for an older version replace a newer value', async () => {
    const { build, pending } = controlledBuilds();
    const cache = versionedCache(build);
    const old = cache.get(1);
    const newer = cache.get(2);
    pending[1]!.resolve('v2');
    expect(await newer).toBe('v2');
    pending[0]!.resolve('v1');
    expect(await old).toBe('v1');
    expect(cache.get(2)).toBe('v2');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('lets the next caller try again when a build fails', async () => {
    const { build, pending } = controlledBuilds();
    const cache = versionedCache(build);
    const first = cache.get(1);
    pending[0]!.reject(new Error('database unavailable'));
    await expect(first).rejects.toThrow('database unavailable');
    const second = cache.get(1);
    expect(build).toHaveBeenCalledTimes(2);
    pending[1]!.resolve('v1');
    expect(await second).toBe('v1');
  });
});
