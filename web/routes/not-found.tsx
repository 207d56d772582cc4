// The site's 404 page; the server sends it with status 404 for any unknown path.
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';

export const meta = () => [...pageMeta('Page not found'), { name: 'robots', content: 'noindex' }];

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <section className="container section">
        <p className="lead">
          We could not find that page. It may have moved, or the link may be mistyped.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary" to={paths.home}>
            Go to the home page
          </Link>
          <Link className="btn btn-outline-primary" to={paths.about}>
            About the chapter
          </Link>
        </div>
      </section>
    </>
  );
}
