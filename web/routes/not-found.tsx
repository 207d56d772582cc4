// The site's 404 page; the server sends it with status 404 for any unknown path.
import { PageNotFound } from '../components/page-not-found.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => [...pageMeta('Page not found'), { name: 'robots', content: 'noindex' }];

export default function NotFoundPage() {
  return <PageNotFound />;
}
