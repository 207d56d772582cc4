// The exports' SQL. The server's archive (`npm run export`, archive.ts) reads each table a page
// at a time in the order of its primary key. The officers' export (officer-export.ts) reads each
// list a batch at a time by keyset — in the list's own order with the row's key last, the next
// batch the rows after the last one read — so a list of any length is read with one batch in
// memory, each batch found through the order (no OFFSET to skip), and a row added between two
// batches neither repeats nor hides another.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { ofAccount } from '../../../core/users/account-columns.ts';
import { everyAccount } from '../../../core/users/repository.ts';
import type { ArchivedTable } from './archive.ts';

/** The order columns' values of the last row read (undefined: from the start). */
export type Cursor = readonly string[] | undefined;

/**
 * A keyset batch of `query`: ordered by `columns` (the row's key last), the `limit` rows after
 * `after`. A row value comparison, (a, b) > (x, y): both engines find it through an index in that
 * order.
 */
function batchAfter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: readonly string[],
  after: readonly unknown[] | undefined,
  limit: number,
): SelectQueryBuilder<DB, TB, O> {
  const refs = columns.map((column) => sql.ref(column));
  let batch = query;
  if (after)
    batch = batch.where(
      sql<boolean>`(${sql.join(refs)}) > (${sql.join(after.map((value) => sql`${value}`))})`,
    );
  for (const ref of refs) batch = batch.orderBy(ref);
  return batch.limit(limit);
}

export const usersAfter = (db: Db, after: Cursor, limit: number) =>
  batchAfter(everyAccount(db), ['name', 'id'], after, limit).execute();

export const invitesAfter = (db: Db, after: Cursor, limit: number) =>
  batchAfter(db.selectFrom('inviteCodes').selectAll(), ['createdAt', 'id'], after, limit).execute();

export const eventsAfter = (db: Db, after: Cursor, limit: number) =>
  batchAfter(db.selectFrom('events').selectAll(), ['date', 'id'], after, limit).execute();

export const alumniEventsAfter = (db: Db, after: Cursor, limit: number) =>
  batchAfter(
    db.selectFrom('alumniEvents').selectAll(),
    ['sortDate', 'key'],
    after,
    limit,
  ).execute();

export const rsvpsAfter = (db: Db, after: Cursor, limit: number) =>
  batchAfter(
    db.selectFrom('rsvps').select([
      'rsvps.eventKey',
      'rsvps.status',
      ofAccount('name', 'rsvps.userId').as('name'),
      ofAccount('email', 'rsvps.userId').as('email'),
      'rsvps.createdAt',
      // The rest of the key, for the next batch (not a column of the export).
      'rsvps.userId',
    ]),
    ['rsvps.createdAt', 'rsvps.eventKey', 'rsvps.userId'],
    after,
    limit,
  ).execute();

export const donationsAfter = (db: Db, after: Cursor, limit: number) =>
  batchAfter(
    db.selectFrom('donations').selectAll(),
    ['donatedOn', 'createdAt', 'id'],
    after,
    limit,
  ).execute();

/**
 * Only the people who confirmed and still want the newsletter: an officer's copy is for writing
 * to them, not a list of every address ever typed into the form (the server's own archive, `npm
 * run export`, keeps them all for moving the chapter).
 */
export const subscribersAfter = (db: Db, after: Cursor, limit: number) =>
  batchAfter(
    db
      .selectFrom('newsletterSubscribers')
      .selectAll()
      .where('status', '=', 'active')
      .where('confirmedAt', 'is not', null),
    ['createdAt', 'id'],
    after,
    limit,
  ).execute();

export const positionsAfter = (db: Db, after: Cursor, limit: number) =>
  batchAfter(db.selectFrom('positions').selectAll(), ['sortOrder', 'id'], after, limit).execute();

export const termsAfter = (db: Db, after: Cursor, limit: number) =>
  batchAfter(
    db
      .selectFrom('terms')
      .innerJoin('positions', 'positions.id', 'terms.positionId')
      .select([
        'terms.id',
        'positions.title',
        ofAccount('name', 'terms.userId').as('name'),
        ofAccount('email', 'terms.userId').as('email'),
        'terms.startsOn',
        'terms.endsOn',
        'terms.note',
        'terms.done',
      ]),
    ['terms.startsOn', 'terms.id'],
    after,
    limit,
  ).execute();

export const auditAfter = (db: Db, after: Cursor, limit: number) =>
  batchAfter(db.selectFrom('auditLog').selectAll(), ['at', 'id'], after, limit).execute();

/**
 * Each archived table's primary key: its rows are read in that order, a page at a time after the
 * last key read (keyset). An offset without an order is not a promise: PostgreSQL may return a
 * heap table's rows in another order from one query to the next (a row updated between two pages
 * moves to the end of the table), so a page could repeat a row and the archive miss another.
 */
export const archiveKeys = {
  appMeta: ['key'],
  inviteCodes: ['id'],
  users: ['id'],
  positions: ['id'],
  terms: ['id'],
  recoveryCodes: ['id'],
  media: ['id'],
  newsletterIssues: ['id'],
  newsletterIssuePages: ['issueId', 'position'],
  eventSeries: ['id'],
  events: ['id'],
  attendance: ['eventId', 'userId'],
  semesters: ['id'],
  requirements: ['semesterId', 'side'],
  excuses: ['id'],
  dataAccess: ['id'],
  serviceHours: ['id'],
  alumniEvents: ['key'],
  rsvps: ['eventKey', 'userId'],
  donations: ['id'],
  ledgerLines: ['postingId', 'line'],
  ledgerPostings: ['id'],
  duesSchedules: ['id'],
  paymentClaims: ['id'],
  paymentPlans: ['id'],
  moneySettings: ['id'],
  moneyReminders: ['userId', 'sentOn'],
  paymentAttempts: ['id'],
  paymentRefunds: ['id'],
  newsletterSubscribers: ['id'],
  newsletterSends: ['id'],
  auditLog: ['id'],
  contentVersions: ['id'],
  contentDocuments: ['name'],
  contentPictures: ['name'],
  recruitmentPeriods: ['id'],
  prospects: ['id'],
  prospectLinks: ['tokenHash'],
  prospectCheckIns: ['prospectId', 'eventId'],
  prospectNotes: ['id'],
  prospectNoteEdits: ['id'],
  recruitmentBallots: ['id'],
  recruitmentBallotElectors: ['ballotId', 'userId'],
  recruitmentBallotTallies: ['ballotId', 'prospectId'],
  recruitmentBallotVoters: ['ballotId', 'prospectId', 'userId'],
  recruitmentDeletions: ['id'],
} as const satisfies Record<ArchivedTable, readonly string[]>;

/** A table's primary key columns, in order. */
export const archiveKeyOf = (table: ArchivedTable): readonly string[] => archiveKeys[table];

/** One page of a table: the `limit` rows after the key `after` (from the start when undefined). */
export const archivePageQuery = (
  db: Db,
  table: ArchivedTable,
  after: readonly unknown[] | undefined,
  limit: number,
) => batchAfter(db.selectFrom(table).selectAll(), archiveKeyOf(table), after, limit);
