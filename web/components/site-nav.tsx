// The navigation bar on every page (SPEC.md §2): links, the Members dropdown, login / log out, mobile toggle.
import { Container, Nav, NavDropdown, Navbar } from 'react-bootstrap';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { chapter } from '../lib/content.ts';
import { paths } from '../lib/paths.ts';
import { useStoredUser } from '../lib/stored-user.ts';
import { ChapterLogo } from './chapter-logo.tsx';

const mainLinks = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.about, label: 'About', end: false },
  { to: paths.philanthropy, label: 'Philanthropy', end: false },
  { to: paths.highlights, label: 'Highlights', end: false },
] as const;

const memberLinks = [
  { to: paths.activeMembers, label: 'Active Members' },
  { to: paths.alumni, label: 'Alumni' },
  { to: paths.execBoard, label: 'Executive Board' },
] as const;

export function SiteNav({ onLogout }: { onLogout: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const user = useStoredUser();
  const location = useLocation();
  const close = () => setExpanded(false);

  // Whatever caused the navigation (a link, the back button), the mobile menu should not stay open.
  useEffect(() => {
    setExpanded(false);
  }, [location.pathname]);

  const inMembers = location.pathname.startsWith('/members');

  return (
    <Navbar
      expand="lg"
      variant="dark"
      className="site-nav"
      expanded={expanded}
      onToggle={setExpanded}
      collapseOnSelect
    >
      <Container>
        <Navbar.Brand as={Link} to={paths.home} onClick={close} className="site-nav__brand">
          <ChapterLogo className="site-nav__logo" />
          <span>{chapter.siteName}</span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav-menu" aria-label="Toggle navigation" />
        <Navbar.Collapse id="site-nav-menu">
          <Nav className="ms-auto" as="ul">
            {mainLinks.map((link) => (
              <Nav.Item as="li" key={link.to}>
                <Nav.Link as={NavLink} to={link.to} end={link.end} onClick={close}>
                  {link.label}
                </Nav.Link>
              </Nav.Item>
            ))}
            <NavDropdown
              as="li"
              title="Members"
              id="members-dropdown"
              align="end"
              className={inMembers ? 'is-current' : undefined}
            >
              {memberLinks.map((link) => (
                <NavDropdown.Item as={NavLink} key={link.to} to={link.to} onClick={close}>
                  {link.label}
                </NavDropdown.Item>
              ))}
              <NavDropdown.Divider />
              {user ? (
                <NavDropdown.Item
                  as="button"
                  type="button"
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  Log Out
                </NavDropdown.Item>
              ) : (
                <NavDropdown.Item as={NavLink} to={paths.login} onClick={close}>
                  Login or Signup
                </NavDropdown.Item>
              )}
            </NavDropdown>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
