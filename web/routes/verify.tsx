// Placeholder for Verify Your Account; the full screen arrives with its issue.
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('Verify Your Account');

export default function VerifyPage() {
  return <PlaceholderPage title="Verify Your Account" text="Account verification opens soon." />;
}
