// One send's progress (queued, sent, failed, kept in the outbox), asked again until done: soon while
// emails leave, later when the pace spaces them out (sends.ts).
import { useEffect, useState } from 'react';
import type { SendProgress } from '../../../../../contract/api/officer/mail.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { loadSend } from '../api.ts';
import { percentDone, pollDelay, progressText, stateText } from '../sends.ts';

export function SendProgressPanel({
  first,
  onDone,
}: {
  /** The send as last known (the list's row, or the send's answer made into one). */
  first: SendProgress;
  onDone: () => void;
}) {
  const [send, setSend] = useState(first);
  const [delivering, setDelivering] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const answer = await loadSend(first.id, controller.signal);
        if (controller.signal.aborted) return;
        setSend(answer.send);
        setDelivering(answer.delivering);
        setProblem(null);
        const delay = pollDelay(answer.send);
        if (delay === null) onDone();
        else timer = setTimeout(() => void ask(), delay);
      } catch (error) {
        if (controller.signal.aborted) return;
        // A refusal or an outage: said, and asked again when the officer says so.
        setProblem(
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : 'The progress could not be loaded.',
        );
      }
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // oxlint-disable-next-line react/exhaustive-deps -- one poll per send and per Retry.
  }, [first.id, attempt]);

  const percent = percentDone(send);
  return (
    <div className="send-progress">
      <p className="send-progress__title" id={`send-${send.id}-title`}>
        <strong>{send.subject}</strong>
        <span className="send-progress__meta">
          {send.recipients.toLocaleString('en-US')} recipient{send.recipients === 1 ? '' : 's'} ·
          started {formatDateTime(send.createdAt)}
        </span>
      </p>
      <progress
        className={`send-progress__bar${send.failed ? ' send-progress__bar--failed' : ''}`}
        aria-label={`Progress of "${send.subject}"`}
        max={100}
        value={percent}
        aria-valuetext={`${percent}%: ${progressText(send)}`}
      />
      <p className="send-progress__text">
        <span className={send.done ? 'status-badge' : 'status-badge status-badge--officer'}>
          {stateText(send, delivering)}
        </span>{' '}
        {progressText(send)}
        {!send.done && send.nextAt && new Date(send.nextAt).getTime() > Date.now() + 5_000
          ? ` · next email at ${formatDateTime(send.nextAt)} (paced)`
          : ''}
      </p>
      {/* The state alone is announced (Sending → Done), not every count as it changes. */}
      <p className="visually-hidden" aria-live="polite">
        {send.done ? `${stateText(send, delivering)}: ${progressText(send)}` : ''}
      </p>
      {send.stored > 0 || !delivering ? (
        <p className="send-progress__note">
          No mail server is set up on this site (SMTP_URL), so the emails are written to the outbox
          and not sent: whoever runs the site can read them there (npm run outbox).
        </p>
      ) : null}
      {problem ? (
        <p className="send-progress__note" role="alert">
          {problem}{' '}
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
}
