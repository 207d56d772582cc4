// The public side of a period (docs/product.md#recruitment): the interest form, confirming the
// email, and deleting everything at his request. The form answers the same whatever the address,
// doing the same work, so it tells nobody who registered.
import { randomUUID } from 'node:crypto';
import type { InterestRequest } from '../../../contract/api/recruitment.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { clock } from '../../lib/clock.ts';
import { hit } from '../rate-limit/counters.ts';
import { rateLimits } from '../rate-limit/rules.ts';
import { forgetProspect } from './deletion.ts';
import {
  confirmLinkDays,
  queueAlreadyRegisteredEmail,
  queueConfirmEmail,
  type RecruitmentMailDeps,
} from './emails.ts';
import { findLink, makeLink, markLinkUsed } from './links.ts';
import { openPeriod, stagesOf } from './periods.ts';
import { confirmProspect, findProspectByEmail, insertProspect } from './prospects-repository.ts';

export type InterestDeps = RecruitmentMailDeps & { db: Db };

export const interestMessages = {
  received:
    'Thanks. Check your email for a link to confirm your address. If you do not see it in a few minutes, look in your spam folder.',
  confirmed: 'Your email is confirmed. We look forward to meeting you.',
  alreadyConfirmed: 'Your email is already confirmed. We look forward to meeting you.',
  forgotten: 'Everything we kept about you is deleted. We wish you well.',
} as const;

export const recruitmentClosed = () =>
  new HttpError(
    409,
    'recruitment_closed',
    'Recruitment is closed right now. Come back when the next period opens.',
  );

export const invalidToken = () =>
  new HttpError(400, 'invalid_token', 'This link is not valid or has expired.', {}, 'token');

/**
 * Registers the interest form in the open period (409 when none is open). A new email becomes a
 * prospect in the period's first stage with a link to confirm it; one registered and not confirmed
 * gets a fresh link, one confirmed a note that he is on the list. At most one email per prospect
 * per 10 minutes; the answer is the same in every case.
 */
export async function registerInterest(
  deps: InterestDeps,
  input: InterestRequest,
  today: string,
): Promise<string> {
  const period = await openPeriod(deps.db, today);
  if (!period) throw recruitmentClosed();
  const at = new Date(clock.now()).toISOString();
  const confirmExpires = new Date(clock.now() + confirmLinkDays * 86_400_000).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    let prospect = await findProspectByEmail(trx, period.id, input.email);
    if (!prospect) {
      const id = randomUUID();
      const stage = stagesOf(period)[0]!;
      await insertProspect(trx, { ...input, id, periodId: period.id, stage, at });
      // Another registration of the same email may have won: he is whoever is there now.
      prospect = await findProspectByEmail(trx, period.id, input.email);
      if (!prospect) return;
    }
    const quiet = !(await hit(trx, rateLimits.recruitment.emailsPerProspect, prospect.id)).allowed;
    if (quiet) return;
    if (prospect.confirmedAt) {
      await queueAlreadyRegisteredEmail(trx, deps, prospect);
      return;
    }
    const token = await makeLink(trx, prospect.id, 'confirm', confirmExpires);
    await queueConfirmEmail(trx, deps, prospect, token);
  });
  deps.mailer.wake();
  return interestMessages.received;
}

/** Confirms his email with the link's secret; a used link answers so while it is unexpired. */
export async function confirmInterest(db: Db, token: string): Promise<string> {
  const link = await findLink(db, token, 'confirm');
  if (!link) throw invalidToken();
  if (link.usedAt) return interestMessages.alreadyConfirmed;
  await db.transaction().execute(async (trx) => {
    await markLinkUsed(trx, link.tokenHash);
    await confirmProspect(trx, link.prospectId, new Date(clock.now()).toISOString());
  });
  return interestMessages.confirmed;
}

/** Deletes everything about him now, with the link in any of his emails (until it expires). */
export async function forgetInterest(db: Db, token: string): Promise<string> {
  const link = await findLink(db, token, 'forget');
  if (!link || !(await forgetProspect(db, link.prospectId))) throw invalidToken();
  return interestMessages.forgotten;
}
