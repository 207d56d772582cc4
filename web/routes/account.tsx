// /account: the signed-in member's profile (visitors are sent to /login).
import { AccountSettings } from '../features/account/components/account-settings.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => [...pageMeta('Account Settings'), { name: 'robots', content: 'noindex' }];

export default function AccountPage() {
  return <AccountSettings variant="member" />;
}
