// Add or edit one member-calendar event: title, date, time or "All day", location, description,
// checked with the contract's rules (the server's own) as each field is left; a 400 that names a
// field shows at it. The page guards it while it differs from what is saved.
import { useEffect, useMemo } from 'react';
import { Button, Form } from 'react-bootstrap';
import {
  calendarEventRequest,
  type OfficerCalendarEvent,
} from '../../../../contract/api/officer-calendar.ts';
import { timeFormatHint } from '../../../../contract/event-time.ts';
import { limits } from '../../../../contract/limits.ts';
import { FormResult, TextField } from '../../../components/form-kit/fields.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { addCalendarEvent, saveCalendarEvent } from '../api.ts';
import {
  blankCalendarEvent,
  calendarEventInput,
  calendarEventValues,
  type CalendarEventValues,
} from '../rules.ts';
import { TextArea } from './text-area.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';

export function CalendarEventForm({
  event,
  date,
  headingId,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  /** The event edited; null to add one. */
  event: OfficerCalendarEvent | null;
  /** The day a new event starts on. */
  date: string;
  headingId: string;
  onSaved: (event: OfficerCalendarEvent, message: string) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const initial = useMemo<CalendarEventValues>(
    () => (event ? calendarEventValues(event) : blankCalendarEvent(date)),
    [event, date],
  );
  const form = useForm({
    schema: calendarEventRequest,
    initial,
    toInput: calendarEventInput,
  });
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const title = form.field('title');
  const day = form.field('date');
  const time = form.field('time');
  const location = form.field('location');
  const description = form.field('description');

  return (
    <KitForm
      noValidate
      className="console-form cal-form"
      aria-labelledby={headingId}
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        void form.submit(
          async (input) => {
            const saved = event
              ? await saveCalendarEvent(event.id, input)
              : await addCalendarEvent(input);
            onSaved(saved.event, saved.message);
            return { values: calendarEventValues(saved.event) };
          },
          { failure: event ? 'The event was not saved' : 'The event was not added' },
        );
      }}
    >
      <TextField field={title} label="Title" required autoComplete="off" />
      <div className="cal-form__row">
        <TextField field={day} label="Date" type="date" required />
        <div className="form-field mb-3">
          <Form.Check
            type="checkbox"
            id={`${time.id}-all-day`}
            label="All day"
            checked={form.values.allDay}
            onChange={(change) => form.setValue('allDay', change.target.checked)}
            className="cal-form__all-day"
          />
        </div>
      </div>
      {form.values.allDay ? null : (
        <TextField field={time} label="Time" hint={timeFormatHint} required autoComplete="off" />
      )}
      <TextField field={location} label="Location (optional)" autoComplete="off" />
      <TextArea
        field={description}
        label="Description (optional)"
        hint={`At most ${limits.events.descriptionMaxLength.toLocaleString('en-US')} characters.`}
      />
      <FormResult result={form.result} className="mb-3" />
      <div className="cal-form__actions">
        <Button type="submit" variant="primary" disabled={form.busy}>
          {form.busy ? 'Saving...' : event ? 'Save the event' : 'Add the event'}
        </Button>
        <Button type="button" variant="outline-secondary" onClick={onCancel} disabled={form.busy}>
          Cancel
        </Button>
      </div>
    </KitForm>
  );
}
