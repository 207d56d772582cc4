// SQL of mail to the chapter's own people (docs/api.md#mail): the accounts an audience holds — the
// actives, the alumni, a class, or an alumni event's attendees — verified before the send was
// made, open (not disabled or ended), and not having turned the send's kind off.
import { sql } from 'kysely';
import type { MailKind } from '../../../contract/mail.ts';
import type { Db } from '../../db/database.ts';

/** An audience of accounts (not the newsletter's subscribers), as stored on a send. */
export type AccountAudience = 'members' | 'alumni' | `class:${string}` | `event:${string}`;

function recipients(db: Db, audience: AccountAudience, kind: MailKind, cutoff: string) {
  let query = db
    .selectFrom('users')
    .where('users.verifiedAt', 'is not', null)
    .where('users.verifiedAt', '<=', cutoff)
    .where('users.disabledAt', 'is', null)
    // An ended account is disabled for good; said again, so no path that opened one could mail him.
    .where('users.endedAt', 'is', null)
    // `mail_off` is a comma list of kinds: matched whole, between commas.
    .where(sql<boolean>`(',' || ${sql.ref('users.mailOff')} || ',') not like ${`%,${kind},%`}`);
  if (audience === 'members' || audience === 'alumni')
    query = query.where('users.role', '=', audience === 'members' ? 'member' : 'alumni');
  else if (audience.startsWith('class:'))
    query = query.where('users.graduationYear', '=', Number(audience.slice('class:'.length)));
  else
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('rsvps')
          .select('rsvps.userId')
          .whereRef('rsvps.userId', '=', 'users.id')
          .where('rsvps.eventKey', '=', audience.slice('event:'.length))
          .where('rsvps.status', '=', 'attending'),
      ),
    );
  return query;
}

export async function countAccountRecipients(
  db: Db,
  audience: AccountAudience,
  kind: MailKind,
  cutoff: string,
): Promise<number> {
  const row = await recipients(db, audience, kind, cutoff)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next batch of an audience's accounts after `afterId` (by id: queueing resumes there). */
export function accountRecipientsAfter(
  db: Db,
  audience: AccountAudience,
  kind: MailKind,
  cutoff: string,
  afterId: string,
  limit: number,
) {
  return recipients(db, audience, kind, cutoff)
    .select(['users.id', 'users.email', 'users.name'])
    .where('users.id', '>', afterId)
    .orderBy('users.id')
    .limit(limit)
    .execute();
}
