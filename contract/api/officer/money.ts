// The chapter's money in the officer console (area `treasury`; docs/api.md#money-officer-console,
// docs/money.md): dues schedules and their bills, charges, payments, reversals, every member's
// balance and statement, payment claims and plans, the fines and late fees the chapter's rules
// propose, the reports, the handover and the money settings. Amounts travel as whole cents.
import { z } from 'zod';
import {
  chargeKinds,
  formatCents,
  largestLineCents,
  onlineMethods,
  paymentMethods,
} from '../../money.ts';
import { isTermDay } from '../../terms.ts';
import { freeText } from '../common.ts';
import { listFormat } from '../officer.ts';
import { pageFields, pageQuery } from '../paging.ts';

const id = z.string().regex(/^[0-9a-f-]{36}$/, 'There is no such record.');

/** A member's id in the address (`/members/:userId/statement`). */
export const userIdParams = z.object({ userId: id });

/** A posting's id: a new one is a UUID, a gift's migrated one `gift-<uuid>`. */
export const postingIdParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'There is no such posting.'),
});

/** An amount on one line: whole cents, more than $0 and at most `largestLineCents`. */
export const cents = (label: string) =>
  z
    .number({ error: `${label} is a number of cents, like 12500 for $125.00.` })
    .int(`${label} is whole cents, like 12500 for $125.00.`)
    .min(1, `${label} must be more than $0.`)
    .max(largestLineCents, `${label} can be at most ${formatCents(largestLineCents)}: check it.`);

/** An amount a setting holds: whole cents, 0 (off) up to `largestLineCents`. */
const settingCents = (label: string) =>
  z
    .number({ error: `${label} is a number of cents.` })
    .int(`${label} is whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(largestLineCents, `${label} can be at most ${formatCents(largestLineCents)}.`);

/** A real day from 2000 to 2099, written YYYY-MM-DD. */
export const moneyDay = (label: string) =>
  z
    .string({ error: `${label} must be a day (YYYY-MM-DD).` })
    .refine(isTermDay, `${label} must be a day from 2000 to 2099 (YYYY-MM-DD).`);

const reference = freeText({ label: 'The reference', max: 100, required: false })
  .nullable()
  .optional();
const note = freeText({ label: 'The note', max: 500, required: false, multiline: true })
  .nullable()
  .optional();

export const memberSides = ['new', 'active'] as const;
/** Whose balance a row is: a new member, an active, or an alumnus who still owes or paid. */
export const accountSides = ['new', 'active', 'alumni'] as const;

// ---- Dues schedules ------------------------------------------------------------------------------

/** POST /dues-schedules, PUT /dues-schedules/:id. Once billed, only `name` and `dueOn` may change. */
export const scheduleRequest = z
  .object({
    name: freeText({ label: 'The name', max: 100 }),
    semesterId: id,
    side: z.enum(memberSides, { error: 'The side is "new" or "active".' }),
    amountCents: cents('The amount'),
    dueOn: moneyDay('The due day'),
    /** What of each member's dues the chapter owes its national organization. */
    nationalShareCents: settingCents('The national share').default(0),
  })
  .strict()
  .refine((body) => body.nationalShareCents <= body.amountCents, {
    path: ['nationalShareCents'],
    message: 'The national share cannot be more than the amount.',
  });
export type ScheduleRequest = z.input<typeof scheduleRequest>;

export const scheduleRow = z.object({
  id: z.string(),
  name: z.string(),
  semesterId: z.string(),
  semesterName: z.string(),
  side: z.enum(memberSides),
  amountCents: z.number().int(),
  dueOn: z.string(),
  nationalShareCents: z.number().int(),
  /** The last bill; null: never billed (amount, side, semester and share may still change). */
  billedAt: z.string().nullable(),
  /** Members charged by it (reversed charges not counted), and their total. */
  billedCount: z.number().int(),
  billedCents: z.number().int(),
  /** Members of its side, accounts open, not yet charged by it: what a bill would charge now. */
  unbilledCount: z.number().int(),
  createdAt: z.string(),
});
export type ScheduleRow = z.infer<typeof scheduleRow>;

/** A semester a schedule may name: the chapter's semesters, newest first. */
export const scheduleSemester = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type ScheduleSemester = z.infer<typeof scheduleSemester>;

/**
 * GET /dues-schedules: the schedules, and every semester one may name (the treasurer may lack the
 * `standing` area that lists them).
 */
export const schedulesResponse = z.object({
  schedules: z.array(scheduleRow),
  semesters: z.array(scheduleSemester),
});
export type SchedulesResponse = z.infer<typeof schedulesResponse>;

export const scheduleResponse = z.object({ schedule: scheduleRow });
export type ScheduleResponse = z.infer<typeof scheduleResponse>;

/** GET /dues-schedules/:id/bill-preview: whom a bill would charge now, shown before it is made. */
export const billPreviewResponse = z.object({
  count: z.number().int(),
  totalCents: z.number().int(),
});
export type BillPreviewResponse = z.infer<typeof billPreviewResponse>;

/** POST /dues-schedules/:id/bill: the members charged by this bill (none twice, ever). */
export const billResponse = z.object({
  billed: z.number().int(),
  totalCents: z.number().int(),
});
export type BillResponse = z.infer<typeof billResponse>;

// ---- Charges, payments, reversals ----------------------------------------------------------------

export const chargeRequest = z
  .object({
    userIds: z
      .array(id, { error: 'Choose the members.' })
      .min(1, 'Choose at least one member.')
      .max(500, 'At most 500 members at once.'),
    kind: z.enum(chargeKinds, { error: 'The kind is dues, fee or fine.' }),
    description: freeText({ label: 'The description', max: 200 }),
    amountCents: cents('The amount'),
    dueOn: moneyDay('The due day'),
  })
  .strict();
export type ChargeRequest = z.input<typeof chargeRequest>;

export const chargeResponse = z.object({
  postings: z.array(z.string()),
  count: z.number().int(),
  totalCents: z.number().int(),
});
export type ChargeResponse = z.infer<typeof chargeResponse>;

/** POST /payments: a payment received by hand; `receivedOn` not after the chapter's today. */
export const paymentRequest = z
  .object({
    userId: id,
    amountCents: cents('The amount'),
    method: z.enum(paymentMethods, { error: 'Choose how it was paid.' }),
    reference,
    receivedOn: moneyDay('The day received'),
    note,
  })
  .strict();
export type PaymentRequest = z.input<typeof paymentRequest>;

export const receipt = z.object({
  number: z.number().int(),
  postingId: z.string(),
  userId: z.string(),
  name: z.string(),
  amountCents: z.number().int(),
  method: z.string(),
  reference: z.string().nullable(),
  receivedOn: z.string(),
  /** Reversed: the receipt no longer counts. */
  reversed: z.boolean(),
  /** The officer who recorded the payment. */
  recordedBy: z.string(),
});
export type Receipt = z.infer<typeof receipt>;

export const payment = z.object({
  id: z.string(),
  postingId: z.string(),
  userId: z.string(),
  amountCents: z.number().int(),
  method: z.string(),
  reference: z.string().nullable(),
  receivedOn: z.string(),
});

export const paymentResponse = z.object({ payment, receipt });
export type PaymentResponse = z.infer<typeof paymentResponse>;

export const reverseRequest = z
  .object({ reason: freeText({ label: 'The reason', max: 200 }) })
  .strict();
export type ReverseRequest = z.input<typeof reverseRequest>;

export const reverseResponse = z.object({
  reversal: z.object({ id: z.string(), reverses: z.string(), reason: z.string() }),
});
export type ReverseResponse = z.infer<typeof reverseResponse>;

// ---- Balances and statements ---------------------------------------------------------------------

export const aging = z.object({
  currentCents: z.number().int(),
  days1to30Cents: z.number().int(),
  days31to60Cents: z.number().int(),
  days61to90Cents: z.number().int(),
  over90Cents: z.number().int(),
});
export type AgingBuckets = z.infer<typeof aging>;

export const planNow = z
  .object({ id: z.string(), status: z.enum(['on_track', 'behind']) })
  .nullable();

/** `owing`: a balance above 0; `credit`: below 0; the others are the dues statuses. */
export const balanceFilters = ['paid', 'on_plan', 'overdue', 'owing', 'credit'] as const;

export const balancesQuery = z.object({
  status: z.enum(balanceFilters).optional(),
  q: z.string().trim().max(100).default(''),
  ...pageQuery(50),
  format: listFormat,
});
export type BalancesQuery = z.input<typeof balancesQuery>;

export const balanceRow = z.object({
  userId: z.string(),
  name: z.string(),
  side: z.enum(accountSides),
  balanceCents: z.number().int(),
  overdueCents: z.number().int(),
  status: z.enum(['paid', 'on_plan', 'overdue']),
  oldestDueOn: z.string().nullable(),
  plan: planNow,
});
export type BalanceRow = z.infer<typeof balanceRow>;

/** This semester's dues: billed by its schedules (reversals taken off) and what of it is paid. */
export const semesterMoney = z
  .object({
    id: z.string(),
    name: z.string(),
    billedCents: z.number().int(),
    collectedCents: z.number().int(),
  })
  .nullable();

export const balancesResponse = z.object({
  /** Every member and new member with a balance or any ledger history, by name. */
  rows: z.array(balanceRow),
  /** The chapter's open charges by days past due (over every member, not the page). */
  aging,
  /** Owed (credits not subtracted), and the credits, over every member. */
  owedCents: z.number().int(),
  creditCents: z.number().int(),
  semester: semesterMoney,
  ...pageFields,
});
export type BalancesResponse = z.infer<typeof balancesResponse>;

export const statementLine = z.object({
  postingId: z.string(),
  kind: z.string(),
  occurredOn: z.string(),
  dueOn: z.string().nullable(),
  description: z.string(),
  /** On his account: a charge positive, a payment or credit negative. */
  amountCents: z.number().int(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  receiptNumber: z.number().int().nullable(),
  /** The posting that reversed this one, if any. */
  reversedBy: z.string().nullable(),
  /** The posting this one reverses, with the reason. */
  reverses: z.string().nullable(),
  reason: z.string().nullable(),
  balanceAfterCents: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementResponse = z.object({
  member: z.object({ id: z.string(), name: z.string(), side: z.enum(accountSides) }),
  balanceCents: z.number().int(),
  overdueCents: z.number().int(),
  status: z.enum(['paid', 'on_plan', 'overdue']),
  plan: z
    .object({
      id: z.string(),
      status: z.enum(['on_track', 'behind']),
      instalments: z.array(z.object({ dueOn: z.string(), amountCents: z.number().int() })),
    })
    .nullable(),
  /** Oldest first. */
  lines: z.array(statementLine),
  receipts: z.array(receipt),
});
export type StatementResponse = z.infer<typeof statementResponse>;

// ---- Payment claims ------------------------------------------------------------------------------

export const claimStatuses = ['pending', 'approved', 'refused'] as const;

export const claimsQuery = z.object({
  status: z.enum(claimStatuses).optional(),
  ...pageQuery(50),
});
export type ClaimsQuery = z.input<typeof claimsQuery>;

export const claimRow = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  amountCents: z.number().int(),
  method: z.string(),
  reference: z.string(),
  paidOn: z.string(),
  status: z.enum(claimStatuses),
  note: z.string().nullable(),
  /** His picture of the receipt, if he added one. */
  pictureUrl: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ClaimRow = z.infer<typeof claimRow>;

/** Oldest first. */
export const claimsResponse = z.object({ claims: z.array(claimRow), ...pageFields });
export type ClaimsResponse = z.infer<typeof claimsResponse>;

/** POST /payment-claims/:id/decision: approve posts the payment; a refusal says why (`note`). */
export const claimDecisionRequest = z
  .object({
    approve: z.boolean({ error: 'Say whether the claim is approved.' }),
    note: freeText({ label: 'The note', max: 500, required: false, multiline: true })
      .nullable()
      .optional(),
  })
  .strict()
  .refine((body) => body.approve || !!body.note, {
    path: ['note'],
    message: 'Say why the claim is refused.',
  });
export type ClaimDecisionRequest = z.input<typeof claimDecisionRequest>;

export const claimDecisionResponse = z.object({
  claim: claimRow,
  /** The payment posted when approved. */
  payment: payment.nullable(),
  receipt: receipt.nullable(),
});
export type ClaimDecisionResponse = z.infer<typeof claimDecisionResponse>;

// ---- Proposals: fines and late fees by the chapter's rules ---------------------------------------

export const proposal = z.object({
  /** `fine:<eventId>:<userId>` or `late:<chargePostingId>`: what posting it makes once. */
  key: z.string(),
  kind: z.enum(['fine', 'late_fee']),
  userId: z.string(),
  name: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  dueOn: z.string(),
  /** Why the rule proposes it, for the treasurer. */
  reason: z.string(),
});
export type Proposal = z.infer<typeof proposal>;

export const proposalsResponse = z.object({
  proposals: z.array(proposal),
  totalCents: z.number().int(),
});
export type ProposalsResponse = z.infer<typeof proposalsResponse>;

export const postProposalsRequest = z
  .object({
    items: z
      .array(z.string().max(200), { error: 'Tick the proposals to post.' })
      .min(1, 'Tick at least one proposal.')
      .max(2000, 'At most 2,000 at once.'),
  })
  .strict();
export type PostProposalsRequest = z.input<typeof postProposalsRequest>;

/** `skipped`: keys no longer proposed (posted meanwhile, or the rule no longer applies). */
export const postProposalsResponse = z.object({
  posted: z.number().int(),
  totalCents: z.number().int(),
  skipped: z.number().int(),
});
export type PostProposalsResponse = z.infer<typeof postProposalsResponse>;

// ---- Payment plans -------------------------------------------------------------------------------

export const planStatuses = ['proposed', 'accepted', 'declined', 'replaced', 'ended'] as const;

export const instalment = z
  .object({ dueOn: moneyDay('The instalment’s day'), amountCents: cents('The instalment') })
  .strict();

export const planRequest = z
  .object({
    userId: id,
    instalments: z
      .array(instalment, { error: 'List the instalments.' })
      .min(1, 'A plan has at least one instalment.')
      .max(24, 'A plan has at most 24 instalments.'),
  })
  .strict();
export type PlanRequest = z.input<typeof planRequest>;

export const plansQuery = z.object({
  status: z.enum(planStatuses).optional(),
  ...pageQuery(50),
});
export type PlansQuery = z.input<typeof plansQuery>;

export const planRow = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  status: z.enum(planStatuses),
  proposedBy: z.enum(['member', 'treasurer']),
  instalments: z.array(z.object({ dueOn: z.string(), amountCents: z.number().int() })),
  /** How an accepted plan stands today; null for the others. */
  planStatus: z.enum(['on_track', 'behind']).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PlanRow = z.infer<typeof planRow>;

/** Newest first. */
export const plansResponse = z.object({ plans: z.array(planRow), ...pageFields });
export type PlansResponse = z.infer<typeof plansResponse>;

export const planResponse = z.object({ plan: planRow });
export type PlanResponse = z.infer<typeof planResponse>;

export const declineRequest = z.object({ note }).strict();
export type DeclineRequest = z.input<typeof declineRequest>;

// ---- Reports -------------------------------------------------------------------------------------

export const reportKinds = ['journal', 'trial-balance', 'aging'] as const;
export const reportParams = z.object({
  kind: z.enum(reportKinds, { error: 'The report is journal, trial-balance or aging.' }),
});

export const reportQuery = z.object({ ...pageQuery(200), format: listFormat });
export type ReportQuery = z.input<typeof reportQuery>;

export const journalLine = z.object({
  occurredOn: z.string(),
  postingId: z.string(),
  kind: z.string(),
  description: z.string(),
  account: z.string(),
  userId: z.string().nullable(),
  /** The member's name on a receivable line. */
  member: z.string().nullable(),
  initiative: z.string().nullable(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  reverses: z.string().nullable(),
  reason: z.string().nullable(),
});
export type JournalLine = z.infer<typeof journalLine>;

export const trialBalanceRow = z.object({
  account: z.string(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  /** Debits less credits. */
  balanceCents: z.number().int(),
});

export const agingRow = aging.extend({
  userId: z.string(),
  name: z.string(),
  totalCents: z.number().int(),
});
export type AgingRow = z.infer<typeof agingRow>;

export const reportResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('journal'), lines: z.array(journalLine), ...pageFields }),
  z.object({
    kind: z.literal('trial-balance'),
    accounts: z.array(trialBalanceRow),
    totalDebitCents: z.number().int(),
    totalCreditCents: z.number().int(),
  }),
  z.object({ kind: z.literal('aging'), rows: z.array(agingRow), totals: aging, ...pageFields }),
]);
export type ReportResponse = z.infer<typeof reportResponse>;

// ---- Handover ------------------------------------------------------------------------------------

export const handoverResponse = z.object({
  /** The chapter's day the handover was read on. */
  today: z.string(),
  balances: z.object({
    owedCents: z.number().int(),
    creditCents: z.number().int(),
    owingCount: z.number().int(),
    overdueCount: z.number().int(),
  }),
  aging,
  /** Plans accepted (with how each stands) and proposed. */
  plans: z.array(planRow),
  claimsWaiting: z.object({ count: z.number().int(), totalCents: z.number().int() }),
  proposalsWaiting: z.object({ count: z.number().int(), totalCents: z.number().int() }),
  semester: semesterMoney,
  schedules: z.array(scheduleRow),
  /** The position(s) with the area `treasury` and their handover checklists. */
  positions: z.array(z.object({ title: z.string(), checklist: z.array(z.string()) })),
  /** The last postings, newest first. */
  lastPostings: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      occurredOn: z.string(),
      description: z.string(),
      member: z.string().nullable(),
      amountCents: z.number().int(),
      createdBy: z.string(),
    }),
  ),
});
export type HandoverResponse = z.infer<typeof handoverResponse>;

// ---- Settings ------------------------------------------------------------------------------------

const days = (label: string, max: number) =>
  z
    .number({ error: `${label} is a number of days.` })
    .int(`${label} is whole days.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} can be at most ${max}.`);

const settingsFields = {
  graceDays: days('The grace', 365),
  absenceFineCents: settingCents('The fine for an absence'),
  lateFeeCents: settingCents('The late fee'),
  lateFeeAfterDays: days('The days before a late fee', 365),
  lateFeeMinimumCents: settingCents('The smallest balance for a late fee'),
  reminders: z.boolean({ error: 'Say whether reminders are sent.' }),
  remindDaysBefore: days('The days before a due day', 60),
};

/** A price's percentage in hundredths of a percent (290 is 2.9%): at most 10%. */
const basisPoints = (label: string) =>
  z
    .number({ error: `${label} is a number of hundredths of a percent, like 290 for 2.9%.` })
    .int(`${label} is whole hundredths of a percent, like 290 for 2.9%.`)
    .min(0, `${label} cannot be negative.`)
    .max(1_000, `${label} can be at most 10%.`);

/** A price's cents: at most $100. */
const priceCents = (label: string) =>
  z
    .number({ error: `${label} is a number of cents.` })
    .int(`${label} is whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(10_000, `${label} can be at most $100.00.`);

/**
 * Paying online (docs/money.md#paying-online): the methods offered and what the processor charges
 * for each, shown before paying (the chapter absorbs the fee).
 */
const onlineSettingsFields = {
  onlineMethods: z
    .array(z.enum(onlineMethods, { error: 'A method is "card" or "us_bank_account".' }), {
      error: 'Choose the methods offered online.',
    })
    .max(onlineMethods.length, 'Choose each method once.')
    .refine((methods) => new Set(methods).size === methods.length, 'Choose each method once.'),
  cardPercentBasisPoints: basisPoints("The card's percentage"),
  cardFixedCents: priceCents("The card's fixed fee"),
  bankPercentBasisPoints: basisPoints("The bank account's percentage"),
  bankCapCents: priceCents("The bank account's cap"),
};

/** PUT /money-settings: the online fields may be left out (they keep what they are). */
export const moneySettingsBody = z
  .object({
    ...settingsFields,
    onlineMethods: onlineSettingsFields.onlineMethods.optional(),
    cardPercentBasisPoints: onlineSettingsFields.cardPercentBasisPoints.optional(),
    cardFixedCents: onlineSettingsFields.cardFixedCents.optional(),
    bankPercentBasisPoints: onlineSettingsFields.bankPercentBasisPoints.optional(),
    bankCapCents: onlineSettingsFields.bankCapCents.optional(),
  })
  .strict();
export type MoneySettingsBody = z.input<typeof moneySettingsBody>;

export const moneySettingsResponse = z.object({
  settings: z.object({ ...settingsFields, ...onlineSettingsFields }),
});
export type MoneySettingsResponse = z.infer<typeof moneySettingsResponse>;
