import { describe, expect, it } from 'vitest';
import { consentLabel, deletionText } from './days.ts';

const period = { deleteAfterDays: 30, deletedOn: '2026-12-17' };

describe('deletionText', () => {
  it('names the open period’s days, the day written as every day is', () => {
    expect(deletionText(period)).toBe(
      'They are deleted 30 days after recruitment ends (on Thu, Dec 17, 2026), unless you join — or any time, from the link in every email we send you.',
    );
    expect(deletionText({ ...period, deleteAfterDays: 1 })).toContain('deleted 1 day after');
  });

  it('says it in words while the period is not known yet', () => {
    expect(deletionText(null)).toBe(
      'They are deleted a set number of days after recruitment ends, unless you join — or any time, from the link in every email we send you.',
    );
  });
});

describe('consentLabel', () => {
  it('is the chapter’s consent text with the deletion day after it', () => {
    expect(consentLabel('I agree.', period)).toBe(
      'I agree. They are deleted on Thu, Dec 17, 2026 unless I join, or sooner if I ask from the link in any email.',
    );
  });
});
