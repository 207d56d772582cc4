// "Record a gift" checks what the server checks (the contract's schema), and one thing more: a gift
// names its donor unless the treasurer marks it anonymous (the API takes no name as anonymous).
import { z } from 'zod';
import { donationRequestFor } from '../../../../contract/api/officer/donations.ts';
import { localDate } from '../../../../contract/event-dates.ts';
import { chapter } from '../../../lib/content/chapter.ts';

/**
 * The chapter's day now, on its own time zone (content/chapter.json), as the server reckons it: a
 * gift's date when none is given, and the latest it may have.
 */
export const chapterToday = (): string => localDate(Date.now(), chapter.timeZone);

/** The contract's gift, plus: a named donor unless the gift is marked anonymous. */
export const giftSchemaFor = (initiatives: readonly string[], today: () => string = chapterToday) =>
  donationRequestFor(initiatives, today)
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
