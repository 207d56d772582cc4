// /account and /alumni-account (docs/product.md#account-settings): the signed-in member's or
// alumnus's profile, with who sees each field, and his password (visitors are sent to /login). One
// module for both addresses (web/routes.ts): the two pages differ only in their side, which the
// address gives. The other sections have their own pages under /me (docs/product.md#your-home):
// a link sent before they moved (`/account#standing`) is sent on to its page.
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  AccountSettings,
  type AudienceSlot,
} from '../features/account/components/account-settings.tsx';
import { AudienceChooser } from '../features/me/privacy/components/audience-chooser.tsx';
import { PrivacyChoices } from '../features/me/privacy/components/privacy-choices.tsx';
import type { AccountVariant } from '../features/account/save-messages.ts';
import { movedSectionPath } from '../features/me/moved-sections.ts';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/account';

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
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const side = sideAt(pathname);
  // The address is known in the browser only: the prerendered page and its hydration show the
  // settings, and a moved section's link then goes on to its page (before any login redirect).
  const moved = hydrated ? movedSectionPath(hash) : null;
  useEffect(() => {
    const to = movedSectionPath(hash);
    if (to) void navigate(to, { replace: true });
  }, [hash, navigate]);
  if (moved) return null;
  return (
    <PrivacyChoices>
      <AccountSettings variant={side} audience={audience}>
        <p className="account-card account-card--secondary account-card__home">
          Your standing, privacy, mail, data, sign-in and security have their own pages:{' '}
          <Link to={paths.me}>your home</Link> links to each.
        </p>
      </AccountSettings>
    </PrivacyChoices>
  );
}

// Who sees each field, beside its label (the privacy feature's choosers, one load for the page).
const audience: AudienceSlot = (field) => <AudienceChooser field={field} />;
