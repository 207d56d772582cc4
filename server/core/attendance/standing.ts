// A brother's standing in a semester (docs/product.md#standing), worked out from what is stored. He
// is counted from his first day (`countsFrom`): the later of the semester's first day, his account's
// and, for an active initiated during the semester, his initiation. From then: the required events
// whose door has closed (or where he has a mark) — attended, excused, missed —; the points of the
// events he came to and his service hours (approved entries and the hours of the service events he
// came to), against his side's requirements prorated to the share of the semester that was his.
// His points are never asked beyond what the events from his first day give. `at_risk` while he is
// behind the pace his part of the semester asks, or a requirement cannot be met with what is left;
// after the semester, `good` or `not_met`. The advice names only what can
// still be done before the semester ends, and says so when it cannot. His dues are today's: when
// his side's requirements ask dues paid, dues overdue make a running semester's standing at risk
// (a plan on track never does). Pure rules.
import type { Standing, StandingDues } from '../../../contract/api/standing.ts';
import type { AttendanceStatus } from '../../../contract/attendance.ts';
import { formatDay } from '../../../contract/dates.ts';
import { limits } from '../../../contract/limits.ts';
import { formatCents } from '../../../contract/money.ts';

export interface CountedEvent {
  id: string;
  /** Its day (YYYY-MM-DD): a required event before his first day neither counts for nor against him. */
  date: string;
  attendance: string;
  points: number;
  serviceHalfHours: number;
  /** Its check-in door has closed: a required event counts from then, whether he came or not. */
  closed: boolean;
}

export interface StandingInput {
  semester: { startsOn: string; endsOn: string };
  today: string;
  /** His first day in the semester (`firstCountedDay`). */
  countsFrom: string;
  /** His side's requirements for the whole semester (prorated here to his part of it). */
  requirement: {
    attendancePercent: number;
    serviceHalfHours: number;
    points: number;
    /** Dues paid is asked (nothing overdue, or a plan on track). */
    duesPaid?: boolean;
  };
  /** The semester's events that take attendance. */
  events: readonly CountedEvent[];
  /** His mark at each event (by event id). */
  marks: ReadonlyMap<string, AttendanceStatus>;
  approvedHalfHours: number;
  pendingHalfHours: number;
  /** Whom to talk to when a requirement cannot be met any more ("Sam Lee, Recorder"), if known. */
  standingOfficer?: string | null | undefined;
  /** His dues today (server/core/money/dues.ts); none: nothing owed. */
  dues?: Omit<StandingDues, 'required'> | undefined;
  /** Whom to pay or agree a plan with ("Pat Doe, Treasurer"), if known. */
  treasurer?: string | null | undefined;
}

const noDues = { balanceCents: 0, overdueCents: 0, status: 'paid' } as const;

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The first day a brother is counted in a semester: the later of its first day, the day his account
 * was made and — for an active, initiated on a day inside the semester — his initiation. Required
 * events before it are neither attended nor missed for him.
 */
export function firstCountedDay(
  semester: { startsOn: string },
  member: { createdOn: string; side: 'new' | 'active'; initiatedOn: string | null },
): string {
  const joined = later(semester.startsOn, member.createdOn);
  return member.side === 'active' && member.initiatedOn
    ? later(joined, member.initiatedOn)
    : joined;
}

/**
 * The share of his part of the semester (from `countsFrom` to `endsOn`) gone by before `today`, from
 * 0 to 1: on his first day nothing is due yet, on the last day all but that day's share.
 */
export function paceShare(span: { countsFrom: string; endsOn: string }, today: string) {
  const total = daysBetween(span.countsFrom, span.endsOn) + 1;
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, daysBetween(span.countsFrom, today) / total));
}

/**
 * The share of the semester that is his, from his first day to its last, from 0 to 1: his hours and
 * points are asked in that share (rounded up: to the half hour, to the point).
 */
export function ownShare(semester: { startsOn: string; endsOn: string }, countsFrom: string) {
  const total = daysBetween(semester.startsOn, semester.endsOn) + 1;
  const his = daysBetween(later(semester.startsOn, countsFrom), semester.endsOn) + 1;
  return Math.min(1, Math.max(0, his / total));
}

/** About how much a week `amount` takes over `days`, to the half: shown only over more than a week. */
export function perWeek(amount: number, days: number): number | null {
  if (days <= 7) return null;
  const week = Math.max(0.5, Math.round((amount / (days / 7)) * 2) / 2);
  return week < amount ? week : null;
}

const halves = (halfHours: number) => halfHours / 2;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const upTo = (value: number) => Math.ceil(value - 1e-9);

export function standingOf(input: StandingInput): Standing {
  const { requirement, marks, semester, today, countsFrom } = input;
  const share = ownShare(semester, countsFrom);
  const askedHalves = upTo(requirement.serviceHalfHours * share);
  let attended = 0;
  let excused = 0;
  let counted = 0;
  let points = 0;
  let eventHalfHours = 0;
  let left = 0;
  let pointsLeft = 0;
  let pointsHeld = 0;
  for (const event of input.events) {
    const mark = marks.get(event.id);
    // What he earned is his, whenever he earned it.
    if (mark === 'present') {
      points += event.points;
      eventHalfHours += event.serviceHalfHours;
    }
    if (event.date < countsFrom) continue;
    if (!(event.closed || mark)) {
      // Still to come: what he can still do.
      pointsLeft += event.points;
      if (event.attendance === 'required') left += 1;
      continue;
    }
    pointsHeld += event.points;
    if (event.attendance !== 'required') continue;
    counted += 1;
    if (mark === 'present') attended += 1;
    else if (mark === 'excused') excused += 1;
  }
  // Never more points than the events from his first day give (held and to come).
  const askedPoints = Math.min(upTo(requirement.points * share), pointsHeld + pointsLeft);
  const missed = counted - attended - excused;
  const owed = counted - excused;
  const percent = owed === 0 ? 100 : Math.round((attended / owed) * 100);
  const approvedHalves = input.approvedHalfHours + eventHalfHours;

  const ended = today > semester.endsOn;
  // The pace of his own part of the semester: half of it gone, half his hours and points due.
  const pace = ended ? 1 : paceShare({ countsFrom, endsOn: semester.endsOn }, today);
  const daysLeft = daysBetween(today, semester.endsOn) + 1;
  const by = formatDay(semester.endsOn);
  const talk = `Talk to the standing officer${input.standingOfficer ? ` (${input.standingOfficer})` : ''}.`;
  const advice: string[] = [];
  let behind = false;

  const asked = requirement.attendancePercent;
  if (percent < asked) {
    behind = true;
    const need =
      asked >= 100 ? Infinity : upTo(((asked / 100) * owed - attended) / (1 - asked / 100));
    if (ended) advice.push(`Attendance was ${percent} % of required events; ${asked} % was asked.`);
    else if (need <= left)
      advice.push(
        `Attend ${need === left ? (left === 1 ? 'the 1 required event' : `all ${left} required events`) : `${need} of the ${left} required events`} left by ${by} (${percent} % so far; ${asked} % is asked).`,
      );
    else if (asked >= 100)
      advice.push(
        `Not reachable this semester: every required event is asked, and ${plural(missed, 'was', 'were')} missed. ${talk} An excuse can be asked within 72 hours of an event.`,
      );
    else
      advice.push(
        `Not reachable this semester: ${percent} % of required events so far, ${asked} % is asked, and ${left === 0 ? 'no required event is' : `only ${plural(left, 'required event')} ${left === 1 ? 'is' : 'are'}`} left on the calendar. ${talk}`,
      );
  }

  const hoursOwed = askedHalves - approvedHalves;
  if (hoursOwed > 0) {
    if (approvedHalves < upTo(askedHalves * pace)) behind = true;
    const toLog = hoursOwed - input.pendingHalfHours;
    const most = daysLeft * limits.standing.hoursMax * 2;
    if (ended)
      advice.push(
        `${plural(halves(hoursOwed), 'more service hour')} ${hoursOwed === 2 ? 'was' : 'were'} needed (${halves(askedHalves)} asked).`,
      );
    else if (toLog <= 0)
      advice.push(
        `Your pending hours would cover the ${plural(halves(hoursOwed), 'hour')} still owed once approved.`,
      );
    else if (toLog > most) {
      behind = true;
      advice.push(
        `Not reachable this semester: ${plural(halves(toLog), 'more service hour')} in ${plural(daysLeft, 'day')}. ${talk}`,
      );
    } else {
      const week = perWeek(halves(toLog), daysLeft);
      const pending = input.pendingHalfHours
        ? ` (besides the ${halves(input.pendingHalfHours)} waiting for approval)`
        : '';
      advice.push(
        `Log ${plural(halves(toLog), 'more service hour')}${pending} by ${by}${week ? `, about ${week} a week` : ''}.`,
      );
    }
  }

  const pointsOwed = askedPoints - points;
  if (pointsOwed > 0) {
    if (points < upTo(askedPoints * pace)) behind = true;
    if (ended)
      advice.push(
        `${plural(pointsOwed, 'more point')} ${pointsOwed === 1 ? 'was' : 'were'} needed (${askedPoints} asked).`,
      );
    else if (pointsOwed > pointsLeft) {
      behind = true;
      advice.push(
        `Not reachable this semester: ${plural(pointsOwed, 'more point')} ${pointsOwed === 1 ? 'is' : 'are'} asked and the events left on the calendar give ${pointsLeft}. ${talk}`,
      );
    } else
      advice.push(
        `Earn ${plural(pointsOwed, 'more point')} by ${by} at the events left (they give ${pointsLeft}).`,
      );
  }

  // Dues are today's, so they count only while the semester runs: a past semester's standing is
  // what it was, whatever he owes now.
  const { balanceCents, overdueCents, status: duesStatus } = input.dues ?? noDues;
  const dues = {
    balanceCents,
    overdueCents,
    status: duesStatus,
    required: requirement.duesPaid === true,
  };
  if (dues.required && !ended && dues.status === 'overdue') {
    behind = true;
    advice.push(
      `Dues overdue: ${formatCents(dues.overdueCents)} — pay or agree a plan with the treasurer${input.treasurer ? ` (${input.treasurer})` : ''}.`,
    );
  }

  const status = ended ? (advice.length === 0 ? 'good' : 'not_met') : behind ? 'at_risk' : 'good';
  return {
    countsFrom,
    attendance: {
      attended,
      excused,
      missed,
      required: counted,
      left,
      percent,
      requiredPercent: asked,
    },
    serviceHours: {
      approved: halves(approvedHalves),
      pending: halves(input.pendingHalfHours),
      required: halves(askedHalves),
    },
    points: { earned: points, required: askedPoints },
    dues,
    status,
    advice,
  };
}

/** The order of the standing table: at risk (and not met) first, then by name. */
export const standingOrder = (
  a: { status: string; name: string },
  b: { status: string; name: string },
) => (a.status === 'good' ? 1 : 0) - (b.status === 'good' ? 1 : 0) || a.name.localeCompare(b.name);
