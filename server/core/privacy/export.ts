// "Take my data" (GET /api/me/export; docs/product.md#privacy, docs/api.md#your-data):
// everything the site keeps about one account, as JSON — his account and profile, his privacy
// choices, his RSVPs, the gifts the treasurer linked to him, his terms, his attendance, excuses and
// service hours (his standing is worked out from these), his money (balance, statement, receipts,
// claims and plans), his sessions and known browsers, what officers did to his account, and who
// saw his data. No secret is in it: no password hash, two-factor secret, token or code.
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { toProfile } from '../users/user-rows.ts';
import { findUserById } from '../users/repository.ts';
import { claimsOf } from '../money/claims.ts';
import { balanceOf } from '../money/repository.ts';
import { receiptsIn, statementOf } from '../money/statement.ts';
import { termsOf } from './ending-repository.ts';
import { dataAccessOf } from './data-access.ts';
import * as repo from './export-repository.ts';
import { readPrivacyRules } from './repository.ts';
import { myPrivacy } from './service.ts';

export async function exportOf(db: Db, userId: string, siteName: string, now: Date) {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthorized', 'Please log in.');
  const [rules, rsvps, gifts, terms, attendance, excuses, hours, sessions, browsers] =
    await Promise.all([
      readPrivacyRules(db),
      repo.rsvpsOf(db, userId),
      repo.giftsOf(db, userId),
      termsOf(db, userId),
      repo.attendanceOf(db, userId),
      repo.excusesOf(db, userId),
      repo.serviceHoursOf(db, userId),
      repo.sessionsOf(db, userId),
      repo.trustedDevicesOf(db, userId),
    ]);
  const [audit, access, subscription, balanceCents, statement, claims, plans] = await Promise.all([
    repo.auditAbout(db, userId),
    dataAccessOf(db, userId),
    repo.subscriptionOf(db, user.email),
    balanceOf(db, userId),
    statementOf(db, userId),
    claimsOf(db, userId, 10_000),
    repo.plansOf(db, userId),
  ]);
  // An officer is named, never his address (as in the officers' actions below).
  const named = (label: string) => label.replace(/\s*<[^>]*>$/, '');
  const { areas, previewAreas, twoFactorEnabled, ...profile } = toProfile(user);
  return {
    format: 'chapter-site-personal-data',
    site: siteName,
    exportedAt: now.toISOString(),
    account: {
      ...profile,
      createdAt: user.createdAt,
      verifiedAt: user.verifiedAt,
      initiatedOn: user.initiatedOn,
      disabledAt: user.disabledAt,
      officerAreas: areas,
      comingAreas: previewAreas,
      twoFactorEnabled,
      calendarFeed: user.calendarFeedTokenHash !== null,
    },
    privacy: myPrivacy(user.privacy, rules).fields,
    newsletter: subscription ?? null,
    rsvps,
    // The gifts linked to his account by the treasurer (docs/api.md#your-data).
    giftsInYourName: gifts.map((gift) => ({
      donatedOn: gift.donatedOn,
      initiative: gift.initiative,
      amount: gift.amountCents / 100,
      givenAs: gift.donorName,
      voided: gift.voidedAt !== null,
    })),
    // His account with the chapter (docs/money.md): what he owes (negative: in credit), every
    // posting that moved it with his balance after each, his receipts, claims and plans.
    money: {
      balanceCents,
      statement: statement.map((line) =>
        Object.assign(line, { recordedBy: named(line.recordedBy) }),
      ),
      receipts: receiptsIn(statement, userId, user.name),
      claims,
      plans: plans.map(({ instalments, ...plan }) => ({
        ...plan,
        instalments: JSON.parse(instalments) as unknown,
      })),
    },
    terms: terms.map(({ note, ...term }) => ({ ...term, handoverNote: note })),
    attendance,
    excuses,
    serviceHours: hours.map(({ halfHours, ...entry }) => ({ ...entry, hours: halfHours / 2 })),
    sessions,
    knownBrowsers: browsers,
    officerActions: audit.map((entry) => ({
      at: entry.at,
      who: named(entry.actorLabel),
      action: entry.action,
      details: JSON.parse(entry.details) as unknown,
    })),
    whoSawYourData: access.map((entry) => ({
      at: entry.at,
      who: entry.actorLabel,
      what: entry.what,
      count: entry.times,
    })),
  };
}
