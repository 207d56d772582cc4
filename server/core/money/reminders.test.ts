// The dues reminders' rule (reminders.ts): who gets which reminder on a day, at most once a week,
// his plan's instalments instead of his charges' days while it is on track.
import { describe, expect, it } from 'vitest';
import { dueItemsOf, nextDueOf, openInstalments, reminderKind } from './reminders.ts';

const item = (dueOn: string, amountCents = 10_000) => ({ dueOn, amountCents });

describe('reminderKind', () => {
  it('reminds before a due day, on it, and after it', () => {
    expect(reminderKind([item('2027-03-10')], '2027-03-03', 7, null)).toBe('before');
    expect(reminderKind([item('2027-03-11')], '2027-03-03', 7, null)).toBeNull();
    expect(reminderKind([item('2027-03-03')], '2027-03-03', 7, null)).toBe('due');
    expect(reminderKind([item('2027-03-02')], '2027-03-03', 7, null)).toBe('overdue');
    // Past due comes first when both are so.
    expect(reminderKind([item('2027-03-01'), item('2027-03-03')], '2027-03-03', 7, null)).toBe(
      'overdue',
    );
  });

  it('never twice within a week, and weekly while past due', () => {
    expect(reminderKind([item('2027-02-01')], '2027-03-03', 7, '2027-02-25')).toBeNull();
    expect(reminderKind([item('2027-02-01')], '2027-03-03', 7, '2027-02-24')).toBe('overdue');
    expect(reminderKind([item('2027-03-03')], '2027-03-03', 7, '2027-02-28')).toBeNull();
  });

  it('sends no early reminder when the chapter set 0 days before, and none without a balance', () => {
    expect(reminderKind([item('2027-03-05')], '2027-03-03', 0, null)).toBeNull();
    expect(reminderKind([item('2027-03-03')], '2027-03-03', 0, null)).toBe('due');
    expect(reminderKind([], '2027-03-03', 7, null)).toBeNull();
  });
});

describe('what is due', () => {
  const open = [{ postingId: 'a', dueOn: '2027-02-01', amountCents: 20_000, openCents: 20_000 }];
  const instalments = [item('2027-03-15'), item('2027-04-15'), item('2027-05-15')];

  it('is his open charges without a plan on track', () => {
    const dues = { balanceCents: 20_000, open, plan: null };
    expect(dueItemsOf(dues)).toEqual([item('2027-02-01', 20_000)]);
    const behind = { ...dues, plan: { id: 'p', status: 'behind' as const, instalments } };
    expect(nextDueOf(dueItemsOf(behind))).toEqual(item('2027-02-01', 20_000));
  });

  it('is his plan’s instalments still to pay while it is on track', () => {
    const dues = {
      balanceCents: 15_000,
      open,
      plan: { id: 'p', status: 'on_track' as const, instalments },
    };
    expect(dueItemsOf(dues)).toEqual([item('2027-04-15', 5_000), item('2027-05-15')]);
    expect(openInstalments(instalments, 30_000)).toEqual(instalments);
    expect(dueItemsOf({ ...dues, balanceCents: 0 })).toEqual([]);
    expect(nextDueOf([])).toBeNull();
  });
});
