// Whom a send goes to, and its kind (docs/product.md#mail-to-the-chapter): the newsletter's
// subscribers, or the chapter's own accounts — every active member, every alumnus, a class, or the
// people attending an alumni event — with the kind of email it is (an account that turned the kind
// off does not get it). The page says how many it would reach before it goes.
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { mailKindLabels, mailKinds, type MailKind } from '../../../../../contract/mail.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadAlumniEvents } from '../api.ts';

type Choice = 'subscribers' | 'members' | 'alumni' | 'class' | 'event';

const choiceOf = (audience: string): Choice =>
  audience.startsWith('class:')
    ? 'class'
    : audience.startsWith('event:')
      ? 'event'
      : (audience as Choice);

export function AudiencePicker({
  audience,
  kind,
  onAudience,
  onKind,
  disabled,
}: {
  audience: string;
  kind: MailKind;
  onAudience: (audience: string) => void;
  onKind: (kind: MailKind) => void;
  disabled: boolean;
}) {
  const id = useId();
  const choice = choiceOf(audience);
  const [year, setYear] = useState(() =>
    choice === 'class' ? audience.slice('class:'.length) : String(new Date().getFullYear() - 1),
  );
  const events = useLoad(loadAlumniEvents, { deps: [choice === 'event'] });
  const upcoming = (events.data?.events ?? []).filter((event) => event.phase !== 'past');
  const choose = (next: Choice) => {
    if (next === 'class') onAudience(`class:${year}`);
    else if (next === 'event') onAudience(upcoming[0] ? `event:${upcoming[0].id}` : 'event:');
    else onAudience(next);
  };
  return (
    <div className="audience-picker">
      <Form.Group className="form-field mb-3">
        <Form.Label htmlFor={`${id}-to`}>To</Form.Label>
        <Form.Select
          id={`${id}-to`}
          value={choice}
          disabled={disabled}
          onChange={(event) => choose(event.target.value as Choice)}
        >
          <option value="subscribers">Newsletter subscribers</option>
          <option value="members">All active members</option>
          <option value="alumni">All alumni</option>
          <option value="class">A class...</option>
          <option value="event">The people attending an alumni event...</option>
        </Form.Select>
      </Form.Group>
      {choice === 'class' ? (
        <Form.Group className="form-field mb-3">
          <Form.Label htmlFor={`${id}-class`}>Class of</Form.Label>
          <Form.Control
            id={`${id}-class`}
            inputMode="numeric"
            value={year}
            disabled={disabled}
            maxLength={4}
            onChange={(event) => {
              const typed = event.target.value.replace(/\D/g, '').slice(0, 4);
              setYear(typed);
              if (typed.length === 4) onAudience(`class:${typed}`);
            }}
          />
        </Form.Group>
      ) : null}
      {choice === 'event' ? (
        <Form.Group className="form-field mb-3">
          <Form.Label htmlFor={`${id}-event`}>Alumni event</Form.Label>
          <Form.Select
            id={`${id}-event`}
            value={audience.slice('event:'.length)}
            disabled={disabled || upcoming.length === 0}
            onChange={(event) => onAudience(`event:${event.target.value}`)}
          >
            {upcoming.length === 0 ? <option value="">No alumni event to come</option> : null}
            {upcoming.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title} ({event.displayDate})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      ) : null}
      {choice !== 'subscribers' ? (
        <Form.Group className="form-field mb-3">
          <Form.Label htmlFor={`${id}-kind`}>Kind</Form.Label>
          <Form.Select
            id={`${id}-kind`}
            value={kind}
            disabled={disabled}
            onChange={(event) => onKind(event.target.value as MailKind)}
          >
            {mailKinds.map((option) => (
              <option key={option} value={option}>
                {mailKindLabels[option]}
              </option>
            ))}
          </Form.Select>
          <Form.Text>
            Whoever turned this kind of email off on his account page does not get it.
          </Form.Text>
        </Form.Group>
      ) : null}
    </div>
  );
}
