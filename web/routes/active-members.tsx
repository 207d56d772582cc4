// Placeholder for Active Members; the full screen arrives with its issue.
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('Active Members');

export default function ActiveMembersPage() {
  return (
    <PlaceholderPage
      title="Active Members"
      text="The member area, with the events calendar and the members directory, opens soon."
    />
  );
}
