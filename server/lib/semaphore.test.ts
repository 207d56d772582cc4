import { describe, expect, it } from 'vitest';
import { semaphore } from './semaphore.ts';

describe('semaphore', () => {
  it('lets `size` holders in at once and the rest in arrival order', async () => {
    const places = semaphore(2);
    const order: string[] = [];
    const releases = await Promise.all([places.acquire(), places.acquire()]);
    const third = places.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = places.acquire().then((release) => {
      order.push('fourth');
      return release;
    });
    expect([places.active, places.waiting]).toEqual([2, 2]);
    releases[0]!();
    (await third)();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    releases[1]!();
    expect([places.active, places.waiting]).toEqual([0, 0]);
  });

  it('releases a place once, however often the release is called, and when work fails', async () => {
    const places = semaphore(1);
    const release = await places.acquire();
    release();
    release();
    expect(places.active).toBe(0);
    await expect(places.run(() => Promise.reject(new Error('broken picture')))).rejects.toThrow(
      'broken picture',
    );
    expect(places.active).toBe(0);
  });
});
