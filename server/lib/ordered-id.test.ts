import { describe, expect, it } from 'vitest';
import { orderedId } from './ordered-id.ts';

// The module remembers the last millisecond it used, and the tests of other files in the same
// worker may have used any until now (a faked clock included): these use later ones.
describe('orderedId', () => {
  it('is a version 7 UUID that carries its millisecond', () => {
    const id = orderedId(Date.UTC(2090, 10, 26, 12));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2090, 10, 26, 12));
  });

  it('sorts in the order made, also within one millisecond and past the counter', () => {
    const now = Date.UTC(2091, 0, 1);
    const ids = Array.from({ length: 5000 }, () => orderedId(now));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps its order when the clock steps back', () => {
    const first = orderedId(Date.UTC(2092, 0, 1, 0, 0, 1));
    const second = orderedId(Date.UTC(2092, 0, 1));
    expect(second > first).toBe(true);
  });
});
