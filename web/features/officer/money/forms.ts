// What Money's forms check before they send (the contract's own schemas, the server's rules), with
// amounts typed in dollars: each form's `amountCents` field holds the dollars as typed, made whole
// cents by the check, so that a refusal of the server at `amountCents` lands at that field too.
import { z } from 'zod';
import {
  chargeRequest,
  moneySettingsBody,
  paymentRequest,
  scheduleRequest,
} from '../../../../contract/api/officer/money.ts';
import { localDate } from '../../../../contract/event-dates.ts';
import { centsFromDollars } from '../../../../contract/money-amounts.ts';
import { chapter } from '../../../lib/content/chapter.ts';

/** The chapter's day now (content/chapter.json's time zone): a payment's day at the latest. */
export const chapterToday = (): string => localDate(Date.now(), chapter.timeZone);

export const paymentSchema = z.strictObject({
  ...paymentRequest.shape,
  amountCents: centsFromDollars('one payment'),
});

export const chargeSchema = z.strictObject({
  ...chargeRequest.shape,
  amountCents: centsFromDollars('one charge'),
});

// The server also checks that the share is no more than the amount (its refusal lands at the field).
export const scheduleSchema = z.strictObject({
  ...scheduleRequest.shape,
  amountCents: centsFromDollars('one member’s dues'),
  // The national's share may be nothing: empty is $0.
  nationalShareCents: z
    .union([z.literal(''), centsFromDollars('one member’s dues')])
    .transform((value) => (value === '' ? 0 : value)),
});

/** A setting's amount in dollars: empty or $0 is 0 (the rule is off). */
const settingDollars = z.union([
  z
    .string()
    .trim()
    .regex(/^\$?0*(\.0{0,2})?$/)
    .transform(() => 0),
  centsFromDollars('one fine or fee'),
]);

export const settingsSchema = z.strictObject({
  ...moneySettingsBody.shape,
  absenceFineCents: settingDollars,
  lateFeeCents: settingDollars,
  lateFeeMinimumCents: settingDollars,
});
