// The rules for a calendar event (the CLI now, the officer console later).
import { z } from 'zod';

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const calendarEventInput = z.object({
  date: z.iso.date('The date is YYYY-MM-DD, like 2027-02-14.'),
  title: z
    .string('The event needs a --title.')
    .trim()
    .min(1, 'The event needs a --title.')
    .max(120, 'The title is at most 120 characters.'),
  // "TBD" is kept: the calendar hides it, as it hides a missing time.
  time: optionalText(40),
  location: optionalText(120),
  description: optionalText(500),
});

export type CalendarEventInput = z.infer<typeof calendarEventInput>;
