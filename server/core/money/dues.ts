// A member's dues, and the chapter's receivables, from the ledger and the rules (settle.ts): what
// the member's page, standing, the treasurer's balances and the aging all read, so each says the
// same. The chapter's receivables are built once per version of the ledger and day, and kept.
import type { DuesStatus } from '../../../contract/money.ts';
import type { Db } from '../../db/database.ts';
import { versionedCache, type VersionedCache } from '../../lib/versioned-cache.ts';
import {
  acceptedPlans,
  balanceOf,
  balances,
  moneySettings,
  receivableItemsOf,
  receivableItemsOfMany,
} from './repository.ts';
import {
  addToAging,
  duesStatus,
  noAging,
  openCharges,
  overdueCents,
  planStatus,
  type Aging,
  type Instalment,
  type OpenCharge,
  type ReceivableItem,
} from './settle.ts';
import { statementOf } from './statement.ts';

export interface MemberDues {
  balanceCents: number;
  overdueCents: number;
  status: DuesStatus;
  /** His plan accepted, with how it stands; null without one. */
  plan: { id: string; status: 'on_track' | 'behind'; instalments: Instalment[] } | null;
  /** The charges still open, oldest first. */
  open: OpenCharge[];
  /** The oldest open charge's due day (null: nothing open). */
  oldestDueOn: string | null;
}

/** One member's dues on `today`. */
export async function duesOf(db: Db, userId: string, today: string): Promise<MemberDues> {
  const [items, settings, plans, balance] = await Promise.all([
    receivableItemsOf(db, userId),
    moneySettings(db),
    acceptedPlans(db, [userId]),
    balanceOf(db, userId),
  ]);
  return summarize(balance, items.length ? openCharges(items) : [], plans.get(userId), {
    today,
    graceDays: Number(settings.graceDays),
  });
}

/** A posting on his receivable as his statement gives it (server/core/money/statement.ts). */
export interface StatementItem {
  postingId: string;
  amountCents: number;
  dueOn: string | null;
  occurredOn: string;
  reverses: string | null;
  reversedBy: string | null;
}

/**
 * His dues from his statement, read once for his page: the balance is the sum of every line, and
 * the charges are settled by the postings that count (neither reversed nor a reversal), as
 * `duesOf` reads them.
 */
export function duesFromStatement(
  statement: readonly StatementItem[],
  plan: { id: string; instalments: Instalment[] } | undefined,
  rules: { today: string; graceDays: number },
): MemberDues {
  let balance = 0;
  const items: ReceivableItem[] = [];
  for (const line of statement) {
    balance += line.amountCents;
    if (line.reverses === null && line.reversedBy === null)
      items.push({
        postingId: line.postingId,
        amountCents: line.amountCents,
        dueOn: line.dueOn ?? line.occurredOn,
      });
  }
  return summarize(balance, openCharges(items), plan, rules);
}

/**
 * His statement and his dues worked out from it: his lines read once (the treasurer's view of him),
 * with his plan accepted and the chapter's grace days.
 */
export async function duesWithStatement(db: Db, userId: string, today: string) {
  const [statement, plans, settings] = await Promise.all([
    statementOf(db, userId),
    acceptedPlans(db, [userId]),
    moneySettings(db),
  ]);
  const dues = duesFromStatement(statement, plans.get(userId), {
    today,
    graceDays: Number(settings.graceDays),
  });
  return { dues, statement };
}

function summarize(
  balanceCents: number,
  open: OpenCharge[],
  plan: { id: string; instalments: Instalment[] } | undefined,
  { today, graceDays }: { today: string; graceDays: number },
): MemberDues {
  const overdue = overdueCents(open, today, graceDays);
  const planNow = plan
    ? { ...plan, status: planStatus(plan.instalments, balanceCents, today, graceDays) }
    : null;
  return {
    balanceCents,
    overdueCents: overdue,
    status: duesStatus(balanceCents, overdue, planNow?.status ?? null),
    plan: planNow,
    open,
    oldestDueOn: open[0]?.dueOn ?? null,
  };
}

export interface Receivables {
  /** Every member with a balance (a credit too), and his dues. */
  members: Map<string, MemberDues>;
  aging: Aging;
  /** The sum of every balance owed (credits not subtracted). */
  owedCents: number;
}

/** The chapter's receivables on `today`: every balance, its open charges and the aging. */
export async function readReceivables(db: Db, today: string): Promise<Receivables> {
  const [all, settings] = await Promise.all([balances(db), moneySettings(db)]);
  const owing = [...all].filter(([, balance]) => balance > 0).map(([userId]) => userId);
  const [items, plans] = await Promise.all([
    receivableItemsOfMany(db, owing),
    acceptedPlans(db, [...all.keys()]),
  ]);
  const rules = { today, graceDays: Number(settings.graceDays) };
  const members = new Map<string, MemberDues>();
  const aging = noAging();
  let owedCents = 0;
  for (const [userId, balance] of all) {
    const open = balance > 0 ? openCharges(items.get(userId) ?? []) : [];
    addToAging(aging, open, today);
    if (balance > 0) owedCents += balance;
    members.set(userId, summarize(balance, open, plans.get(userId), rules));
  }
  return { members, aging, owedCents };
}

/** Kept per database connection (one per app instance; tests run several). */
const kept = new WeakMap<Db, { today: string; cache: VersionedCache<Receivables> }>();

/**
 * The chapter's receivables at the ledger's `version` (data version `ledger`) on `today`: kept, or
 * read once for every caller that asks meanwhile. A plan accepted or a setting changed bumps the
 * version too.
 */
export function receivables(
  db: Db,
  version: number,
  today: string,
): Receivables | Promise<Receivables> {
  let entry = kept.get(db);
  if (!entry || entry.today !== today) {
    entry = { today, cache: versionedCache(() => readReceivables(db, today)) };
    kept.set(db, entry);
  }
  return entry.cache.get(version);
}
