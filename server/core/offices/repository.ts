// The SQL of positions and terms (docs/product.md#positions-and-terms): the offices, who held or
// holds or will hold each, and who can still manage accounts on a day. Days are YYYY-MM-DD on the
// chapter's calendar; a term holds from `startsOn` to the day before `endsOn`.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Area } from '../../../contract/officer-areas.ts';
import type { Db } from '../../db/database.ts';
import type { Position, PositionsTable, Term, TermsTable } from '../../db/schema.ts';
import { ofAccount } from '../users/account-columns.ts';

export type PositionRow = Position;
export type TermRow = Term;

/** A term with what the lists show of its position and holder. */
export interface TermListRow extends Term {
  positionTitle: string;
  positionAreas: string;
  name: string;
  email: string;
}

export async function listPositions(db: Db): Promise<Position[]> {
  return db
    .selectFrom('positions')
    .selectAll()
    .orderBy('sortOrder')
    .orderBy('title')
    .orderBy('id')
    .execute();
}

export async function findPosition(db: Db, id: string): Promise<Position | undefined> {
  return db.selectFrom('positions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPositionByTitle(db: Db, title: string): Promise<Position | undefined> {
  return db
    .selectFrom('positions')
    .selectAll()
    .where(sql<boolean>`lower(title) = ${title.toLowerCase()}`)
    .executeTakeFirst();
}

export async function insertPosition(db: Db, row: Insertable<PositionsTable>): Promise<void> {
  await db.insertInto('positions').values(row).execute();
}

export async function updatePosition(
  db: Db,
  id: string,
  changes: Updateable<PositionsTable>,
): Promise<void> {
  await db.updateTable('positions').set(changes).where('id', '=', id).execute();
}

export async function deletePosition(db: Db, id: string): Promise<void> {
  await db.deleteFrom('positions').where('id', '=', id).execute();
}

export async function nextPositionOrder(db: Db): Promise<number> {
  const row = await db
    .selectFrom('positions')
    .select((eb) => eb.fn.max('sortOrder').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function countTermsOf(db: Db, positionId: string): Promise<number> {
  const row = await db
    .selectFrom('terms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('positionId', '=', positionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const termList = (db: Db) =>
  db
    .selectFrom('terms')
    .innerJoin('positions', 'positions.id', 'terms.positionId')
    .selectAll('terms')
    .select([
      'positions.title as positionTitle',
      'positions.areas as positionAreas',
      ofAccount('name', 'terms.userId').as('name'),
      ofAccount('email', 'terms.userId').as('email'),
    ]);

/** Terms by position order, then first day (newest last), filtered by position and holder. */
export async function listTerms(
  db: Db,
  filter: { positionId?: string; userId?: string } = {},
): Promise<TermListRow[]> {
  let query = termList(db);
  if (filter.positionId) query = query.where('terms.positionId', '=', filter.positionId);
  if (filter.userId) query = query.where('terms.userId', '=', filter.userId);
  return query
    .orderBy('positions.sortOrder')
    .orderBy('positions.title')
    .orderBy('terms.startsOn')
    .orderBy('terms.id')
    .execute();
}

export async function findTerm(db: Db, id: string): Promise<TermListRow | undefined> {
  return termList(db).where('terms.id', '=', id).executeTakeFirst();
}

/** Every term of one position (for the seats rule and the earlier handover notes). */
export async function termsOfPosition(db: Db, positionId: string): Promise<TermListRow[]> {
  return termList(db)
    .where('terms.positionId', '=', positionId)
    .orderBy('terms.startsOn')
    .orderBy('terms.id')
    .execute();
}

/** One account's terms with their positions' areas and titles. */
export async function termsOfUser(db: Db, userId: string): Promise<TermListRow[]> {
  return termList(db)
    .where('terms.userId', '=', userId)
    .orderBy('terms.startsOn')
    .orderBy('terms.id')
    .execute();
}

export async function insertTerm(db: Db, row: Insertable<TermsTable>): Promise<void> {
  await db.insertInto('terms').values(row).execute();
}

export async function updateTerm(
  db: Db,
  id: string,
  changes: Updateable<TermsTable>,
): Promise<void> {
  await db.updateTable('terms').set(changes).where('id', '=', id).execute();
}

export async function deleteTerm(db: Db, id: string): Promise<void> {
  await db.deleteFrom('terms').where('id', '=', id).execute();
}

/** The holders of any term of a position with `area` (a change there may touch their access). */
export async function holdersOfArea(db: Db, area: Area): Promise<string[]> {
  const rows = await db
    .selectFrom('terms')
    .innerJoin('positions', 'positions.id', 'terms.positionId')
    .select('terms.userId')
    .distinct()
    .where(sql<boolean>`(',' || positions.areas || ',') like ${`%,${area},%`}`)
    .execute();
  return rows.map((row) => row.userId);
}

/** The holders of any term of one position. */
export async function holdersOfPosition(db: Db, positionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('terms')
    .select('userId')
    .distinct()
    .where('positionId', '=', positionId)
    .execute();
  return rows.map((row) => row.userId);
}

/** Current terms ending within `until` with no reminder sent (the handover job's candidates). */
export async function termsEndingBy(db: Db, today: string, until: string): Promise<TermListRow[]> {
  return termList(db)
    .where('terms.remindedOn', 'is', null)
    .where('terms.startsOn', '<=', today)
    .where('terms.endsOn', 'is not', null)
    .where('terms.endsOn', '>', today)
    .where('terms.endsOn', '<=', until)
    .orderBy('terms.endsOn')
    .orderBy('terms.id')
    .execute();
}

/** Marks the reminder sent, once: false when another instance sent it first. */
export async function markReminded(db: Db, id: string, today: string): Promise<boolean> {
  const result = await db
    .updateTable('terms')
    .set({ remindedOn: today })
    .where('id', '=', id)
    .where('remindedOn', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The board: current terms of board positions on `today`, in position order, each with its
 * holder's profile picture's size (`/media/<id>` is the media row `<id>`).
 */
export async function boardTerms(db: Db, today: string) {
  return db
    .selectFrom('terms')
    .innerJoin('positions', 'positions.id', 'terms.positionId')
    .leftJoin('media', (join) =>
      join.on(sql<boolean>`media.id = substr(${ofAccount('profilePicture', 'terms.userId')}, 8)`),
    )
    .select([
      'terms.id as termId',
      'positions.title as title',
      ofAccount('name', 'terms.userId').as('name'),
      ofAccount('profilePicture', 'terms.userId').as('picture'),
      'media.width as pictureWidth',
      'media.height as pictureHeight',
      ofAccount('bio', 'terms.userId').as('bio'),
      ofAccount('linkedin', 'terms.userId').as('linkedin'),
      ofAccount('privacy', 'terms.userId').as('privacy'),
    ])
    .where('positions.board', '=', 1)
    .where('terms.startsOn', '<=', today)
    .where((eb) => eb.or([eb('terms.endsOn', 'is', null), eb('terms.endsOn', '>', today)]))
    .where(ofAccount('disabledAt', 'terms.userId'), 'is', null)
    .orderBy('positions.sortOrder')
    .orderBy('positions.title')
    .orderBy('terms.startsOn')
    .orderBy('name')
    .execute();
}
