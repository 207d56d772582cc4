// The officer console's addresses and which page each opens (the console routes its own pages:
// web/routes/officers.tsx, decision 017). Kept apart from lib/paths.ts, and free of imports the
// route would otherwise have to name, so that the code every public page loads stays as it was.
import type { Area } from '../../../contract/officer-areas.ts';
import type { ContentFile } from '../../../contract/content.ts';
import { paths } from '../../lib/paths.ts';
import { contentDocumentFacts, isContentDocument } from './content-documents.ts';

export const consolePaths = {
  home: paths.officers,
  invites: `${paths.officers}/invites`,
  accounts: `${paths.officers}/accounts`,
  positions: `${paths.officers}/positions`,
  graduation: `${paths.officers}/graduation`,
  initiation: `${paths.officers}/initiation`,
  privacy: `${paths.officers}/privacy`,
  audit: `${paths.officers}/audit`,
  export: `${paths.officers}/export`,
  calendar: `${paths.officers}/calendar`,
  money: `${paths.officers}/money`,
  moneyDues: `${paths.officers}/money/dues`,
  moneyCharges: `${paths.officers}/money/charges`,
  moneyClaims: `${paths.officers}/money/claims`,
  moneyProposals: `${paths.officers}/money/proposals`,
  moneyPlans: `${paths.officers}/money/plans`,
  moneyReports: `${paths.officers}/money/reports`,
  moneyHandover: `${paths.officers}/money/handover`,
  moneyOnline: `${paths.officers}/money/online`,
  donations: `${paths.officers}/money/donations`,
  mail: `${paths.officers}/mail`,
  mailSubscribers: `${paths.officers}/mail/subscribers`,
  mailIssues: `${paths.officers}/mail/issues`,
  content: `${paths.officers}/content`,
  standing: `${paths.officers}/standing`,
  standingQueues: `${paths.officers}/standing/queues`,
  standingTable: `${paths.officers}/standing/chapter`,
  recruitment: `${paths.officers}/recruitment`,
  recruitmentProspects: `${paths.officers}/recruitment/prospects`,
  recruitmentBallots: `${paths.officers}/recruitment/ballots`,
} as const;

/** An event's check-in screen, and its attendance list. */
export const checkInScreenPath = (eventId: string) =>
  `${consolePaths.standing}/check-in/${encodeURIComponent(eventId)}`;
export const attendanceListPath = (eventId: string) =>
  `${consolePaths.standing}/attendance/${encodeURIComponent(eventId)}`;

/** A member's statement of his money, and the printable receipt of one of his payments. */
export const memberStatementPath = (userId: string) =>
  `${consolePaths.money}/members/${encodeURIComponent(userId)}`;
export const receiptPath = (userId: string, postingId: string) =>
  `${memberStatementPath(userId)}/receipts/${encodeURIComponent(postingId)}`;

/** The editor of one content document. */
export const contentEditorPath = (document: string) =>
  `${consolePaths.content}/${encodeURIComponent(document)}`;

/** One account in the officer console. */
export const officerAccountPath = (id: string) =>
  `${consolePaths.accounts}/${encodeURIComponent(id)}`;

export type ConsolePageKey = keyof typeof consolePaths;

/** Each page's title ("Invites" in the tab's "Invites · Officer Console"; null for the home) and area. */
export const consolePageFacts: Record<ConsolePageKey, { title: string | null; area: Area | null }> =
  {
    home: { title: null, area: null },
    invites: { title: 'Invites', area: 'accounts' },
    accounts: { title: 'Accounts', area: 'accounts' },
    positions: { title: 'Positions', area: 'accounts' },
    graduation: { title: 'Graduation', area: 'accounts' },
    initiation: { title: 'Initiation', area: 'accounts' },
    privacy: { title: 'Privacy', area: 'accounts' },
    audit: { title: 'Audit Log', area: 'accounts' },
    export: { title: 'Export', area: 'accounts' },
    calendar: { title: 'Calendar', area: 'calendar' },
    money: { title: 'Money', area: 'treasury' },
    moneyDues: { title: 'Dues', area: 'treasury' },
    moneyCharges: { title: 'Charges', area: 'treasury' },
    moneyClaims: { title: 'Payment claims', area: 'treasury' },
    moneyProposals: { title: 'Fines and late fees', area: 'treasury' },
    moneyPlans: { title: 'Payment plans', area: 'treasury' },
    moneyReports: { title: 'Reports and settings', area: 'treasury' },
    moneyHandover: { title: 'Treasurer handover', area: 'treasury' },
    moneyOnline: { title: 'Online payments', area: 'treasury' },
    donations: { title: 'Donations', area: 'treasury' },
    mail: { title: 'Send Mail', area: 'communications' },
    mailSubscribers: { title: 'Newsletter Subscribers', area: 'communications' },
    mailIssues: { title: 'Home Page Issues', area: 'communications' },
    content: { title: 'Public pages', area: 'content' },
    standing: { title: 'Attendance', area: 'standing' },
    standingQueues: { title: 'Excuses and Service Hours', area: 'standing' },
    standingTable: { title: 'Standing', area: 'standing' },
    recruitment: { title: 'Recruitment', area: 'recruitment' },
    recruitmentProspects: { title: 'Prospects', area: 'recruitment' },
    recruitmentBallots: { title: 'Ballots', area: 'recruitment' },
  };

/**
 * Addresses the console had before, and where each is now, so that an officer's bookmark still
 * opens its page: the newsletter's pages became Mail when they began to mail the chapter too, and
 * Donations became one of Money's pages.
 */
const movedPaths: Readonly<Record<string, string>> = {
  [`${paths.officers}/newsletter`]: consolePaths.mailSubscribers,
  [`${paths.officers}/newsletter/compose`]: consolePaths.mail,
  [`${paths.officers}/newsletter/issues`]: consolePaths.mailIssues,
  [`${paths.officers}/donations`]: consolePaths.donations,
};

/** A path segment decoded; a malformed escape as it is (the page says there is no such record). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What a console address opens: one of the pages, one record's page, or nothing. */
export type ConsoleRoute =
  | { key: ConsolePageKey; area: Area | null; title: string | null }
  | { key: 'account'; id: string; area: 'accounts'; title: string }
  | { key: 'content-document'; document: ContentFile; area: 'content'; title: string }
  | { key: 'check-in-screen' | 'attendance-list'; id: string; area: 'standing'; title: string }
  | { key: 'money-statement'; userId: string; area: 'treasury'; title: string }
  | { key: 'money-receipt'; userId: string; postingId: string; area: 'treasury'; title: string }
  | { key: 'moved'; to: string; area: null; title: null }
  | { key: 'not-found'; area: null; title: string };

/** Every kind of page the console opens: each has its component in web/routes/officers.tsx. */
export type ConsoleRouteKey = ConsoleRoute['key'];

/** The console page at `pathname` (`/officers/accounts/<id>` is one account; an old address moved). */
export function consoleRouteAt(pathname: string): ConsoleRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key = (Object.keys(consolePaths) as ConsolePageKey[]).find(
    (candidate) => consolePaths[candidate] === path,
  );
  if (key) return { key, ...consolePageFacts[key] };
  const moved = movedPaths[path];
  if (moved) return { key: 'moved', to: moved, area: null, title: null };
  const document = path.startsWith(`${consolePaths.content}/`)
    ? path.slice(consolePaths.content.length + 1)
    : '';
  if (document && isContentDocument(document))
    return {
      key: 'content-document',
      document,
      area: 'content',
      title: contentDocumentFacts[document].title,
    };
  const event = /^\/officers\/standing\/(check-in|attendance)\/([^/]+)$/.exec(path);
  if (event) {
    const screen = event[1] === 'check-in';
    return {
      key: screen ? 'check-in-screen' : 'attendance-list',
      id: decoded(event[2]!),
      area: 'standing',
      title: screen ? 'Check-in' : 'Attendance list',
    };
  }
  const money = /^\/officers\/money\/members\/([^/]+)(?:\/receipts\/([^/]+))?$/.exec(path);
  if (money) {
    const userId = decoded(money[1]!);
    return money[2]
      ? {
          key: 'money-receipt',
          userId,
          postingId: decoded(money[2]),
          area: 'treasury',
          title: 'Receipt',
        }
      : { key: 'money-statement', userId, area: 'treasury', title: 'Statement' };
  }
  const rest = path.startsWith(`${consolePaths.accounts}/`)
    ? path.slice(consolePaths.accounts.length + 1)
    : '';
  if (rest && !rest.includes('/'))
    return { key: 'account', id: decoded(rest), area: 'accounts', title: 'Account' };
  return { key: 'not-found', area: null, title: 'Page not found' };
}
