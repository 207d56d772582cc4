// /officers/*: the officer console (docs/product.md#officer-console). One route of the site for all
// the console's pages, which it picks by the address itself and loads when first opened (decision
// 014): the route table that every public page downloads grows by one entry, not one per console
// page. Not prerendered: the server sends the app's shell for any /officers/* address.
import { createElement, lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  consoleRouteAt,
  type ConsoleRoute,
  type ConsoleRouteKey,
} from '../components/console-kit/console-routes.ts';
import { consoleMeta } from '../components/console-kit/meta.ts';
import type { Route } from './+types/officers';

// Everything else is loaded when the console opens, so that this route's entry in the route table
// names as few files as it can.
const ConsoleLayout = lazy(() =>
  import('../features/officer/console/components/console-layout.tsx').then((module) => ({
    default: module.ConsoleLayout,
  })),
);
// The home's cards of the calendar and the standing areas, which are those features' own.
const ComingUp = lazy(() =>
  import('../features/officer/calendar/components/coming-up.tsx').then((module) => ({
    default: module.ComingUp,
  })),
);
const WaitingRequests = lazy(() =>
  import('../features/officer/standing/components/waiting-requests.tsx').then((module) => ({
    default: module.WaitingRequests,
  })),
);

/** What the console's address says when it opens a page of `Key`. */
type RouteOf<Key extends ConsoleRouteKey> = ConsoleRoute & { key: Key };

/** A console page's module, loaded when it is first opened, and its component for its address. */
type PageLoad<Key extends ConsoleRouteKey> = () => Promise<ComponentType<{ route: RouteOf<Key> }>>;

/**
 * An address the console had before: its page now, with the same query (`?page=2`), in its place.
 * By useNavigate, which the console uses anyway: `<Navigate>` would add to the framework's code
 * that every public page loads.
 */
function Moved({ route }: { route: RouteOf<'moved'> }) {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    void navigate({ pathname: route.to, search, hash }, { replace: true });
  }, [navigate, route.to, search, hash]);
  return null;
}

/**
 * The component of every page the console opens (its addresses are in console-routes.ts), each
 * imported on its own so that each page is a chunk of its own. A page of one record takes it from
 * its address, and a keyed one starts afresh when the address names another record.
 */
export const consolePageLoads: { [Key in ConsoleRouteKey]: PageLoad<Key> } = {
  home: () =>
    import('../features/officer/console/components/console-home.tsx').then(
      ({ ConsoleHome }) =>
        () => (
          <ConsoleHome
            comingUp={
              <Suspense fallback={null}>
                <ComingUp />
              </Suspense>
            }
            waitingRequests={
              <Suspense fallback={null}>
                <WaitingRequests />
              </Suspense>
            }
          />
        ),
    ),
  invites: () =>
    import('../features/officer/invites/components/invites-page.tsx').then((m) => m.InvitesPage),
  accounts: () =>
    import('../features/officer/accounts/components/accounts-page.tsx').then((m) => m.AccountsPage),
  account: () =>
    import('../features/officer/accounts/components/account-page.tsx').then(
      ({ AccountPage }) =>
        ({ route }: { route: RouteOf<'account'> }) => <AccountPage id={route.id} />,
    ),
  positions: () =>
    import('../features/officer/positions/components/positions-page.tsx').then(
      (m) => m.PositionsPage,
    ),
  graduation: () =>
    import('../features/officer/accounts/components/graduation-page.tsx').then(
      (m) => m.GraduationPage,
    ),
  initiation: () =>
    import('../features/officer/accounts/components/initiation-page.tsx').then(
      (m) => m.InitiationPage,
    ),
  privacy: () =>
    import('../features/officer/privacy/components/privacy-page.tsx').then((m) => m.PrivacyPage),
  audit: () =>
    import('../features/officer/audit/components/audit-page.tsx').then((m) => m.AuditPage),
  export: () =>
    import('../features/officer/export/components/export-page.tsx').then((m) => m.ExportPage),
  calendar: () =>
    import('../features/officer/calendar/components/calendar-page.tsx').then((m) => m.CalendarPage),
  money: () =>
    import('../features/officer/money/components/money-home.tsx').then((m) => m.MoneyHome),
  moneyDues: () =>
    import('../features/officer/money/components/dues-page.tsx').then((m) => m.DuesPage),
  moneyCharges: () =>
    import('../features/officer/money/components/charges-page.tsx').then((m) => m.ChargesPage),
  moneyClaims: () =>
    import('../features/officer/money/components/claims-page.tsx').then((m) => m.ClaimsPage),
  moneyProposals: () =>
    import('../features/officer/money/components/proposals-page.tsx').then((m) => m.ProposalsPage),
  moneyPlans: () =>
    import('../features/officer/money/components/plans-page.tsx').then((m) => m.PlansPage),
  moneyReports: () =>
    import('../features/officer/money/components/reports-page.tsx').then((m) => m.ReportsPage),
  moneyHandover: () =>
    import('../features/officer/money/components/handover-page.tsx').then((m) => m.HandoverPage),
  moneyOnline: () =>
    import('../features/officer/money/components/online-page.tsx').then((m) => m.OnlinePage),
  'money-statement': () =>
    import('../features/officer/money/components/statement-page.tsx').then(
      ({ StatementPage }) =>
        ({ route }: { route: RouteOf<'money-statement'> }) => (
          <StatementPage key={route.userId} userId={route.userId} />
        ),
    ),
  'money-receipt': () =>
    import('../features/officer/money/components/receipt-page.tsx').then(
      ({ ReceiptPage }) =>
        ({ route }: { route: RouteOf<'money-receipt'> }) => (
          <ReceiptPage
            key={`${route.userId}/${route.postingId}`}
            userId={route.userId}
            postingId={route.postingId}
          />
        ),
    ),
  // One of Money's pages: its tabs are Money's.
  donations: () =>
    import('../features/officer/donations/components/donations-page.tsx').then(
      ({ DonationsPage }) =>
        import('../features/officer/money/components/money-tabs.tsx').then(
          ({ MoneyTabs }) =>
            () => <DonationsPage tabs={<MoneyTabs />} />,
        ),
    ),
  mail: () =>
    import('../features/officer/mail/components/compose-page.tsx').then((m) => m.ComposePage),
  mailSubscribers: () =>
    import('../features/officer/mail/components/subscribers-page.tsx').then(
      (m) => m.SubscribersPage,
    ),
  mailIssues: () =>
    import('../features/officer/mail/components/issues-page.tsx').then((m) => m.IssuesPage),
  content: () =>
    import('../features/officer/content/components/content-index.tsx').then(
      (m) => m.ContentIndexPage,
    ),
  'content-document': () =>
    import('../features/officer/content/components/content-editor.tsx').then(
      ({ ContentEditorPage }) =>
        ({ route }: { route: RouteOf<'content-document'> }) => (
          <ContentEditorPage key={route.document} document={route.document} />
        ),
    ),
  standing: () =>
    import('../features/officer/standing/components/standing-page.tsx').then((m) => m.StandingPage),
  standingQueues: () =>
    import('../features/officer/standing/components/queues-page.tsx').then((m) => m.QueuesPage),
  standingTable: () =>
    import('../features/officer/standing/components/standing-table.tsx').then(
      (m) => m.StandingTablePage,
    ),
  'check-in-screen': () =>
    import('../features/officer/standing/components/check-in-screen.tsx').then(
      ({ CheckInScreen }) =>
        ({ route }: { route: RouteOf<'check-in-screen'> }) => (
          <CheckInScreen key={route.id} eventId={route.id} />
        ),
    ),
  'attendance-list': () =>
    import('../features/officer/standing/components/attendance-list.tsx').then(
      ({ AttendanceListPage }) =>
        ({ route }: { route: RouteOf<'attendance-list'> }) => (
          <AttendanceListPage key={route.id} eventId={route.id} />
        ),
    ),
  recruitment: () =>
    import('../features/officer/recruitment/components/periods-page.tsx').then(
      (m) => m.PeriodsPage,
    ),
  recruitmentProspects: () =>
    import('../features/officer/recruitment/components/prospects-page.tsx').then(
      (m) => m.ProspectsPage,
    ),
  recruitmentBallots: () =>
    import('../features/officer/recruitment/components/ballots-page.tsx').then(
      (m) => m.BallotsPage,
    ),
  moved: () => Promise.resolve(Moved),
  'not-found': () =>
    import('../features/officer/console/components/console-states.tsx').then(
      (m) => m.ConsoleNotFound,
    ),
};

/**
 * Each page's lazy component, made once: React keeps what a lazy component loaded, so a page
 * opened again draws at once. Each is handed the route of its own key (consoleRouteAt's answer).
 */
const consolePageComponents = new Map(
  (Object.keys(consolePageLoads) as ConsoleRouteKey[]).map((key) => {
    const load = consolePageLoads[key] as PageLoad<ConsoleRouteKey>;
    return [key, lazy(() => load().then((page) => ({ default: page })))] as const;
  }),
);

export const meta = ({ location }: Route.MetaArgs) =>
  consoleMeta(consoleRouteAt(location.pathname).title);

const loading = (what: string) => <output className="d-block console-loading">{what}</output>;

export default function OfficersConsole() {
  const { pathname } = useLocation();
  const route = consoleRouteAt(pathname);
  return (
    <Suspense
      fallback={
        <section className="container section">{loading('Loading the officer console...')}</section>
      }
    >
      <ConsoleLayout area={route.area}>
        <Suspense fallback={loading('Loading the page...')}>
          {/* The page's lazy component, made once at the module's level, not at each render. */}
          {createElement(consolePageComponents.get(route.key)!, { route })}
        </Suspense>
      </ConsoleLayout>
    </Suspense>
  );
}
