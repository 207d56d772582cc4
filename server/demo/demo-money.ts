// The demo chapter's money (docs/money.md), dated from the day the demo loads (decision 009), so the
// treasurer's pages and a brother's dues show something on the first start: this semester's dues
// for each side (the actives' due three weeks ago, the new members' in three weeks), most brothers
// paid in cash, by check, Venmo or Zelle with their receipts, one on a plan accepted, some overdue
// (one fined too, one paid in part), one Venmo claim and one proposed plan waiting for the
// treasurer. The demo member (member@) has paid his dues and owes a formal ticket due in ten days.
// Written through the ledger's and the plans' and claims' own functions, as the console writes them.
import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '../../contract/money.ts';
import type { Db } from '../db/database.ts';
import { post, type LineInput, type PostingInput } from '../core/money/ledger.ts';
import { createClaim, postPayment } from '../core/money/claims.ts';
import { acceptPlan, proposePlan } from '../core/money/plans.ts';
import { addDays } from '../core/money/settle.ts';

export interface DemoBrother {
  id: string;
  email: string;
  name: string;
}

/** The brothers whose money tells a story; every other active pays in full. */
const roles = {
  member: 'member@oxp-northmere.example',
  officer: 'officer@oxp-northmere.example',
  treasurer: 'samuel.whitford@oxp-northmere.example',
  president: 'ethan.caldwell@oxp-northmere.example',
  onPlan: 'noah.lindqvist@oxp-northmere.example',
  overdueFined: 'darius.cole@oxp-northmere.example',
  overdue: 'marcus.delgado@oxp-northmere.example',
  partly: 'jude.eriksen@oxp-northmere.example',
  claimed: 'owen.prescott@oxp-northmere.example',
  proposing: 'henry.adebayo@oxp-northmere.example',
} as const;

const duesCents = 45_000;
const newMemberDuesCents = 30_000;
const nationalShareCents = 9_000;
const methods: PaymentMethod[] = ['cash', 'check', 'venmo', 'zelle'];

/** A dues charge as a schedule bills it: his receivable, the chapter's income, national's share. */
function duesLines(userId: string, amount: number): LineInput[] {
  return [
    { account: 'receivable', userId, amountCents: amount },
    { account: 'dues_income', amountCents: -(amount - nationalShareCents) },
    { account: 'national_payable', amountCents: -nationalShareCents },
  ];
}

/**
 * Loads the money picture into the demo's transaction. `semester` is the one that holds today (or
 * the next, or the last), whose dues these are; `actives` every active brother.
 */
export async function seedMoney(
  trx: Db,
  {
    today,
    stamp,
    semester,
    actives,
  }: {
    today: string;
    stamp: string;
    semester: { id: string; name: string } | undefined;
    actives: readonly DemoBrother[];
  },
): Promise<void> {
  const who = new Map(actives.map((brother) => [brother.email, brother]));
  const treasurer = who.get(roles.treasurer);
  const president = who.get(roles.president);
  if (!semester || !treasurer || !president) return;
  const byTreasurer = { id: treasurer.id, name: treasurer.name };
  const day = (offset: number) => addDays(today, offset);

  // This semester's schedules, billed: the actives' due three weeks ago, the new members' ahead.
  const schedules = [
    { side: 'active', amountCents: duesCents, dueOn: day(-21), name: `${semester.name} dues` },
    {
      side: 'new',
      amountCents: newMemberDuesCents,
      dueOn: day(21),
      name: `${semester.name} new member dues`,
    },
  ].map((schedule) =>
    Object.assign(schedule, {
      id: randomUUID(),
      semesterId: semester.id,
      nationalShareCents,
      createdBy: treasurer.id,
      createdAt: stamp,
      updatedAt: stamp,
      billedAt: stamp,
    }),
  );
  await trx.insertInto('duesSchedules').values(schedules).execute();
  const billed = schedules[0]!;
  const charges: PostingInput[] = actives.map((brother) => ({
    kind: 'dues',
    occurredOn: day(-35),
    dueOn: billed.dueOn,
    userId: brother.id,
    description: billed.name,
    scheduleId: billed.id,
    sourceKey: `dues:${billed.id}:${brother.id}`,
    lines: duesLines(brother.id, duesCents),
    by: byTreasurer,
  }));
  const member = who.get(roles.member);
  if (member)
    charges.push({
      kind: 'fee',
      occurredOn: day(-4),
      dueOn: day(10),
      userId: member.id,
      description: 'Spring formal ticket',
      lines: [
        { account: 'receivable', userId: member.id, amountCents: 6_000 },
        { account: 'fines_fees_income', amountCents: -6_000 },
      ],
      by: byTreasurer,
    });
  const fined = who.get(roles.overdueFined);
  if (fined)
    charges.push({
      kind: 'fine',
      occurredOn: day(-24),
      dueOn: day(-10),
      userId: fined.id,
      description: 'Fine: missed house cleaning',
      lines: [
        { account: 'receivable', userId: fined.id, amountCents: 2_500 },
        { account: 'fines_fees_income', amountCents: -2_500 },
      ],
      by: byTreasurer,
    });
  await post(trx, charges);

  // Payments, oldest first so the receipts are numbered in the order they came in.
  const unpaid = new Set<string>([
    roles.onPlan,
    roles.overdueFined,
    roles.overdue,
    roles.claimed,
    roles.proposing,
  ]);
  const payments = actives
    .filter((brother) => !unpaid.has(brother.email))
    .map((brother, index) => {
      const special: Partial<Record<string, { method: PaymentMethod; cents: number }>> = {
        [roles.member]: { method: 'check', cents: duesCents },
        [roles.officer]: { method: 'zelle', cents: duesCents },
        [roles.partly]: { method: 'cash', cents: 20_000 },
      };
      const { method, cents } = special[brother.email] ?? {
        method: methods[index % methods.length]!,
        cents: duesCents,
      };
      return {
        brother,
        method,
        cents,
        receivedOn: day(-34 + (index % 12)),
        // Nobody records his own payment: the treasurer's is the president's to record.
        by: brother.id === treasurer.id ? { id: president.id, name: president.name } : byTreasurer,
      };
    })
    .toSorted((a, b) => a.receivedOn.localeCompare(b.receivedOn));
  for (const payment of payments)
    await postPayment(trx, {
      userId: payment.brother.id,
      amountCents: payment.cents,
      method: payment.method,
      reference: payment.method === 'check' ? `Check ${1040 + payments.indexOf(payment)}` : null,
      receivedOn: payment.receivedOn,
      by: payment.by,
    });

  // A plan the treasurer accepted, on track; a proposal and a Venmo claim waiting for him.
  const onPlan = who.get(roles.onPlan);
  if (onPlan) {
    const plan = await proposePlan(trx, {
      userId: onPlan.id,
      instalments: [0, 30, 60].map((offset) => ({ dueOn: day(3 + offset), amountCents: 15_000 })),
      side: 'member',
      by: { id: onPlan.id, name: onPlan.name },
      today,
    });
    await acceptPlan(trx, { planId: plan.id, side: 'treasurer', by: byTreasurer });
  }
  const proposing = who.get(roles.proposing);
  if (proposing)
    await proposePlan(trx, {
      userId: proposing.id,
      instalments: [
        { dueOn: day(5), amountCents: 22_500 },
        { dueOn: day(35), amountCents: 22_500 },
      ],
      side: 'member',
      by: { id: proposing.id, name: proposing.name },
      today,
    });
  const claimed = who.get(roles.claimed);
  if (claimed)
    await createClaim(
      trx,
      claimed.id,
      {
        amountCents: duesCents,
        method: 'venmo',
        reference: '@owen-prescott',
        paidOn: day(-2),
        note: 'Sent Friday night, the screenshot is in my texts.',
      },
      today,
    );
}
