// /check-in/<event>?c=<code> (docs/product.md#check-in): where a member's phone camera takes him
// from the screen at the door. Signed in, one tap checks him in; signed out, he logs in and comes
// back here with the same code. Without a code (or with an old one) he can type the 6 characters
// from the screen. A refusal says why: the code expired, it is another event's, the door is not open.
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useParams, useSearchParams } from 'react-router';
import { doorOpensWords, normaliseCheckInCode } from '../../../../../contract/attendance.ts';
import { formatDay, formatDayOf, formatTime } from '../../../../../contract/dates.ts';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { chapter } from '../../../../lib/content/chapter.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { checkInWith, loadCheckIn } from '../api.ts';
import { MembersOnly } from './members-only.tsx';
import '../../../../styles/check-in.scss';

// Every time on the page is on the chapter's clock, whatever the zone of the phone (docs/product.md#dates).
const timeText = (iso: string) => formatTime(iso, chapter.timeZone);

/** "on Mon, Sep 7, 2026 at 2:00 AM" */
const whenText = (iso: string) =>
  `on ${formatDayOf(iso, chapter.timeZone)} at ${formatTime(iso, chapter.timeZone)}`;

export function CheckInPage() {
  const { eventId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <section className="container section check-in-page">
      <h1 className="check-in-page__title">Check in</h1>
      <MembersOnly>
        <CheckIn eventId={eventId} scanned={search.get('c') ?? ''} />
      </MembersOnly>
    </section>
  );
}

function CheckIn({ eventId, scanned }: { eventId: string; scanned: string }) {
  const load = useLoad((signal) => loadCheckIn(eventId, signal), { deps: [eventId] });
  const [done, setDone] = useState<{ at: string; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [scannedUsed, setScannedUsed] = useState(false);
  // When the page opened: the door's words are said against it (the server decides at the tap).
  const [openedAt] = useState(() => Date.now());
  const id = useId();
  const code = scannedUsed ? typed : scanned || typed;
  const usable = normaliseCheckInCode(code) !== null;

  if (load.state.status === 'failed') {
    const error = load.state.error;
    // A refusal says why (no such event, one that takes no attendance); anything else may pass.
    return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? (
      <p className="alert alert-warning" role="alert">
        {error.message}
      </p>
    ) : (
      <LoadFailure what="The check-in" load={load} />
    );
  }
  const info = load.data;
  if (!info) return <output className="d-block">Loading...</output>;
  const checkedAt = done?.at ?? info.checkedInAt;

  const send = () => {
    setBusy(true);
    setProblem(null);
    checkInWith(eventId, code).then(
      (answer) => {
        setDone({ at: answer.at, message: answer.message });
        setBusy(false);
      },
      (error: unknown) => {
        setProblem(
          error instanceof ApiRequestError
            ? error.message
            : 'You are not checked in: the server could not be reached. Try again.',
        );
        // A scanned code that failed (expired, another event's) is not offered again.
        setScannedUsed(true);
        setBusy(false);
      },
    );
  };

  return (
    <div className="check-in-card">
      <p className="check-in-card__event">
        <strong>{info.event.title}</strong>
        <span className="d-block text-body-secondary">
          {formatDay(info.event.date)}
          {info.event.time ? `, ${info.event.time}` : ''}
        </span>
      </p>
      {checkedAt ? (
        <output className="check-in-card__done">
          <span aria-hidden="true" className="check-in-card__tick">
            ✓
          </span>{' '}
          You’re checked in{done ? '' : ' already'} (at {timeText(checkedAt)}).
        </output>
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (usable && !busy) send();
          }}
        >
          {scanned && !scannedUsed ? null : (
            <Form.Group className="mb-3">
              <Form.Label htmlFor={`${id}-code`}>The code on the screen at the door</Form.Label>
              <Form.Control
                id={`${id}-code`}
                className="check-in-card__input"
                value={typed}
                onChange={(change) => setTyped(change.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={9}
                placeholder="K7P 2QX"
                aria-describedby={problem ? `${id}-problem` : undefined}
                aria-invalid={problem ? true : undefined}
              />
            </Form.Group>
          )}
          {problem ? (
            <p id={`${id}-problem`} className="alert alert-warning" role="alert">
              {problem}
            </p>
          ) : null}
          {!info.open ? (
            <p className="check-in-card__door">
              {openedAt < Date.parse(info.opensAt)
                ? `Check-in opens ${whenText(info.opensAt)}, ${doorOpensWords(info.event)}.`
                : `Check-in closed ${whenText(info.closesAt)}. Ask the officer at the door to mark you by hand.`}
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="check-in-card__button"
            disabled={busy || !usable || !info.open}
          >
            {busy ? 'Checking in...' : 'Check in'}
          </Button>
        </Form>
      )}
    </div>
  );
}
