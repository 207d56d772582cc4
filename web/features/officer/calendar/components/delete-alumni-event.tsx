// "Delete this alumni event?": an event with RSVPs asks what happens to them (email them that it is
// cancelled, or remove them without a word); someone who RSVPs meanwhile makes the dialog ask.
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import type { OfficerAlumniEvent } from '../../../../../contract/api/officer/calendar.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import type { ConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import type { ResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { deleteAlumniEvent, loadAlumniEvents } from '../api.ts';
import {
  disposalLabel,
  disposalText,
  rsvpCount,
  rsvpPeople,
  withTitle,
  type RsvpDisposal,
} from '../rules.ts';

export function DeleteAlumniEventDialog({
  deleting,
  message,
  onDeleted,
  onChanged,
  onExited,
}: {
  deleting: ConfirmAction<OfficerAlumniEvent>;
  message: ResultMessage;
  /** The event is gone (or the delete failed past asking): the page closes what showed it. */
  onDeleted: (event: OfficerAlumniEvent) => void;
  /** The events changed: ask for them again. */
  onChanged: () => void;
  /** The dialog has gone (ConfirmDialog's `onExited`). */
  onExited: () => void;
}) {
  const [choice, setChoice] = useState<RsvpDisposal | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const id = useId();
  const event = deleting.target;
  const count = event ? rsvpCount(event) : 0;

  const forget = () => {
    setChoice(null);
    setChoiceError(null);
  };

  const confirmDelete = () => {
    if (event && count > 0 && !choice) {
      setChoiceError('Choose what happens to the RSVPs.');
      document.getElementById(`${id}-cancel`)?.focus();
      return;
    }
    void deleting.run(async (target) => {
      try {
        const outcome = await deleteAlumniEvent(target.key, count > 0 ? choice : null);
        message.succeeded(withTitle(outcome.message, target.title), 10_000);
        onDeleted(target);
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'event_has_rsvps') {
          // Someone RSVPed since the list was loaded: the dialog now asks what happens to them.
          setChoiceError(error.serverMessage ?? 'The event has RSVPs now.');
          onChanged();
          const fresh = await loadAlumniEvents(new AbortController().signal).catch(() => null);
          const now = fresh?.events.find((one) => one.key === target.key);
          if (now) deleting.replace(now);
          return 'stay';
        }
        message.failed(error, 'The event was not deleted');
      }
      forget();
      onChanged();
    });
  };

  const choose = (next: RsvpDisposal) => {
    setChoice(next);
    setChoiceError(null);
  };

  return (
    <ConfirmDialog
      {...deleting.dialogProps}
      title="Delete this alumni event?"
      confirmLabel={disposalLabel(count > 0 ? choice : null, count)}
      busyLabel="Deleting..."
      onConfirm={confirmDelete}
      onCancel={() => {
        deleting.cancel();
        forget();
      }}
      restoreFocus={!deleting.finished}
      onExited={onExited}
    >
      <p>
        “{event?.title}”, {event?.displayDate}. It leaves the alumni page at once. This cannot be
        undone.
      </p>
      {event && count > 0 ? (
        <fieldset
          className="rsvp-choice"
          aria-describedby={choiceError ? `${id}-choice-error` : undefined}
        >
          <legend className="rsvp-choice__legend">
            {rsvpPeople(event)} {count === 1 ? 'has' : 'have'} RSVPed. What happens to{' '}
            {count === 1 ? 'the RSVP' : `the ${count} RSVPs`}?
          </legend>
          {(['cancel', 'discard'] as const).map((value) => (
            <Form.Check
              key={value}
              type="radio"
              id={`${id}-${value}`}
              name={`${id}-rsvps`}
              label={disposalText(value, event)}
              checked={choice === value}
              onChange={() => choose(value)}
            />
          ))}
          {choiceError ? (
            <p id={`${id}-choice-error`} className="field-error" role="alert">
              {choiceError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </ConfirmDialog>
  );
}
