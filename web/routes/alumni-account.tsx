// /alumni-account: the signed-in alumni's profile (visitors are sent to /login).
import { AccountSettings } from '../features/account/components/account-settings.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => [
  ...pageMeta('Alumni Account Settings'),
  { name: 'robots', content: 'noindex' },
];

export default function AlumniAccountPage() {
  return <AccountSettings variant="alumni" />;
}
