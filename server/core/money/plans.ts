// Payment plans (docs/money.md): one side proposes instalments that cover the member's balance
// exactly, the other accepts or declines. The member's calls and the treasurer's both come here, so
// the rules are the same from either side. An accepted plan replaces the member's earlier one and
// changes what his dues mean (on a plan on track he is not overdue), so accepting bumps the
// ledger's data version in the caller's transaction.
import { randomUUID } from 'node:crypto';
import type { PlanRow } from '../../../contract/api/officer/money.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { ofAccountIfAny } from '../users/account-columns.ts';
import { balanceOf } from './repository.ts';
import { planProblem, type Instalment } from './settle.ts';

export type PlanSide = 'member' | 'treasurer';

/** Who acts: the member himself or an officer (id and the name people read). */
export interface PlanActor {
  id: string;
  name: string;
}

export type PlanRecord = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export function findPlan(db: Db, planId: string) {
  return db.selectFrom('paymentPlans').selectAll().where('id', '=', planId).executeTakeFirst();
}

export const instalmentsOf = (plan: { instalments: string }): Instalment[] =>
  JSON.parse(plan.instalments) as Instalment[];

/**
 * Proposes a plan for `userId` from `side`: the instalments must cover his balance on `today`
 * exactly (400 at `instalments` otherwise). A proposal still waiting for him is replaced by the new
 * one, so at most one waits at a time. Call it with a transaction.
 */
export async function proposePlan(
  trx: Db,
  input: {
    userId: string;
    instalments: readonly Instalment[];
    side: PlanSide;
    by: PlanActor;
    today: string;
  },
): Promise<PlanRecord> {
  const balance = await balanceOf(trx, input.userId);
  if (balance <= 0)
    throw fieldError('instalments', 'There is nothing owed: a plan needs a balance to pay.');
  const problem = planProblem(input.instalments, balance, input.today);
  if (problem) throw fieldError('instalments', problem);
  const at = new Date().toISOString();
  await trx
    .updateTable('paymentPlans')
    .set({ status: 'replaced', decidedBy: input.by.id, decidedAt: at })
    .where('userId', '=', input.userId)
    .where('status', '=', 'proposed')
    .execute();
  const id = randomUUID();
  await trx
    .insertInto('paymentPlans')
    .values({
      id,
      userId: input.userId,
      instalments: JSON.stringify(
        input.instalments.map(({ dueOn, amountCents }) => ({ dueOn, amountCents })),
      ),
      proposedBy: input.side,
      proposedById: input.by.id,
      status: 'proposed',
      createdAt: at,
    })
    .execute();
  // His dues page (kept per version of the ledger) shows a proposal waiting.
  await bumpVersion(trx, 'ledger');
  return (await findPlan(trx, id))!;
}

/**
 * The plan `planId` still waiting, for the side that did not propose it: 404 when there is none
 * (or it is another member's, when `userId` is given), 409 `already_decided` when it was decided,
 * 409 when `side` proposed it itself (the other side decides).
 */
async function waitingFor(trx: Db, planId: string, side: PlanSide, userId?: string) {
  const plan = await findPlan(trx, planId);
  if (!plan || (userId !== undefined && plan.userId !== userId))
    throw new HttpError(404, 'not_found', 'There is no such plan.');
  if (plan.status !== 'proposed')
    throw new HttpError(409, 'already_decided', 'This plan was decided already.');
  if (plan.proposedBy === side)
    throw new HttpError(
      409,
      'conflict',
      side === 'member'
        ? 'You proposed this plan: the treasurer accepts or declines it.'
        : 'The treasurer proposed this plan: the member accepts or declines it.',
    );
  return plan;
}

/** Marks a waiting plan decided; false when another decision came first (the row changed). */
async function decide(
  trx: Db,
  planId: string,
  status: 'accepted' | 'declined',
  by: PlanActor,
  note: string | null,
): Promise<boolean> {
  const result = await trx
    .updateTable('paymentPlans')
    .set({ status, decidedBy: by.id, decidedAt: new Date().toISOString(), note })
    .where('id', '=', planId)
    .where('status', '=', 'proposed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Accepts the plan the other side proposed; his earlier accepted plan becomes `replaced`. Of two
 * decisions at once, one is made and the other answers 409 `already_decided`. `userId`: the member
 * accepting, whose plan it must be. Call it with a transaction.
 */
export async function acceptPlan(
  trx: Db,
  input: { planId: string; side: PlanSide; by: PlanActor; userId?: string },
): Promise<PlanRecord> {
  const plan = await waitingFor(trx, input.planId, input.side, input.userId);
  if (!(await decide(trx, plan.id, 'accepted', input.by, null)))
    throw new HttpError(409, 'already_decided', 'This plan was decided already.');
  await trx
    .updateTable('paymentPlans')
    .set({ status: 'replaced' })
    .where('userId', '=', plan.userId)
    .where('status', '=', 'accepted')
    .where('id', '!=', plan.id)
    .execute();
  await bumpVersion(trx, 'ledger');
  return (await findPlan(trx, plan.id))!;
}

/** Declines the plan the other side proposed, with an optional note. Call it with a transaction. */
export async function declinePlan(
  trx: Db,
  input: { planId: string; side: PlanSide; by: PlanActor; note?: string | null; userId?: string },
): Promise<PlanRecord> {
  const plan = await waitingFor(trx, input.planId, input.side, input.userId);
  if (!(await decide(trx, plan.id, 'declined', input.by, input.note || null)))
    throw new HttpError(409, 'already_decided', 'This plan was decided already.');
  await bumpVersion(trx, 'ledger');
  return (await findPlan(trx, plan.id))!;
}

/**
 * A plan as the treasurer reads it: an accepted one with how it stands today (`standing`: the
 * member's dues from the receivables; without any, he owes nothing and it is on track).
 */
export function toPlanRow(
  plan: PlanRecord,
  name: string,
  standing: 'on_track' | 'behind' | undefined,
): PlanRow {
  return {
    id: plan.id,
    userId: plan.userId,
    name,
    status: plan.status as PlanRow['status'],
    proposedBy: plan.proposedBy as PlanSide,
    instalments: instalmentsOf(plan),
    planStatus: plan.status === 'accepted' ? (standing ?? 'on_track') : null,
    note: plan.note,
    createdAt: plan.createdAt,
    decidedAt: plan.decidedAt,
  };
}

/** Plans of a status (all without), newest first, one page, each with its member's name. */
export async function listPlans(
  db: Db,
  { status, limit, offset }: { status?: string | undefined; limit: number; offset: number },
) {
  let query = db.selectFrom('paymentPlans as p');
  if (status) query = query.where('p.status', '=', status);
  const [rows, count] = await Promise.all([
    query
      .selectAll('p')
      .select(ofAccountIfAny('name', 'p.userId').as('name'))
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
