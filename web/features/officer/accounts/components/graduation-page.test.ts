import { describe, expect, it } from 'vitest';
import { emptySeatsWarning } from './graduation-page.tsx';

describe('the graduation’s warning', () => {
  const today = '2026-12-07';

  it('names the seats the ticked members leave empty, from today, before anyone moves', () => {
    expect(emptySeatsWarning(4, [], today)).toBeNull();
    expect(
      emptySeatsWarning(
        4,
        [
          { title: 'President', stay: 0, until: null },
          { title: 'Treasurer', stay: 0, until: null },
        ],
        today,
      ),
    ).toBe(
      'Graduating these 4 leaves President and Treasurer empty from Mon, Dec 7, 2026: enter their successors in Positions first.',
    );
    expect(
      emptySeatsWarning(1, [{ title: 'President', stay: 0, until: '2026-12-17' }], today),
    ).toBe(
      'Graduating this member leaves President empty from Mon, Dec 7, 2026 (President until Thu, Dec 17, 2026, when its elect starts): enter a successor in Positions first.',
    );
  });
});
