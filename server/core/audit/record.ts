// Writing the audit log: every officer write and every administration command appends one entry,
// in the same transaction as the change it records, so neither exists without the other. Ids are
// time-ordered, so entries of one millisecond list in the order they were written.
import { orderedId } from '../../lib/ordered-id.ts';
import type { Db } from '../../db/database.ts';
import { appendEntry } from './repository.ts';

/** Who acts: an officer (id and "Name <email>"), or the command line or the system (no id). */
export interface Actor {
  id: string | null;
  label: string;
}

export const commandLine = (username: string): Actor => ({
  id: null,
  label: `command line (${username})`,
});

export interface AuditTarget {
  id: string | null;
  label: string;
}

/** Keys whose values never go into the log, whatever a caller passes. */
const secretKeys = /password|hash|token|secret|code$/i;

export function withoutSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !secretKeys.test(key)));
}

/** Appends one entry; call it with the transaction that makes the change. */
export async function recordAudit(
  trx: Db,
  actor: Actor,
  action: string,
  target: AuditTarget | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await appendEntry(trx, {
    id: orderedId(),
    at: new Date().toISOString(),
    actorId: actor.id,
    actorLabel: actor.label,
    action,
    targetId: target?.id ?? null,
    targetLabel: target?.label ?? null,
    details: JSON.stringify(withoutSecrets(details)),
  });
}

/** Runs `change` and its audit entry in one transaction: a failed change leaves no entry. */
export function audited<T>(
  db: Db,
  actor: Actor,
  action: string,
  change: (
    trx: Db,
  ) => Promise<{ result: T; target: AuditTarget | null; details?: Record<string, unknown> }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { result, target, details } = await change(trx);
    await recordAudit(trx, actor, action, target, details);
    return result;
  });
}
