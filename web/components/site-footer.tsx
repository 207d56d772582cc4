// The footer on every page: the chapter, a few useful links and the copyright line.
import { Link } from 'react-router';
import { localDate } from '../../contract/event-dates.ts';
import { builtAt } from '../lib/built-at.ts';
import { chapter } from '../lib/content/chapter.ts';
import { paths } from '../lib/paths.ts';
import { useNow } from '../lib/use-now.ts';

const footerLinks = [
  { to: paths.about, label: 'About' },
  { to: paths.philanthropy, label: 'Philanthropy' },
  { to: paths.highlights, label: 'Highlights' },
  { to: paths.merch, label: 'Merchandise' },
  { to: paths.execBoard, label: 'Executive Board' },
  { to: paths.newsletterSection, label: 'Newsletter' },
] as const;

export function SiteFooter() {
  // The chapter's year at the build in the HTML and while hydrating (so the two match, even across
  // New Year and time zones), then at the browser's clock.
  const year = localDate(useNow() ?? builtAt, chapter.timeZone).slice(0, 4);
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row gy-4">
          <div className="col-md-6">
            <p className="site-footer__name">
              {chapter.organisation.name} · {chapter.chapter.name}
            </p>
            <p className="mb-0">{chapter.footer.text}</p>
          </div>
          <nav className="col-md-6" aria-label="Footer">
            <ul className="site-footer__links">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="site-footer__copyright">
          © {year} {chapter.organisation.name}, {chapter.chapter.name} at {chapter.university}.
        </p>
      </div>
    </footer>
  );
}
