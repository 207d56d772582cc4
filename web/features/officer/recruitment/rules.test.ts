import { describe, expect, it } from 'vitest';
import { periodRequest } from '../../../../contract/api/recruitment.ts';
import { defaultStages } from '../../../../contract/recruitment.ts';
import {
  addStage,
  bidWords,
  canExtendBid,
  chapterDateTime,
  currentPeriod,
  defaultBallotClose,
  endedNow,
  flattenVoteIssues,
  moveStage,
  periodInput,
  periodValues,
  prospectFiltersSearch,
  prospectsQueryString,
  readProspectFilters,
  removeStage,
  vetoWords,
} from './rules.ts';

describe('the stage list', () => {
  const stages = ['Interested', 'Met', 'Bid'];

  it('adds a stage at the end, once, trimmed', () => {
    expect(addStage(stages, '  Dinner ')).toEqual(['Interested', 'Met', 'Bid', 'Dinner']);
    expect(addStage(stages, 'met')).toEqual(stages);
    expect(addStage(stages, '   ')).toEqual(stages);
  });

  it('stops at the most stages a period may have', () => {
    const full = Array.from({ length: 12 }, (_, at) => `Stage ${at}`);
    expect(addStage(full, 'One more')).toEqual(full);
  });

  it('removes a stage and moves one up or down, not past either end', () => {
    expect(removeStage(stages, 1)).toEqual(['Interested', 'Bid']);
    expect(moveStage(stages, 1, -1)).toEqual(['Met', 'Interested', 'Bid']);
    expect(moveStage(stages, 1, 1)).toEqual(['Interested', 'Bid', 'Met']);
    expect(moveStage(stages, 0, -1)).toEqual(stages);
    expect(moveStage(stages, 2, 1)).toEqual(stages);
  });
});

describe('times on the chapter’s clock', () => {
  it('reads a datetime-local value on the chapter’s clock, with its offset', () => {
    expect(chapterDateTime('2026-10-02T21:00', 'America/New_York')).toBe(
      '2026-10-02T21:00:00-04:00',
    );
    expect(chapterDateTime('2026-12-02T09:30', 'America/New_York')).toBe(
      '2026-12-02T09:30:00-05:00',
    );
    expect(chapterDateTime('2026-12-02T09:30', 'America/Los_Angeles')).toBe(
      '2026-12-02T09:30:00-08:00',
    );
  });

  it('answers null for what is not a date and time', () => {
    expect(chapterDateTime('', 'America/New_York')).toBeNull();
    expect(chapterDateTime('2026-10-02', 'America/New_York')).toBeNull();
    expect(chapterDateTime('2026-10-02T25:00', 'America/New_York')).toBeNull();
  });

  it('offers a ballot closing two days later at 9 PM, on the chapter’s day', () => {
    // 2026-10-02 02:00 UTC is still Oct 1 in New York.
    expect(defaultBallotClose(Date.parse('2026-10-02T02:00:00Z'), 'America/New_York')).toBe(
      '2026-10-03T21:00',
    );
  });

  it('ends a period yesterday, a period opened today included', () => {
    expect(endedNow({ opensOn: '2026-09-01', closesOn: '2026-09-30' }, '2026-09-10')).toEqual({
      opensOn: '2026-09-01',
      closesOn: '2026-09-09',
    });
    expect(endedNow({ opensOn: '2026-09-10', closesOn: '2026-09-30' }, '2026-09-10')).toEqual({
      opensOn: '2026-09-09',
      closesOn: '2026-09-09',
    });
  });
});

describe('the pipeline’s filters', () => {
  it('reads and writes the address, the first page unsaid', () => {
    const read = readProspectFilters(new URLSearchParams('period=p1&stage=Met&q=%20sam%20&page=2'));
    expect(read).toEqual({ period: 'p1', stage: 'Met', q: 'sam', page: 2 });
    expect(prospectFiltersSearch({ ...read, page: 1 })).toBe('period=p1&stage=Met&q=sam');
    expect(readProspectFilters(new URLSearchParams('page=x'))).toEqual({ page: 1 });
  });

  it('asks the API for a page or for the CSV', () => {
    expect(prospectsQueryString({ period: 'p1' }, { page: 3, pageSize: 50 })).toBe(
      'period=p1&page=3&pageSize=50',
    );
    expect(prospectsQueryString({ period: 'p1', stage: 'Not this time' }, { format: 'csv' })).toBe(
      'period=p1&stage=Not+this+time&format=csv',
    );
  });
});

describe('the period form', () => {
  it('starts a new period with the contract’s stages and checks as the server does', () => {
    const values = periodValues(null);
    expect(values.stages).toEqual([...defaultStages]);
    const checked = periodRequest.safeParse(
      periodInput({ ...values, name: 'Fall 2026', opensOn: '2026-09-01', closesOn: '2026-09-30' }),
    );
    expect(checked.success).toBe(true);
  });

  it('shows the vote’s problems at the form’s own fields', () => {
    const checked = periodRequest.safeParse(
      periodInput({
        ...periodValues(null),
        name: 'Fall',
        opensOn: '2026-09-01',
        closesOn: '2026-09-30',
        quorumPercent: '120',
      }),
    );
    expect(flattenVoteIssues(checked.error?.issues ?? []).map((issue) => issue.path)).toEqual([
      ['quorumPercent'],
    ]);
  });
});

/** A period of the console's list, only its state and first day told. */
const period = (id: string, state: 'upcoming' | 'open' | 'closed', opensOn: string) => ({
  id,
  state,
  opensOn,
  name: id,
  closesOn: opensOn,
  deleteAfterDays: 30,
  stages: [],
  vote: { quorumPercent: 50, thresholdPercent: 75, vetoes: 0 },
  deletesOn: opensOn,
  deletedAt: null,
});

describe('words', () => {
  it('says what the vetoes mean', () => {
    expect(vetoWords(0)).toBe('No veto: the share of yes votes decides.');
    expect(vetoWords(1)).toBe('1 no vote defeats a candidate whatever the share.');
    expect(vetoWords(3)).toBe('3 no votes defeat a candidate whatever the share.');
  });

  it('says a bid in a few words, and when another may be extended', () => {
    expect(bidWords({ status: 'none', expiresOn: null })).toBe('None');
    expect(bidWords({ status: 'extended', expiresOn: '2026-10-02' })).toBe(
      'Extended: answer by Fri, Oct 2, 2026',
    );
    expect(canExtendBid({ confirmed: true, bid: { status: 'expired', expiresOn: null } })).toBe(
      true,
    );
    expect(canExtendBid({ confirmed: true, bid: { status: 'declined', expiresOn: null } })).toBe(
      false,
    );
    expect(canExtendBid({ confirmed: false, bid: { status: 'none', expiresOn: null } })).toBe(
      false,
    );
  });

  it('opens the open period first, else the next, else the latest', () => {
    const spring = period('spring', 'closed', '2026-02-01');
    const fall = period('fall', 'upcoming', '2026-09-01');
    const later = period('later', 'upcoming', '2027-02-01');
    expect(currentPeriod([spring, later, fall])?.id).toBe('fall');
    expect(currentPeriod([spring, period('now', 'open', '2026-05-01')])?.id).toBe('now');
    expect(currentPeriod([spring])?.id).toBe('spring');
    expect(currentPeriod([])).toBeNull();
  });
});
