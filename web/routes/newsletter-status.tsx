// Where the newsletter email links land: subscription confirmed (or confirmed before), unsubscribed,
// or an invalid link, which offers the sign-up form right there.
import { Link, useParams } from 'react-router';
import type { NewsletterStatus } from '../../contract/api/newsletter.ts';
import { PageHeader } from '../components/page-header.tsx';
import { PageNotFound } from '../components/page-not-found.tsx';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup.tsx';
import { homeContent } from '../lib/content/home.ts';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';

const statuses: Record<NewsletterStatus, { title: string; text: string }> = {
  confirmed: {
    title: 'You are subscribed',
    text: 'Thank you for confirming your email address. The next newsletter will arrive in your inbox.',
  },
  'already-subscribed': {
    title: 'You are already subscribed',
    text: 'This address was confirmed before, so there is nothing more to do. The newsletter keeps arriving in your inbox.',
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
  const entry =
    status && Object.hasOwn(statuses, status) ? statuses[status as NewsletterStatus] : undefined;
  if (!entry) return <PageNotFound />;
  const subscribed = status === 'confirmed' || status === 'already-subscribed';
  return (
    <>
      <PageHeader title={entry.title} eyebrow="Newsletter" />
      <section className="container section">
        <p className="lead">{entry.text}</p>
        {status === 'invalid' ? (
          <div className="newsletter-status__signup">
            <NewsletterSignup
              heading={homeContent.newsletterSignup.heading}
              text={homeContent.newsletterSignup.text}
            />
          </div>
        ) : (
          <Link className="btn btn-primary" to={subscribed ? paths.home : paths.newsletterSection}>
            {subscribed ? 'Back to the home page' : 'Go to the newsletter sign-up'}
          </Link>
        )}
      </section>
    </>
  );
}
