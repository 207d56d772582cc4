// The gifts summed per initiative, kept in memory per version of the gifts and of the chapter's
// ledger (data versions `donations` and `ledger`, decision 019): the public totals, the treasurer's
// totals and the ledger's count and counted dollars are read from it, so no request adds up the
// ledger. Every write bumps a version in its transaction (repository.ts, server/core/money/ledger.ts),
// so a change made here, on another instance or by `npm run donation` shows on the next request.
import type { Db } from '../../db/database.ts';
import { versionedCache, type VersionedCache } from '../../lib/versioned-cache.ts';
import { sumsPerInitiative, type InitiativeSums, type LedgerFilter } from './repository.ts';

export type LedgerSums = ReadonlyMap<string, InitiativeSums>;

/** One summary per database connection (one per app instance; tests run several). */
const summaries = new WeakMap<Db, VersionedCache<LedgerSums>>();

/**
 * The sums at `versions` (the current `donations` and `ledger` data versions): kept, or read once.
 * Both versions only grow, so their sum changes whenever either does.
 */
export function ledgerSums(
  db: Db,
  versions: { donations: number; ledger: number },
): LedgerSums | Promise<LedgerSums> {
  let summary = summaries.get(db);
  if (!summary) {
    summary = versionedCache(() => sumsPerInitiative(db));
    summaries.set(db, summary);
  }
  return summary.get(versions.donations + versions.ledger);
}

/**
 * How many gifts match `filter` and the cents of those that count, from the sums, for every filter
 * the sums can answer: any initiative, voided or not. Undefined for a filter by dates, which only
 * the ledger itself can answer (repository.ts `countDonations`).
 */
export function countsFromSums(
  sums: LedgerSums,
  filter: LedgerFilter,
): { total: number; countedCents: number } | undefined {
  if (filter.from || filter.to) return undefined;
  let total = 0;
  let countedCents = 0;
  for (const [initiative, sum] of sums) {
    if (filter.initiative && initiative !== filter.initiative) continue;
    if (filter.voided !== 'only') {
      total += sum.counted;
      countedCents += sum.countedCents;
    }
    if (filter.voided !== 'exclude') total += sum.voided;
  }
  return { total, countedCents };
}
