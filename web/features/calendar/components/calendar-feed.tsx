// "Calendar subscription" in the account settings (docs/product.md#calendar-feed): the private link
// for phone and desktop calendars — the member calendar for members, the alumni events for alumni.
// The server keeps only its token's hash, so a link is shown once, when it is made: Make my link (the
// first), or Make a new link, asked first because the old link then stops working at once. With it
// on screen: Copy, and how to subscribe in Google, Apple and Outlook.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { CopyButton } from '../../../components/console-kit/copy-button.tsx';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { failureText } from '../../../components/form-kit/validation.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { loadFeedState, makeFeedUrl } from '../api.ts';
import '../../../styles/account-security.scss';

export const calendarFeedSectionId = 'calendar-feed';

export function CalendarFeed({ variant }: { variant: 'member' | 'alumni' }) {
  const load = useLoad(loadFeedState);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, showResult] = useTimedMessage();
  /** The link just made: on screen until the page is left, never shown again. */
  const [url, setUrl] = useState<string | null>(null);
  const made = load.data?.made ?? false;
  const what = variant === 'alumni' ? 'the alumni events' : 'the chapter calendar';

  const makeLink = async () => {
    const replacing = made;
    setBusy(true);
    try {
      const fresh = await makeFeedUrl();
      setUrl(fresh.url);
      load.setData(() => ({ made: true }));
      setAsking(false);
      showResult(
        {
          kind: 'success',
          text: replacing
            ? 'Your link is new: copy it now, it is shown only this once. The old one no longer works: subscribe again with this one.'
            : 'Your link is ready: copy it now, it is shown only this once.',
        },
        8000,
      );
    } catch (error) {
      setAsking(false);
      showResult({ kind: 'danger', text: failureText(error, 'No new link was made') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      id={calendarFeedSectionId}
      className="account-card account-card--secondary security-card"
      aria-labelledby="calendar-feed-heading"
    >
      <h2 id="calendar-feed-heading" className="account-card__subtitle">
        Calendar subscription
      </h2>
      <p>
        Add {what} to your phone or computer calendar with a private link. Anyone with the link can
        read it, so keep it to yourself.
      </p>
      <LoadFailure what="Your calendar link" load={load} />
      {load.state.status === 'loading' ? (
        <output className="d-block mb-3">Loading...</output>
      ) : null}
      {url ? (
        <>
          <label htmlFor="calendar-feed-url" className="form-label">
            Your private link
          </label>
          <input
            id="calendar-feed-url"
            className="form-control mb-2 calendar-feed__url"
            type="text"
            readOnly
            value={url}
            aria-describedby="calendar-feed-once"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id="calendar-feed-once" className="small mb-2">
            For your safety the link is shown only now: copy it into your calendar before you leave
            this page. Lost it? Make a new one.
          </p>
          <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
            <CopyButton text={url} label="Copy link" copiedText="Link copied" />
            <Button variant="outline-danger" onClick={() => setAsking(true)} disabled={busy}>
              Make a new link
            </Button>
          </div>
          <p className="small text-body-secondary mb-0">
            To subscribe: in <strong>Google Calendar</strong>, Other calendars → + → From URL; on an{' '}
            <strong>iPhone or Mac</strong>, Calendar → Add Subscription Calendar (or File → New
            Calendar Subscription); in <strong>Outlook</strong>, Add calendar → Subscribe from web.
            Paste the link. Calendars read it again about every hour.
          </p>
        </>
      ) : load.data && made ? (
        <>
          <p className="mb-2">
            You made your private link before. It still works in every calendar subscribed with it
            until you make a new one; for your safety it cannot be shown again.
          </p>
          <Button variant="outline-danger" onClick={() => setAsking(true)} disabled={busy}>
            Make a new link
          </Button>
        </>
      ) : load.data ? (
        <>
          <p className="mb-2">You have no calendar link yet.</p>
          <Button variant="primary" onClick={() => void makeLink()} disabled={busy}>
            {busy ? 'Making...' : 'Make my link'}
          </Button>
        </>
      ) : null}
      <FormResult result={result} className="mt-3" />
      <ConfirmDialog
        show={asking}
        title="Make a new calendar link?"
        confirmLabel="Make a new link"
        busyLabel="Making..."
        busy={busy}
        onConfirm={() => void makeLink()}
        onCancel={() => setAsking(false)}
      >
        <p className="mb-0">
          You get a new link, shown once, and the old one stops working at once: every calendar
          subscribed with it stops updating until you subscribe again with the new link.
        </p>
      </ConfirmDialog>
    </section>
  );
}
