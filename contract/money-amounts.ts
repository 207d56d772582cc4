// Amounts as people type them: dollars ("50", "12.50", "$1,234.56") made whole cents, checked as
// the server checks them. Apart from contract/money.ts, which the pages that only show amounts load
// without the validation library.
import { z } from 'zod';
import { largestLineCents } from './money.ts';

const typedDollars = 'Enter the amount in dollars, like 50 or 12.50.';

/**
 * Dollars as typed or sent (50, 12.5, "12.50") → whole cents, more than $0 and at most the largest
 * line; `what` names the amount in the message that catches an extra zero ("in one gift?").
 */
export const centsFromDollars = (what = 'one amount') =>
  z
    .union([z.number(), z.string().trim()], { error: typedDollars })
    .transform((value, ctx) => {
      const typed = typeof value === 'number' ? String(value) : value.replace(/^\$/, '');
      // Commas only between groups of three digits (`1,000`): `1,0,0` is a typo, not $100.
      if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(typed)) {
        ctx.addIssue({ code: 'custom', message: typedDollars });
        return z.NEVER;
      }
      return Math.round(Number(typed.replaceAll(',', '')) * 100);
    })
    .pipe(
      z
        .number()
        .min(1, 'The amount must be more than $0.')
        .max(
          largestLineCents,
          `More than $${(largestLineCents / 100).toLocaleString('en-US')} in ${what}? Check the amount.`,
        ),
    );
