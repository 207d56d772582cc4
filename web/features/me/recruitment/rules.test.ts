import { describe, expect, it } from 'vitest';
import type {
  ActiveProspectsResponse,
  NoteView,
  ActiveProspectView,
} from '../../../../contract/api/recruitment.ts';
import { prospectsMatching, withNote, withVoted } from './rules.ts';

const prospect = (id: string, name: string, notes: NoteView[] = []): ActiveProspectView => ({
  id,
  name,
  classYear: null,
  major: null,
  stage: 'Interested',
  confirmed: true,
  registeredAt: '2026-09-01T12:00:00Z',
  events: [],
  notes,
  bid: { status: 'none', expiresOn: null },
  joined: false,
});

const note = (id: string, text: string): NoteView => ({
  id,
  text,
  author: 'Sam Lee',
  authorId: 'u1',
  at: '2026-09-02T12:00:00Z',
  editedAt: null,
  edits: [],
});

const answer = (prospects: ActiveProspectView[]): ActiveProspectsResponse => ({
  period: null,
  prospects,
  ballots: [
    {
      id: 'b1',
      closesAt: '2026-09-10T01:00:00Z',
      prospects: [
        { id: 'p1', name: 'Alex Kim', voted: false },
        { id: 'p2', name: 'Jordan Fox', voted: false },
      ],
    },
  ],
  canVote: true,
});

describe('an active’s recruitment page', () => {
  it('finds prospects by every word of their name, any case', () => {
    const list = [prospect('p1', 'Alex Kim'), prospect('p2', 'Jordan Fox')];
    expect(prospectsMatching(list, '  ').map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(prospectsMatching(list, 'kim').map((p) => p.id)).toEqual(['p1']);
    expect(prospectsMatching(list, 'fox jor').map((p) => p.id)).toEqual(['p2']);
    expect(prospectsMatching(list, 'alex fox')).toEqual([]);
  });

  it('adds a new note last and puts an edited one in its place', () => {
    const data = answer([prospect('p1', 'Alex Kim', [note('n1', 'Came to dinner')])]);
    const added = withNote(data, 'p1', note('n2', 'Asked about service'));
    expect(added.prospects[0]!.notes.map((n) => n.text)).toEqual([
      'Came to dinner',
      'Asked about service',
    ]);
    const edited = withNote(added, 'p1', { ...note('n1', 'Came to dinner on Monday') });
    expect(edited.prospects[0]!.notes.map((n) => n.text)).toEqual([
      'Came to dinner on Monday',
      'Asked about service',
    ]);
  });

  it('marks one vote cast, and only that one', () => {
    const voted = withVoted(answer([]), 'b1', 'p2');
    expect(voted.ballots[0]!.prospects.map((p) => p.voted)).toEqual([false, true]);
  });
});
