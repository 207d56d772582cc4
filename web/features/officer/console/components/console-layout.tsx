// The officer console's frame (docs/product.md#officer-console): visitors go to the login page (which
// says why and comes back), signed-in non-officers get "Officers only", officers get the console's
// navigation (the pages of the areas they hold) beside the page. The server refuses every call of
// someone who is not allowed, whatever this frame shows.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../../lib/login-redirect.ts';
import { paths } from '../../../../lib/paths.ts';
import { isLoggingOut } from '../../../../lib/session.ts';
import { useStoredUser, type StoredUser } from '../../../../lib/stored-user.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import type { Area } from '../../../../../contract/officer-areas.ts';
import { consolePagesFor, currentConsolePage } from '../console-pages.ts';
import { ElectOffices } from '../elect.tsx';
import { RequireArea } from './require-area.tsx';
// Here rather than in the route: the console's styles come with its code, when the console opens.
import '../../../../styles/console.scss';

/**
 * The console around one page; `area` is the area the page belongs to (null for what every officer
 * sees). Loaded on demand with the console's route (web/routes/officers.tsx).
 */
export function ConsoleLayout({ area, children }: { area: Area | null; children: ReactNode }) {
  const user = useStoredUser();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  // Whether this tab had an account on screen: if it goes away, the session ended under the page.
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);

  useEffect(() => {
    if (!hydrated || user || isLoggingOut()) return;
    void navigate(
      loginPath({
        next: `${location.pathname}${location.search}`,
        reason: hadUser ? 'session-expired' : 'officers',
      }),
      { replace: true },
    );
  }, [hydrated, user, hadUser, navigate, location.pathname, location.search]);

  if (!user) {
    return (
      <section className="container section">
        <output className="lead d-block">Loading the officer console...</output>
      </section>
    );
  }
  if (!user.isOfficer) return <OfficersOnly user={user} />;
  const preview = user.previewAreas ?? [];
  return (
    <ElectOffices elect={preview.length > 0}>
      <div className="console">
        <div className="container console__inner">
          {/* An elect's coming areas too: he may look at them (RequireArea says so on the page). */}
          <ConsoleNav areas={user.areas} preview={preview} />
          <div className="console__page">
            {area ? <RequireArea area={area}>{children}</RequireArea> : children}
          </div>
        </div>
      </div>
    </ElectOffices>
  );
}

/**
 * The console's pages. Below 768 px they fold into one menu button naming the page open now (a
 * disclosure: aria-expanded, Escape or a click elsewhere closes it and gives the focus back, a page
 * chosen closes it), so the page itself starts near the top of a phone; wider, the list is always
 * shown (a row of buttons, a column from 992 px).
 */
function ConsoleNav({
  areas,
  preview,
}: {
  areas: readonly string[] | undefined;
  preview: readonly string[];
}) {
  const pages = consolePagesFor(areas, preview);
  const { pathname } = useLocation();
  const current = currentConsolePage(pages, pathname);
  const [open, setOpen] = useState(false);
  const [openAt, setOpenAt] = useState(pathname);
  // A page chosen (or any other way to another address) closes the menu.
  if (open && openAt !== pathname) setOpen(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    // A tap elsewhere closes it; so does Escape, which gives the focus back to the button when the
    // focus was in the menu (it never takes the focus from elsewhere on the page).
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inMenu = navRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (inMenu) toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const pageName = current?.label ?? 'Pages';
  return (
    <nav ref={navRef} className="console-nav" aria-label="Officer console">
      <p className="console-nav__title" aria-hidden="true">
        Officer console
      </p>
      <button
        ref={toggleRef}
        type="button"
        className="console-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpenAt(pathname);
          setOpen((was) => !was);
        }}
      >
        <span className="console-nav__toggle-text">
          <span className="console-nav__toggle-title">Officer console</span>
          {/* Its name reads "Officer console: Accounts". */}
          <span className="visually-hidden">: </span>
          <span className="console-nav__toggle-page">{pageName}</span>
        </span>
        <span className="console-nav__toggle-icon" aria-hidden="true" />
      </button>
      <ul id={listId} className={`console-nav__list${open ? ' console-nav__list--open' : ''}`}>
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end={page.to === paths.officers}
              className={({ isActive }) => `console-nav__link${isActive ? ' active' : ''}`}
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A signed-in account without the officer flag: says so; the server would refuse it anyway. */
function OfficersOnly({ user }: { user: StoredUser }) {
  return (
    <section className="container section">
      <div className="console-gate">
        <h1 className="console-gate__title">Officers only</h1>
        <p>
          The officer console is for chapter officers. You are logged in as{' '}
          <strong>{user.email}</strong>, which is not an officer&apos;s account.
        </p>
        <p>
          If you have been elected to an office, ask an officer responsible for accounts to give
          your account the officer role.
        </p>
        <Link
          className="btn btn-primary"
          to={user.role === 'alumni' ? paths.alumni : paths.activeMembers}
        >
          {user.role === 'alumni' ? 'Back to Alumni' : 'Back to Members'}
        </Link>
      </div>
    </section>
  );
}
