// /verify?email=…: the email arrives prefilled once the page runs (the prerendered page cannot know it).
import { useSearchParams } from 'react-router';
import { VerifyForm } from '../features/auth/components/verify-form.tsx';
import { pageMeta } from '../lib/meta.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export const meta = () => [
  ...pageMeta('Verify Your Account'),
  { name: 'robots', content: 'noindex' },
];

export default function VerifyPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const email = hydrated ? (params.get('email') ?? '') : '';
  // The same form before and after the page starts: what was typed in the meantime stays.
  return <VerifyForm initialEmail={email} />;
}
