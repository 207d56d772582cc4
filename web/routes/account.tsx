// /account: the signed-in member's profile, password, two-factor, sessions and calendar link (visitors are sent to
// /login).
import { lazy, Suspense } from 'react';
import {
  AccountSettings,
  type AudienceSlot,
} from '../features/account/components/account-settings.tsx';
import { AudienceChooser } from '../features/me/privacy/components/audience-chooser.tsx';
import { PrivacyChoices } from '../features/me/privacy/components/privacy-choices.tsx';
import { ProfilePreview } from '../features/me/privacy/components/profile-preview.tsx';
import { pageMeta } from '../lib/meta.ts';

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

export const meta = () => [...pageMeta('Account Settings'), { name: 'robots', content: 'noindex' }];

export default function AccountPage() {
  return (
    <PrivacyChoices>
      <AccountSettings variant="member" audience={audience}>
        <ProfilePreview />
        <Suspense fallback={null}>
          <YourStanding />
          <YourOffice />
          <TwoFactorSettings />
          <MySessions />
          <CalendarFeed variant="member" />
          <MailChoices />
          <YourData />
        </Suspense>
      </AccountSettings>
    </PrivacyChoices>
  );
}

// Who sees each field, beside its label (the privacy feature's choosers, one load for the page).
const audience: AudienceSlot = (field) => <AudienceChooser field={field} />;
