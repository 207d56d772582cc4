// /forgot-password?email=…: the email arrives prefilled once the page runs (from the "You already
// have an account" email's link; the prerendered page cannot know it).
import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { pageMeta } from '../lib/meta.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export const meta = () => [
  ...pageMeta('Reset Your Password'),
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const email = hydrated ? (params.get('email') ?? '') : '';
  // The same form before and after the page starts: what was typed in the meantime stays.
  return <ForgotPasswordForm initialEmail={email} />;
}
