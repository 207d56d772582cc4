// Recruitment's console rules, free of React (docs/product.md#recruitment): the pipeline's filters
// as an address and a query, the stage list's editing, a ballot's closing time read on the
// chapter's clock, and the words the pages use for a period, a bid, the vote and the numbers.
import type {
  BidStatus,
  PeriodInput,
  PeriodStats,
  PeriodView,
  ProspectView,
} from '../../../../contract/api/recruitment.ts';
import { fileTimestamp, formatDay } from '../../../../contract/dates.ts';
import { localDate, zonedInstant } from '../../../../contract/event-dates.ts';
import { defaultStages, recruitmentLimits } from '../../../../contract/recruitment.ts';
import { addDays } from '../../../../contract/terms.ts';
import { typedNumber } from '../../../components/form-kit/validation.ts';

// ---- The pipeline's filters --------------------------------------------------------------------

export interface ProspectFilters {
  period?: string;
  stage?: string;
  q?: string;
}

/** The filters and page an address holds (`?period=…&stage=Met&q=sam&page=2`). */
export function readProspectFilters(params: URLSearchParams): ProspectFilters & { page: number } {
  const filters: ProspectFilters & { page: number } = { page: 1 };
  for (const name of ['period', 'stage', 'q'] as const) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** The address's query for these filters (the first page is said by no `page`). */
export function prospectFiltersSearch(filters: ProspectFilters & { page?: number }): string {
  const query = new URLSearchParams();
  for (const name of ['period', 'stage', 'q'] as const) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

/** The API's query: one page of the list, or all of it as CSV. */
export function prospectsQueryString(
  filters: ProspectFilters,
  extra: { page?: number; pageSize?: number; format?: 'csv' },
): string {
  const query = new URLSearchParams(prospectFiltersSearch(filters));
  if (extra.page) query.set('page', String(extra.page));
  if (extra.pageSize) query.set('pageSize', String(extra.pageSize));
  if (extra.format) query.set('format', extra.format);
  return query.toString();
}

// ---- The stages --------------------------------------------------------------------------------

/** The list with `name` added at its end; unchanged when the name is empty or already there. */
export function addStage(stages: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  if (!trimmed || stages.length >= recruitmentLimits.stagesMax) return [...stages];
  if (stages.some((stage) => stage.toLowerCase() === trimmed.toLowerCase())) return [...stages];
  return [...stages, trimmed];
}

/** The list without the stage at `index`. */
export const removeStage = (stages: readonly string[], index: number): string[] =>
  stages.filter((_, at) => at !== index);

/** The list with the stage at `index` moved one place up (-1) or down (+1); at an end, unchanged. */
export function moveStage(stages: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  const next = [...stages];
  if (index < 0 || index >= next.length || to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

// ---- Times on the chapter's clock --------------------------------------------------------------

/**
 * A `datetime-local` value ("2026-10-02T21:00") read on the chapter's clock, as the contract's
 * date-time with its offset ("2026-10-02T21:00:00-04:00"); null when it is not one.
 */
export function chapterDateTime(local: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (hour > 23 || minute > 59) return null;
  try {
    return fileTimestamp(zonedInstant(match[1]!, hour, minute, timeZone), timeZone);
  } catch {
    return null;
  }
}

/** A ballot's closing time to offer: two days from now, at 9:00 PM on the chapter's clock. */
export const defaultBallotClose = (now: number, timeZone: string): string =>
  `${addDays(localDate(now, timeZone), 2)}T21:00`;

/** The chapter's today and yesterday (YYYY-MM-DD). */
export const chapterToday = (now: number, timeZone: string): string => localDate(now, timeZone);

/**
 * The days a period keeps when it is ended now: its last day becomes yesterday (a period that
 * opened today becomes a single day that has passed).
 */
export function endedNow(
  period: Pick<PeriodView, 'opensOn' | 'closesOn'>,
  today: string,
): { opensOn: string; closesOn: string } {
  const closesOn = addDays(today, -1);
  return { opensOn: period.opensOn < closesOn ? period.opensOn : closesOn, closesOn };
}

// ---- Words -------------------------------------------------------------------------------------

export const stateWords: Record<PeriodView['state'], string> = {
  upcoming: 'Upcoming',
  open: 'Open',
  closed: 'Closed',
  deleted: 'Deleted',
};

/** "Fri, Sep 4, 2026 to Fri, Sep 25, 2026" */
export const periodDays = (period: Pick<PeriodView, 'opensOn' | 'closesOn'>): string =>
  `${formatDay(period.opensOn)} to ${formatDay(period.closesOn)}`;

/** What the vetoes setting means, in plain words. */
export const vetoWords = (vetoes: number): string =>
  vetoes <= 0
    ? 'No veto: the share of yes votes decides.'
    : `${vetoes} no ${vetoes === 1 ? 'vote defeats' : 'votes defeat'} a candidate whatever the share.`;

/** "Quorum 50 % · passes with 75 % yes · 2 no votes veto" */
export function voteRulesLine(vote: PeriodView['vote']): string {
  const veto =
    vote.vetoes > 0
      ? `${vote.vetoes} no ${vote.vetoes === 1 ? 'vote vetoes' : 'votes veto'}`
      : 'no veto';
  return `Quorum ${vote.quorumPercent} % · passes with ${vote.thresholdPercent} % yes · ${veto}`;
}

/** A bid in a few words: "None", "Extended: answer by Fri, Oct 2, 2026", "Accepted"… */
export function bidWords(bid: { status: BidStatus; expiresOn: string | null }): string {
  switch (bid.status) {
    case 'none':
      return 'None';
    case 'extended':
      return bid.expiresOn ? `Extended: answer by ${formatDay(bid.expiresOn)}` : 'Extended';
    case 'accepted':
      return 'Accepted';
    case 'declined':
      return 'Declined';
    case 'expired':
      return bid.expiresOn ? `Expired on ${formatDay(bid.expiresOn)}` : 'Expired';
  }
}

/** Whether a bid may be extended to him now: confirmed, and no bid waiting or answered. */
export const canExtendBid = (prospect: Pick<ProspectView, 'confirmed' | 'bid'>): boolean =>
  prospect.confirmed && (prospect.bid.status === 'none' || prospect.bid.status === 'expired');

/** The numbers of a period, in the order and words the page shows them. */
export const statsRows = (stats: PeriodStats): [label: string, value: number][] => [
  ['Registered', stats.registered],
  ['Confirmed their email', stats.confirmed],
  ['Came to an event', stats.attended],
  ['Voted on', stats.votedOn],
  ['Bids', stats.bids],
  ['Accepted', stats.accepted],
  ['Declined', stats.declined],
];

/** The period the console opens first: the open one, else the next to come, else the latest. */
export function currentPeriod(periods: readonly PeriodView[]): PeriodView | null {
  return (
    periods.find((period) => period.state === 'open') ??
    periods
      .filter((period) => period.state === 'upcoming')
      .toSorted((a, b) => a.opensOn.localeCompare(b.opensOn))[0] ??
    periods.toSorted((a, b) => b.opensOn.localeCompare(a.opensOn))[0] ??
    null
  );
}

// ---- The period's form -------------------------------------------------------------------------

export interface PeriodValues {
  name: string;
  opensOn: string;
  closesOn: string;
  deleteAfterDays: string;
  stages: string[];
  quorumPercent: string;
  thresholdPercent: string;
  vetoes: string;
}

/** The form's values for a period (a new one: the contract's defaults). */
export function periodValues(period: PeriodView | null): PeriodValues {
  if (!period)
    return {
      name: '',
      opensOn: '',
      closesOn: '',
      deleteAfterDays: String(recruitmentLimits.deleteAfterDaysDefault),
      stages: [...defaultStages],
      quorumPercent: '50',
      thresholdPercent: '75',
      vetoes: '0',
    };
  return {
    name: period.name,
    opensOn: period.opensOn,
    closesOn: period.closesOn,
    deleteAfterDays: String(period.deleteAfterDays),
    stages: [...period.stages],
    quorumPercent: String(period.vote.quorumPercent),
    thresholdPercent: String(period.vote.thresholdPercent),
    vetoes: String(period.vote.vetoes),
  };
}

/** What the contract's period request checks, made from the form's values. */
export const periodInput = (values: PeriodValues): PeriodInput => ({
  name: values.name,
  opensOn: values.opensOn,
  closesOn: values.closesOn,
  deleteAfterDays: typedNumber(values.deleteAfterDays) as number,
  stages: values.stages,
  vote: {
    quorumPercent: typedNumber(values.quorumPercent) as number,
    thresholdPercent: typedNumber(values.thresholdPercent) as number,
    vetoes: typedNumber(values.vetoes) as number,
  },
});

type Segment = PropertyKey | { readonly key: PropertyKey };
type Issue = { readonly message: string; readonly path?: ReadonlyArray<Segment> | undefined };

/**
 * The vote's problems are the contract's at `vote.quorumPercent`…; the form shows them at its own
 * fields, which are named without `vote.`.
 */
export const flattenVoteIssues = (issues: readonly Issue[]): Issue[] =>
  issues.map((issue) => {
    const [first, ...rest] = issue.path ?? [];
    const key = typeof first === 'object' ? first.key : first;
    return key === 'vote' && rest.length > 0 ? { ...issue, path: rest } : issue;
  });
