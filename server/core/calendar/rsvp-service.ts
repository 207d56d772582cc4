// RSVP, withdraw, and the waitlist moving up (docs/product.md#rsvp). Every change to an event's
// lists runs in one transaction that first holds the event's row (repository.ts lockAlumniEvent),
// so concurrent RSVPs for the last place are taken one at a time on both engines: exactly
// `capacity` attend and the rest wait. A promotion and its email are in the same transaction.
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { EmailBrand } from '../mail/templates.ts';
import { promotedEmail, type Recipient } from './alumni-emails.ts';
import * as repo from './alumni-events-repository.ts';
import { newRsvpStatus, seatsToFill } from './waitlist.ts';

export interface RsvpDeps {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  /** The alumni page's absolute URL, for the emails. */
  alumniPageUrl: string;
}

export const noRsvpEvent = () =>
  new HttpError(404, 'not_found', 'There is no such event to RSVP for.');

/** The caller's RSVP: a place while there is one, else the waitlist. A second RSVP changes nothing. */
export function rsvpTo(deps: RsvpDeps, eventKey: string, userId: string): Promise<repo.RsvpStatus> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockAlumniEvent(trx, eventKey))) throw noRsvpEvent();
    const existing = await repo.rsvpStatus(trx, eventKey, userId);
    if (existing) return existing;
    const event = (await repo.findAlumniEvent(trx, eventKey))!;
    const { attending } = await repo.countsFor(trx, eventKey);
    const status = newRsvpStatus(event.capacity, attending);
    await repo.addRsvp(trx, eventKey, userId, status);
    return status;
  });
}

/** Withdraws the caller's RSVP (or waitlist place); a freed place goes to the first in line. */
export async function withdrawFrom(
  deps: RsvpDeps,
  eventKey: string,
  userId: string,
): Promise<void> {
  const promoted = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockAlumniEvent(trx, eventKey))) throw noRsvpEvent();
    if (!(await repo.rsvpStatus(trx, eventKey, userId))) return [];
    await repo.removeRsvp(trx, eventKey, userId);
    return fillFreePlaces(trx, deps, eventKey);
  });
  if (promoted.length) deps.mailer.wake();
}

/**
 * Gives free places to the first in line and queues each an email, in the caller's transaction
 * (which holds the event's row). Call `mailer.wake()` after the commit. Returns who moved up.
 */
export async function fillFreePlaces(
  trx: Db,
  deps: Pick<RsvpDeps, 'mailer' | 'brand' | 'alumniPageUrl'>,
  eventKey: string,
): Promise<Recipient[]> {
  const event = await repo.findAlumniEvent(trx, eventKey);
  if (!event) return [];
  const counts = await repo.countsFor(trx, eventKey);
  const places = seatsToFill(event.capacity, counts.attending, counts.waitlisted);
  if (!places) return [];
  const next = await repo.waitlist(trx, eventKey, places);
  await repo.giveSeats(
    trx,
    eventKey,
    next.map((person) => person.userId),
  );
  for (const person of next)
    await deps.mailer.enqueue(trx, promotedEmail(deps.brand, deps.alumniPageUrl, event, person));
  return next.map(({ name, email }) => ({ name, email }));
}
