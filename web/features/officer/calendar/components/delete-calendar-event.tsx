// "Delete this event?" for the member calendar: an occurrence of a series that others follow asks
// which go, this one only or this one and the following (docs/product.md#officers-calendar-and-events).
// A meeting that was held is refused by the server, and its words say why.
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import type { OfficerCalendarEvent } from '../../../../../contract/api/officer/calendar.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import type { ConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { longDate } from '../../../../lib/calendar-grid.ts';
import { followingLabel, seriesLine } from '../rules.ts';

export function DeleteCalendarEventDialog({
  removing,
  onConfirm,
  onExited,
}: {
  removing: ConfirmAction<OfficerCalendarEvent>;
  /** Removes the event, with `following` the later occurrences of its series too. */
  onConfirm: (following: boolean) => void;
  /** The dialog has gone (ConfirmDialog's `onExited`). */
  onExited: () => void;
}) {
  const [following, setFollowing] = useState(false);
  const id = useId();
  const event = removing.target;
  const after = event?.repeat?.after ?? 0;
  const many = following && after > 0;

  return (
    <ConfirmDialog
      {...removing.dialogProps}
      restoreFocus={!removing.finished}
      onExited={() => {
        setFollowing(false);
        onExited();
      }}
      title="Delete this event?"
      confirmLabel={many ? `Delete ${after + 1} events` : 'Delete the event'}
      busyLabel="Deleting..."
      onConfirm={() => onConfirm(many)}
    >
      <p className={event?.repeat ? undefined : 'mb-0'}>
        “{event?.title}”, {event ? longDate(event.date) : ''}. It leaves the members&apos; calendar
        at once. This cannot be undone.
      </p>
      {event?.repeat ? (
        <p className={after > 0 ? undefined : 'mb-0'}>
          It is part of a series: {seriesLine(event.repeat)}.
        </p>
      ) : null}
      {event && after > 0 ? (
        <fieldset className="rsvp-choice">
          <legend className="rsvp-choice__legend">Which events?</legend>
          <Form.Check
            type="radio"
            id={`${id}-one`}
            name={`${id}-which`}
            label="This one only"
            checked={!following}
            onChange={() => setFollowing(false)}
          />
          <Form.Check
            type="radio"
            id={`${id}-following`}
            name={`${id}-which`}
            label={followingLabel(after)}
            checked={following}
            onChange={() => setFollowing(true)}
          />
        </fieldset>
      ) : null}
    </ConfirmDialog>
  );
}
