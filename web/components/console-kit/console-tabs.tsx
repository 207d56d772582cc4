// The pages of one console section, linked from each of them (Mail's three, attendance's
// three): a small navigation under the page's header, the current page marked.
import { NavLink } from 'react-router';

export function ConsoleTabs({
  label,
  tabs,
}: {
  /** Names the navigation for assistive technology: "Mail pages". */
  label: string;
  tabs: readonly { to: string; label: string }[];
}) {
  return (
    <nav className="console-tabs" aria-label={label}>
      <ul className="console-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) => `console-tabs__link${isActive ? ' active' : ''}`}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
