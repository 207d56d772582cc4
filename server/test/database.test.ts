import { describe, expect, it } from 'vitest';
import { isStaleTemplate } from './database.ts';

describe('isStaleTemplate', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('keeps another checkout’s template for a day', () => {
    expect(isStaleTemplate('2026-11-26T11:00:00.000Z', now)).toBe(false);
    expect(isStaleTemplate('2026-11-25T12:00:01.000Z', now)).toBe(false);
  });
  it('drops it after a day, or when it says nothing of when it was made', () => {
    expect(isStaleTemplate('2026-11-25T11:59:59.000Z', now)).toBe(true);
    expect(isStaleTemplate(null, now)).toBe(true);
    expect(isStaleTemplate('yesterday', now)).toBe(true);
  });
});
