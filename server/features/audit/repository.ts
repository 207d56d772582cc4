// SQL for the audit log: entries are appended, listed and exported; never edited or deleted.
import type { Db } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';

export type AuditRow = AuditLogTable;

export async function appendEntry(db: Db, entry: AuditRow): Promise<void> {
  await db.insertInto('auditLog').values(entry).execute();
}

export interface AuditFilter {
  actorId?: string | null;
  actorLabel?: string;
  action?: string;
  /** Entries older than this one (its `at` and `id`): the next page. */
  before?: { at: string; id: string };
  limit: number;
}

/** Newest first (time, then id for entries of the same millisecond). */
export function listEntries(db: Db, filter: AuditFilter): Promise<AuditRow[]> {
  let query = db.selectFrom('auditLog').selectAll();
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorId) query = query.where('actorId', '=', filter.actorId);
  else if (filter.actorLabel) query = query.where('actorLabel', '=', filter.actorLabel);
  if (filter.before) {
    const { at, id } = filter.before;
    query = query.where((eb) =>
      eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]),
    );
  }
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

export function findEntry(db: Db, id: string) {
  return db.selectFrom('auditLog').select(['at', 'id']).where('id', '=', id).executeTakeFirst();
}

export async function distinctActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('auditLog')
    .select('action')
    .distinct()
    .orderBy('action')
    .execute();
  return rows.map((row) => row.action);
}

export function distinctActors(db: Db) {
  return db
    .selectFrom('auditLog')
    .select(['actorId', 'actorLabel'])
    .distinct()
    .orderBy('actorLabel')
    .execute();
}
