// The Positions page's rules (docs/product.md#positions-and-terms), as small pure functions: a
// position's form values and the request they make, the order a position's terms are shown in
// (current, then elect, then past), and the words for a term's days.
import type {
  Candidate,
  PositionRequest,
  PositionRow,
  TermRow,
} from '../../../../contract/api/officer/positions.ts';
import type { AccountOption } from '../../../components/console-kit/account-combobox.tsx';
import { formatDay } from '../../../../contract/dates.ts';
import { areas, type Area } from '../../../../contract/officer-areas.ts';

export interface PositionValues {
  title: string;
  /** The areas as one string (`"accounts treasury"`), so the form compares it plainly. */
  areas: string;
  board: boolean;
  seats: string;
  order: string;
  /** One handover item per line. */
  checklist: string;
  alumniMayHold: boolean;
}

const areasText = (list: readonly string[]): string =>
  areas.filter((area) => list.includes(area)).join(' ');

const areasOfText = (text: string): Area[] => {
  const listed = new Set(text.split(' '));
  return areas.filter((area) => listed.has(area));
};

/** `text` with `area` added or taken away. */
export const toggledArea = (text: string, area: Area, on: boolean): string => {
  const list = new Set(areasOfText(text));
  if (on) list.add(area);
  else list.delete(area);
  return areasText([...list]);
};

export const newPositionValues: PositionValues = {
  title: '',
  areas: '',
  board: false,
  seats: '1',
  order: '',
  checklist: '',
  alumniMayHold: false,
};

export const positionValuesOf = (position: PositionRow): PositionValues => ({
  title: position.title,
  areas: areasText(position.areas),
  board: position.board,
  seats: String(position.seats),
  order: String(position.order),
  checklist: position.checklist.join('\n'),
  alumniMayHold: position.alumniMayHold,
});

/** What the form sends: numbers as numbers (a blank order puts the position last). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function positionRequestOf(values: PositionValues): PositionRequest {
  return {
    title: values.title,
    areas: areasOfText(values.areas),
    board: values.board,
    seats: numberOf(values.seats),
    ...(values.order.trim() === '' ? {} : { order: numberOf(values.order) }),
    checklist: values.checklist
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    alumniMayHold: values.alumniMayHold,
  };
}

const statusOrder: Record<TermRow['status'], number> = { current: 0, elect: 1, past: 2 };

/** A position's terms as its timeline shows them: who holds it, who comes, then the history (newest first). */
export function timelineOf(terms: readonly TermRow[]): {
  current: TermRow[];
  elect: TermRow[];
  past: TermRow[];
} {
  const sorted = terms.toSorted(
    (a, b) =>
      statusOrder[a.status] - statusOrder[b.status] ||
      (a.status === 'past'
        ? b.startsOn.localeCompare(a.startsOn)
        : a.startsOn.localeCompare(b.startsOn)),
  );
  return {
    current: sorted.filter((term) => term.status === 'current'),
    elect: sorted.filter((term) => term.status === 'elect'),
    past: sorted.filter((term) => term.status === 'past'),
  };
}

/** "Tue, Sep 1, 2026": a day as the site writes it (contract/dates.ts). */
export const dayText = (day: string): string => formatDay(day);

/** The days of a term in words: "from Tue, Sep 1, 2026, ends Sat, May 1, 2027" (the end day not held). */
export function termDays(term: Pick<TermRow, 'startsOn' | 'endsOn' | 'status'>): string {
  const from = `${term.status === 'elect' ? 'starts' : 'from'} ${dayText(term.startsOn)}`;
  if (term.endsOn === null) return `${from}, no end set`;
  return `${from}, ${term.status === 'past' ? 'ended' : 'ends'} ${dayText(term.endsOn)}`;
}

/** One line of "Enter the new board": a seat of a position, and the term its new holder follows. */
export interface NewBoardLine {
  key: string;
  position: PositionRow;
  /** The current holder's term the successor's ends (null: a free seat). */
  follows: TermRow | null;
}

/**
 * The lines of "Enter the new board": board positions first (in order), then the others; in each,
 * a line per current holder still in office after `today` (his successor), then a line per free seat.
 */
export function newBoardLines(
  positions: readonly PositionRow[],
  terms: readonly TermRow[],
  today: string,
): NewBoardLine[] {
  const ordered = [...positions.filter((p) => p.board), ...positions.filter((p) => !p.board)];
  return ordered.flatMap((position) => {
    const holders = terms.filter(
      (term) =>
        term.positionId === position.id &&
        term.status === 'current' &&
        (term.endsOn === null || term.endsOn > today),
    );
    const free = Math.max(0, position.seats - holders.length);
    return [
      ...holders.map((term) => ({ key: `${position.id}-${term.id}`, position, follows: term })),
      ...Array.from({ length: free }, (_, index) => ({
        key: `${position.id}-free-${index}`,
        position,
        follows: null,
      })),
    ];
  });
}

/** A candidate as the choice of a holder lists him: name, class and side, and why not, if not. */
export function candidateOption(candidate: Candidate): AccountOption {
  const year = candidate.graduationYear;
  const detail =
    candidate.role === 'alumni'
      ? year
        ? `Alumni, class of ${year}`
        : 'Alumni'
      : year
        ? `Class of ${year}`
        : 'Member';
  return {
    id: candidate.id,
    name: candidate.name,
    detail,
    unavailable: candidate.eligible ? null : (candidate.reason ?? 'Cannot hold this office.'),
  };
}
