// Where the newsletter email links land: subscription confirmed (or confirmed before), an unsubscribe
// link's question (the newsletter's `?token=`, or a chapter email's `?u&k&t`: only its button acts),
// unsubscribed, or an invalid link, which offers the sign-up form right there.
import { Link, useParams, useSearchParams } from 'react-router';
import { mailKindLabels, mailKinds, type MailKind } from '../../contract/mail.ts';
import { newsletterStatusPaths, type NewsletterStatus } from '../../contract/api/newsletter.ts';
import { PageHeader } from '../components/page-header.tsx';
import { PageNotFound } from '../components/page-not-found.tsx';
import { turnOffMailByLink } from '../features/me/mail/api.ts';
import { unsubscribeFromNewsletter } from '../features/newsletter/api.ts';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup.tsx';
import { UnsubscribeConfirm } from '../features/newsletter/components/unsubscribe-confirm.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
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
  unsubscribe: {
    title: 'Unsubscribe?',
    text: 'This link is not complete. Open it again from the email, or sign up again below.',
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

const isMailKind = (kind: string | null): kind is MailKind =>
  kind !== null && (mailKinds as readonly string[]).includes(kind);

/** The question an unsubscribe link's page asks, and what its button does; none for a bad link. */
function unsubscribeQuestion(searchParams: URLSearchParams): UnsubscribeQuestion | undefined {
  const token = searchParams.get('token');
  if (token)
    return {
      title: 'Unsubscribe from the newsletter?',
      lead: 'Press Unsubscribe and this address will no longer receive the newsletter. You can sign up again at any time.',
      unsubscribe: async () => {
        await unsubscribeFromNewsletter(token);
        return newsletterStatusPaths.unsubscribed;
      },
    };
  const [u, k, t] = [searchParams.get('u'), searchParams.get('k'), searchParams.get('t')];
  if (!u || !t || !isMailKind(k)) return undefined;
  const kind = mailKindLabels[k].toLowerCase();
  return {
    title: `Stop ${kind} emails?`,
    lead: `Press Unsubscribe and your account will no longer receive ${kind} emails from the chapter. Your account page lets you choose again, kind by kind, which emails you receive.`,
    unsubscribe: async () => {
      await turnOffMailByLink({ u, k, t });
      return `${newsletterStatusPaths['mail-off']}?kind=${k}`;
    },
  };
}

interface UnsubscribeQuestion {
  title: string;
  lead: string;
  /** Unsubscribes; resolves to the page that says so (none until the page runs). */
  unsubscribe?: () => Promise<string>;
}

/** The unsubscribe page as prerendered, until it runs and reads its link. */
const gettingReady: UnsubscribeQuestion = {
  title: 'Unsubscribe?',
  lead: 'One moment: the page is getting ready.',
};

export default function NewsletterStatusPage() {
  const { status } = useParams();
  const [searchParams] = useSearchParams();
  // The address's query is read once the page runs: the prerendered page has none.
  const started = useHydrated();
  const entry =
    status && Object.hasOwn(statuses, status) ? statuses[status as NewsletterStatus] : undefined;
  if (!entry) return <PageNotFound />;
  const question =
    status !== 'unsubscribe'
      ? undefined
      : started
        ? unsubscribeQuestion(searchParams)
        : gettingReady;
  if (question)
    return (
      <>
        <PageHeader title={question.title} eyebrow="Newsletter" />
        <section className="container section">
          <UnsubscribeConfirm
            lead={question.lead}
            action="Unsubscribe"
            unsubscribe={question.unsubscribe}
            invalidPath={newsletterStatusPaths.invalid}
          />
        </section>
      </>
    );
  const subscribed = status === 'confirmed' || status === 'already-subscribed';
  // A chapter email's link names its kind (`?kind=events`), said once the page runs.
  const kind = searchParams.get('kind');
  const text =
    started && status === 'mail-off' && isMailKind(kind)
      ? `You will not receive ${mailKindLabels[kind].toLowerCase()} emails from the chapter any more. Your account page lets you choose again, kind by kind, which emails you receive.`
      : entry?.text;
  return (
    <>
      <PageHeader title={entry.title} eyebrow="Newsletter" />
      <section className="container section">
        <p className="lead">{text}</p>
        {status === 'invalid' || status === 'unsubscribe' ? (
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
