// "Active Members Directory" (docs/product.md#directory): search, class filter, summary, pages.
// Signed-in brothers see it; visitors see the section with a prompt to log in. A list that could not
// be loaded says so and offers Retry; "No members found" only ever means a search found none.
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import type { MembersPageContent } from '../../../../contract/content.ts';
import { loginPath } from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

// The list (search, cards, pages) loads only for a signed-in brother: a visitor's page never
// downloads it, and the page's first load stays within its JavaScript budget.
const DirectoryList = lazy(() =>
  import('./directory-list.tsx').then((module) => ({ default: module.DirectoryList })),
);

type DirectoryContent = MembersPageContent['directory'];

export function MembersDirectory({ content }: { content: DirectoryContent }) {
  const user = useStoredUser();
  const hydrated = useHydrated();
  const sectionRef = useRef<HTMLElement>(null);
  const locate = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView({
      behavior: reduceMotion ? 'auto' : 'smooth',
      block: 'start',
    });
  };
  return (
    <section
      className="section section--paper directory"
      ref={sectionRef}
      id="directory"
      aria-labelledby="directory-heading"
    >
      <div className="container">
        <h2 id="directory-heading" className="section-title text-center mb-2">
          {content.heading}
        </h2>
        <p className="text-center mb-4">{content.text}</p>
        {hydrated && user ? (
          <Suspense
            fallback={
              <p className="directory-status" aria-live="polite">
                Loading members...
              </p>
            }
          >
            <DirectoryList onLocate={locate} />
          </Suspense>
        ) : (
          <div className="directory-locked">
            <p>{content.loginPrompt}</p>
            <Link
              className="btn btn-primary"
              to={loginPath({ next: `${paths.activeMembers}#directory` })}
            >
              Member Login
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
