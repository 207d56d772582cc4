// An event's check-in screen (docs/product.md#check-in, area `standing`): the QR code and the
// 6-character code, which change every 20 seconds (the screen asks the server for each, so every
// screen of one event shows the same code), how long this one has left, the live count and the
// names of the last to come. Made to be read from a metre away on a phone or a laptop at the
// door; "Full screen" hides everything else, and the screen is kept awake while it shows.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { countingWords, spacedCode } from '../../../../../contract/attendance.ts';
import type { CheckInCode } from '../../../../../contract/api/standing.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import {
  attendanceListPath,
  consolePaths,
} from '../../../../components/console-kit/console-routes.ts';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { paths } from '../../../../lib/paths.ts';
import { loadCheckInCode } from '../api.ts';

/** Where a brother without a camera types the code: the site's /check-in, as he would type it. */
const checkInAddress =
  typeof window === 'undefined' ? paths.checkIn : `${window.location.host}${paths.checkIn}`;
import { clockText, doorNote, nextAskInMs, retryInMs } from '../rules.ts';

type ScreenState =
  | { status: 'loading' }
  | { status: 'refused'; message: string }
  | { status: 'showing'; code: CheckInCode; shownAt: number; stale: boolean };

export function CheckInScreen({ eventId }: { eventId: string }) {
  const [state, setState] = useState<ScreenState>({ status: 'loading' });
  const frame = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  const id = useId();

  // Ask for the code, then again when the next one appears; after a failure, again in 3 s, the
  // old code still shown but marked as old.
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      loadCheckInCode(eventId, controller.signal).then(
        (code) => {
          setState({ status: 'showing', code, shownAt: Date.now(), stale: false });
          timer = setTimeout(ask, nextAskInMs(code.changesInMs));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
            setState({ status: 'refused', message: error.message });
            return;
          }
          setState((now) => (now.status === 'showing' ? { ...now, stale: true } : now));
          timer = setTimeout(ask, retryInMs);
        },
      );
    };
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [eventId]);

  useWakeLock(state.status === 'showing');

  const toggleFull = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  }, []);
  useEffect(() => {
    const follow = () => setFull(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const event = state.status === 'showing' ? state.code.event : null;
  const title = event?.title ?? 'Check-in';
  const when = event
    ? [formatDay(event.date) + (event.time ? `, ${event.time}` : ''), countingWords(event)]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <>
      <ConsoleHeader
        back={
          <Link className="console-back" to={consolePaths.standing}>
            ← Attendance
          </Link>
        }
        title={`Check-in: ${title}`}
        // One line, so that the code fits above the fold of a laptop's screen with the title.
        lead={event ? when : null}
      />
      {state.status === 'loading' ? <output className="d-block">Loading the code...</output> : null}
      {state.status === 'refused' ? (
        <p className="alert alert-warning" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === 'showing' ? (
        <div
          ref={frame}
          className={full ? 'check-in-screen check-in-screen--full' : 'check-in-screen'}
          aria-labelledby={`${id}-code`}
        >
          {full ? (
            // Full screen shows the frame alone: it keeps the event's title.
            <p className="check-in-screen__title">
              <strong>{title}</strong> <span>{when}</span>
            </p>
          ) : null}
          <div className="check-in-screen__code-side">
            <img
              className="check-in-screen__qr"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(state.code.qrSvg)}`}
              alt={`QR code: check in to ${title}`}
              width={320}
              height={320}
            />
            <p className="check-in-screen__code" id={`${id}-code`}>
              <span className="visually-hidden">Code: </span>
              <span className="check-in-screen__letters" data-code={state.code.code}>
                {spacedCode(state.code.code)}
              </span>
            </p>
            <CodeLife key={state.code.code} code={state.code} />
            {state.stale ? (
              <p className="check-in-screen__stale" role="alert">
                Connection lost: this code may be out of date. Trying again...
              </p>
            ) : null}
          </div>
          <div className="check-in-screen__people">
            <DoorNote code={state.code} at={state.shownAt} />
            <p className="check-in-screen__how">
              Members scan the QR code with their phone’s camera, or type the code at{' '}
              <strong>{checkInAddress}</strong>; a code lasts 40 seconds.
            </p>
            <p className="check-in-screen__count" aria-live="polite">
              <strong>{state.code.present}</strong> present
            </p>
            {state.code.latest.length > 0 ? (
              <ol className="check-in-screen__latest" aria-label="Checked in last">
                {state.code.latest.map((person) => (
                  <li key={`${person.name}-${person.at}`}>
                    <span className="check-in-screen__name">{person.name}</span>{' '}
                    <span className="check-in-screen__time">{clockText(person.at)}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-body-secondary">Nobody has checked in yet.</p>
            )}
            <div className="console-actions">
              <button type="button" className="btn btn-primary" onClick={toggleFull}>
                {full ? 'Leave full screen' : 'Full screen'}
              </button>
              <Link className="btn btn-outline-secondary" to={attendanceListPath(eventId)}>
                Attendance list
              </Link>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}

function DoorNote({ code, at }: { code: CheckInCode; at: number }) {
  const note = doorNote(code, at);
  return note ? <p className="alert alert-info mb-3">{note}</p> : null;
}

/** A bar that empties as the code's 20 seconds pass (the code stays accepted 20 s more). */
function CodeLife({ code }: { code: CheckInCode }) {
  const seconds = Math.max(1, Math.round(code.changesInMs / 1000));
  return (
    <div className="check-in-screen__life" aria-hidden="true">
      <div
        className="check-in-screen__life-bar"
        style={{ animationDuration: `${code.changesInMs}ms` }}
      />
      <span className="visually-hidden">A new code in {seconds} seconds.</span>
    </div>
  );
}

/** Keeps the screen on while the code shows (where the browser can). */
function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let released = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (taken) => {
          if (released) void taken.release();
          else lock = taken;
        },
        () => undefined,
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release();
    };
  }, [active]);
}
