// A semester's forms (area `standing`): its name and days, and one side's requirements (new members
// or actives: attendance of required events in percent, service hours, points), each checked with
// the contract's rules as the server checks it.
import { useEffect } from 'react';
import { Form } from 'react-bootstrap';
import {
  requirementsRequest,
  semesterRequest,
  type SemesterRow,
  type Side,
} from '../../../../../contract/api/standing.ts';
import { FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { addSemester, saveRequirements, saveSemester } from '../api.ts';
import { typedNumber } from '../../../../components/form-kit/validation.ts';

interface FormProps {
  headingId: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function useDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
}

export function SemesterForm({
  semester,
  headingId,
  onSaved,
  onCancel,
  onDirtyChange,
}: FormProps & { semester: SemesterRow | null }) {
  const form = useForm({
    schema: semesterRequest,
    initial: semester
      ? { name: semester.name, startsOn: semester.startsOn, endsOn: semester.endsOn }
      : { name: '', startsOn: '', endsOn: '' },
  });
  useDirty(form.dirty, onDirtyChange);
  return (
    <KitForm
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (body) => {
            const answer = semester
              ? await saveSemester(semester.id, body)
              : await addSemester(body);
            onSaved(answer.message);
          },
          { failure: semester ? 'The semester was not saved' : 'The semester was not added' },
        );
      }}
    >
      <TextField
        field={form.field('name')}
        label="Name"
        hint="As the chapter says it: Fall 2026."
        required
        autoComplete="off"
      />
      <div className="cal-form__row">
        <TextField field={form.field('startsOn')} label="First day" type="date" required />
        <TextField field={form.field('endsOn')} label="Last day" type="date" required />
      </div>
      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label={semester ? 'Save the semester' : 'Add the semester'}
        busyLabel="Saving..."
        onCancel={onCancel}
      />
    </KitForm>
  );
}

export const sideNames: Record<Side, string> = { new: 'New members', active: 'Actives' };

export function RequirementsForm({
  semester,
  side,
  headingId,
  onSaved,
  onCancel,
  onDirtyChange,
}: FormProps & { semester: SemesterRow; side: Side }) {
  const now = semester.requirements[side];
  const form = useForm({
    schema: requirementsRequest,
    initial: {
      attendancePercent: String(now.attendancePercent),
      serviceHours: String(now.serviceHours),
      points: String(now.points),
      duesPaid: now.duesPaid,
    },
    toInput: (values) => ({
      semesterId: semester.id,
      side,
      attendancePercent: typedNumber(values.attendancePercent),
      serviceHours: typedNumber(values.serviceHours),
      points: typedNumber(values.points),
      duesPaid: values.duesPaid,
    }),
  });
  useDirty(form.dirty, onDirtyChange);
  return (
    <KitForm
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (body) => {
            const answer = await saveRequirements(body);
            onSaved(answer.message);
          },
          { failure: 'The requirements were not saved' },
        );
      }}
    >
      <div className="cal-form__row">
        <TextField
          field={form.field('attendancePercent')}
          label="Attendance of required events (%)"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          field={form.field('serviceHours')}
          label="Service hours"
          hint="In half hours; 0 for none."
          autoComplete="off"
        />
        <TextField
          field={form.field('points')}
          label="Points"
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      {/* Overdue dues then put his standing at risk; paid, or a plan on track, never do. */}
      <Form.Check
        type="checkbox"
        id={`${headingId}-dues-paid`}
        className="mb-3"
        label="Dues paid (overdue dues put standing at risk)"
        checked={form.values.duesPaid}
        onChange={(event) => form.setValue('duesPaid', event.target.checked)}
      />
      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label={`Save the requirements of ${sideNames[side].toLowerCase()}`}
        busyLabel="Saving..."
        onCancel={onCancel}
      />
    </KitForm>
  );
}
