// A member's statement (docs/money.md#the-ledger): every posting that moved his receivable, oldest
// first, each with his balance after it, as a bank statement reads; and the receipts of his
// payments. Read along his lines' index (migration 0026), never the whole ledger, so it answers as
// fast for a chapter of half a million lines as for a new one. His own page and the treasurer's
// view of him read the same lines.
import { sql } from 'kysely';
import type { StatementLine } from '../../../contract/api/officer/money.ts';
import type { Db } from '../../db/database.ts';

export interface StatementEntry extends StatementLine {
  /** Who recorded it (an officer's name, or the system). */
  recordedBy: string;
}

/** His postings, oldest first, with his balance after each. */
export async function statementOf(db: Db, userId: string): Promise<StatementEntry[]> {
  const rows = await sql<{
    id: string;
    kind: string;
    occurredOn: string;
    dueOn: string | null;
    description: string;
    method: string | null;
    reference: string | null;
    note: string | null;
    receiptNumber: number | string | null;
    reverses: string | null;
    reason: string | null;
    createdByName: string;
    amountCents: number | string;
    reversedBy: string | null;
  }>`
    select p.id, p.kind, p.occurred_on, p.due_on, p.description, p.method, p.reference, p.note,
      p.receipt_number, p.reverses, p.reason, p.created_by_name, m.amount_cents,
      (select r.id from ledger_postings r where r.reverses = p.id) as reversed_by
    from (
      select posting_id, sum(amount_cents) as amount_cents from ledger_lines
      where user_id = ${userId} and account = 'receivable' group by posting_id
    ) m join ledger_postings p on p.id = m.posting_id
    order by p.occurred_on, p.created_at, p.id`.execute(db);
  let balance = 0;
  return rows.rows.map((row) => {
    const amountCents = Number(row.amountCents);
    balance += amountCents;
    return {
      postingId: row.id,
      kind: row.kind,
      occurredOn: row.occurredOn,
      dueOn: row.dueOn,
      description: row.description,
      amountCents,
      method: row.method,
      reference: row.reference,
      note: row.note,
      receiptNumber: row.receiptNumber === null ? null : Number(row.receiptNumber),
      reversedBy: row.reversedBy,
      reverses: row.reverses,
      reason: row.reason,
      balanceAfterCents: balance,
      recordedBy: row.createdByName,
    };
  });
}

/**
 * The receipts among his postings, newest first: a payment credits his receivable, so the amount
 * received is that credit turned. `name` is his name, as the receipt is made out.
 */
export function receiptsIn(statement: readonly StatementEntry[], userId: string, name: string) {
  return statement
    .filter((line) => line.receiptNumber !== null)
    .map((line) => ({
      number: line.receiptNumber!,
      postingId: line.postingId,
      userId,
      name,
      amountCents: -line.amountCents,
      method: line.method ?? '',
      reference: line.reference,
      receivedOn: line.occurredOn,
      reversed: line.reversedBy !== null,
      recordedBy: line.recordedBy,
    }))
    .toReversed();
}

/** His plans that count, newest first: the one accepted and a proposal waiting (either side's). */
export function livePlansOf(db: Db, userId: string) {
  return db
    .selectFrom('paymentPlans')
    .select(['id', 'status', 'proposedBy', 'instalments', 'createdAt'])
    .where('userId', '=', userId)
    .where('status', 'in', ['accepted', 'proposed'])
    .orderBy('createdAt', 'desc')
    .execute();
}
