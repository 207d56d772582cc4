// Extending a bid (docs/product.md#recruitment): the recruitment officer invites a confirmed prospect
// to join, to answer by a day from today to 60 days on. The prospect gets an email with a link that
// works to the end of that day on the chapter's clock. One bid at a time: a new one only after the
// last expired unanswered.
import { zonedInstant } from '../../../contract/event-dates.ts';
import { recruitmentLimits } from '../../../contract/recruitment.ts';
import { addDays } from '../../../contract/terms.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, fieldError } from '../../http-error.ts';
import { queueBidEmail, type RecruitmentMailDeps } from './emails.ts';
import { makeLink } from './links.ts';
import { findPeriod } from './periods.ts';
import { findProspect } from './prospects-repository.ts';

/** Extends a bid (in the audited transaction). */
export async function extendBid(
  trx: Db,
  deps: RecruitmentMailDeps & { timeZone: string },
  prospectId: string,
  expiresOn: string,
  now: { at: string; today: string },
): Promise<void> {
  const prospect = await findProspect(trx, prospectId);
  if (!prospect) throw new HttpError(404, 'not_found', 'There is no such prospective member.');
  const period = await findPeriod(trx, prospect.periodId);
  if (!period || period.deletedAt)
    throw new HttpError(409, 'period_deleted', 'This period’s prospective members were deleted.');
  if (prospect.confirmedAt === null)
    throw new HttpError(
      409,
      'conflict',
      'He has not confirmed his email yet: a bid goes only to a confirmed address.',
    );
  const lastDay = addDays(now.today, recruitmentLimits.bidDaysMax);
  if (expiresOn < now.today || expiresOn > lastDay)
    throw fieldError(
      'expiresOn',
      `Choose a day from today to ${recruitmentLimits.bidDaysMax} days from now.`,
    );
  // Only a prospect without a bid, or whose bid expired unanswered, gets one: the condition is part
  // of the write, so two officers extending at once make one bid.
  const extended = await trx
    .updateTable('prospects')
    .set({
      bidStatus: 'extended',
      bidExpiresOn: expiresOn,
      bidAt: now.at,
      bidAnsweredAt: null,
      updatedAt: now.at,
    })
    .where('id', '=', prospectId)
    .where((eb) =>
      eb.or([
        eb('bidStatus', '=', 'none'),
        eb.and([eb('bidStatus', '=', 'extended'), eb('bidExpiresOn', '<', now.today)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(extended.numUpdatedRows) === 0)
    throw new HttpError(
      409,
      'bid_exists',
      'He has a bid already: it is waiting for his answer or was answered.',
    );
  const endOfDay = new Date(zonedInstant(addDays(expiresOn, 1), 0, 0, deps.timeZone)).toISOString();
  const token = await makeLink(trx, prospect.id, 'bid', endOfDay);
  await queueBidEmail(trx, deps, prospect, token, expiresOn);
}
