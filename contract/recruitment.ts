// Recruitment's rules that both sides run without zod (docs/product.md#recruitment): a period's
// state on a day, the day its prospects' data is deleted, and a secret ballot's result.
import type { IsoDate } from './event-dates.ts';
import { addDays } from './terms.ts';

/** The stages a new period offers until the chapter writes its own (the first is where he starts). */
export const defaultStages = [
  'Interested',
  'Met',
  'Invited',
  'Bid',
  'Joined',
  'Declined',
  'Not this time',
] as const;

/** A period's size and text limits. */
export const recruitmentLimits = {
  stagesMax: 12,
  stageMaxLength: 40,
  periodNameMaxLength: 80,
  /** The longest a chapter may keep a prospect's data after the period closes. */
  deleteAfterDaysMax: 365,
  deleteAfterDaysDefault: 30,
  /** The longest a period may run. */
  periodDaysMax: 180,
  noteMaxLength: 2000,
  nameMaxLength: 100,
  majorMaxLength: 80,
  heardFromMaxLength: 200,
  /** Prospects on one ballot. */
  ballotProspectsMax: 50,
  /** The longest a ballot stays open. */
  ballotHoursMax: 24 * 14,
  /** The shortest a ballot stays open. */
  ballotMinutesMin: 5,
  /** The longest a bid may wait for an answer. */
  bidDaysMax: 60,
} as const;

/** The vote's rules, per period: percentages of whole numbers, and how many "no" votes veto. */
export interface VoteRules {
  /** Ballots cast (yes, no, abstain) needed, as a percentage of the electors who did not recuse. */
  quorumPercent: number;
  /** The share of yes among yes and no needed to pass. */
  thresholdPercent: number;
  /** 0: no veto. N > 0: N "no" votes defeat the prospect whatever the share (a "blackball"). */
  vetoes: number;
}

/** What the ballot box holds for one prospect: counts only, never who. */
export interface Tally {
  yes: number;
  no: number;
  abstain: number;
  recused: number;
}

export interface BallotResult extends Tally {
  /** The actives who could vote when the ballot opened. */
  eligible: number;
  /** yes + no + abstain. */
  cast: number;
  quorumMet: boolean;
  passed: boolean;
  /** True only when the chapter set vetoes and they were used. */
  vetoed: boolean;
}

/**
 * The result for one prospect. The quorum counts the ballots cast (yes, no and abstain) against
 * the electors who did not recuse; the threshold is the share of yes among yes and no (an abstention
 * counts toward the quorum, not the share); with vetoes set, that many "no" votes defeat him.
 */
export function ballotResult(tally: Tally, eligible: number, rules: VoteRules): BallotResult {
  const cast = tally.yes + tally.no + tally.abstain;
  const base = Math.max(0, eligible - tally.recused);
  const quorumMet = base > 0 && cast * 100 >= rules.quorumPercent * base;
  const decided = tally.yes + tally.no;
  const shareMet = decided > 0 && tally.yes * 100 >= rules.thresholdPercent * decided;
  const vetoed = rules.vetoes > 0 && tally.no >= rules.vetoes;
  return {
    ...tally,
    eligible,
    cast,
    quorumMet,
    vetoed,
    passed: quorumMet && shareMet && !vetoed,
  };
}

/** The first day on which a period's prospects who did not join are deleted. */
export const deletionDay = (closesOn: IsoDate, deleteAfterDays: number): IsoDate =>
  addDays(closesOn, deleteAfterDays + 1);

export type PeriodState = 'upcoming' | 'open' | 'closed' | 'deleted';

/** Where a period stands on `today` (its closing day included; deleted once its data is gone). */
export function periodState(
  period: { opensOn: IsoDate; closesOn: IsoDate; deletedAt: string | null },
  today: IsoDate,
): PeriodState {
  if (period.deletedAt) return 'deleted';
  if (today < period.opensOn) return 'upcoming';
  if (today <= period.closesOn) return 'open';
  return 'closed';
}
