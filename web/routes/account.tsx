// /account and /alumni-account (docs/product.md#account-settings): the signed-in member's or
// alumnus's profile, password, two-factor, sessions, calendar link, mail and data (visitors are sent
// to /login). One module for both addresses (web/routes.ts): the two pages differ only in their
// side, which the address gives, and the member's own standing.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import {
  AccountSettings,
  type AudienceSlot,
} from '../features/account/components/account-settings.tsx';
import { AudienceChooser } from '../features/me/privacy/components/audience-chooser.tsx';
import { PrivacyChoices } from '../features/me/privacy/components/privacy-choices.tsx';
import { ProfilePreview } from '../features/me/privacy/components/profile-preview.tsx';
import type { AccountVariant } from '../features/account/save-messages.ts';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/account';

// Loaded once the settings show (signed in, in the browser): the page's first load stays as light
// as before, and the route table that every page downloads names two files, not ten (decision 017).
const MailChoices = lazy(() =>
  import('../features/me/mail/components/mail-choices.tsx').then((module) => ({
    default: module.MailChoices,
  })),
);
const YourData = lazy(() =>
  import('../features/me/components/your-data.tsx').then((module) => ({
    default: module.YourData,
  })),
);
const TwoFactorSettings = lazy(() =>
  import('../features/auth/two-factor/components/two-factor-settings.tsx').then((module) => ({
    default: module.TwoFactorSettings,
  })),
);
const MySessions = lazy(() =>
  import('../features/auth/sessions/components/my-sessions.tsx').then((module) => ({
    default: module.MySessions,
  })),
);
const YourOffice = lazy(() =>
  import('../features/me/components/your-office.tsx').then((module) => ({
    default: module.YourOffice,
  })),
);
const YourStanding = lazy(() =>
  import('../features/me/standing/components/your-standing.tsx').then((module) => ({
    default: module.YourStanding,
  })),
);
const CalendarFeed = lazy(() =>
  import('../features/calendar/components/calendar-feed.tsx').then((module) => ({
    default: module.CalendarFeed,
  })),
);

/** The side an address's page is for: /alumni-account is the alumnus's, /account the member's. */
const sideAt = (pathname: string): AccountVariant =>
  pathname.replace(/\/+$/, '') === paths.alumniAccount ? 'alumni' : 'member';

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(
    sideAt(location.pathname) === 'alumni' ? 'Alumni Account Settings' : 'Account Settings',
  ),
  { name: 'robots', content: 'noindex' },
];

export default function AccountPage() {
  const side = sideAt(useLocation().pathname);
  return (
    <PrivacyChoices>
      <AccountSettings variant={side} audience={audience}>
        <ProfilePreview />
        <Suspense fallback={null}>
          {side === 'member' ? <YourStanding /> : null}
          <YourOffice />
          <TwoFactorSettings />
          <MySessions />
          <CalendarFeed variant={side} />
          <MailChoices />
          <YourData />
        </Suspense>
      </AccountSettings>
    </PrivacyChoices>
  );
}

// Who sees each field, beside its label (the privacy feature's choosers, one load for the page).
const audience: AudienceSlot = (field) => <AudienceChooser field={field} />;
