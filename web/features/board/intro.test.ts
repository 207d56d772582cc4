import { describe, expect, it } from 'vitest';
import { officersContent } from '../../lib/content/officers.ts';

describe('the Executive Board page’s introduction', () => {
  it('names no number of officers: the board is whoever holds a board position today', () => {
    const counts =
      /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b/i;
    expect(officersContent.intro).not.toMatch(counts);
  });
});
