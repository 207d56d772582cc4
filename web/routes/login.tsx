// /login
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => [...pageMeta('Member Login'), { name: 'robots', content: 'noindex' }];

export default function LoginPage() {
  return <LoginForm />;
}
