// The newsletter's three console pages, linked from each of them: subscribers, sending, issues.
import { NavLink } from 'react-router';
import { consolePaths } from '../../../lib/console-kit/console-routes.ts';

const tabs = [
  { to: consolePaths.newsletter, label: 'Subscribers' },
  { to: consolePaths.newsletterCompose, label: 'Send a newsletter' },
  { to: consolePaths.newsletterIssues, label: 'Issues on the home page' },
] as const;

export function NewsletterTabs() {
  return (
    <nav className="newsletter-tabs" aria-label="Newsletter pages">
      <ul className="newsletter-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) => `newsletter-tabs__link${isActive ? ' active' : ''}`}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
