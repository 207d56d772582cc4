// The calendar feed's link (docs/api.md#calendar-feeds): GET /api/calendar/feed (whether the account
// has one) and POST /api/calendar/feed/reset (a new one, shown this once: only its hash is kept).
import { z } from 'zod';

/** Whether the account has a link: made before, it works but cannot be shown again. */
export const feedStateResponse = z.object({ made: z.boolean() });
export type FeedState = z.infer<typeof feedStateResponse>;

/** The private subscription link, new: its token is a secret, never logged, shown this once. */
export const feedUrlResponse = z.object({ url: z.string() });
