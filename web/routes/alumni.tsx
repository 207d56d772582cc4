// Placeholder for Alumni; the full screen arrives with its issue.
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('Alumni');

export default function AlumniPage() {
  return (
    <PlaceholderPage
      title="Alumni"
      text="The alumni area, with events, the founders-day RSVP and donation initiatives, opens soon."
    />
  );
}
