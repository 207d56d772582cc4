// A page whose screens are still being built: the route exists and says so plainly.
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { PageHeader } from './page-header.tsx';

export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeader title={title} />
      <section className="container section">
        <p className="lead">{text}</p>
        <Link className="btn btn-primary" to={paths.home}>
          Back to the home page
        </Link>
      </section>
    </>
  );
}
