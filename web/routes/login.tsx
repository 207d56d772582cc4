// Placeholder for Member Login; the full screen arrives with its issue.
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('Member Login');

export default function LoginPage() {
  return <PlaceholderPage title="Member Login" text="Member accounts open soon." />;
}
