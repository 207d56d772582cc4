import { describe, expect, it } from 'vitest';
import { auditShowingText } from './summary.ts';

describe('the audit log’s summary line', () => {
  it('says how many of the matching entries are shown, newest first', () => {
    expect(auditShowingText(50, 60_000)).toBe('Showing the newest 50 of 60,000 entries');
    expect(auditShowingText(100, 120)).toBe('Showing the newest 100 of 120 entries');
  });

  it('says when every matching entry is shown', () => {
    expect(auditShowingText(120, 120)).toBe('Showing all 120 entries');
    expect(auditShowingText(1, 1)).toBe('Showing the only entry');
    expect(auditShowingText(1_200, 1_200)).toBe('Showing all 1,200 entries');
  });

  it('says nothing when nothing matches (the table says so)', () => {
    expect(auditShowingText(0, 0)).toBeUndefined();
  });
});
