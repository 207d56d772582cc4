// /login, /login?mode=signup: what the page is for (and where it returns) is read from the address
// once the page runs; the prerendered page is the plain "Member Login".
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { loginTitle } from '../features/auth/messages.ts';
import { readLoginLink } from '../features/auth/login-link.ts';
import { pageMeta } from '../lib/meta.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export const meta = () => [...pageMeta('Member Login'), { name: 'robots', content: 'noindex' }];

export default function LoginPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const link = hydrated ? readLoginLink(params) : {};
  const title = loginTitle(link);
  // The document's title follows the heading; set here, because the prerendered <title> must match
  // at hydration, and the address is only known once the page runs.
  useEffect(() => {
    const full = pageMeta(title).find((tag) => tag.title)?.title;
    if (full) document.title = full;
  }, [title]);
  // A new form for each mode and address: switching between log in and sign up starts afresh.
  return <LoginForm key={hydrated ? params.toString() : 'prerendered'} link={link} />;
}
