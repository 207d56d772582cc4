// The donations ledger: amounts in cents, one row per gift, each with its posting in the chapter's
// ledger (bank to the initiative's donations income; a void, a reversal of it: docs/money.md), so
// the totals are the ledger's. Every write marks the gifts as changed (data version `donations`,
// and `post` the ledger's) in the writer's transaction, so the totals kept in memory follow on the
// next request on every instance.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import type { DonationsTable } from '../../db/schema.ts';
import { post, reverse, type PostingInput } from '../money/ledger.ts';

export type NewDonation = Omit<
  Insertable<DonationsTable>,
  'id' | 'createdAt' | 'voidedAt' | 'voidedBy' | 'voidReason'
>;

/** A gift's posting: the bank receives it, the initiative's donations income is credited. */
export function giftPosting(
  gift: {
    initiative: string;
    amountCents: number;
    donorName?: string | null | undefined;
    donatedOn: string;
    note?: string | null | undefined;
  },
  by: { id: string | null; name: string },
  id?: string,
): PostingInput {
  return {
    ...(id ? { id } : {}),
    kind: 'gift',
    occurredOn: gift.donatedOn,
    description: `Gift to ${gift.initiative} from ${gift.donorName || 'Anonymous'}`,
    note: gift.note ?? null,
    lines: [
      { account: 'bank', amountCents: gift.amountCents },
      { account: 'donations_income', initiative: gift.initiative, amountCents: -gift.amountCents },
    ],
    by,
  };
}

/** Records a gift and its posting; `byId` the officer's account (null: the command line, the demo). */
export async function recordDonation(
  db: Db,
  donation: NewDonation,
  byId: string | null = null,
): Promise<string> {
  const id = randomUUID();
  const [postingId] = await post(db, [
    giftPosting(donation, { id: byId, name: donation.recordedBy }),
  ]);
  await db
    .insertInto('donations')
    .values({ id, ...donation, postingId, createdAt: new Date().toISOString() })
    .execute();
  await bumpVersion(db, 'donations');
  return id;
}

/**
 * Gives every gift without a posting its posting, and a voided one its reversal too, as migration
 * 0026 did for the gifts before the ledger: the gifts of an archive from before it, or written
 * straight into the table (scripts/grow-demo.ts). Their ids are the migration's (`gift-<id>`,
 * `void-<id>`), so a gift is posted once whoever posts it.
 */
export async function postUnpostedGifts(db: Db): Promise<number> {
  const gifts = await db
    .selectFrom('donations')
    .selectAll()
    .where('postingId', 'is', null)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  if (gifts.length === 0) return 0;
  const postings = gifts.flatMap((gift): PostingInput[] => {
    const recorded = giftPosting(gift, { id: null, name: gift.recordedBy }, `gift-${gift.id}`);
    if (!gift.voidedAt) return [recorded];
    return [
      recorded,
      {
        id: `void-${gift.id}`,
        kind: 'reversal',
        occurredOn: gift.voidedAt.slice(0, 10),
        description: `Void of the gift to ${gift.initiative}`,
        reverses: `gift-${gift.id}`,
        reason: gift.voidReason ?? '',
        lines: [
          { account: 'bank', amountCents: -gift.amountCents },
          {
            account: 'donations_income',
            initiative: gift.initiative,
            amountCents: gift.amountCents,
          },
        ],
        by: { id: null, name: gift.voidedBy ?? '' },
      },
    ];
  });
  for (let i = 0; i < postings.length; i += 500) await post(db, postings.slice(i, i + 500));
  for (let i = 0; i < gifts.length; i += 500) {
    const ids = gifts.slice(i, i + 500).map((gift) => gift.id);
    await db
      .updateTable('donations')
      .set((eb) => ({ postingId: eb(eb.val('gift-'), '||', eb.ref('id')) }))
      .where('id', 'in', ids)
      .execute();
  }
  await bumpVersion(db, 'donations');
  return gifts.length;
}

/** Per initiative: the cents that count (not voided), how many gifts count, how many are voided. */
export interface InitiativeSums {
  countedCents: number;
  counted: number;
  voided: number;
}

/**
 * Every initiative summed (every one that has a gift), in two queries: the cents from the chapter's
 * ledger (its donations income, credit negated: a void's reversal takes its gift back out), the
 * counts of gifts from the gifts. What the public totals and the treasurer's totals are made from,
 * kept per version (summary.ts).
 */
export async function sumsPerInitiative(db: Db): Promise<Map<string, InitiativeSums>> {
  const [income, gifts] = await Promise.all([
    db
      .selectFrom('ledgerLines')
      .select((eb) => ['initiative', eb.fn.sum<string | number>('amountCents').as('cents')])
      .where('account', '=', 'donations_income')
      .groupBy('initiative')
      .execute(),
    db
      .selectFrom('donations')
      .select((eb) => [
        'initiative',
        eb.fn.countAll<string | number>().as('gifts'),
        eb.fn.count<string | number>('voidedAt').as('voided'),
      ])
      .groupBy('initiative')
      .execute(),
  ]);
  const sums = new Map<string, InitiativeSums>();
  for (const row of gifts)
    sums.set(row.initiative, {
      countedCents: 0,
      counted: Number(row.gifts) - Number(row.voided),
      voided: Number(row.voided),
    });
  for (const row of income) {
    if (row.initiative === null) continue;
    const sum = sums.get(row.initiative) ?? { countedCents: 0, counted: 0, voided: 0 };
    sum.countedCents = -Number(row.cents);
    sums.set(row.initiative, sum);
  }
  return sums;
}

/** The sum of gifts per initiative, in dollars, for each of `initiatives` (0 when none yet). */
export function totalsOf(
  sums: ReadonlyMap<string, InitiativeSums>,
  initiatives: readonly string[],
): Record<string, number> {
  return Object.fromEntries(
    initiatives.map((name) => [name, (sums.get(name)?.countedCents ?? 0) / 100]),
  );
}

/** The totals read from the ledger now (the command line; the server keeps them, summary.ts). */
export async function totalsFor(db: Db, initiatives: string[]): Promise<Record<string, number>> {
  return totalsOf(await sumsPerInitiative(db), initiatives);
}

export interface LedgerFilter {
  initiative?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  voided: 'include' | 'exclude' | 'only';
}

function filtered(db: Db, filter: LedgerFilter) {
  let query = db.selectFrom('donations');
  if (filter.initiative) query = query.where('initiative', '=', filter.initiative);
  if (filter.from) query = query.where('donatedOn', '>=', filter.from);
  if (filter.to) query = query.where('donatedOn', '<=', filter.to);
  if (filter.voided === 'exclude') query = query.where('voidedAt', 'is', null);
  if (filter.voided === 'only') query = query.where('voidedAt', 'is not', null);
  return query;
}

/**
 * The ledger, newest gift first (the day given, then the order recorded; the id breaks a tie, so
 * pages never overlap): one page (`limit`, `offset`). The page's ids are found along the index of
 * that order (migration 0013), which holds them, so the rows skipped by the offset are never read;
 * only the page's own rows are.
 */
export function listDonations(
  db: Db,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
) {
  const pageIds = filtered(db, filter)
    .select('id')
    .orderBy('donatedOn', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return db
    .selectFrom('donations')
    .selectAll()
    .where('id', 'in', pageIds)
    .orderBy('donatedOn', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Every matching gift, in the ledger's order, `size` at a time (the CSV file, streamed): each
 * batch continues after the last gift of the one before along the index, so every gift is read
 * once however long the ledger (batches by OFFSET read all the skipped ones again each time).
 */
export async function* donationsInBatches(
  db: Db,
  filter: LedgerFilter,
  size = 500,
): AsyncGenerator<Awaited<ReturnType<typeof listDonations>>> {
  let after: { donatedOn: string; createdAt: string; id: string } | undefined;
  for (;;) {
    let query = filtered(db, filter).selectAll();
    if (after) {
      const { donatedOn, createdAt, id } = after;
      query = query.where((eb) =>
        eb(eb.refTuple('donatedOn', 'createdAt', 'id'), '<', eb.tuple(donatedOn, createdAt, id)),
      );
    }
    const rows = await query
      .orderBy('donatedOn', 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
    yield rows;
    if (rows.length < size) return;
    after = rows.at(-1)!;
  }
}

/**
 * How many gifts match, and the cents of those that count: over every page, in one query (for a
 * filter by dates; the others are answered from the kept sums, summary.ts).
 */
export async function countDonations(
  db: Db,
  filter: LedgerFilter,
): Promise<{ total: number; countedCents: number }> {
  const row = await filtered(db, filter)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn
        .sum<string | number | null>(
          eb.case().when('voidedAt', 'is', null).then(eb.ref('amountCents')).else(0).end(),
        )
        .as('countedCents'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), countedCents: Number(row.countedCents ?? 0) };
}

export function findDonation(db: Db, id: string) {
  return db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Voids a gift and reverses its posting, naming it with the reason (`today`: the reversal's day);
 * false when there is none, or it was voided already (of two at once, one voids: the row's update
 * queues the other, which then finds it voided). Call it with a transaction.
 */
export async function voidDonation(
  db: Db,
  id: string,
  by: { id: string | null; label: string },
  reason: string,
  at: string,
  today: string,
): Promise<boolean> {
  const result = await db
    .updateTable('donations')
    .set({ voidedAt: at, voidedBy: by.label, voidReason: reason })
    .where('id', '=', id)
    .where('voidedAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  const gift = await findDonation(db, id);
  if (gift?.postingId)
    await reverse(db, gift.postingId, reason, { id: by.id, name: by.label }, today);
  await bumpVersion(db, 'donations');
  return true;
}

/** Links a gift to an account (null: to none); false when there is no such gift. */
export async function linkDonation(db: Db, id: string, accountId: string | null): Promise<boolean> {
  const result = await db
    .updateTable('donations')
    .set({ accountId })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
