// The member's plan builder on /me/dues (docs/money.md#payment-plans): his balance split into
// monthly instalments that add up to it to the cent, which he may then edit before he sends them.
// The server checks the same (the instalments in order, none before today, the sum the balance).
import { occurrenceDays, latestUntil } from '../../../contract/event-repeats.ts';
import type { IsoDate } from '../../../contract/event-dates.ts';

export interface Instalment {
  dueOn: IsoDate;
  amountCents: number;
}

/** The builder offers up to a year of monthly instalments; a longer plan is the treasurer's to offer. */
export const planLimits = { fewest: 2, most: 12 } as const;

/**
 * `totalCents` in `count` monthly instalments from `firstDueOn` (the same day each month, or the
 * month's last day when it is shorter): equal whole cents, the remainder on the last. Empty when
 * the total is not positive, the count is out of the limits or the day is not a day.
 */
export function splitIntoInstalments(
  totalCents: number,
  count: number,
  firstDueOn: IsoDate,
): Instalment[] {
  if (!Number.isInteger(totalCents) || totalCents <= 0) return [];
  if (!Number.isInteger(count) || count < planLimits.fewest || count > planLimits.most) return [];
  // Never more instalments than cents: each is at least one cent.
  const parts = Math.min(count, totalCents);
  const days = occurrenceDays(firstDueOn, 'month', latestUntil(firstDueOn)).slice(0, parts);
  if (days.length < parts) return [];
  const each = Math.floor(totalCents / parts);
  return days.map((dueOn, index) => ({
    dueOn,
    amountCents: index === parts - 1 ? totalCents - each * (parts - 1) : each,
  }));
}

/** What the instalments add up to. */
export const instalmentsTotal = (instalments: readonly Pick<Instalment, 'amountCents'>[]) =>
  instalments.reduce((sum, instalment) => sum + instalment.amountCents, 0);
