// /reset-password?token=…
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { pageMeta } from '../lib/meta.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export const meta = () => [
  ...pageMeta('Choose a New Password'),
  { name: 'robots', content: 'noindex' },
];

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated) return <ResetPasswordForm token="pending" />;
  return <ResetPasswordForm token={params.get('token') ?? ''} />;
}
