// Where the newsletter email links land: subscription confirmed (or confirmed before), unsubscribed,
// or an invalid link, which offers the sign-up form right there.
import { Link, useParams, useSearchParams } from 'react-router';
import { mailKindLabels, mailKinds, type MailKind } from '../../contract/mail.ts';
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
  'mail-off': {
    title: 'You are unsubscribed',
    text: 'You will not receive these emails from the chapter any more. Your account page lets you choose again, kind by kind, which emails you receive.',
  },
  invalid: {
    title: 'This link is not valid',
    text: 'The link may have expired or already been used. You can sign up again below; we will send a new confirmation email.',
  },
};

export const meta = () => [...pageMeta('Newsletter'), { name: 'robots', content: 'noindex' }];

export default function NewsletterStatusPage() {
  const { status } = useParams();
  const [searchParams] = useSearchParams();
  const entry =
    status && Object.hasOwn(statuses, status) ? statuses[status as NewsletterStatus] : undefined;
  if (!entry) return <PageNotFound />;
  const subscribed = status === 'confirmed' || status === 'already-subscribed';
  // A chapter email's link names its kind (`?kind=events`), said once the page runs.
  const kind = searchParams.get('kind');
  const text =
    status === 'mail-off' && kind && (mailKinds as readonly string[]).includes(kind)
      ? `You will not receive ${mailKindLabels[kind as MailKind].toLowerCase()} emails from the chapter any more. Your account page lets you choose again, kind by kind, which emails you receive.`
      : entry?.text;
  return (
    <>
      <PageHeader title={entry.title} eyebrow="Newsletter" />
      <section className="container section">
        <p className="lead">{text}</p>
        {status === 'invalid' ? (
          <div className="newsletter-status__signup">
            <NewsletterSignup
              heading={homeContent.newsletterSignup.heading}
              text={homeContent.newsletterSignup.text}
            />
          </div>
        ) : status === 'mail-off' ? (
          <Link className="btn btn-primary" to={paths.home}>
            Back to the home page
          </Link>
        ) : (
          <Link className="btn btn-primary" to={subscribed ? paths.home : paths.newsletterSection}>
            {subscribed ? 'Back to the home page' : 'Go to the newsletter sign-up'}
          </Link>
        )}
      </section>
    </>
  );
}
