// The navigation bar (docs/product.md#navigation): links (a signed-in person's home among them), the
// Members menu, login / log out, mobile toggle
// (Escape closes the open menu and gives the focus back to the toggle).
// Hand-written on Bootstrap's navbar CSS: react-bootstrap's Navbar and NavDropdown bring Popper,
// Offcanvas and transitions (about 25 kB gzip) to every page for one menu; see docs/decisions/003.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { chapter } from '../lib/content/chapter.ts';
import { paths } from '../lib/paths.ts';
import { useStoredUser } from '../lib/stored-user.ts';
import { ChapterLogo } from './chapter-logo.tsx';

const mainLinks = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.about, label: 'About', end: false },
  { to: paths.philanthropy, label: 'Philanthropy', end: false },
  { to: paths.highlights, label: 'Highlights', end: false },
] as const;

/** Shown to officers only (the stored profile's flag); the console itself is guarded by the server. */
const officersLink = { to: paths.officers, label: 'Officers', end: false } as const;

/** Shown to a signed-in person: his home, with his standing, office and pages (docs/product.md#your-home). */
const homeLink = { to: paths.me, label: 'Your home', end: false } as const;

/** Shown to visitors in its place: recruitment's interest form (docs/product.md#recruitment). */
const joinLink = { to: paths.recruitment, label: 'Join', end: false } as const;

const memberLinks = [
  { to: paths.activeMembers, label: 'Active Members' },
  { to: paths.alumni, label: 'Alumni' },
  { to: paths.execBoard, label: 'Executive Board' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `nav-link${isActive ? ' active' : ''}`;
const itemClass = ({ isActive }: { isActive: boolean }) =>
  `dropdown-item${isActive ? ' active' : ''}`;

const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('.dropdown-item') ?? []),
];

/** Focuses the item at `index` (negative counts from the end, past the end wraps). */
function focusMenuItem(menu: HTMLElement | null, index: number) {
  const list = menuItems(menu);
  list[((index % list.length) + list.length) % list.length]?.focus();
}

function MembersMenu({ onChoose, onLogout }: { onChoose: () => void; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const user = useStoredUser();
  const location = useLocation();
  const menuId = useId();
  const wrapperRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** The item to focus once the menu has opened (arrow key on the closed button). */
  const focusOnOpen = useRef<number | null>(null);

  // A click or a focus move anywhere outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  useEffect(() => {
    if (open && focusOnOpen.current !== null) {
      focusMenuItem(wrapperRef.current, focusOnOpen.current);
      focusOnOpen.current = null;
    }
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Closes this menu only; a second Escape closes the phone menu around it.
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const index = event.key === 'ArrowDown' ? 0 : -1;
      if (open) {
        focusMenuItem(wrapperRef.current, index);
      } else {
        // The items become focusable once the menu has rendered open.
        focusOnOpen.current = index;
        setOpen(true);
      }
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const menu = wrapperRef.current;
    const current = menuItems(menu).indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusMenuItem(menu, current + 1);
    else if (event.key === 'ArrowUp') focusMenuItem(menu, current - 1);
    else if (event.key === 'Home') focusMenuItem(menu, 0);
    else if (event.key === 'End') focusMenuItem(menu, -1);
    else if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else return;
    event.preventDefault();
  };

  const choose = () => {
    setOpen(false);
    onChoose();
  };

  return (
    <li
      className={`nav-item dropdown${location.pathname.startsWith('/members') ? ' is-current' : ''}`}
      ref={wrapperRef}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        Members
      </button>
      <ul
        id={menuId}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
      >
        {memberLinks.map((link) => (
          <li key={link.to}>
            <NavLink className={itemClass} to={link.to} onClick={choose} onKeyDown={onMenuKeyDown}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          {user ? (
            <button
              type="button"
              className="dropdown-item"
              onKeyDown={onMenuKeyDown}
              onClick={() => {
                choose();
                onLogout();
              }}
            >
              Log Out
            </button>
          ) : (
            <NavLink
              className={itemClass}
              to={paths.login}
              onClick={choose}
              onKeyDown={onMenuKeyDown}
            >
              Login or Signup
            </NavLink>
          )}
        </li>
      </ul>
    </li>
  );
}

export function SiteNav({ onLogout }: { onLogout: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const user = useStoredUser();
  const officer = user?.isOfficer;
  const location = useLocation();
  const togglerRef = useRef<HTMLButtonElement>(null);
  const close = () => setExpanded(false);

  // Escape closes the phone menu, unless the Members menu inside it took the key to close itself
  // (listened for on the window, which the key reaches after React's handlers).
  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const toggler = togglerRef.current;
      // Only where the menu is collapsible (the toggle is shown).
      if (!toggler || toggler.offsetParent === null) return;
      event.preventDefault();
      setExpanded(false);
      toggler.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [expanded]);

  // Whatever caused the navigation (a link, the back button), the mobile menu should not stay open.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setExpanded(false);
  }

  return (
    <nav className="navbar navbar-expand-lg navbar-dark site-nav" aria-label="Main">
      <div className="container">
        <Link to={paths.home} onClick={close} className="navbar-brand site-nav__brand">
          <ChapterLogo className="site-nav__logo" />
          <span>{chapter.siteName}</span>
        </Link>
        <button
          ref={togglerRef}
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls="site-nav-menu"
          aria-expanded={expanded}
          aria-label="Toggle navigation"
          onClick={() => setExpanded((value) => !value)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="site-nav-menu" className={`collapse navbar-collapse${expanded ? ' show' : ''}`}>
          <ul className="navbar-nav ms-auto">
            {[
              ...mainLinks,
              ...(officer ? [officersLink] : []),
              ...(user ? [homeLink] : [joinLink]),
            ].map((link) => (
              <li className="nav-item" key={link.to}>
                <NavLink className={navLinkClass} to={link.to} end={link.end} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <MembersMenu onChoose={close} onLogout={onLogout} />
          </ul>
        </div>
      </div>
    </nav>
  );
}
