// /forgot-password
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => [
  ...pageMeta('Reset Your Password'),
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
