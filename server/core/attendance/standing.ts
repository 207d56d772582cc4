// A brother's standing in a semester (docs/product.md#standing), worked out from what is stored:
// the required events whose door has closed (or where he has a mark) — attended, excused, missed —
// the points of the events he came to, his service hours (approved entries and the hours of the
// service events he came to) against his side's requirements. `at_risk` while he is behind the pace
// the semester's elapsed share asks; after the semester, `good` or `not_met`. A pure rule.
import type { Standing } from '../../../contract/api/standing.ts';
import type { AttendanceStatus } from '../../../contract/attendance.ts';

export interface CountedEvent {
  id: string;
  attendance: string;
  points: number;
  serviceHalfHours: number;
  /** Its check-in door has closed: a required event counts from then, whether he came or not. */
  closed: boolean;
}

export interface StandingInput {
  semester: { startsOn: string; endsOn: string };
  today: string;
  requirement: { attendancePercent: number; serviceHalfHours: number; points: number };
  /** The semester's events that take attendance. */
  events: readonly CountedEvent[];
  /** His mark at each event (by event id). */
  marks: ReadonlyMap<string, AttendanceStatus>;
  approvedHalfHours: number;
  pendingHalfHours: number;
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** The share of the semester gone by on `today` (its first day counts), from 0 to 1. */
export function elapsedShare(semester: { startsOn: string; endsOn: string }, today: string) {
  const total = daysBetween(semester.startsOn, semester.endsOn) + 1;
  const gone = daysBetween(semester.startsOn, today) + 1;
  return Math.min(1, Math.max(0, gone / total));
}

const halves = (halfHours: number) => halfHours / 2;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function standingOf(input: StandingInput): Standing {
  const { requirement, marks } = input;
  let attended = 0;
  let excused = 0;
  let counted = 0;
  let points = 0;
  let eventHalfHours = 0;
  for (const event of input.events) {
    const mark = marks.get(event.id);
    if (mark === 'present') {
      points += event.points;
      eventHalfHours += event.serviceHalfHours;
    }
    if (event.attendance !== 'required' || !(event.closed || mark)) continue;
    counted += 1;
    if (mark === 'present') attended += 1;
    else if (mark === 'excused') excused += 1;
  }
  const missed = counted - attended - excused;
  const owed = counted - excused;
  const percent = owed === 0 ? 100 : Math.round((attended / owed) * 100);
  const approvedHalves = input.approvedHalfHours + eventHalfHours;

  const ended = input.today > input.semester.endsOn;
  const pace = ended ? 1 : elapsedShare(input.semester, input.today);
  const advice: string[] = [];

  if (percent < requirement.attendancePercent) {
    const share = requirement.attendancePercent / 100;
    if (ended)
      advice.push(
        `Attendance was ${percent} % of required events; ${requirement.attendancePercent} % was asked.`,
      );
    else if (share >= 1)
      advice.push(
        `Every required event must be attended: ask the standing officer about ${plural(missed, 'missed one', 'missed ones')} (an excuse, within 72 hours).`,
      );
    else {
      const next = Math.ceil((share * owed - attended) / (1 - share) - 1e-9);
      advice.push(
        `Attend the next ${plural(next, 'required event')} (${percent} % so far; ${requirement.attendancePercent} % is asked).`,
      );
    }
  }
  const hoursDue = Math.ceil(requirement.serviceHalfHours * pace - 1e-9);
  if (approvedHalves < hoursDue) {
    const short = halves(hoursDue - approvedHalves);
    advice.push(
      input.pendingHalfHours >= hoursDue - approvedHalves
        ? `Your pending hours would cover the ${plural(short, 'hour')} missing once approved.`
        : `Log ${plural(short, 'more service hour')} ${ended ? 'were needed' : 'to be on pace'} (${halves(requirement.serviceHalfHours)} this semester).`,
    );
  }
  const pointsDue = Math.ceil(requirement.points * pace - 1e-9);
  if (points < pointsDue)
    advice.push(
      `Earn ${plural(pointsDue - points, 'more point')} at events that count ${ended ? '(needed)' : 'to be on pace'} (${requirement.points} this semester).`,
    );

  const status = advice.length === 0 ? 'good' : ended ? 'not_met' : 'at_risk';
  return {
    attendance: {
      attended,
      excused,
      missed,
      required: counted,
      percent,
      requiredPercent: requirement.attendancePercent,
    },
    serviceHours: {
      approved: halves(approvedHalves),
      pending: halves(input.pendingHalfHours),
      required: halves(requirement.serviceHalfHours),
    },
    points: { earned: points, required: requirement.points },
    status,
    advice,
  };
}

/** The order of the standing table: at risk (and not met) first, then by name. */
export const standingOrder = (
  a: { status: string; name: string },
  b: { status: string; name: string },
) => (a.status === 'good' ? 1 : 0) - (b.status === 'good' ? 1 : 0) || a.name.localeCompare(b.name);
