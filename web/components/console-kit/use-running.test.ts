import { describe, expect, it } from 'vitest';
import { runMarked } from './use-running.ts';

describe('runMarked', () => {
  it('marks the request while it is on its way and unmarks it when it answers', async () => {
    const marks: (string | null)[] = [];
    const answer = await runMarked(
      (kind) => marks.push(kind),
      'publish',
      async () => 'done',
    );
    expect(answer).toBe('done');
    expect(marks).toEqual(['publish', null]);
  });

  it('unmarks it when it fails too, so the buttons are never held for good', async () => {
    const marks: (string | null)[] = [];
    await expect(
      runMarked(
        (kind) => marks.push(kind),
        'send',
        async () => {
          throw new Error('offline');
        },
      ),
    ).rejects.toThrow('offline');
    expect(marks).toEqual(['send', null]);
  });
});
