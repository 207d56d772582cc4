// The treasurer's reports (docs/money.md#for-the-chapters-accountant-and-the-next-treasurer): the
// journal (every line of every posting, in the order they happened), the trial balance (each
// account's debits and credits, which net to zero) and the aging (each member's open charges by
// days past due). The journal is read by keyset over the postings' order, a batch of postings and
// then their lines, so a ledger of any length streams with one batch in memory and each batch costs
// the same to the end.
import { sql } from 'kysely';
import type { AgingRow, JournalLine } from '../../../contract/api/officer/money.ts';
import type { Db } from '../../db/database.ts';
import { ofAccountIfAny } from '../users/account-columns.ts';
import type { Receivables } from './dues.ts';
import { addToAging, noAging } from './settle.ts';

interface PostingKey {
  occurredOn: string;
  createdAt: string;
  id: string;
}

/** A batch of postings in the journal's order, after `after`. */
function postingsAfter(db: Db, after: PostingKey | undefined, limit: number) {
  let query = db
    .selectFrom('ledgerPostings')
    .select(['id', 'occurredOn', 'createdAt', 'kind', 'description', 'reverses', 'reason'])
    .orderBy('occurredOn')
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit);
  if (after)
    query = query.where(
      sql<boolean>`(occurred_on, created_at, id) > (${after.occurredOn}, ${after.createdAt}, ${after.id})`,
    );
  return query.execute();
}

/** The journal's lines of these postings, in the postings' order then by line. */
async function journalLinesOf(
  db: Db,
  postings: Awaited<ReturnType<typeof postingsAfter>>,
): Promise<(JournalLine & { line: number })[]> {
  if (postings.length === 0) return [];
  const lines = await db
    .selectFrom('ledgerLines as l')
    .select(['l.postingId', 'l.line', 'l.account', 'l.userId', 'l.initiative', 'l.amountCents'])
    .select(ofAccountIfAny('name', 'l.userId').as('member'))
    .where(
      'l.postingId',
      'in',
      postings.map((posting) => posting.id),
    )
    .execute();
  const byPosting = new Map<string, typeof lines>();
  for (const line of lines) {
    const list = byPosting.get(line.postingId) ?? [];
    list.push(line);
    byPosting.set(line.postingId, list);
  }
  return postings.flatMap((posting) =>
    (byPosting.get(posting.id) ?? [])
      .toSorted((a, b) => Number(a.line) - Number(b.line))
      .map((line) => {
        const cents = Number(line.amountCents);
        return {
          line: Number(line.line),
          occurredOn: posting.occurredOn,
          postingId: posting.id,
          kind: posting.kind,
          description: posting.description,
          account: line.account,
          userId: line.userId,
          member: line.member ?? null,
          initiative: line.initiative,
          debitCents: cents > 0 ? cents : 0,
          creditCents: cents < 0 ? -cents : 0,
          reverses: posting.reverses,
          reason: posting.reason,
        };
      }),
  );
}

/** Every line of the journal, a batch of `size` postings at a time. */
export async function* journalInBatches(db: Db, size = 1000): AsyncGenerator<JournalLine[]> {
  let after: PostingKey | undefined;
  for (;;) {
    const postings = await postingsAfter(db, after, size);
    yield (await journalLinesOf(db, postings)).map(({ line: _line, ...rest }) => rest);
    if (postings.length < size) return;
    const last = postings.at(-1)!;
    after = { occurredOn: last.occurredOn, createdAt: last.createdAt, id: last.id };
  }
}

/** One page of the journal's lines (a page of lines, whatever postings they belong to). */
export async function journalPage(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ lines: JournalLine[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('ledgerLines as l')
      .innerJoin('ledgerPostings as p', 'p.id', 'l.postingId')
      .select(['p.id', 'p.occurredOn', 'p.createdAt', 'l.line'])
      .orderBy('p.occurredOn')
      .orderBy('p.createdAt')
      .orderBy('p.id')
      .orderBy('l.line')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('ledgerLines')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = [...new Set(rows.map((row) => row.id))];
  const postings =
    ids.length === 0
      ? []
      : await db
          .selectFrom('ledgerPostings')
          .select(['id', 'occurredOn', 'createdAt', 'kind', 'description', 'reverses', 'reason'])
          .where('id', 'in', ids)
          .orderBy('occurredOn')
          .orderBy('createdAt')
          .orderBy('id')
          .execute();
  const wanted = new Set(rows.map((row) => `${row.id} ${row.line}`));
  const lines = (await journalLinesOf(db, postings))
    .filter((line) => wanted.has(`${line.postingId} ${line.line}`))
    .map(({ line: _line, ...rest }) => rest);
  return { lines, total: Number(count.n) };
}

export interface TrialBalanceRow {
  account: string;
  debitCents: number;
  creditCents: number;
  balanceCents: number;
}

/** Each account's debits, credits and balance, by account; the balances net to zero. */
export async function trialBalance(db: Db): Promise<TrialBalanceRow[]> {
  const rows = await db
    .selectFrom('ledgerLines')
    .select((eb) => [
      'account',
      eb.fn
        .sum<string | number>(
          eb.case().when('amountCents', '>', 0).then(eb.ref('amountCents')).else(0).end(),
        )
        .as('debits'),
      eb.fn
        .sum<string | number>(
          eb.case().when('amountCents', '<', 0).then(eb.ref('amountCents')).else(0).end(),
        )
        .as('credits'),
    ])
    .groupBy('account')
    .orderBy('account')
    .execute();
  return rows.map((row) => {
    const debitCents = Number(row.debits);
    const creditCents = -Number(row.credits);
    return {
      account: row.account,
      debitCents,
      creditCents,
      balanceCents: debitCents - creditCents,
    };
  });
}

/** Each member who owes, his open charges by days past due on `today`, by name. */
export function agingRows(
  receivables: Receivables,
  names: ReadonlyMap<string, string>,
  today: string,
): AgingRow[] {
  const rows: AgingRow[] = [];
  for (const [userId, dues] of receivables.members) {
    if (dues.open.length === 0) continue;
    const buckets = addToAging(noAging(), dues.open, today);
    rows.push({ userId, name: names.get(userId) ?? '', ...buckets, totalCents: dues.balanceCents });
  }
  return rows.toSorted((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}

/** Every account with any line on its receivable, paid up or not: the balances list's members. */
export async function membersWithHistory(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('ledgerLines')
    .select('userId')
    .distinct()
    .where('account', '=', 'receivable')
    .execute();
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}
