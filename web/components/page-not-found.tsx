// The "page not found" content: the 404 route shows it, and so does any route handed a value it does not know.
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { PageHeader } from './page-header.tsx';

export function PageNotFound() {
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
