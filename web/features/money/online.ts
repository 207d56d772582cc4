// Paying dues online, in words and rules the page shows (docs/product.md#paying-online): the amounts
// offered, what each method costs the chapter, an amount typed in dollars checked as the server
// checks it, and the banner that says how a payment stands once he is back from Stripe.
import {
  processorFeeCents,
  type MethodCost,
  type OnlinePayment,
  type PayerStatus,
} from '../../../contract/api/payments.ts';
import { centsFromDollars } from '../../../contract/money-amounts.ts';
import { formatCents } from '../../../contract/money.ts';

/** One amount he may pick: a suggestion of the server's, named as it names it. */
export interface AmountChoice {
  label: string;
  amountCents: number;
}

/**
 * The suggestions he may pay, each amount once (what is due is often his whole balance: the first
 * label names it) and only those the server would take.
 */
export function amountChoices(online: OnlinePayment): AmountChoice[] {
  const seen = new Set<number>();
  const choices: AmountChoice[] = [];
  for (const { label, amountCents } of online.suggestions) {
    if (amountCents < online.minCents || amountCents > online.maxCents || seen.has(amountCents))
      continue;
    seen.add(amountCents);
    choices.push({ label, amountCents });
  }
  return choices;
}

const typedDollars = centsFromDollars('one payment');

/**
 * An amount typed in dollars ("125", "125.50", "$1,200"): its cents, or why it cannot be paid
 * online (less than the least, or more than he owes).
 */
export function typedAmount(
  typed: string,
  online: Pick<OnlinePayment, 'minCents' | 'maxCents'>,
): { cents: number } | { error: string } {
  if (typed.trim() === '') return { error: 'Enter the amount in dollars, like 50 or 12.50.' };
  const checked = typedDollars.safeParse(typed);
  if (!checked.success)
    return { error: checked.error.issues[0]?.message ?? 'Enter the amount in dollars.' };
  const cents = checked.data;
  if (cents < online.minCents)
    return { error: `The least you can pay online is ${formatCents(online.minCents)}.` };
  if (cents > online.maxCents)
    return { error: `You owe ${formatCents(online.maxCents)}: pay at most that.` };
  return { cents };
}

/**
 * What a method costs the chapter for a payment of `amountCents`: "Card: the chapter pays $4.65 in
 * fees", "US bank account: the chapter pays $1.20 in fees — takes 3–5 business days".
 */
export function feeLine(cost: MethodCost, amountCents: number | null): string {
  const slow = cost.method === 'us_bank_account' ? ' — takes 3–5 business days' : '';
  if (amountCents === null) return `${cost.name}${slow ? `: takes 3–5 business days` : ''}`;
  return `${cost.name}: the chapter pays ${formatCents(processorFeeCents(amountCents, cost))} in fees${slow}`;
}

/** How the banner looks: Bootstrap's alert kinds. */
export type BannerTone = 'success' | 'info' | 'warning';

/** A payment back from Stripe, as the server says it stands (never as the address says). */
export interface CheckoutAnswer {
  amountCents: number;
  status: PayerStatus;
  receiptNumber: number | null;
}

/** The banner's words for his payment; `gaveUp`: still open after the page stopped asking. */
export function checkoutBanner(
  answer: CheckoutAnswer,
  gaveUp: boolean,
): { tone: BannerTone; text: string; receiptNumber: number | null } {
  const amount = formatCents(answer.amountCents);
  switch (answer.status) {
    case 'paid':
      return {
        tone: 'success',
        text: `Paid: ${amount}. Thank you.`,
        receiptNumber: answer.receiptNumber,
      };
    case 'processing':
      return {
        tone: 'info',
        text: `Processing: a bank payment takes a few business days; your balance will show ${amount} when it arrives.`,
        receiptNumber: null,
      };
    case 'not_paid':
      return { tone: 'warning', text: 'Not paid: nothing was charged.', receiptNumber: null };
    case 'open':
      return {
        tone: 'info',
        text: gaveUp
          ? 'We have not heard from Stripe yet; this page will show the payment when it arrives.'
          : `Checking your payment of ${amount} with Stripe...`,
        receiptNumber: null,
      };
  }
}

/** Why the payment could not be started, for him (Stripe down is said plainly). */
export function checkoutFailure(code: string | undefined, fallback: string): string {
  if (code === 'processor_unavailable')
    return 'Stripe could not be reached; try again in a minute.';
  return fallback;
}
