// /officers/*: the officer console (docs/product.md#officer-console). One route of the site for all
// the console's pages, which it picks by the address itself and loads when first opened (decision
// 014): the route table that every public page downloads grows by one entry, not one per console
// page. Not prerendered: the server sends the app's shell for any /officers/* address.
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { consoleRouteAt, type ConsoleRoute } from '../components/console-kit/console-routes.ts';
import { consoleMeta } from '../components/console-kit/meta.ts';
import type { Route } from './+types/officers';

// Everything else is loaded when the console opens, so that this route's entry in the route table
// names as few files as it can.
const ConsoleLayout = lazy(() =>
  import('../features/officer/console/components/console-layout.tsx').then((module) => ({
    default: module.ConsoleLayout,
  })),
);
const ConsoleHome = lazy(() =>
  import('../features/officer/console/components/console-home.tsx').then((module) => ({
    default: module.ConsoleHome,
  })),
);
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
const ConsoleNotFound = lazy(() =>
  import('../features/officer/console/components/console-states.tsx').then((module) => ({
    default: module.ConsoleNotFound,
  })),
);
const InvitesPage = lazy(() =>
  import('../features/officer/invites/components/invites-page.tsx').then((module) => ({
    default: module.InvitesPage,
  })),
);
const AccountsPage = lazy(() =>
  import('../features/officer/accounts/components/accounts-page.tsx').then((module) => ({
    default: module.AccountsPage,
  })),
);
const AccountPage = lazy(() =>
  import('../features/officer/accounts/components/account-page.tsx').then((module) => ({
    default: module.AccountPage,
  })),
);
const PositionsPage = lazy(() =>
  import('../features/officer/positions/components/positions-page.tsx').then((module) => ({
    default: module.PositionsPage,
  })),
);
const GraduationPage = lazy(() =>
  import('../features/officer/accounts/components/graduation-page.tsx').then((module) => ({
    default: module.GraduationPage,
  })),
);
const InitiationPage = lazy(() =>
  import('../features/officer/accounts/components/initiation-page.tsx').then((module) => ({
    default: module.InitiationPage,
  })),
);
const PrivacyPage = lazy(() =>
  import('../features/officer/privacy/components/privacy-page.tsx').then((module) => ({
    default: module.PrivacyPage,
  })),
);
const AuditPage = lazy(() =>
  import('../features/officer/audit/components/audit-page.tsx').then((module) => ({
    default: module.AuditPage,
  })),
);
const ExportPage = lazy(() =>
  import('../features/officer/export/components/export-page.tsx').then((module) => ({
    default: module.ExportPage,
  })),
);
const CalendarPage = lazy(() =>
  import('../features/officer/calendar/components/calendar-page.tsx').then((module) => ({
    default: module.CalendarPage,
  })),
);
const DonationsPage = lazy(() =>
  import('../features/officer/donations/components/donations-page.tsx').then((module) => ({
    default: module.DonationsPage,
  })),
);

const NewsletterSubscribersPage = lazy(() =>
  import('../features/officer/mail/components/subscribers-page.tsx').then((module) => ({
    default: module.SubscribersPage,
  })),
);
const NewsletterComposePage = lazy(() =>
  import('../features/officer/mail/components/compose-page.tsx').then((module) => ({
    default: module.ComposePage,
  })),
);
const NewsletterIssuesPage = lazy(() =>
  import('../features/officer/mail/components/issues-page.tsx').then((module) => ({
    default: module.IssuesPage,
  })),
);
const ContentIndexPage = lazy(() =>
  import('../features/officer/content/components/content-index.tsx').then((module) => ({
    default: module.ContentIndexPage,
  })),
);
const ContentEditorPage = lazy(() =>
  import('../features/officer/content/components/content-editor.tsx').then((module) => ({
    default: module.ContentEditorPage,
  })),
);

const StandingPage = lazy(() =>
  import('../features/officer/standing/components/standing-page.tsx').then((module) => ({
    default: module.StandingPage,
  })),
);
const CheckInScreen = lazy(() =>
  import('../features/officer/standing/components/check-in-screen.tsx').then((module) => ({
    default: module.CheckInScreen,
  })),
);
const QueuesPage = lazy(() =>
  import('../features/officer/standing/components/queues-page.tsx').then((module) => ({
    default: module.QueuesPage,
  })),
);
const StandingTablePage = lazy(() =>
  import('../features/officer/standing/components/standing-table.tsx').then((module) => ({
    default: module.StandingTablePage,
  })),
);
const AttendanceListPage = lazy(() =>
  import('../features/officer/standing/components/attendance-list.tsx').then((module) => ({
    default: module.AttendanceListPage,
  })),
);

export const meta = ({ location }: Route.MetaArgs) =>
  consoleMeta(consoleRouteAt(location.pathname).title);

function pageFor(route: ConsoleRoute): ReactNode {
  switch (route.key) {
    case 'home':
      return (
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
      );
    case 'invites':
      return <InvitesPage />;
    case 'accounts':
      return <AccountsPage />;
    case 'account':
      return <AccountPage id={route.id} />;
    case 'positions':
      return <PositionsPage />;
    case 'graduation':
      return <GraduationPage />;
    case 'initiation':
      return <InitiationPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'audit':
      return <AuditPage />;
    case 'export':
      return <ExportPage />;
    case 'calendar':
      return <CalendarPage />;
    case 'donations':
      return <DonationsPage />;
    case 'newsletter':
      return <NewsletterSubscribersPage />;
    case 'newsletterCompose':
      return <NewsletterComposePage />;
    case 'newsletterIssues':
      return <NewsletterIssuesPage />;
    case 'content':
      return <ContentIndexPage />;
    case 'content-document':
      return <ContentEditorPage key={route.document} document={route.document} />;
    case 'standing':
      return <StandingPage />;
    case 'standingQueues':
      return <QueuesPage />;
    case 'standingTable':
      return <StandingTablePage />;
    case 'check-in-screen':
      return <CheckInScreen key={route.id} eventId={route.id} />;
    case 'attendance-list':
      return <AttendanceListPage key={route.id} eventId={route.id} />;
    case 'not-found':
      return <ConsoleNotFound />;
  }
}

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
        <Suspense fallback={loading('Loading the page...')}>{pageFor(route)}</Suspense>
      </ConsoleLayout>
    </Suspense>
  );
}
