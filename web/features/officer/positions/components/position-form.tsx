// A position's form (add or edit): its title, the console areas it carries, whether it is on the
// Executive Board and where, its seats, whether an alumnus may hold it, and its handover checklist.
import { useEffect } from 'react';
import { Form } from 'react-bootstrap';
import {
  positionRequest,
  type PositionRow,
} from '../../../../../contract/api/officer/positions.ts';
import { areaLabels, areas } from '../../../../../contract/officer-areas.ts';
import { FieldError, FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { addPosition, savePosition } from '../api.ts';
import { newPositionValues, positionRequestOf, positionValuesOf, toggledArea } from '../rules.ts';

export function PositionForm({
  position,
  ownPosition = false,
  headingId,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  /** The position to change, or null for a new one. */
  position: PositionRow | null;
  /** The officer holds it (or will): its areas are his own access, for another officer to change. */
  ownPosition?: boolean;
  headingId: string;
  onSaved: (position: PositionRow, message: string) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useForm({
    schema: positionRequest,
    initial: position ? positionValuesOf(position) : newPositionValues,
    toInput: positionRequestOf,
  });
  const { values } = form;
  const areasField = form.field('areas');
  const checklist = form.field('checklist');
  // Taken apart: the compiler's ref check would otherwise treat the whole field as a ref.
  const { attach: attachChecklist, value: checklistText } = checklist;
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  return (
    <KitForm
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (body) => {
            const answer = position
              ? await savePosition(position.id, body)
              : await addPosition(body);
            onSaved(answer.position, answer.message);
          },
          { failure: position ? 'The position was not saved' : 'The position was not added' },
        );
      }}
    >
      <TextField
        field={form.field('title')}
        label="Title"
        autoComplete="off"
        required
        hint="As the board page and the directory show it, like Treasurer."
      />
      <fieldset className="areas-choice mb-3" aria-describedby={`${areasField.id}-hint`}>
        <legend className="form-label">Console areas</legend>
        <p id={`${areasField.id}-hint`} className="form-text mt-0">
          {ownPosition
            ? 'You hold this position (or will): another officer with accounts changes its areas, so that nobody decides his own access.'
            : 'What its holders may do in the officer console, from their first day to their last.'}
        </p>
        {areas.map((area) => (
          <Form.Check
            key={area}
            type="checkbox"
            id={`${areasField.id}-${area}`}
            label={areaLabels[area]}
            checked={values.areas.split(' ').includes(area)}
            disabled={ownPosition}
            onChange={(event) =>
              form.setValue('areas', toggledArea(values.areas, area, event.target.checked))
            }
            className="choice"
          />
        ))}
        <FieldError field={areasField} />
      </fieldset>
      <div className="cal-form__row">
        <TextField
          field={form.field('seats')}
          label="Seats"
          inputMode="numeric"
          hint="How many may hold it at once (two Social Chairs: 2)."
        />
        <TextField
          field={form.field('order')}
          label="Order"
          inputMode="numeric"
          hint="Its place on the board and in this list. Empty: last."
        />
      </div>
      <Form.Check
        type="switch"
        id={`${areasField.id}-board`}
        label="On the Executive Board page"
        checked={values.board}
        onChange={(event) => form.setValue('board', event.target.checked)}
        className="choice mb-2"
      />
      <Form.Check
        type="switch"
        id={`${areasField.id}-alumni`}
        label="An alumnus may hold it (an adviser)"
        checked={values.alumniMayHold}
        onChange={(event) => form.setValue('alumniMayHold', event.target.checked)}
        className="choice mb-3"
      />
      <Form.Group className="form-field mb-3">
        <Form.Label htmlFor={checklist.id}>Handover checklist</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          id={checklist.id}
          name={checklist.name}
          ref={attachChecklist}
          value={checklistText}
          onChange={(event) => checklist.onChange(event.target.value)}
          onBlur={checklist.onBlur}
          isInvalid={checklist.invalid}
          aria-describedby={`${checklist.id}-hint`}
        />
        <FieldError field={checklist} />
        <Form.Text id={`${checklist.id}-hint`} className="d-block">
          One item per line, like “Bank signatory changed”. Each holder ticks them on his account
          page.
        </Form.Text>
      </Form.Group>
      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label={position ? 'Save the position' : 'Add the position'}
        busyLabel="Saving..."
        onCancel={onCancel}
      />
    </KitForm>
  );
}
