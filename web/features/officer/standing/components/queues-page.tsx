// Excuses and service hours (area `standing`, docs/product.md#standing): the members' requests
// waiting for a decision, oldest first — each with what he asked and why, a note, and Approve or
// Deny (a denial says why in the note; the member is emailed either way). "Decided" shows the
// decisions made, with who made them.
import { formatDay } from '../../../../../contract/dates.ts';
import { useId, useState } from 'react';
import type { ExcuseRow, ServiceHoursRow } from '../../../../../contract/api/standing.ts';
import { limits } from '../../../../../contract/limits.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { failureText } from '../../../../components/form-kit/validation.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { decideExcuse, decideServiceHours, loadExcuses, loadServiceHours } from '../api.ts';
import { StandingTabs } from './standing-tabs.tsx';

type Shown = 'pending' | 'all';

export function QueuesPage() {
  const [shown, setShown] = useState<Shown>('pending');
  const excuses = useLoad((signal) => loadExcuses(shown, signal), {
    key: 'officer/standing/queues/excuses',
    deps: [shown],
  });
  const hours = useLoad((signal) => loadServiceHours(shown, signal), {
    key: 'officer/standing/queues/service-hours',
    deps: [shown],
  });
  const message = useResultMessage();
  const id = useId();
  const decided = (said: string) => {
    message.succeeded(said, 10_000);
    // The lists, and the tabs' count of what waits.
    invalidate('officer/standing/queues');
  };

  return (
    <>
      <ConsoleHeader
        title="Excuses and service hours"
        lead="What members ask of the standing officer, oldest first. A denial says why in the note; the member is emailed the decision either way. Nobody decides his own."
      />
      <StandingTabs />
      <FormResult result={message.result} className="mb-3" />
      <div className="my-3">
        <label className="form-label" htmlFor={`${id}-shown`}>
          Show
        </label>
        <select
          id={`${id}-shown`}
          className="form-select queue-shown"
          value={shown}
          onChange={(change) => setShown(change.target.value as Shown)}
        >
          <option value="pending">Waiting for a decision</option>
          <option value="all">Everything, decided too</option>
        </select>
      </div>
      <section className="console-section" aria-labelledby={`${id}-excuses`}>
        <h2 className="console-section__title" id={`${id}-excuses`}>
          Excuses{excuses.data ? ` (${excuses.data.excuses.length})` : ''}
        </h2>
        <ConsoleLoadFailure what="The excuses" load={excuses} />
        {excuses.data?.excuses.length === 0 ? <p>No excuse is waiting.</p> : null}
        <ul className="queue-list">
          {excuses.data?.excuses.map((excuse) => (
            <li key={excuse.id} className="queue-card">
              <h3 className="queue-card__title">
                {excuse.name}: {excuse.event}, {excuse.eventDate}
              </h3>
              <p className="queue-card__text">{excuse.reason}</p>
              <Decision
                item={excuse}
                what={`${excuse.name}'s excuse`}
                decide={(body) => decideExcuse(excuse.id, body).then((a) => a.message)}
                onDecided={decided}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="console-section" aria-labelledby={`${id}-hours`}>
        <h2 className="console-section__title" id={`${id}-hours`}>
          Service hours{hours.data ? ` (${hours.data.entries.length})` : ''}
        </h2>
        <ConsoleLoadFailure what="The service hours" load={hours} />
        {hours.data?.entries.length === 0 ? <p>No service hours are waiting.</p> : null}
        <ul className="queue-list">
          {hours.data?.entries.map((entry) => (
            <li key={entry.id} className="queue-card">
              <h3 className="queue-card__title">
                {entry.name}: {entry.hours} {entry.hours === 1 ? 'hour' : 'hours'} on{' '}
                {formatDay(entry.date)}
              </h3>
              <p className="queue-card__text">{entry.description}</p>
              {entry.confirmer ? (
                <p className="queue-card__meta">Who can confirm it: {entry.confirmer}</p>
              ) : null}
              <Decision
                item={entry}
                what={`${entry.name}'s hours`}
                decide={(body) => decideServiceHours(entry.id, body).then((a) => a.message)}
                onDecided={decided}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Decision({
  item,
  what,
  decide,
  onDecided,
}: {
  item: ExcuseRow | ServiceHoursRow;
  what: string;
  decide: (body: { approve: boolean; note: string }) => Promise<string>;
  onDecided: (message: string) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (item.status !== 'pending')
    return (
      <p className={`queue-card__decided queue-card__decided--${item.status}`}>
        {item.status === 'approved' ? 'Approved' : 'Denied'} by {item.decidedBy ?? 'an officer'}
        {item.note ? `: ${item.note}` : '.'}
      </p>
    );
  const send = (approve: boolean) => {
    setBusy(true);
    setProblem(null);
    decide({ approve, note }).then(onDecided, (error: unknown) => {
      setProblem(failureText(error, `${what} was not decided`));
      setBusy(false);
    });
  };
  return (
    <div className="queue-card__decision">
      <label className="form-label" htmlFor={`${id}-note`}>
        Note (needed to deny)
      </label>
      <textarea
        id={`${id}-note`}
        className="form-control mb-2"
        rows={2}
        value={note}
        maxLength={limits.standing.noteMaxLength}
        onChange={(change) => setNote(change.target.value)}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem ? (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="console-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => send(true)}
        >
          Approve<span className="visually-hidden"> {what}</span>
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={busy}
          onClick={() => send(false)}
        >
          Deny<span className="visually-hidden"> {what}</span>
        </button>
      </div>
    </div>
  );
}
