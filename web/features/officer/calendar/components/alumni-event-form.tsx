// Add or edit one alumni event: title, dates (the one shown, the one it is sorted by, a last day),
// time or "All day", location, type, icon, description, whether it takes RSVPs and how many places.
// Checked with the contract's rules (the server's own) as each field is left; a 400 or a taken key
// (409, field `key`) shows at its field.
import { useEffect, useMemo } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { z } from 'zod';
import { alumniEventIcons } from '../../../../../contract/api/member-area.ts';
import {
  alumniEventRequest,
  alumniEventUpdate,
  type AlumniEventInput,
  type OfficerAlumniEvent,
} from '../../../../../contract/api/officer/calendar.ts';
import { timeFormatHint } from '../../../../../contract/event-time.ts';
import { limits } from '../../../../../contract/limits.ts';
import {
  errorWiring,
  FieldError,
  FormResult,
  TextField,
} from '../../../../components/form-kit/fields.tsx';
import { useForm, type FieldProps } from '../../../../components/form-kit/use-form.ts';
import { addAlumniEvent, saveAlumniEvent } from '../api.ts';
import {
  alumniEventInput,
  alumniEventValues,
  blankAlumniEvent,
  suggestedKey,
  type AlumniEventValues,
} from '../rules.ts';
import { TextArea } from '../../../../components/form-kit/text-area.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';

type AlumniEventUpdateOutput = z.output<typeof alumniEventUpdate>;

const iconNames: Record<string, string> = {
  football: 'Football',
  party: 'Party',
  landmark: 'Landmark',
  calendar: 'Calendar',
  dinner: 'Dinner',
  golf: 'Golf',
};

export function AlumniEventForm({
  event,
  date,
  types,
  headingId,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  event: OfficerAlumniEvent | null;
  date: string;
  /** The types the chapter's events have, offered as suggestions. */
  types: readonly string[];
  headingId: string;
  onSaved: (event: OfficerAlumniEvent, message: string) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const adding = event === null;
  const initial = useMemo<AlumniEventValues>(
    () => (event ? alumniEventValues(event) : blankAlumniEvent(date)),
    [event, date],
  );
  const form = useForm<AlumniEventValues, unknown>({
    schema: adding ? alumniEventRequest : alumniEventUpdate,
    initial,
    toInput: (values) => alumniEventInput(values, { adding }),
  });
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const f = {
    key: form.field('key'),
    title: form.field('title'),
    displayDate: form.field('displayDate'),
    sortDate: form.field('sortDate'),
    endDate: form.field('endDate'),
    time: form.field('time'),
    location: form.field('location'),
    type: form.field('type'),
    icon: form.field('icon'),
    description: form.field('description'),
    capacity: form.field('capacity'),
  };

  return (
    <KitForm
      noValidate
      className="console-form cal-form"
      aria-labelledby={headingId}
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        void form.submit(
          async (output) => {
            // What the contract's schema made of the form (the times as the site writes them).
            const saved = event
              ? await saveAlumniEvent(event.key, output as AlumniEventUpdateOutput)
              : await addAlumniEvent(output as AlumniEventInput);
            onSaved(saved.event, saved.message);
            return { values: alumniEventValues(saved.event) };
          },
          { failure: adding ? 'The event was not added' : 'The event was not saved' },
        );
      }}
    >
      <TextField field={f.title} label="Title" required autoComplete="off" />
      <div className="cal-form__row">
        <TextField field={f.sortDate} label="Date" type="date" required />
        <TextField field={f.endDate} label="Last day (optional)" type="date" />
      </div>
      <TextField
        field={f.displayDate}
        label="Date as shown (optional)"
        hint="Like “March 6–8, 2027”. Empty: written from the dates."
        autoComplete="off"
      />
      <Form.Check
        type="checkbox"
        id={`${f.time.id}-all-day`}
        label="All day"
        checked={form.values.allDay}
        onChange={(change) => form.setValue('allDay', change.target.checked)}
        className="mb-2"
      />
      {form.values.allDay ? null : (
        <TextField field={f.time} label="Time" hint={timeFormatHint} required autoComplete="off" />
      )}
      <TextField field={f.location} label="Location (optional)" autoComplete="off" />
      <div className="cal-form__row">
        <TextField
          field={f.type}
          label="Type"
          hint={
            types.length
              ? `The founders-day section follows its type. Used so far: ${types.join(', ')}.`
              : 'Like Founders Day, Homecoming, Dinner.'
          }
          required
          autoComplete="off"
        />
        <IconSelect field={f.icon} />
      </div>
      <TextArea
        field={f.description}
        label="Description"
        required
        hint={`At most ${limits.events.descriptionMaxLength.toLocaleString('en-US')} characters.`}
      />
      <Form.Check
        type="checkbox"
        id={`${f.capacity.id}-rsvp`}
        label="Takes RSVPs"
        checked={form.values.canRsvp}
        onChange={(change) => form.setValue('canRsvp', change.target.checked)}
        className="mb-2"
      />
      <TextField
        field={f.capacity}
        label="Capacity (optional)"
        inputMode="numeric"
        hint={`Places, 1 to ${limits.events.capacityMax.toLocaleString('en-US')}; empty for no limit. Past it, RSVPs go to a waitlist.`}
        autoComplete="off"
      />
      {adding ? (
        <TextField
          field={f.key}
          label="Web address name (optional)"
          hint={`How links and RSVPs name the event, like founders-day-2027: letters, digits, - and _. It cannot be changed later. Left empty, it is ${suggestedKey(form.values.title || 'Title', form.values.sortDate)}.`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
      ) : (
        <p className="form-text">
          Web address name: <code>{event.key}</code> (cannot be changed)
        </p>
      )}
      <FormResult result={form.result} className="mb-3" />
      <div className="cal-form__actions">
        <Button type="submit" variant="primary" disabled={form.busy}>
          {form.busy ? 'Saving...' : adding ? 'Add the event' : 'Save the event'}
        </Button>
        <Button type="button" variant="outline-secondary" onClick={onCancel} disabled={form.busy}>
          Cancel
        </Button>
      </div>
    </KitForm>
  );
}

/** The event's icon, chosen among those the site draws. */
function IconSelect({ field }: { field: FieldProps }) {
  // Taken apart: the compiler's ref check would otherwise treat the whole field as a ref.
  const { attach: iconRef } = field;
  return (
    <Form.Group className="form-field mb-3">
      <Form.Label htmlFor={field.id}>Icon</Form.Label>
      <Form.Select
        id={field.id}
        name={field.name}
        ref={iconRef}
        value={field.value}
        onChange={(change) => field.onChange(change.target.value)}
        onBlur={field.onBlur}
        isInvalid={field.invalid}
        required
        {...errorWiring(field)}
      >
        {alumniEventIcons.map((icon) => (
          <option key={icon} value={icon}>
            {iconNames[icon] ?? icon}
          </option>
        ))}
      </Form.Select>
      <FieldError field={field} />
    </Form.Group>
  );
}
