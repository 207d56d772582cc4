// /login, /login?mode=signup: what the page is for (and where it returns) is read from the address
// once the page runs; the prerendered page is the plain "Member Login".
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { typedBeforeStart } from '../components/form-kit/kit-form.tsx';
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
  // What was typed into the prerendered form (always the plain login form) before the page
  // started: read once, as it starts, for the form the address asks for (an invite link's Create
  // Account). The login form itself keeps its own fields (docs/product.md#validation).
  const area = useRef<HTMLDivElement>(null);
  const [early, setEarly] = useState<{ search: string; typed: Record<string, string> } | null>(
    null,
  );
  useLayoutEffect(() => {
    setEarly({
      search: new URLSearchParams(window.location.search).toString(),
      typed: typedBeforeStart(area.current),
    });
  }, []);
  const title = loginTitle(link);
  // The document's title follows the heading; set here, because the prerendered <title> must match
  // at hydration, and the address is only known once the page runs.
  useEffect(() => {
    const full = pageMeta(title).find((tag) => tag.title)?.title;
    if (full) document.title = full;
  }, [title]);
  // A new form for each mode: switching between log in and sign up starts afresh. The prerendered
  // form is the login form the page starts with, never made again (its fields may hold typing).
  return (
    <div ref={area} className="d-contents">
      <LoginForm
        key={link.mode ?? 'login'}
        link={link}
        typedEarly={early && early.search === params.toString() ? early.typed : {}}
      />
    </div>
  );
}
