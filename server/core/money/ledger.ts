// Writing the chapter's ledger (docs/money.md): the one way a posting is made and the one way it is
// put right. A posting's lines are written first and its header last, in the caller's transaction;
// the database refuses a header whose lines do not sum to zero (migration 0026), so a mistake here
// fails loudly instead of unbalancing the books. Every write marks the ledger changed (data version
// `ledger`) so the balances kept in memory follow on the next request, on every instance.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { LedgerAccount, PostingKind } from '../../../contract/money.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';

export interface LineInput {
  account: LedgerAccount;
  /** Debit positive, credit negative; never 0. */
  amountCents: number;
  /** The member, on a `receivable` line. */
  userId?: string | null;
  /** The initiative, on a `donations_income` line. */
  initiative?: string | null;
}

export interface PostingInput {
  kind: PostingKind;
  occurredOn: string;
  description: string;
  lines: readonly LineInput[];
  dueOn?: string | null;
  /** The member the posting concerns (his receivable). */
  userId?: string | null;
  method?: string | null;
  reference?: string | null;
  note?: string | null;
  scheduleId?: string | null;
  /** Unique: what a rule produces once (a schedule billed to a member, a fine for an absence). */
  sourceKey?: string | null;
  reverses?: string | null;
  reason?: string | null;
  receiptNumber?: number | null;
  claimId?: string | null;
  /** Who wrote it: an officer's id (null: the command line or the system) and name. */
  by: { id: string | null; name: string };
  /** A fixed id (a migration's); a new one otherwise. */
  id?: string;
}

/** The lines' sum: a posting must come to zero (the database checks it too). */
export const unbalancedBy = (lines: readonly LineInput[]) =>
  lines.reduce((sum, line) => sum + line.amountCents, 0);

/** The rows of one posting, header and lines, as written; many are written together by `post`. */
function rowsOf(posting: PostingInput, at: string) {
  const id = posting.id ?? randomUUID();
  const lines = posting.lines.map((line, index) => ({
    postingId: id,
    line: index + 1,
    account: line.account,
    userId: line.userId ?? null,
    initiative: line.initiative ?? null,
    amountCents: line.amountCents,
  }));
  const header = {
    id,
    kind: posting.kind,
    occurredOn: posting.occurredOn,
    dueOn: posting.dueOn ?? null,
    userId: posting.userId ?? null,
    description: posting.description,
    method: posting.method ?? null,
    reference: posting.reference ?? null,
    note: posting.note ?? null,
    scheduleId: posting.scheduleId ?? null,
    sourceKey: posting.sourceKey ?? null,
    reverses: posting.reverses ?? null,
    reason: posting.reason ?? null,
    receiptNumber: posting.receiptNumber ?? null,
    claimId: posting.claimId ?? null,
    createdBy: posting.by.id,
    createdByName: posting.by.name,
    createdAt: at,
  };
  return { id, lines, header };
}

/**
 * Writes postings, each lines first and header last, in as few statements as either engine allows;
 * returns their ids in order. Call it with a transaction.
 */
export async function post(trx: Db, postings: readonly PostingInput[]): Promise<string[]> {
  if (postings.length === 0) return [];
  const at = new Date().toISOString();
  const rows = postings.map((posting) => rowsOf(posting, at));
  const lines = rows.flatMap((row) => row.lines);
  const headers = rows.map((row) => row.header);
  for (let i = 0; i < lines.length; i += 800)
    await trx
      .insertInto('ledgerLines')
      .values(lines.slice(i, i + 800))
      .execute();
  for (let i = 0; i < headers.length; i += 200)
    await trx
      .insertInto('ledgerPostings')
      .values(headers.slice(i, i + 200))
      .execute();
  await bumpVersion(trx, 'ledger');
  return rows.map((row) => row.id);
}

export function findPosting(db: Db, id: string) {
  return db.selectFrom('ledgerPostings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function linesOf(db: Db, postingId: string) {
  return db
    .selectFrom('ledgerLines')
    .selectAll()
    .where('postingId', '=', postingId)
    .orderBy('line')
    .execute();
}

/** The posting that reverses `id`, if any. */
export function reversalOf(db: Db, id: string) {
  return db.selectFrom('ledgerPostings').selectAll().where('reverses', '=', id).executeTakeFirst();
}

/**
 * Reverses a posting: the same lines with their signs turned, naming it, with a reason. 404 when
 * there is none; 409 when it is a reversal itself or was reversed already (the unique `reverses`
 * settles a race: of two at once, one is written).
 */
export async function reverse(
  trx: Db,
  id: string,
  reason: string,
  by: { id: string | null; name: string },
  today: string,
): Promise<{ id: string; original: NonNullable<Awaited<ReturnType<typeof findPosting>>> }> {
  const original = await findPosting(trx, id);
  if (!original) throw new HttpError(404, 'not_found', 'There is no such posting.');
  if (original.reverses)
    throw new HttpError(409, 'already_reversed', 'A reversal cannot be reversed.');
  if (await reversalOf(trx, id))
    throw new HttpError(409, 'already_reversed', 'This posting was reversed already.');
  const lines = await linesOf(trx, id);
  const [reversalId] = await post(trx, [
    {
      kind: 'reversal',
      occurredOn: today,
      description: `Reversal: ${original.description}`,
      userId: original.userId,
      reverses: id,
      reason,
      lines: lines.map((line) => ({
        account: line.account as LedgerAccount,
        amountCents: -Number(line.amountCents),
        userId: line.userId,
        initiative: line.initiative,
      })),
      by,
    },
  ]);
  return { id: reversalId!, original };
}

/** The next receipt number, taken in the caller's transaction (the row's lock queues the others). */
export async function takeReceiptNumber(trx: Db): Promise<number> {
  await trx
    .updateTable('moneySettings')
    .set({ nextReceiptNumber: sql`next_receipt_number + 1` })
    .where('id', '=', 1)
    .execute();
  const row = await trx
    .selectFrom('moneySettings')
    .select('nextReceiptNumber')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.nextReceiptNumber) - 1;
}

/** Whether `error` is the database refusing a second row with the same unique key. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '23505' || /UNIQUE constraint failed/i.test(message ?? '');
}
