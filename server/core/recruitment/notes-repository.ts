// Actives' notes on prospects (docs/product.md#recruitment): what each saw of him. An edit keeps
// the earlier text in `prospect_note_edits`, so a note never changes without a trace of what it said.
import { randomUUID } from 'node:crypto';
import type { NoteView } from '../../../contract/api/recruitment.ts';
import type { Db } from '../../db/database.ts';

/** A new note by `authorId`; call it in the caller's transaction. */
export async function addNote(
  trx: Db,
  note: { prospectId: string; authorId: string; authorName: string; text: string; at: string },
): Promise<NoteView> {
  const id = randomUUID();
  await trx
    .insertInto('prospectNotes')
    .values({
      id,
      prospectId: note.prospectId,
      authorId: note.authorId,
      text: note.text,
      createdAt: note.at,
      editedAt: null,
    })
    .execute();
  return {
    id,
    text: note.text,
    author: note.authorName,
    authorId: note.authorId,
    at: note.at,
    editedAt: null,
    edits: [],
  };
}

/** One note of one prospect, if it exists. */
export const findNote = (db: Db, prospectId: string, noteId: string) =>
  db
    .selectFrom('prospectNotes')
    .select(['id', 'authorId', 'text', 'createdAt', 'editedAt'])
    .where('id', '=', noteId)
    .where('prospectId', '=', prospectId)
    .executeTakeFirst();

/**
 * Replaces a note's text, keeping the one it had (written when it was, or when it was last edited).
 * Returns the note's earlier texts, oldest first.
 */
export async function editNote(
  trx: Db,
  note: { id: string; text: string; createdAt: string; editedAt: string | null },
  text: string,
  at: string,
): Promise<{ text: string; at: string }[]> {
  await trx
    .insertInto('prospectNoteEdits')
    .values({
      id: randomUUID(),
      noteId: note.id,
      text: note.text,
      at: note.editedAt ?? note.createdAt,
    })
    .execute();
  await trx
    .updateTable('prospectNotes')
    .set({ text, editedAt: at })
    .where('id', '=', note.id)
    .execute();
  return trx
    .selectFrom('prospectNoteEdits')
    .select(['text', 'at'])
    .where('noteId', '=', note.id)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
