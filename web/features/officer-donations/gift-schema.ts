// "Record a gift" checks what the server checks (the contract's schema), and one thing more: a gift
// names its donor unless the treasurer marks it anonymous (the API takes no name as anonymous).
import { z } from 'zod';
import { donationRequestFor } from '../../../contract/api/treasury.ts';

export /** The contract's gift, plus: a named donor unless the gift is marked anonymous. */
const giftSchemaFor = (initiatives: readonly string[]) =>
  donationRequestFor(initiatives)
    .extend({ anonymous: z.boolean() })
    .refine((gift) => gift.anonymous || Boolean(gift.donorName), {
      path: ['donorName'],
      message: 'Give the donor’s name, or mark the gift as anonymous.',
      // Said with the other fields' problems, not only once they are right.
      when: (payload) => {
        const value = payload.value as { anonymous?: unknown; donorName?: unknown };
        return value.anonymous !== true && !value.donorName;
      },
    });

/** Today in the browser's time zone, YYYY-MM-DD. */
