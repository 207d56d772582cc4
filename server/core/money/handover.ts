// The treasurer's handover (docs/money.md#for-the-chapters-accountant-and-the-next-treasurer): what
// a new treasurer reads on his first day, in one answer the console prints. The balances and aging,
// the plans open and how each stands, what waits for him (claims, proposed fines and late fees),
// this semester's schedules with what they billed and collected, his position's handover checklist,
// and the last postings.
import { sql } from 'kysely';
import type { HandoverResponse, Proposal } from '../../../contract/api/officer/money.ts';
import type { Db } from '../../db/database.ts';
import { ofAccountIfAny } from '../users/account-columns.ts';
import type { Receivables } from './dues.ts';
import { listPlans, toPlanRow } from './plans.ts';
import { listSchedules, semesterDues, type Semesters } from './schedules.ts';

/** How many of the last postings the handover lists. */
export const handoverPostings = 20;

export async function handoverOf(
  db: Db,
  receivables: Receivables,
  proposals: readonly Proposal[],
  today: string,
  semesters: { current: { id: string; name: string } | undefined; all: Semesters },
): Promise<HandoverResponse> {
  let creditCents = 0;
  let owingCount = 0;
  let overdueCount = 0;
  for (const dues of receivables.members.values()) {
    if (dues.balanceCents < 0) creditCents -= dues.balanceCents;
    if (dues.balanceCents > 0) owingCount += 1;
    if (dues.status === 'overdue') overdueCount += 1;
  }
  const semester = await semesterDues(db, receivables, semesters.current);
  const [accepted, proposed, claims, schedules, positions, last] = await Promise.all([
    listPlans(db, { status: 'accepted', limit: 200, offset: 0 }),
    listPlans(db, { status: 'proposed', limit: 200, offset: 0 }),
    db
      .selectFrom('paymentClaims')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('count'),
        eb.fn.sum<string | number | null>('amountCents').as('cents'),
      ])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    semester ? listSchedules(db, today, semesters.all, semester.id) : Promise.resolve([]),
    db
      .selectFrom('positions')
      .select(['title', 'checklist'])
      .where(sql<boolean>`(',' || areas || ',') like '%,treasury,%'`)
      .orderBy('sortOrder')
      .execute(),
    db
      .selectFrom('ledgerPostings as p')
      .select(['p.id', 'p.kind', 'p.occurredOn', 'p.description', 'p.createdByName'])
      .select(ofAccountIfAny('name', 'p.userId').as('name'))
      .select((eb) =>
        eb
          .selectFrom('ledgerLines as l')
          .select((inner) =>
            inner.fn
              .sum<string | number>(
                inner
                  .case()
                  .when('l.amountCents', '>', 0)
                  .then(inner.ref('l.amountCents'))
                  .else(0)
                  .end(),
              )
              .as('moved'),
          )
          .whereRef('l.postingId', '=', 'p.id')
          .as('amountCents'),
      )
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(handoverPostings)
      .execute(),
  ]);
  const plans = [...accepted.rows, ...proposed.rows].map((plan) =>
    toPlanRow(plan, plan.name ?? '', receivables.members.get(plan.userId)?.plan?.status),
  );
  return {
    today,
    balances: { owedCents: receivables.owedCents, creditCents, owingCount, overdueCount },
    aging: receivables.aging,
    plans,
    claimsWaiting: { count: Number(claims.count), totalCents: Number(claims.cents ?? 0) },
    proposalsWaiting: {
      count: proposals.length,
      totalCents: proposals.reduce((sum, proposal) => sum + proposal.amountCents, 0),
    },
    semester,
    schedules,
    positions: positions.map((position) => ({
      title: position.title,
      checklist: JSON.parse(position.checklist) as string[],
    })),
    lastPostings: last.map((posting) => ({
      id: posting.id,
      kind: posting.kind,
      occurredOn: posting.occurredOn,
      description: posting.description,
      member: posting.name ?? null,
      amountCents: Number(posting.amountCents ?? 0),
      createdBy: posting.createdByName,
    })),
  };
}
