// Ending one's own account (DELETE /api/me; docs/product.md#privacy): the password asked again (a
// guess counted like a login's), then he can no longer sign in, leaves every directory and list,
// his pictures are deleted and his profile emptied; what the chapter must keep stays without his
// contact data (gifts in the ledger, counts of RSVPs, past terms, attendance under his name, the
// audit log's entries with his old email replaced). Emails still waiting for him are dropped. It is
// for good: no officer can change or enable an ended account again. Audited; an email to his
// address confirms it, and the address may sign up again with a new invite.
import { termStatus } from '../../../contract/terms.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import { recordAudit } from '../audit/record.ts';
import { replaceEmailInEntries } from '../audit/repository.ts';
import { withdrawFrom } from '../calendar/rsvp-service.ts';
import { alumniPageOf } from '../calendar/alumni-emails.ts';
import type { Mailer } from '../mail/mailer.ts';
import { dropUnsentTo } from '../mail/outbox-repository.ts';
import { renderEmail, type EmailBrand } from '../mail/templates.ts';
import { confirmPassword } from '../users/confirm-password.ts';
import { endedAddressOf, findUserById } from '../users/repository.ts';
import * as repo from './ending-repository.ts';

export interface EndingDeps {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  publicUrl: string;
  /** The chapter's day (which RSVPs are still to come, which terms are held). */
  today: string;
}

export const endingMessages = {
  ended:
    'Your account has been ended. An email to your address confirms it; you have been signed out.',
  dropped: 'not sent: the account it was for was ended by its owner',
  holdsOffice:
    'You hold an office of the chapter (now or from a coming day). Ask the officer who looks after accounts to end your term first, then end your account.',
} as const;

export async function endAccount(
  deps: EndingDeps,
  userId: string,
  password: string,
): Promise<void> {
  const { db } = deps;
  await confirmPassword(db, userId, password);
  const user = await findUserById(db, userId);
  if (!user || user.endedAt) throw new HttpError(401, 'unauthorized', 'Please log in.');
  const terms = await repo.termsOf(db, userId);
  const holding = terms.some((term) => termStatus(term, deps.today) !== 'past');
  if (holding || user.officeGrant === 1)
    throw new HttpError(409, 'conflict', endingMessages.holdsOffice);

  // His places at the events to come go to the first in line (each event's own transaction).
  const rsvpDeps = { ...deps, alumniPageUrl: alumniPageOf(deps.publicUrl) };
  for (const eventKey of await repo.upcomingRsvpsOf(db, userId, deps.today))
    await withdrawFrom(rsvpDeps, eventKey, userId);

  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.deleteMediaOf(trx, userId);
    await repo.deleteSubscription(trx, user.email);
    await repo.emptyAccount(trx, userId, at);
    // His address leaves the log's entries too (labels "Name <email>", details); they stay.
    await replaceEmailInEntries(trx, user.email, endedAddressOf(userId));
    // Nothing queued before reaches him after (the confirmation below is queued after this).
    await dropUnsentTo(trx, user.email, endingMessages.dropped);
    await bumpVersion(trx, 'accounts');
    await recordAudit(
      trx,
      { id: userId, label: `${user.name} (his own account)` },
      'account ended by its owner',
      { id: userId, label: user.name },
    );
    await deps.mailer.enqueue(trx, endedEmail(deps.brand, deps.publicUrl, user.email, user.name));
  });
  deps.mailer.wake();
}

function endedEmail(brand: EmailBrand, publicUrl: string, to: string, name: string) {
  const subject = `Your ${brand.siteName} account has been ended`;
  return {
    to,
    subject,
    ...renderEmail(brand, {
      heading: `Goodbye for now, ${name}`,
      paragraphs: [
        'You ended your account. It can no longer be signed in to; you have left the directories and every list; your pictures were deleted and your profile emptied.',
        'What the chapter must keep stays, without your contact details: gifts in its ledger, how many came to its events, past offices and attendance under your name.',
      ],
      more: [
        'If you did not do this, someone knew your password: tell a chapter officer who manages accounts at once.',
        'To come back, ask the chapter for a new invite: this address may sign up again.',
      ],
      action: { label: `Open ${brand.siteName}`, url: publicUrl },
      notes: [`This is the last email your account will get from ${brand.siteName}.`],
    }),
  };
}
