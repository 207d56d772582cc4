// The calendar feed's link (docs/api.md#calendar-feeds): GET /api/calendar/feed and its reset.
import { z } from 'zod';

/** The private subscription link: its token is a secret, never logged. */
export const feedUrlResponse = z.object({ url: z.string() });
