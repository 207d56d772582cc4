// The console's navigation (docs/product.md#officer-console): its pages with the area each belongs
// to; an officer sees only the pages of the areas he holds. The server checks the same areas on
// every call. Which page an address opens is in components/console-kit/console-routes.ts.
import { areaLabels, areas, type Area } from '../../../../contract/officer-areas.ts';
import {
  consolePageFacts,
  consolePaths,
  type ConsolePageKey,
} from '../../../components/console-kit/console-routes.ts';

export interface ConsolePage {
  key: ConsolePageKey;
  to: string;
  label: string;
  /** The area an officer needs; null for what every officer sees. */
  area: Area | null;
  /** One line for the console's home. */
  description: string;
}

const consolePage = (key: ConsolePageKey, label: string, description: string): ConsolePage => ({
  key,
  to: consolePaths[key],
  label,
  area: consolePageFacts[key].area,
  description,
});

export const consolePages: readonly ConsolePage[] = [
  consolePage('home', 'Home', 'What needs attention.'),
  consolePage('invites', 'Invites', 'Invite new members and alumni; revoke an invite.'),
  consolePage('accounts', 'Accounts', 'Find an account; move it to the alumni side; disable it.'),
  consolePage(
    'positions',
    'Positions',
    'The offices and who holds each, from a day to a day; console access follows the terms.',
  ),
  consolePage(
    'graduation',
    'Graduation',
    'Move a graduating class to the alumni side at once; their terms end that day.',
  ),
  consolePage(
    'initiation',
    'Initiation',
    'Make a new-member class actives from their initiation day; their requirements follow.',
  ),
  consolePage(
    'privacy',
    'Privacy',
    'Who sees each profile field by default, and the widest each may be shown to.',
  ),
  consolePage('audit', 'Audit log', 'Who did what, newest first.'),
  consolePage('export', 'Export', "Download the chapter's data."),
  consolePage(
    'calendar',
    'Calendar',
    'The member calendar and the alumni events: add, change, remove; RSVPs and waitlists.',
  ),
  // Money's other pages (dues, claims, reports, Donations…) are its tabs (money-tabs.tsx).
  consolePage(
    'money',
    'Money',
    'Who owes what, dues and charges, payments and receipts, claims, plans and reports; donations.',
  ),
  consolePage(
    'mail',
    'Mail',
    "Send mail to the newsletter's subscribers, the members, the alumni, a class or an event's guests; the subscribers and the home page's issues.",
  ),
  consolePage(
    'standing',
    'Attendance',
    'The events that take attendance, their check-in screens and lists; semesters and requirements.',
  ),
  // Recruitment's other pages (the prospects, the ballots) are its tabs (recruitment-tabs.tsx).
  consolePage(
    'recruitment',
    'Recruitment',
    'Rush periods and their numbers; the prospects, their stages, notes and bids; secret ballots.',
  ),
  consolePage(
    'content',
    'Public pages',
    'Edit the texts, lists and pictures of the public pages; preview, publish, history.',
  ),
];

/** The areas of a stored profile that the console knows, in the console's order. */
export function heldAreas(held: readonly string[] | undefined): Area[] {
  const set = new Set(held ?? []);
  return areas.filter((area) => set.has(area));
}

/**
 * The pages an officer-elect may not open before his first day, whatever his coming areas: the
 * server refuses their calls to him (`config.elect: 'no'` on the audit log's and the export's
 * routes; console-pages.test.ts keeps the two lists alike).
 */
export const closedToElects: ReadonlySet<ConsolePageKey> = new Set(['audit', 'export']);

/** Whether the console's page `key` (any page the console opens) is one an elect may not open. */
export const closedToElect = (key: string): boolean =>
  (closedToElects as ReadonlySet<string>).has(key);

/**
 * The pages an officer with `held` areas may open, and, of the areas he will hold (`preview`, an
 * elect's from 14 days before his first day), those he may look at.
 */
export const consolePagesFor = (
  held: readonly string[] | undefined,
  preview: readonly string[] = [],
): ConsolePage[] => {
  const mine = new Set<Area>(heldAreas(held));
  const coming = new Set<Area>(heldAreas(preview));
  return consolePages.filter(
    (page) =>
      page.area === null ||
      mine.has(page.area) ||
      (coming.has(page.area) && !closedToElects.has(page.key)),
  );
};

/** The page of `pages` an address is in (the longest that holds it; the home only itself). */
export function currentConsolePage(
  pages: readonly ConsolePage[],
  pathname: string,
): ConsolePage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return pages
    .filter((page) =>
      page.to === consolePaths.home
        ? path === page.to
        : path === page.to || path.startsWith(`${page.to}/`),
    )
    .toSorted((a, b) => b.to.length - a.to.length)[0];
}

/** "Accounts and access, Money" */
export const areaNames = (held: readonly Area[]): string =>
  held.map((area) => areaLabels[area]).join(', ');
