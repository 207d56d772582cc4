// The rules for recording a gift (the CLI now, the officer console later).
import { z } from 'zod';

/** More than this in one gift is almost certainly a typo (an extra zero). */
export const largestGiftDollars = 100_000;

export function donationInput(initiatives: string[]) {
  return z.object({
    initiative: z
      .string()
      .trim()
      .refine((name) => initiatives.includes(name), {
        message: `The initiative must be one of: ${initiatives.map((name) => `"${name}"`).join(', ')}.`,
      }),
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, 'The amount is in dollars, like 50 or 12.50.')
      .transform((text) => Math.round(Number(text) * 100))
      .refine((cents) => cents > 0, 'The amount must be more than $0.')
      .refine(
        (cents) => cents <= largestGiftDollars * 100,
        `More than $${largestGiftDollars.toLocaleString('en-US')} in one gift? Check the amount.`,
      ),
    donor: z.string().trim().max(100).optional(),
    date: z.iso.date('The date is YYYY-MM-DD.').optional(),
    note: z.string().trim().max(200).optional(),
  });
}
