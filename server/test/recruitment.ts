// Recruitment's test helpers (docs/product.md#recruitment): a period written straight to the
// database (the console's calls have tests of their own), the links in the emails to a prospect,
// and his rows.
import { randomUUID } from 'node:crypto';
import { defaultStages } from '../../contract/recruitment.ts';
import type { TestApp } from './app.ts';

export async function addPeriod(
  t: TestApp,
  period: { opensOn: string; closesOn: string; deleteAfterDays?: number; name?: string },
): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await t.app.db
    .insertInto('recruitmentPeriods')
    .values({
      id,
      name: period.name ?? 'Spring rush',
      opensOn: period.opensOn,
      closesOn: period.closesOn,
      deleteAfterDays: period.deleteAfterDays ?? 30,
      stages: JSON.stringify(defaultStages),
      quorumPercent: 50,
      thresholdPercent: 67,
      vetoes: 0,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return id;
}

/** The emails to `to`, oldest first. */
export const emailsTo = (t: TestApp, to: string) =>
  t.app.db.selectFrom('outbox').selectAll().where('toAddress', '=', to).orderBy('id').execute();

/** The secret of the `kind` link (`confirm`, `forget`, `bid`) in an email's text. */
export function linkIn(text: string, kind: 'confirm' | 'forget' | 'bid'): string {
  const token = new RegExp(`/recruitment/${kind}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${kind} link in the email`);
  return token;
}

export const prospectByEmail = (t: TestApp, email: string) =>
  t.app.db.selectFrom('prospects').selectAll().where('email', '=', email).executeTakeFirst();

/**
 * What actives leave about a prospect, written straight to the tables: a note by `authorId` with
 * one earlier text, and his check-in at `eventId`. The note's id.
 */
export async function addNoteAndCheckIn(
  t: TestApp,
  prospectId: string,
  authorId: string,
  eventId: string,
): Promise<string> {
  const noteId = randomUUID();
  const at = new Date().toISOString();
  await t.app.db
    .insertInto('prospectNotes')
    .values({ id: noteId, prospectId, authorId, text: 'Came with his roommate.', createdAt: at })
    .execute();
  await t.app.db
    .insertInto('prospectNoteEdits')
    .values({ id: randomUUID(), noteId, text: 'Came.', at })
    .execute();
  await t.app.db.insertInto('prospectCheckIns').values({ prospectId, eventId, at }).execute();
  return noteId;
}
