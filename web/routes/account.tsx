// Placeholder for Account Settings; the full screen arrives with its issue.
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('Account Settings');

export default function AccountPage() {
  return <PlaceholderPage title="Account Settings" text="Account settings open soon." />;
}
