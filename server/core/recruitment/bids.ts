// A prospective member's bid, from his side (docs/product.md#recruitment): reading it through the
// link in his email, and answering it once. Accepting makes a one-use invite for his email alone,
// emailed to him as the signup link (the code is also in the answer, and nowhere else).
import type { BidView } from '../../../contract/api/recruitment.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { clock } from '../../lib/clock.ts';
import { createInviteCode } from '../invites/invites.ts';
import { queueBidAcceptedEmail, signupUrl, type RecruitmentMailDeps } from './emails.ts';
import { findLink, markLinkUsed, type FoundLink } from './links.ts';
import { findProspect, type ProspectRow } from './prospects-repository.ts';

/** How long the invite of an accepted bid works. */
export const bidInviteDays = 14;

const answered = () =>
  new HttpError(409, 'bid_answered', 'This bid has been answered already: the answer stands.');

const noSuchBid = () =>
  new HttpError(404, 'not_found', 'There is no such bid. Open the link in your email again.');

/** Whether the bid can no longer be answered: its link or its last day has passed. */
const isPast = (link: FoundLink, prospect: ProspectRow, today: string, now: number) =>
  link.expiresAt <= new Date(now).toISOString() ||
  (prospect.bidExpiresOn !== null && prospect.bidExpiresOn < today);

async function bidOf(db: Db, token: string) {
  const link = await findLink(db, token, 'bid', { evenExpired: true });
  const prospect = link ? await findProspect(db, link.prospectId) : undefined;
  if (!link || !prospect || prospect.bidStatus === 'none') throw noSuchBid();
  return { link, prospect };
}

const statusOf = (
  link: FoundLink,
  prospect: ProspectRow,
  today: string,
  now: number,
): BidView['status'] => {
  if (prospect.bidStatus === 'accepted' || prospect.bidStatus === 'declined')
    return prospect.bidStatus;
  return isPast(link, prospect, today, now) ? 'expired' : 'extended';
};

/** The bid behind a link, as he reads it (404 for an unknown link). */
export async function readBid(db: Db, token: string, today: string): Promise<BidView> {
  const { link, prospect } = await bidOf(db, token);
  return {
    name: prospect.name,
    status: statusOf(link, prospect, today, clock.now()),
    expiresOn: prospect.bidExpiresOn ?? today,
    signupUrl: null,
  };
}

/**
 * Answers the bid once: accepting marks it accepted and makes his invite (the signup link in the
 * answer and in an email), declining marks it declined. 409 `bid_answered` for a second answer,
 * `bid_expired` once its last day has passed; 404 for an unknown link.
 */
export async function answerBid(
  deps: RecruitmentMailDeps & { db: Db },
  token: string,
  accept: boolean,
  today: string,
): Promise<BidView> {
  const now = clock.now();
  const at = new Date(now).toISOString();
  const view = await deps.db.transaction().execute(async (trx): Promise<BidView> => {
    const { link, prospect } = await bidOf(trx, token);
    if (prospect.bidStatus !== 'extended') throw answered();
    if (isPast(link, prospect, today, now))
      throw new HttpError(
        409,
        'bid_expired',
        'The time to answer this bid has passed. If you still want to join, contact the chapter.',
      );
    const taken = await trx
      .updateTable('prospects')
      .set({ bidStatus: accept ? 'accepted' : 'declined', bidAnsweredAt: at, updatedAt: at })
      .where('id', '=', prospect.id)
      .where('bidStatus', '=', 'extended')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw answered();
    await markLinkUsed(trx, link.tokenHash);
    const expiresOn = prospect.bidExpiresOn ?? today;
    if (!accept) return { name: prospect.name, status: 'declined', expiresOn, signupUrl: null };
    const invite = await createInviteCode(trx, {
      role: 'member',
      uses: 1,
      days: bidInviteDays,
      createdBy: 'recruitment bid',
      email: prospect.email,
      prospectId: prospect.id,
    });
    await trx
      .updateTable('prospects')
      .set({ inviteId: invite.id })
      .where('id', '=', prospect.id)
      .execute();
    const url = signupUrl(deps.publicUrl, invite.code, prospect.email, prospect.name);
    await queueBidAcceptedEmail(trx, deps, prospect, url, bidInviteDays);
    return { name: prospect.name, status: 'accepted', expiresOn, signupUrl: url };
  });
  deps.mailer.wake();
  return view;
}
