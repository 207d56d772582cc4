// Placeholder for Alumni Account Settings; the full screen arrives with its issue.
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('Alumni Account Settings');

export default function AlumniAccountPage() {
  return (
    <PlaceholderPage title="Alumni Account Settings" text="Alumni account settings open soon." />
  );
}
