// The exports' SQL. The server's archive (`npm run export`, archive.ts) reads each table a page
// at a time in the order of its primary key. The officers' export (officer-export.ts) reads each
// list a batch at a time by keyset — in the list's own order with the row's key last, the next
// batch the rows after the last one read — so a list of any length is read with one batch in
// memory, each batch found through the order (no OFFSET to skip), and a row added between two
// batches neither repeats nor hides another.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ArchivedTable } from './archive.ts';

/** The order columns' values of the last row read (undefined: from the start). */
export type Cursor = readonly string[] | undefined;

export function usersAfter(db: Db, after: Cursor, limit: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple('name', 'id'), '>', eb.tuple(after![0]!, after![1]!))),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function invitesAfter(db: Db, after: Cursor, limit: number) {
  return db
    .selectFrom('inviteCodes')
    .selectAll()
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple('createdAt', 'id'), '>', eb.tuple(after![0]!, after![1]!))),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function eventsAfter(db: Db, after: Cursor, limit: number) {
  return db
    .selectFrom('events')
    .selectAll()
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple('date', 'id'), '>', eb.tuple(after![0]!, after![1]!))),
    )
    .orderBy('date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function alumniEventsAfter(db: Db, after: Cursor, limit: number) {
  return db
    .selectFrom('alumniEvents')
    .selectAll()
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple('sortDate', 'key'), '>', eb.tuple(after![0]!, after![1]!))),
    )
    .orderBy('sortDate')
    .orderBy('key')
    .limit(limit)
    .execute();
}

export function rsvpsAfter(db: Db, after: Cursor, limit: number) {
  return db
    .selectFrom('rsvps')
    .innerJoin('users', 'users.id', 'rsvps.userId')
    .select([
      'rsvps.eventKey',
      'rsvps.status',
      'users.name',
      'users.email',
      'rsvps.createdAt',
      // The rest of the key, for the next batch (not a column of the export).
      'rsvps.userId',
    ])
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb(
          eb.refTuple('rsvps.createdAt', 'rsvps.eventKey', 'rsvps.userId'),
          '>',
          eb.tuple(after![0]!, after![1]!, after![2]!),
        ),
      ),
    )
    .orderBy('rsvps.createdAt')
    .orderBy('rsvps.eventKey')
    .orderBy('rsvps.userId')
    .limit(limit)
    .execute();
}

export function donationsAfter(db: Db, after: Cursor, limit: number) {
  return db
    .selectFrom('donations')
    .selectAll()
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb(
          eb.refTuple('donatedOn', 'createdAt', 'id'),
          '>',
          eb.tuple(after![0]!, after![1]!, after![2]!),
        ),
      ),
    )
    .orderBy('donatedOn')
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Only the people who confirmed and still want the newsletter: an officer's copy is for writing
 * to them, not a list of every address ever typed into the form (the server's own archive, `npm
 * run export`, keeps them all for moving the chapter).
 */
export function subscribersAfter(db: Db, after: Cursor, limit: number) {
  return db
    .selectFrom('newsletterSubscribers')
    .selectAll()
    .where('status', '=', 'active')
    .where('confirmedAt', 'is not', null)
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple('createdAt', 'id'), '>', eb.tuple(after![0]!, after![1]!))),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function auditAfter(db: Db, after: Cursor, limit: number) {
  return db
    .selectFrom('auditLog')
    .selectAll()
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple('at', 'id'), '>', eb.tuple(after![0]!, after![1]!))),
    )
    .orderBy('at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

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
  recoveryCodes: ['id'],
  media: ['id'],
  newsletterIssues: ['id'],
  newsletterIssuePages: ['issueId', 'position'],
  events: ['id'],
  alumniEvents: ['key'],
  rsvps: ['eventKey', 'userId'],
  donations: ['id'],
  newsletterSubscribers: ['id'],
  newsletterSends: ['id'],
  auditLog: ['id'],
  contentVersions: ['id'],
  contentDocuments: ['name'],
  contentPictures: ['name'],
} as const satisfies Record<ArchivedTable, readonly string[]>;

/** A table's primary key columns, in order. */
export const archiveKeyOf = (table: ArchivedTable): readonly string[] => archiveKeys[table];

/** One page of a table: the `limit` rows after the key `after` (from the start when undefined). */
export function archivePageQuery(
  db: Db,
  table: ArchivedTable,
  after: readonly unknown[] | undefined,
  limit: number,
) {
  const keys = archiveKeyOf(table).map((key) => sql.ref(key));
  let query = db.selectFrom(table).selectAll();
  // A row value comparison, (a, b) > (x, y): both engines find it through the primary key.
  if (after)
    query = query.where(
      sql<boolean>`(${sql.join(keys)}) > (${sql.join(after.map((value) => sql`${value}`))})`,
    );
  for (const key of keys) query = query.orderBy(key);
  return query.limit(limit);
}
