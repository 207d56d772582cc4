import { describe, expect, it } from 'vitest';
import type { MyTerm } from '../../../../contract/api/officer/positions.ts';
import { electClosedText, electLine, electOfficesOf, electReason } from './elect.tsx';

const term = (position: string, startsOn: string, status: MyTerm['status'], open = true) =>
  ({
    id: position,
    positionId: position,
    position,
    userId: 'u',
    name: 'Noah Bennett',
    startsOn,
    endsOn: null,
    status,
    checklist: [],
    note: '',
    earlierNotes: [],
    earlierNotesOpenOn: open ? null : '2027-06-01',
  }) satisfies MyTerm;

describe('an officer-elect in the console', () => {
  it('names the offices he may look at now, soonest first, each with its first day', () => {
    const offices = electOfficesOf([
      term('Treasurer', '2026-12-20', 'elect'),
      term('Scribe', '2025-01-01', 'current'),
      term('President', '2026-12-17', 'elect'),
      // Entered a year ahead: not open to him yet.
      term('Adviser', '2027-06-15', 'elect', false),
    ]);
    expect(offices).toEqual([
      { title: 'President', startsOn: '2026-12-17' },
      { title: 'Treasurer', startsOn: '2026-12-20' },
    ]);
    expect(electLine(offices)).toBe(
      'President-elect from Thu, Dec 17, 2026 and Treasurer-elect from Sun, Dec 20, 2026',
    );
    expect(electReason(offices)).toBe(
      'Your term as President starts on Thu, Dec 17, 2026: until then you can look at this page, not change anything.',
    );
    expect(electClosedText(offices)).toBe(
      'This page opens on the first day of your term, Thu, Dec 17, 2026: until then it holds nothing you may see.',
    );
  });

  it('says his term has not started while his offices are on their way', () => {
    expect(electReason([])).toBe(
      'Your term has not started: until it does you can look at this page, not change anything.',
    );
  });
});
