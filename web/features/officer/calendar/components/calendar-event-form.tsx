// Add or edit one member-calendar event: title, date, time or "All day", location, description,
// checked with the contract's rules (the server's own) as each field is left; a 400 that names a
// field shows at it. A new event may repeat (Repeats and Until, with a preview of what it makes);
// an occurrence of a series is edited alone and says so. The page guards it while it differs from
// what is saved.
import { useEffect, useMemo } from 'react';
import { Button, Form } from 'react-bootstrap';
import {
  calendarEventRequest,
  type CalendarEventInput,
  type NewCalendarEventInput,
  type OfficerCalendarEvent,
} from '../../../../../contract/api/officer/calendar.ts';
import { repeatEvery } from '../../../../../contract/event-repeats.ts';
import { timeFormatHint } from '../../../../../contract/event-time.ts';
import { limits } from '../../../../../contract/limits.ts';
import {
  errorWiring,
  FieldError,
  FormResult,
  TextField,
} from '../../../../components/form-kit/fields.tsx';
import { useForm, type FieldProps } from '../../../../components/form-kit/use-form.ts';
import type { FormSchema } from '../../../../components/form-kit/validation.ts';
import { addCalendarEvent, saveCalendarEvent } from '../api.ts';
import {
  blankCalendarEvent,
  calendarEventInput,
  calendarEventValues,
  newCalendarEventForm,
  seriesLine,
  seriesPreview,
  type CalendarEventValues,
} from '../rules.ts';
import { TextArea } from '../../../../components/form-kit/text-area.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';

/** A choice of the form's: its label, options, an optional hint, and its error at it. */
function SelectField({
  field,
  label,
  options,
  hint,
}: {
  field: FieldProps;
  label: string;
  options: readonly (readonly [value: string, label: string])[];
  hint?: string;
}) {
  // Taken apart: the compiler's ref check would otherwise treat the whole field as a ref.
  const { attach } = field;
  const hintId = `${field.id}-hint`;
  return (
    <Form.Group className="form-field mb-3">
      <Form.Label htmlFor={field.id}>{label}</Form.Label>
      <Form.Select
        id={field.id}
        name={field.name}
        ref={attach}
        value={field.value}
        onChange={(change) => field.onChange(change.target.value)}
        onBlur={field.onBlur}
        isInvalid={field.invalid}
        {...errorWiring(field, hint ? hintId : undefined)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Form.Select>
      {hint ? <Form.Text id={hintId}>{hint}</Form.Text> : null}
      <FieldError field={field} />
    </Form.Group>
  );
}

const repeatOptions = {
  week: 'Every week',
  'two-weeks': 'Every other week',
  month: 'Every month',
} as const;

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
  // A new event may be a series; an event edited is changed alone.
  const schema: FormSchema<CalendarEventInput | NewCalendarEventInput> = event
    ? calendarEventRequest
    : newCalendarEventForm;
  const form = useForm({ schema, initial, toInput: calendarEventInput });
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const title = form.field('title');
  const day = form.field('date');
  const time = form.field('time');
  const location = form.field('location');
  const description = form.field('description');
  const attendance = form.field('attendance');
  const points = form.field('points');
  const serviceHours = form.field('serviceHours');
  const repeat = form.field('repeat');
  const until = form.field('until');
  const preview = seriesPreview(form.values);

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
      {event?.repeat ? (
        <p className="form-text cal-form__series">
          Part of a series: {seriesLine(event.repeat)}. Saving changes this event only.
        </p>
      ) : null}
      {event ? null : (
        <div className="cal-form__row">
          <SelectField
            field={repeat}
            label="Repeats"
            options={[
              ['never', 'Never'],
              ...repeatEvery.map((every) => [every, repeatOptions[every]] as const),
            ]}
          />
          {form.values.repeat === 'never' ? null : (
            <TextField
              field={until}
              label="Until"
              type="date"
              hint="The last day of the series, at most a year after the first."
              required
            />
          )}
        </div>
      )}
      {event || form.values.repeat === 'never' ? null : (
        <p className="form-text cal-form__series" aria-live="polite">
          {preview ?? 'Choose the last day to see the events it makes.'}
        </p>
      )}
      <TextField field={location} label="Location (optional)" autoComplete="off" />
      <TextArea
        field={description}
        label="Description (optional)"
        hint={`At most ${limits.events.descriptionMaxLength.toLocaleString('en-US')} characters.`}
      />
      <fieldset className="cal-form__counting">
        <legend className="form-label">Attendance</legend>
        <SelectField
          field={attendance}
          label="Counts toward standing"
          options={[
            ['none', 'No'],
            ['optional', 'Optional'],
            ['required', 'Required'],
          ]}
          hint="Optional: a check-in, and points and hours for those who come. Required: missing it counts against a brother. Events that count get a check-in screen under Attendance."
        />
        {/* A rush event takes attendance: its check-in screen shows the code prospects enter. */}
        <Form.Check
          type="checkbox"
          id={`${attendance.id}-recruitment`}
          className="mb-3"
          label="Rush event — prospective members check in here with the code and their email"
          checked={form.values.recruitment}
          onChange={(change) => form.setValue('recruitment', change.target.checked)}
        />
        {form.values.attendance === 'none' ? null : (
          <div className="cal-form__row">
            <TextField
              field={points}
              label="Points (0–100)"
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField
              field={serviceHours}
              label="Service hours (0–24)"
              hint="Credited to those who come; in half hours."
              autoComplete="off"
            />
          </div>
        )}
      </fieldset>
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
