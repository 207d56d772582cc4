// The fines and late fees the chapter's rules propose
// (docs/money.md#dues-charges-fines-and-late-fees), as pure rules: which absences and which late
// charges, once each, and nothing when an amount is 0.
import { describe, expect, it } from 'vitest';
import { finesProposed, lateFeesProposed } from './proposals.ts';

const today = '2026-10-20';
const events = [
  { id: 'e1', title: 'Chapter meeting', date: '2026-10-05', closed: true },
  { id: 'e2', title: 'Chapter meeting', date: '2026-10-12', closed: true },
  { id: 'e3', title: 'Chapter meeting', date: '2026-10-26', closed: false },
];
const brothers = [
  { id: 'sam', name: 'Sam', countsFrom: '2026-09-01' },
  { id: 'ray', name: 'Ray', countsFrom: '2026-10-10' },
];

describe('fines for unexcused absences', () => {
  it('fines each absence from a closed required event from his first day, once', () => {
    const proposals = finesProposed({
      events,
      brothers,
      marks: new Map([
        ['e1 ray', 'present'],
        ['e2 ray', 'excused'],
      ]),
      waiting: new Set(['e2 sam']),
      made: new Set(),
      fineCents: 1_000,
      today,
    });
    // Sam missed e1; his excuse for e2 waits; Ray's first day is after e1; e3 is still to come.
    expect(proposals.map((p) => p.key)).toEqual(['fine:e1:sam']);
    expect(proposals[0]).toMatchObject({ kind: 'fine', amountCents: 1_000, dueOn: '2026-11-03' });
    const again = finesProposed({
      events,
      brothers,
      marks: new Map(),
      waiting: new Set(),
      made: new Set(['fine:e1:sam']),
      fineCents: 1_000,
      today,
    });
    expect(again.map((p) => p.key)).toEqual(['fine:e2:sam', 'fine:e2:ray']);
    const off = finesProposed({
      events,
      brothers,
      marks: new Map(),
      waiting: new Set(),
      made: new Set(),
      fineCents: 0,
      today,
    });
    expect(off).toEqual([]);
  });
});

/** A member's dues for the late fees' rule: three charges open, one of them a late fee. */
const dues = (balanceCents: number, plan: 'on_track' | 'behind' | null = null) => ({
  balanceCents,
  plan: plan ? { id: 'p', status: plan, instalments: [] } : null,
  open: [
    { postingId: 'old', dueOn: '2026-09-01', amountCents: 5_000, openCents: 5_000 },
    { postingId: 'fee', dueOn: '2026-09-02', amountCents: 2_500, openCents: 2_500 },
    { postingId: 'new', dueOn: '2026-10-15', amountCents: 4_000, openCents: 4_000 },
  ],
});

describe('late fees', () => {
  const settings = { lateFeeCents: 2_500, lateFeeAfterDays: 30, lateFeeMinimumCents: 5_000 };
  const postings = new Map([
    ['old', { kind: 'dues', description: 'Fall dues' }],
    ['fee', { kind: 'late_fee', description: 'Late fee: Summer dues' }],
    ['new', { kind: 'fee', description: 'Formal' }],
  ]);
  const propose = (
    member: ReturnType<typeof dues>,
    change: Partial<typeof settings> = {},
    made = new Set<string>(),
  ) =>
    lateFeesProposed({
      members: new Map([['sam', member]]),
      names: new Map([['sam', 'Sam']]),
      postings,
      made,
      settings: { ...settings, ...change },
      today,
    }).map((p) => p.key);

  it('on a charge more than the days past due, never on a late fee, once per charge', () => {
    expect(propose(dues(11_500))).toEqual(['late:old']);
    expect(propose(dues(11_500), {}, new Set(['late:old']))).toEqual([]);
    expect(propose(dues(11_500), { lateFeeAfterDays: 60 })).toEqual([]);
  });

  it('not below the minimum balance, not on a plan on track, nothing when the fee is 0', () => {
    expect(propose(dues(4_999))).toEqual([]);
    expect(propose(dues(11_500, 'on_track'))).toEqual([]);
    expect(propose(dues(11_500, 'behind'))).toEqual(['late:old']);
    expect(propose(dues(11_500), { lateFeeCents: 0 })).toEqual([]);
  });
});
