// The donations ledger in the officer console (area `treasury`; docs/api.md#officer-console):
// record a gift, void one with a reason (a gift is never deleted or edited), the ledger with its
// totals.
import { formatDay } from '../../dates.ts';
import { z } from 'zod';
import { centsFromDollars } from '../../money-amounts.ts';
import { freeText } from '../common.ts';
import { pageFields, pageQuery } from '../paging.ts';

/** More than this in one gift is almost certainly a typo (an extra zero). */
export const largestGiftDollars = 100_000;

/** Dollars as typed or sent (50, 12.5, "12.50"): whole cents, positive, at most the largest gift. */
export const dollarAmount = centsFromDollars('one gift');

const isoDate = z.iso.date('The date is YYYY-MM-DD, like 2026-10-01.');

/** An account's id, as the account picker gives it. */
const giftAccountId = z
  .string({ error: 'Choose the account from the list.' })
  .regex(/^[0-9a-f-]{36}$/, 'Choose the account from the list.');

/** "Sat, Feb 28, 2026", for a message (docs/product.md#dates). */
const dayInWords = formatDay;

/**
 * A gift as the treasurer records it; `initiatives` are the chapter's (content/alumni.json), or a
 * function that gives them when a gift is checked (the server's, which follow a publish).
 * `today` is the chapter's day (`localDate(now, chapter.timeZone)`, contract/event-dates.ts): a
 * gift is dated on it at the latest, wherever the treasurer and the server are.
 */
export function donationRequestFor(
  initiatives: readonly string[] | (() => readonly string[]),
  today: () => string,
) {
  const current = typeof initiatives === 'function' ? initiatives : () => initiatives;
  return z.object({
    initiative: z
      .string({ error: 'Choose the initiative.' })
      .trim()
      .superRefine((name, context) => {
        const names = current();
        if (!names.includes(name))
          context.addIssue({
            code: 'custom',
            message: `The initiative must be one of: ${names.map((known) => `"${known}"`).join(', ')}.`,
          });
      }),
    amount: dollarAmount,
    /** Empty or missing: an anonymous gift. */
    donorName: freeText({ label: 'The donor', max: 100, required: false }).nullable().optional(),
    /** Missing: the chapter's today. */
    donatedOn: isoDate
      .refine((date) => date >= '1900-01-01', 'The date is too long ago.')
      .superRefine((date, context) => {
        const day = today();
        if (date > day)
          context.addIssue({
            code: 'custom',
            message: `The date cannot be after today (${dayInWords(day)} in the chapter’s time zone).`,
          });
      })
      .optional(),
    note: freeText({ label: 'The note', max: 200, required: false, multiline: true })
      .nullable()
      .optional(),
    /** The donor's account, when the treasurer links the gift to it; missing or null: none. */
    accountId: giftAccountId.nullable().optional(),
  });
}

/** PUT /api/officer/donations/:id/account: the account the gift is his, or null for none. */
export const giftAccountRequest = z
  .object({
    accountId: giftAccountId.nullable(),
  })
  .strict();
export type GiftAccountRequest = z.input<typeof giftAccountRequest>;

/** GET /api/officer/donations/accounts?q=: accounts whose name holds the words, to link a gift to. */
export const giftAccountsQuery = z.object({
  q: z.string().trim().max(100).default(''),
});

/** An account as the treasurer picks it: its name, class and role (never its email). */
export const giftAccount = z.object({
  id: z.string(),
  name: z.string(),
  graduationYear: z.number().int().nullable(),
  role: z.enum(['member', 'alumni']),
});
export type GiftAccount = z.infer<typeof giftAccount>;

export const giftAccountsResponse = z.object({
  /** At most `giftAccountsListed`, by name; open accounts only. */
  accounts: z.array(giftAccount),
});
export type GiftAccountsResponse = z.infer<typeof giftAccountsResponse>;

/** The most accounts one search answers. */
export const giftAccountsListed = 10;

export const voidRequest = z.object({
  reason: freeText({ label: 'The reason', max: 200 }),
});

export const donationRow = z.object({
  id: z.string(),
  initiative: z.string(),
  /** Dollars. */
  amount: z.number(),
  donorName: z.string().nullable(),
  donatedOn: z.string(),
  note: z.string().nullable(),
  recordedBy: z.string(),
  createdAt: z.string(),
  voided: z.object({ at: z.string(), by: z.string(), reason: z.string() }).nullable(),
  /** The account the treasurer linked the gift to (its name now), or null. */
  account: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type DonationRow = z.infer<typeof donationRow>;

export const donationsQuery = z.object({
  initiative: z.string().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Voided gifts are listed too unless `exclude`; `only` lists just them. */
  voided: z.enum(['include', 'exclude', 'only']).default('include'),
  ...pageQuery(50),
  /** `csv`: every matching gift (the paging is ignored). */
  format: z.enum(['json', 'csv']).default('json'),
});
export type DonationsQuery = z.input<typeof donationsQuery>;

export const donationsResponse = z.object({
  /** One page of the matching gifts, newest first (by day given, then as recorded). */
  donations: z.array(donationRow),
  /** Per initiative, the gifts that count (not voided), in dollars: what the alumni page shows. */
  totals: z.record(z.string(), z.number()),
  /** The matching gifts that count (not voided), over every page, in dollars. */
  listedTotal: z.number(),
  ...pageFields,
});
export type DonationsResponse = z.infer<typeof donationsResponse>;

export const donationResponse = z.object({ donation: donationRow, message: z.string() });
