// Every email to a prospective member (docs/product.md#recruitment): the link to confirm his email,
// "you are already on our list", a bid, and the accepted bid's signup link. Each carries a fresh
// link to have everything about him deleted at once, and each is queued in the caller's transaction
// with his id on the outbox row, so the email is deleted with him. Links never go in a subject.
import { formatDay } from '../../../contract/dates.ts';
import { zonedInstant } from '../../../contract/event-dates.ts';
import { deletionDay } from '../../../contract/recruitment.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderEmail, type EmailBrand, type EmailContent } from '../mail/templates.ts';
import { makeLink } from './links.ts';
import { findPeriod } from './periods.ts';

export interface RecruitmentMailDeps {
  mailer: Mailer;
  /** The chapter's name, footer and time zone (app.emailBrand). */
  brand: EmailBrand;
  publicUrl: string;
}

/** Who an email goes to: a prospect of a period. */
export interface ProspectAddressee {
  id: string;
  periodId: string;
  name: string;
  email: string;
}

/** How long a link to confirm the email works. */
export const confirmLinkDays = 7;

/** The first moment of a day on the chapter's clock. */
const startOfDay = (day: string, timeZone: string) =>
  new Date(zonedInstant(day, 0, 0, timeZone)).toISOString();

/** The day his data is deleted if he does not join, and a fresh link to delete it now. */
async function forgetNotes(
  db: Db,
  deps: RecruitmentMailDeps,
  prospect: ProspectAddressee,
): Promise<string[]> {
  const period = await findPeriod(db, prospect.periodId);
  if (!period) throw new Error('a prospect without a period');
  const deletesOn = deletionDay(period.closesOn, period.deleteAfterDays);
  const token = await makeLink(
    db,
    prospect.id,
    'forget',
    startOfDay(deletesOn, deps.brand.timeZone ?? 'UTC'),
  );
  return [
    `Unless you join, everything we keep about you is deleted on ${formatDay(deletesOn)}.`,
    `To have it deleted now, open this link: ${deps.publicUrl}/recruitment/forget?token=${token}`,
  ];
}

async function queue(
  db: Db,
  deps: RecruitmentMailDeps,
  prospect: ProspectAddressee,
  subject: string,
  content: EmailContent,
): Promise<void> {
  const notes = [...(content.notes ?? []), ...(await forgetNotes(db, deps, prospect))];
  await deps.mailer.enqueue(db, {
    to: prospect.email,
    subject,
    prospectId: prospect.id,
    ...renderEmail(deps.brand, { ...content, notes }),
  });
}

/** The link that confirms his email, after the interest form (and again if he fills it in again). */
export async function queueConfirmEmail(
  db: Db,
  deps: RecruitmentMailDeps,
  prospect: ProspectAddressee,
  token: string,
): Promise<void> {
  await queue(db, deps, prospect, `Confirm your email for ${deps.brand.siteName}`, {
    heading: `Hello ${prospect.name}`,
    paragraphs: [
      `Thank you for your interest in ${deps.brand.siteName}. Please confirm that this is your email address, so that we can keep you up to date with recruitment:`,
    ],
    action: {
      label: 'Confirm my email',
      url: `${deps.publicUrl}/recruitment/confirm?token=${token}`,
    },
    notes: [
      `The link works for ${confirmLinkDays} days.`,
      'If you did not fill in our interest form, ignore this email: without confirmation, nobody votes on you or contacts you with a bid.',
    ],
  });
}

/** To an address already registered and confirmed, when the form is filled in with it again. */
export async function queueAlreadyRegisteredEmail(
  db: Db,
  deps: RecruitmentMailDeps,
  prospect: ProspectAddressee,
): Promise<void> {
  await queue(db, deps, prospect, `You are already on our list`, {
    heading: `Hello ${prospect.name}`,
    paragraphs: [
      `Someone, hopefully you, filled in the interest form of ${deps.brand.siteName} with this email address. You are already on our list and your email is confirmed, so nothing changed.`,
      'We look forward to meeting you at our events.',
    ],
  });
}

/** A bid: the link to read and answer it, by the end of `expiresOn` (the chapter's day). */
export async function queueBidEmail(
  db: Db,
  deps: RecruitmentMailDeps,
  prospect: ProspectAddressee,
  token: string,
  expiresOn: string,
): Promise<void> {
  await queue(db, deps, prospect, `An invitation to join ${deps.brand.siteName}`, {
    heading: `Congratulations, ${prospect.name}`,
    paragraphs: [
      `${deps.brand.siteName} invites you to join the chapter: this is your bid.`,
      `Please accept or decline it by ${formatDay(expiresOn)}.`,
    ],
    action: {
      label: 'Read and answer the bid',
      url: `${deps.publicUrl}/recruitment/bid?token=${token}`,
    },
    notes: ['The link is for you alone: please do not forward this email.'],
  });
}

/** Where he creates his account after accepting: the invite's code, his email and name filled in. */
export const signupUrl = (publicUrl: string, code: string, email: string, name: string): string =>
  `${publicUrl}/login?${new URLSearchParams({ invite: code, email, name })}`;

/** After he accepted: the signup link with his one-use invite (the code is only here and in the answer). */
export async function queueBidAcceptedEmail(
  db: Db,
  deps: RecruitmentMailDeps,
  prospect: ProspectAddressee,
  url: string,
  inviteDays: number,
): Promise<void> {
  await queue(db, deps, prospect, `Welcome to ${deps.brand.siteName}`, {
    heading: `Welcome, ${prospect.name}`,
    paragraphs: [
      'You accepted your bid. Create your account on our site with this link; your name and email are filled in:',
    ],
    action: { label: 'Create my account', url },
    notes: [
      `The link works once, for ${inviteDays} days, and only with this email address.`,
      'When you create your account, your phone, class year and major from the interest form go with it; the rest is deleted with the period.',
    ],
  });
}
