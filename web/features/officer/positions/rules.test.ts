import { describe, expect, it } from 'vitest';
import type { PositionRow, TermRow } from '../../../../contract/api/officer/positions.ts';
import {
  newBoardLines,
  positionRequestOf,
  positionValuesOf,
  candidateOption,
  termDays,
  timelineOf,
  toggledArea,
} from './rules.ts';

const position: PositionRow = {
  id: 'p1',
  title: 'Treasurer',
  areas: ['treasury', 'accounts'],
  board: true,
  seats: 1,
  order: 3,
  checklist: ['Bank signatory changed', 'Ledger closed'],
  alumniMayHold: false,
};

const term = (
  id: string,
  status: TermRow['status'],
  startsOn: string,
  endsOn: string | null,
): TermRow => ({
  id,
  positionId: 'p1',
  position: 'Treasurer',
  userId: `u${id}`,
  name: `Holder ${id}`,
  startsOn,
  endsOn,
  status,
});

describe('the position form', () => {
  it('turns a position into the form and back into the same request', () => {
    const values = positionValuesOf(position);
    expect(values).toEqual({
      title: 'Treasurer',
      areas: 'accounts treasury',
      board: true,
      seats: '1',
      order: '3',
      checklist: 'Bank signatory changed\nLedger closed',
      alumniMayHold: false,
    });
    expect(positionRequestOf(values)).toEqual({
      title: 'Treasurer',
      areas: ['accounts', 'treasury'],
      board: true,
      seats: 1,
      order: 3,
      checklist: ['Bank signatory changed', 'Ledger closed'],
      alumniMayHold: false,
    });
  });

  it('leaves out a blank order (last), drops blank checklist lines, and sends a blank seat count as not a number', () => {
    const request = positionRequestOf({
      ...positionValuesOf(position),
      order: ' ',
      seats: '',
      checklist: '\n  One  \n\nTwo',
    });
    expect(request).not.toHaveProperty('order');
    expect(request.checklist).toEqual(['One', 'Two']);
    expect(request.seats).toBeNaN();
  });

  it('toggles an area, keeping the console order', () => {
    expect(toggledArea('treasury', 'accounts', true)).toBe('accounts treasury');
    expect(toggledArea('accounts treasury', 'accounts', false)).toBe('treasury');
  });
});

describe('a position timeline', () => {
  it('shows the holders, then who comes, then the history newest first', () => {
    const timeline = timelineOf([
      term('a', 'past', '2024-05-01', '2025-05-01'),
      term('b', 'elect', '2027-05-01', null),
      term('c', 'current', '2026-05-01', '2027-05-01'),
      term('d', 'past', '2025-05-01', '2026-05-01'),
    ]);
    expect(timeline.current.map((t) => t.id)).toEqual(['c']);
    expect(timeline.elect.map((t) => t.id)).toEqual(['b']);
    expect(timeline.past.map((t) => t.id)).toEqual(['d', 'a']);
  });

  it('says the days of a term in words', () => {
    expect(termDays(term('c', 'current', '2026-05-01', '2027-05-01'))).toBe(
      'from Fri, May 1, 2026, ends Sat, May 1, 2027',
    );
    expect(termDays(term('b', 'elect', '2027-05-01', null))).toBe(
      'starts Sat, May 1, 2027, no end set',
    );
    expect(termDays(term('a', 'past', '2024-05-01', '2025-05-01'))).toBe(
      'from Wed, May 1, 2024, ended Thu, May 1, 2025',
    );
  });
});

describe('the lines of "Enter the new board"', () => {
  it('gives each current holder a successor line and each free seat one, board positions first', () => {
    const social: PositionRow = {
      ...position,
      id: 'p2',
      title: 'Social Chair',
      board: false,
      seats: 2,
    };
    const president: PositionRow = { ...position, id: 'p3', title: 'President', seats: 1 };
    const holding = { ...term('c', 'current', '2026-05-01', null), positionId: 'p2' };
    const leaving = { ...term('e', 'current', '2026-05-01', '2026-06-01'), positionId: 'p3' };
    const lines = newBoardLines([social, president], [holding, leaving], '2026-06-01');
    expect(lines.map((line) => [line.position.title, line.follows?.id ?? null])).toEqual([
      // Its holder's term ends today: his seat is free.
      ['President', null],
      ['Social Chair', 'c'],
      ['Social Chair', null],
    ]);
  });
});

describe('a candidate for an office', () => {
  const candidate = {
    id: 'a',
    name: 'Noah Bennett',
    graduationYear: 2027,
    role: 'member' as const,
    eligible: true,
    reason: null,
  };

  it('is named with his class and side, and why he cannot be chosen when he cannot', () => {
    expect(candidateOption(candidate)).toEqual({
      id: 'a',
      name: 'Noah Bennett',
      detail: 'Class of 2027',
      unavailable: null,
    });
    expect(candidateOption({ ...candidate, graduationYear: null }).detail).toBe('Member');
    const alumnus = candidateOption({
      ...candidate,
      role: 'alumni',
      graduationYear: 2019,
      eligible: false,
      reason: 'Alumni account: this office is not open to alumni.',
    });
    expect(alumnus).toMatchObject({
      detail: 'Alumni, class of 2019',
      unavailable: 'Alumni account: this office is not open to alumni.',
    });
  });
});
