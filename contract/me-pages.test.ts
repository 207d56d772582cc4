import { describe, expect, it } from 'vitest';
import { mePageAt } from './me-pages.ts';

describe('mePageAt', () => {
  it('names the page of each address, with or without a last slash', () => {
    expect(mePageAt('/me')).toBe('home');
    expect(mePageAt('/me/')).toBe('home');
    expect(mePageAt('/me/standing')).toBe('standing');
    expect(mePageAt('/me/dues')).toBe('dues');
    expect(mePageAt('/me/security/')).toBe('security');
    expect(mePageAt('/me/nothing-here')).toBe('home');
  });
});
