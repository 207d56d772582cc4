// SQL for the calendar officer's view of an event's RSVPs: a page of one list (attending or the
// waitlist) in the order people answered, read through the `rsvps_event_status` index.
import type { Db } from '../../../db/database.ts';
import type { RsvpStatus } from '../../../core/calendar/alumni-events-repository.ts';
import { ofAccount } from '../../../core/users/account-columns.ts';

/**
 * One list of an event's RSVPs, `limit` from `offset`: by the time of the answer, then the account
 * id (the same order in which the waitlist moves up), so the pages neither repeat nor skip anyone.
 */
export function rsvpListPage(
  db: Db,
  eventKey: string,
  status: RsvpStatus,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('rsvps')
    .select([
      ofAccount('name', 'rsvps.userId').as('name'),
      ofAccount('email', 'rsvps.userId').as('email'),
      'rsvps.createdAt',
      'rsvps.userId',
    ])
    .where('rsvps.eventKey', '=', eventKey)
    .where('rsvps.status', '=', status)
    .orderBy('rsvps.createdAt')
    .orderBy('rsvps.userId')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
