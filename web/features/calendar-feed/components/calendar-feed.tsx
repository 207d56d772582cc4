// "Calendar subscription" in the account settings (docs/product.md#calendar-feed): the private link
// for phone and desktop calendars — the member calendar for members, the alumni events for alumni —
// with Copy, how to subscribe in Google, Apple and Outlook, and Reset link, asked first because the
// old link stops working at once.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { CopyButton } from '../../../components/console-kit/copy-button.tsx';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { failureText } from '../../../components/form-kit/validation.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { loadFeedUrl, resetFeedUrl } from '../api.ts';
import '../../../styles/account-security.scss';

export const calendarFeedSectionId = 'calendar-feed';

export function CalendarFeed({ variant }: { variant: 'member' | 'alumni' }) {
  const load = useLoad(loadFeedUrl);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, showResult] = useTimedMessage();
  const url = load.data?.url ?? null;
  const what = variant === 'alumni' ? 'the alumni events' : 'the chapter calendar';

  const reset = async () => {
    setBusy(true);
    try {
      const fresh = await resetFeedUrl();
      load.setData(() => fresh);
      setAsking(false);
      showResult(
        {
          kind: 'success',
          text: 'Your link is new. The old one no longer works: subscribe again with this one.',
        },
        8000,
      );
    } catch (error) {
      setAsking(false);
      showResult({ kind: 'danger', text: failureText(error, 'The link was not reset') });
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
        Add {what} to your phone or computer calendar with this private link. Anyone with the link
        can read it, so keep it to yourself.
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
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
            <CopyButton text={url} label="Copy link" copiedText="Link copied" />
            <Button variant="outline-danger" onClick={() => setAsking(true)} disabled={busy}>
              Reset link
            </Button>
          </div>
          <p className="small text-body-secondary mb-0">
            To subscribe: in <strong>Google Calendar</strong>, Other calendars → + → From URL; on an{' '}
            <strong>iPhone or Mac</strong>, Calendar → Add Subscription Calendar (or File → New
            Calendar Subscription); in <strong>Outlook</strong>, Add calendar → Subscribe from web.
            Paste the link. Calendars read it again about every hour.
          </p>
        </>
      ) : null}
      <FormResult result={result} className="mt-3" />
      <ConfirmDialog
        show={asking}
        title="Reset your calendar link?"
        confirmLabel="Reset link"
        busyLabel="Resetting..."
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      >
        <p className="mb-0">
          You get a new link, and the old one stops working at once: every calendar subscribed with
          it stops updating until you subscribe again with the new link.
        </p>
      </ConfirmDialog>
    </section>
  );
}
