// SQL for the audit log: entries are appended, listed and exported; never deleted, and never edited
// but for one thing: an ended account's old email is replaced in them (its owner's contact data is
// not kept). Each append also counts the entry under its action and actor (audit_counts, migration
// 0014), so the log's filter lists and totals are read from a table of a few rows, never the log.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';
import { replaceAddress } from './address.ts';

export type AuditRow = AuditLogTable;

/** The counts' key for an entry without an officer (a key column cannot be null). */
const noActor = '';

export async function appendEntry(db: Db, entry: AuditRow): Promise<void> {
  const append = async (trx: Db) => {
    await trx.insertInto('auditLog').values(entry).execute();
    await trx
      .insertInto('auditCounts')
      .values({
        action: entry.action,
        actorId: entry.actorId ?? noActor,
        actorLabel: entry.actorLabel,
        entries: 1,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['action', 'actorId', 'actorLabel'])
          .doUpdateSet((eb) => ({ entries: eb('auditCounts.entries', '+', 1) })),
      )
      .execute();
  };
  // Entries are appended in the change's transaction; one appended alone gets its own.
  if (db.isTransaction) await append(db);
  else await db.transaction().execute(append);
}

/**
 * Counts the whole log again (after an archive import wrote its entries, or replaced them): the
 * counts are then exactly what appends would have made.
 */
export async function recountEntries(db: Db): Promise<void> {
  await db.deleteFrom('auditCounts').execute();
  // A literal, not a parameter: PostgreSQL groups by the selected expression only if it is the same.
  const actorKey = sql<string>`coalesce(actor_id, ${sql.lit(noActor)})`;
  await db
    .insertInto('auditCounts')
    .columns(['action', 'actorId', 'actorLabel', 'entries'])
    .expression(
      db
        .selectFrom('auditLog')
        .select((eb) => [
          'action',
          actorKey.as('actorId'),
          'actorLabel',
          eb.fn.countAll<number>().as('entries'),
        ])
        .groupBy(['action', actorKey, 'actorLabel']),
    )
    .execute();
}

/** Who the filter names: an officer's account (every label he had), or a label (no account). */
export interface AuditFilter {
  actorId?: string;
  actorLabel?: string;
  action?: string;
}

/** Newest first (time, then id for entries of the same millisecond), `limit` of them. */
export function listEntries(
  db: Db,
  filter: AuditFilter & {
    /** Entries older than this one (its `at` and `id`): the next page. */
    before?: { at: string; id: string };
    limit: number;
  },
): Promise<AuditRow[]> {
  let query = db.selectFrom('auditLog').selectAll();
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorId) query = query.where('actorId', '=', filter.actorId);
  else if (filter.actorLabel) query = query.where('actorLabel', '=', filter.actorLabel);
  if (filter.before) {
    const { at, id } = filter.before;
    // A row value: read as one range of the (…, at, id) index on both engines.
    query = query.where((eb) => eb(eb.refTuple('at', 'id'), '<', eb.tuple(at, id)));
  }
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/** Every matching entry, newest first, read `size` at a time (by time, not by offset). */
export async function* entriesInBatches(
  db: Db,
  filter: AuditFilter,
  size = 500,
): AsyncGenerator<AuditRow[]> {
  let before: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await listEntries(db, { ...filter, ...(before ? { before } : {}), limit: size });
    yield rows;
    const last = rows.at(-1);
    if (rows.length < size || !last) return;
    before = { at: last.at, id: last.id };
  }
}

export function findEntry(db: Db, id: string) {
  return db.selectFrom('auditLog').select(['at', 'id']).where('id', '=', id).executeTakeFirst();
}

/** How many entries match the filter: a sum over the counts, never a scan of the log. */
export async function countEntries(db: Db, filter: AuditFilter): Promise<number> {
  let query = db
    .selectFrom('auditCounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('entries'), eb.lit(0)).as('n'));
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorId) query = query.where('actorId', '=', filter.actorId);
  else if (filter.actorLabel) query = query.where('actorLabel', '=', filter.actorLabel);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every action that occurs in the log, in order. */
export async function distinctActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('auditCounts')
    .select('action')
    .distinct()
    .orderBy('action')
    .execute();
  return rows.map((row) => row.action);
}

/** Every actor that occurs in the log (an officer once per label he had), by label. */
export async function distinctActors(
  db: Db,
): Promise<{ actorId: string | null; actorLabel: string }[]> {
  const rows = await db
    .selectFrom('auditCounts')
    .select(['actorId', 'actorLabel'])
    .distinct()
    .orderBy('actorLabel')
    .orderBy('actorId')
    .execute();
  return rows.map((row) => ({
    actorId: row.actorId === noActor ? null : row.actorId,
    actorLabel: row.actorLabel,
  }));
}

/** `text` for a LIKE pattern: its wildcards matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` (lower-cased) holds `email` (lower-cased) somewhere: the rows to look at. */
const mayHold = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`%${likeEscaped(email.toLowerCase())}%`} escape '\\'`;

/**
 * An ended account's old `email` replaced by `to` (his ended address) wherever the log names it —
 * each entry's actor and target labels and its details, and the counts' actor labels (the Who
 * filter) — in the caller's transaction. The entries stay; only his address goes. Returns how many
 * entries changed.
 */
export async function replaceEmailInEntries(db: Db, email: string, to: string): Promise<number> {
  const rows = await db
    .selectFrom('auditLog')
    .select(['id', 'actorLabel', 'targetLabel', 'details'])
    .where((eb) =>
      eb.or([
        mayHold('actorLabel', email),
        mayHold('targetLabel', email),
        mayHold('details', email),
      ]),
    )
    .execute();
  let changed = 0;
  for (const row of rows) {
    const next = {
      actorLabel: replaceAddress(row.actorLabel, email, to),
      targetLabel: row.targetLabel === null ? null : replaceAddress(row.targetLabel, email, to),
      details: replaceAddress(row.details, email, to),
    };
    if (
      next.actorLabel === row.actorLabel &&
      next.targetLabel === row.targetLabel &&
      next.details === row.details
    )
      continue;
    await db.updateTable('auditLog').set(next).where('id', '=', row.id).execute();
    changed += 1;
  }

  // The counts are keyed by the label: each old one's entries move to the new label's row.
  const counts = await db
    .selectFrom('auditCounts')
    .selectAll()
    .where(mayHold('actorLabel', email))
    .execute();
  for (const count of counts) {
    const actorLabel = replaceAddress(count.actorLabel, email, to);
    if (actorLabel === count.actorLabel) continue;
    await db
      .deleteFrom('auditCounts')
      .where('action', '=', count.action)
      .where('actorId', '=', count.actorId)
      .where('actorLabel', '=', count.actorLabel)
      .execute();
    await db
      .insertInto('auditCounts')
      .values({ ...count, actorLabel })
      .onConflict((conflict) =>
        conflict
          .columns(['action', 'actorId', 'actorLabel'])
          .doUpdateSet((eb) => ({ entries: eb('auditCounts.entries', '+', count.entries) })),
      )
      .execute();
  }
  return changed;
}
