// Where the newsletter email links land: subscription confirmed, unsubscribed, or an invalid link.
import { Link, useParams } from 'react-router';
import type { NewsletterStatus } from '../../contract/api/newsletter.ts';
import { PageHeader } from '../components/page-header.tsx';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';
import NotFoundPage from './not-found.tsx';

const statuses: Record<NewsletterStatus, { title: string; text: string }> = {
  confirmed: {
    title: 'You are subscribed',
    text: 'Thank you for confirming your email address. The next newsletter will arrive in your inbox.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'You will not receive the newsletter any more. Changed your mind? You can sign up again at any time.',
  },
  invalid: {
    title: 'This link is not valid',
    text: 'The link may have expired or already been used. You can sign up again below; we will send a new confirmation email.',
  },
};

export const meta = () => [...pageMeta('Newsletter'), { name: 'robots', content: 'noindex' }];

export default function NewsletterStatusPage() {
  const { status } = useParams();
  const entry = status && status in statuses ? statuses[status as NewsletterStatus] : undefined;
  if (!entry) return <NotFoundPage />;
  return (
    <>
      <PageHeader title={entry.title} eyebrow="Newsletter" />
      <section className="container section">
        <p className="lead">{entry.text}</p>
        <Link
          className="btn btn-primary"
          to={status === 'confirmed' ? paths.home : paths.newsletterSection}
        >
          {status === 'confirmed' ? 'Back to the home page' : 'Go to the newsletter sign-up'}
        </Link>
      </section>
    </>
  );
}
