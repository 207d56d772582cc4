// An active's recruitment page, its rules free of React (docs/product.md#recruitment): which
// prospects his search finds, a note added or changed in the loaded answer, and a vote marked cast.
import type {
  ActiveProspectsResponse,
  NoteView,
  ActiveProspectView,
  VoteChoice,
} from '../../../../contract/api/recruitment.ts';

/** The prospects whose name holds every word of the search (any case), in the answer's order. */
export function prospectsMatching(
  prospects: readonly ActiveProspectView[],
  search: string,
): ActiveProspectView[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...prospects];
  return prospects.filter((prospect) => {
    const name = prospect.name.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}

/** The answer with `note` in its prospect's notes: in its place when it was there, else last. */
export function withNote(
  data: ActiveProspectsResponse,
  prospectId: string,
  note: NoteView,
): ActiveProspectsResponse {
  return {
    ...data,
    prospects: data.prospects.map((prospect) => {
      if (prospect.id !== prospectId) return prospect;
      const known = prospect.notes.some((existing) => existing.id === note.id);
      return {
        ...prospect,
        notes: known
          ? prospect.notes.map((existing) => (existing.id === note.id ? note : existing))
          : [...prospect.notes, note],
      };
    }),
  };
}

/** The answer with his vote on `prospectId` of `ballotId` marked cast (never what he chose). */
export function withVoted(
  data: ActiveProspectsResponse,
  ballotId: string,
  prospectId: string,
): ActiveProspectsResponse {
  return {
    ...data,
    ballots: data.ballots.map((ballot) =>
      ballot.id === ballotId
        ? {
            ...ballot,
            prospects: ballot.prospects.map((prospect) =>
              prospect.id === prospectId ? { ...prospect, voted: true } : prospect,
            ),
          }
        : ballot,
    ),
  };
}

/** The four answers of a ballot, in the order the page offers them. */
export const voteLabels: Record<VoteChoice, string> = {
  yes: 'Yes',
  no: 'No',
  abstain: 'Abstain',
  recuse: 'Recuse myself',
};
