// The alumni page's directory section (docs/product.md#alumni-directory): for signed-in members and
// alumni, the chapter's alumni searched and filtered; for a visitor, one line leading to the login.
// The directory itself (its search, cards and styles) loads only for someone signed in, so the
// page's own JavaScript stays within its budget and a visitor never downloads it.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { loginPath } from '../../../../lib/login-redirect.ts';
import { paths } from '../../../../lib/paths.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';

const AlumniBrowser = lazy(() =>
  import('./alumni-browser.tsx').then((module) => ({ default: module.AlumniBrowser })),
);

const alumniDirectorySectionId = 'alumni-directory';

export function AlumniDirectorySection() {
  const user = useStoredUser();
  const hydrated = useHydrated();
  const headingId = `${alumniDirectorySectionId}-heading`;
  if (!(hydrated && user))
    return (
      <section
        className="section section--paper pt-0 alumni-directory-locked"
        id={alumniDirectorySectionId}
        aria-labelledby={headingId}
      >
        <div className="container text-center">
          <h2 id={headingId} className="visually-hidden">
            Alumni directory
          </h2>
          <p className="mb-0">
            <Link to={loginPath({ next: `${paths.alumni}#${alumniDirectorySectionId}` })}>
              Log in to find your brothers
            </Link>{' '}
            in the alumni directory: by class, city, industry, mentoring and hiring.
          </p>
        </div>
      </section>
    );
  return (
    <section
      className="section section--paper pt-0 alumni-directory"
      id={alumniDirectorySectionId}
      aria-labelledby={headingId}
    >
      <div className="container">
        <h2 id={headingId} className="section-title text-center mb-2">
          Alumni Directory
        </h2>
        <p className="text-center mx-auto measure mb-4">
          Find a mentor, a job or a brother in your city. Each brother decides what the directory
          shows of him: choose yours on <Link to={paths.myPrivacy}>your privacy page</Link>.
        </p>
        <Suspense
          fallback={
            <output className="d-block text-center text-body-secondary">
              Loading the directory...
            </output>
          }
        >
          <AlumniBrowser />
        </Suspense>
      </div>
    </section>
  );
}
