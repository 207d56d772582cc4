import { describe, expect, it } from 'vitest';
import { areas } from './officer-areas.ts';
import {
  addDays,
  emptiedSeatsText,
  holdsOn,
  isTermDay,
  needsHandoverReminder,
  officeAccess,
  seatsEmptiedBy,
  seatsFull,
  someoneHolds,
  spanProblem,
  termStatus,
} from './terms.ts';

describe('days of a term', () => {
  it('takes real days from 2000 to 2099 only', () => {
    const allowed = ['2000-01-01', '2026-11-27', '2028-02-29', '2099-12-31'];
    expect(allowed.filter((day) => !isTermDay(day))).toEqual([]);
    const refused = [
      '1999-12-31',
      '2100-01-01',
      '2027-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-1-5',
      '2026-11-27T00:00',
      '',
      20261127,
      null,
    ].filter((day) => isTermDay(day));
    expect(refused).toEqual([]);
  });

  it('counts days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-05-01', -14)).toBe('2027-04-17');
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });

  it('names the field of a span that is wrong', () => {
    expect(spanProblem({ startsOn: '2027-01-01', endsOn: null })).toBeNull();
    expect(spanProblem({ startsOn: '2027-01-01', endsOn: '2027-12-31' })).toBeNull();
    expect(spanProblem({ startsOn: '1999-01-01', endsOn: null })?.field).toBe('startsOn');
    expect(spanProblem({ startsOn: '2027-01-01', endsOn: '2027-01-01' })?.field).toBe('endsOn');
    expect(spanProblem({ startsOn: '2027-01-01', endsOn: '2026-12-31' })?.field).toBe('endsOn');
    expect(spanProblem({ startsOn: '2027-01-01', endsOn: '2100-01-01' })?.field).toBe('endsOn');
  });
});

describe('a term on a day', () => {
  const term = { startsOn: '2027-01-01', endsOn: '2028-01-01' };

  it('is elect before its first day, current from it to the day before its end, past after', () => {
    expect(termStatus(term, '2026-12-31')).toBe('elect');
    expect(termStatus(term, '2027-01-01')).toBe('current');
    expect(termStatus(term, '2027-12-31')).toBe('current');
    expect(termStatus(term, '2028-01-01')).toBe('past');
    expect(holdsOn(term, '2027-12-31')).toBe(true);
    expect(holdsOn(term, '2028-01-01')).toBe(false);
  });

  it('without an end stays current', () => {
    expect(termStatus({ startsOn: '2027-01-01', endsOn: null }, '2099-12-31')).toBe('current');
  });
});

describe('access follows the office', () => {
  const treasurer = { startsOn: '2027-01-01', endsOn: '2028-01-01', areas: ['treasury'] as const };
  const president = {
    startsOn: '2027-05-01',
    endsOn: null,
    areas: ['accounts', 'content'] as const,
  };

  it('gives the areas of the current terms, and none of a past term', () => {
    expect(officeAccess([treasurer], '2027-06-01', { allAreas: areas })).toEqual({
      areas: ['treasury'],
      preview: [],
    });
    expect(officeAccess([treasurer], '2028-01-01', { allAreas: areas }).areas).toEqual([]);
  });

  it('opens an elect term read-only from 14 days before it starts, not earlier', () => {
    expect(officeAccess([president], '2027-04-16', { allAreas: areas }).preview).toEqual([]);
    expect(officeAccess([president], '2027-04-17', { allAreas: areas })).toEqual({
      areas: [],
      preview: ['accounts', 'content'],
    });
    expect(officeAccess([president], '2027-05-01', { allAreas: areas })).toEqual({
      areas: ['accounts', 'content'],
      preview: [],
    });
  });

  it('previews only what is not already held', () => {
    const elect = {
      startsOn: '2027-12-20',
      endsOn: null,
      areas: ['treasury', 'calendar'] as const,
    };
    expect(officeAccess([treasurer, elect], '2027-12-10', { allAreas: areas })).toEqual({
      areas: ['treasury'],
      preview: ['calendar'],
    });
  });

  it('the standing grant gives every area, whatever the terms', () => {
    expect(officeAccess([], '2027-06-01', { grant: true, allAreas: areas }).areas).toEqual([
      ...areas,
    ]);
  });

  it('knows whether anyone would still hold an area', () => {
    const accounts = [
      { grant: false, terms: [treasurer] },
      { grant: false, terms: [president] },
    ];
    expect(someoneHolds(accounts, 'accounts', '2027-05-01')).toBe(true);
    expect(someoneHolds(accounts, 'accounts', '2027-04-30')).toBe(false);
    expect(someoneHolds([{ grant: true, terms: [] }], 'accounts', '2027-04-30')).toBe(true);
  });
});

describe('seats', () => {
  const social = [
    { id: 'a', startsOn: '2027-01-01', endsOn: '2028-01-01' },
    { id: 'b', startsOn: '2027-06-01', endsOn: null },
  ];

  it('refuses a third Social Chair on a day two hold it', () => {
    expect(seatsFull(social, { startsOn: '2027-07-01', endsOn: null }, 2)).toBe(true);
    // Before the second one starts there is a seat, but not for a term that runs into June.
    expect(seatsFull(social, { startsOn: '2027-02-01', endsOn: '2027-05-01' }, 2)).toBe(false);
    expect(seatsFull(social, { startsOn: '2027-02-01', endsOn: '2027-06-02' }, 2)).toBe(true);
    // After the first one ends.
    expect(seatsFull(social, { startsOn: '2028-01-01', endsOn: null }, 2)).toBe(false);
  });

  it('does not count the term being changed, nor the one the new term replaces', () => {
    expect(seatsFull(social, { startsOn: '2027-07-01', endsOn: null }, 2, ['a'])).toBe(false);
    expect(seatsFull(social, { startsOn: '2027-07-01', endsOn: null }, 1, ['a', 'b'])).toBe(false);
  });

  it('one seat, one holder', () => {
    expect(seatsFull([], { startsOn: '2027-01-01', endsOn: null }, 1)).toBe(false);
    expect(
      seatsFull(
        [{ id: 'x', startsOn: '2027-01-01', endsOn: '2027-06-01' }],
        { startsOn: '2027-06-01', endsOn: null },
        1,
      ),
    ).toBe(false);
  });
});

describe('the handover reminder', () => {
  const term = { startsOn: '2027-01-01', endsOn: '2028-01-01' };

  it('is due from 30 days before the end, when no successor starts by then', () => {
    expect(needsHandoverReminder(term, [], '2027-12-01')).toBe(false);
    expect(needsHandoverReminder(term, [], '2027-12-02')).toBe(true);
    expect(needsHandoverReminder(term, [], '2027-12-31')).toBe(true);
    expect(needsHandoverReminder(term, [], '2028-01-01')).toBe(false);
  });

  it('is not due once a successor is entered, or for a term without an end', () => {
    expect(
      needsHandoverReminder(term, [{ startsOn: '2028-01-01', endsOn: null }], '2027-12-15'),
    ).toBe(false);
    expect(
      needsHandoverReminder(term, [{ startsOn: '2027-12-20', endsOn: '2029-01-01' }], '2027-12-15'),
    ).toBe(false);
    // A successor who starts after the end leaves a gap: still due.
    expect(
      needsHandoverReminder(term, [{ startsOn: '2028-02-01', endsOn: null }], '2027-12-15'),
    ).toBe(true);
    // A successor whose own term ends by then is none.
    expect(
      needsHandoverReminder(term, [{ startsOn: '2027-10-01', endsOn: '2027-12-20' }], '2027-12-15'),
    ).toBe(true);
    expect(needsHandoverReminder({ startsOn: '2027-01-01', endsOn: null }, [], '2099-01-01')).toBe(
      false,
    );
  });
});

const heldSeat = (positionId: string, userId: string, startsOn: string, endsOn: string | null) => ({
  positionId,
  userId,
  startsOn,
  endsOn,
});
const seat = (title: string, stay = 0) => ({ title, stay, until: null });

describe('the seats a graduation empties', () => {
  const today = '2026-12-07';
  const positions = [
    { id: 'p', title: 'President', alumniMayHold: false },
    { id: 's', title: 'Social Chair', alumniMayHold: false },
    { id: 'a', title: 'Adviser', alumniMayHold: true },
    { id: 't', title: 'Treasurer', alumniMayHold: false },
  ];
  const terms = [
    heldSeat('p', 'pete', '2026-01-01', '2026-12-17'),
    heldSeat('p', 'noah', '2026-12-17', null),
    heldSeat('s', 'sid', '2026-01-01', null),
    heldSeat('s', 'sal', '2026-01-01', null),
    heldSeat('a', 'pete', '2026-01-01', null),
    heldSeat('t', 'tom', '2025-01-01', '2026-01-01'),
  ];

  it('names each position left with fewer holders today, and when its elect comes', () => {
    expect(seatsEmptiedBy(positions, terms, ['pete', 'sid', 'tom'], today)).toEqual([
      { title: 'President', stay: 0, until: '2026-12-17' },
      { title: 'Social Chair', stay: 1, until: null },
    ]);
    // Nobody leaving an office: nothing; a past holder or an adviser leaving: nothing either.
    expect(seatsEmptiedBy(positions, terms, ['noah'], today)).toEqual([]);
    // An elect who leaves too does not fill the seat.
    expect(seatsEmptiedBy(positions, terms, ['pete', 'noah'], today)).toEqual([
      { title: 'President', stay: 0, until: null },
    ]);
  });

  it('says the seats as a sentence names them', () => {
    expect(emptiedSeatsText([])).toBe('');
    expect(emptiedSeatsText([seat('President')])).toBe('President');
    expect(emptiedSeatsText([seat('President'), seat('Treasurer')])).toBe(
      'President and Treasurer',
    );
    expect(emptiedSeatsText([seat('President'), seat('Social Chair', 1), seat('Treasurer')])).toBe(
      'President, a seat of Social Chair and Treasurer',
    );
  });
});
