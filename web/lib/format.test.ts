import { describe, expect, it } from 'vitest';
import { formatPrice, formatWholeDollars } from './format.ts';

describe('money formats', () => {
  it('shows donations and tickets in whole dollars', () => {
    expect(formatWholeDollars(7)).toBe('$7');
    expect(formatWholeDollars(14000)).toBe('$14,000');
    expect(formatWholeDollars(99.6)).toBe('$100');
  });
  it('shows merchandise prices with cents', () => {
    expect([25, 45, 20].map(formatPrice)).toEqual(['$25.00', '$45.00', '$20.00']);
  });
});
