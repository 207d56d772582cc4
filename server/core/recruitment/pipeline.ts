// The pipeline (docs/product.md#recruitment): a period's prospects as actives and the recruitment
// officer see them, each with the rush events he checked in at and the actives' notes (their
// earlier texts kept). A page is read with one query per piece — the prospects, their check-ins,
// their notes, the notes' edits — never one per prospect, so a page of a 2,000-prospect period
// costs the same few queries as a page of ten.
import { sql } from 'kysely';
import type { BidStatus, NoteView, ProspectView } from '../../../contract/api/recruitment.ts';
import type { Db } from '../../db/database.ts';
import { windowTotal, withTotal } from '../../db/paging.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { ofAccountIfAny } from '../users/account-columns.ts';
import type { ProspectRow } from './prospects-repository.ts';

export interface PipelineFilter {
  periodId: string;
  stage?: string | undefined;
  /** Words of a name or an email address. */
  q?: string | undefined;
}

function filtered(db: Db, { periodId, stage, q }: PipelineFilter) {
  let query = db.selectFrom('prospects').where('periodId', '=', periodId);
  if (stage) query = query.where('stage', '=', stage);
  const words = q?.trim();
  if (words) {
    // Emails are kept in lower case; a name is lowered to match whatever case was typed.
    const pattern = containsPattern(words.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${sql.ref('prospects.name')}) like ${pattern} escape '\\'`,
        sql<boolean>`${sql.ref('prospects.email')} like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query;
}

/** The prospects of `filter` by name then id, `limit` of them from `offset`. */
export function listProspects(
  db: Db,
  filter: PipelineFilter,
  page: { limit: number; offset: number },
): Promise<ProspectRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A page of prospects and how many match, in one pass. */
export async function pageOfProspects(
  db: Db,
  filter: PipelineFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ProspectRow[]; total: number }> {
  const rows = await filtered(db, filter)
    .selectAll()
    .select(windowTotal().as('total'))
    .orderBy('name')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return withTotal(rows, page.offset, async () => {
    const row = await filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}

/** A bid as the pipeline shows it: an extended one past its day reads `expired`. */
export const bidStatusOn = (
  row: Pick<ProspectRow, 'bidStatus' | 'bidExpiresOn'>,
  today: string,
): BidStatus =>
  row.bidStatus === 'extended' && row.bidExpiresOn !== null && row.bidExpiresOn < today
    ? 'expired'
    : (row.bidStatus as BidStatus);

/** The notes of these prospects, oldest first, each with its earlier texts. */
async function notesOf(db: Db, prospectIds: readonly string[]): Promise<Map<string, NoteView[]>> {
  const byProspect = new Map<string, NoteView[]>();
  if (prospectIds.length === 0) return byProspect;
  const notes = await db
    .selectFrom('prospectNotes')
    .select(['id', 'prospectId', 'authorId', 'text', 'createdAt', 'editedAt'])
    .select(ofAccountIfAny('name', 'prospectNotes.authorId').as('author'))
    .where('prospectId', 'in', prospectIds)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const edited = notes.filter((note) => note.editedAt !== null).map((note) => note.id);
  const edits = edited.length
    ? await db
        .selectFrom('prospectNoteEdits')
        .select(['noteId', 'text', 'at'])
        .where('noteId', 'in', edited)
        .orderBy('at')
        .orderBy('id')
        .execute()
    : [];
  const editsByNote = new Map<string, { text: string; at: string }[]>();
  for (const edit of edits)
    editsByNote.set(edit.noteId, [
      ...(editsByNote.get(edit.noteId) ?? []),
      { text: edit.text, at: edit.at },
    ]);
  for (const note of notes) {
    const list = byProspect.get(note.prospectId) ?? [];
    list.push({
      id: note.id,
      text: note.text,
      author: note.author ?? 'A former member',
      authorId: note.authorId,
      at: note.createdAt,
      editedAt: note.editedAt,
      edits: editsByNote.get(note.id) ?? [],
    });
    byProspect.set(note.prospectId, list);
  }
  return byProspect;
}

/** The rush events these prospects checked in at, by day. */
async function eventsOf(
  db: Db,
  prospectIds: readonly string[],
): Promise<Map<string, ProspectView['events']>> {
  const byProspect = new Map<string, ProspectView['events']>();
  if (prospectIds.length === 0) return byProspect;
  const rows = await db
    .selectFrom('prospectCheckIns')
    .innerJoin('events', 'events.id', 'prospectCheckIns.eventId')
    .select(['prospectCheckIns.prospectId', 'events.id', 'events.title', 'events.date'])
    .where('prospectCheckIns.prospectId', 'in', prospectIds)
    .orderBy('events.date')
    .orderBy('events.id')
    .execute();
  for (const row of rows)
    byProspect.set(row.prospectId, [
      ...(byProspect.get(row.prospectId) ?? []),
      { id: row.id, title: row.title, date: row.date },
    ]);
  return byProspect;
}

/** The pipeline's view of these rows (in their order), with their events and notes. */
export async function prospectViews(
  db: Db,
  rows: readonly ProspectRow[],
  today: string,
): Promise<ProspectView[]> {
  const ids = rows.map((row) => row.id);
  const [events, notes] = await Promise.all([eventsOf(db, ids), notesOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    classYear: row.classYear,
    major: row.major,
    heardFrom: row.heardFrom,
    stage: row.stage,
    confirmed: row.confirmedAt !== null,
    registeredAt: row.registeredAt,
    events: events.get(row.id) ?? [],
    notes: notes.get(row.id) ?? [],
    bid: { status: bidStatusOn(row, today), expiresOn: row.bidExpiresOn },
    joined: row.joinedUserId !== null,
  }));
}

/** Every prospect of a period (the actives' list), by name. */
export const allProspectsOf = (db: Db, periodId: string): Promise<ProspectRow[]> =>
  db
    .selectFrom('prospects')
    .selectAll()
    .where('periodId', '=', periodId)
    .orderBy('name')
    .orderBy('id')
    .execute();

/** Moves a prospect to `stage`. */
export async function setStage(db: Db, id: string, stage: string, at: string): Promise<void> {
  await db.updateTable('prospects').set({ stage, updatedAt: at }).where('id', '=', id).execute();
}
