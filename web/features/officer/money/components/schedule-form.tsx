// A dues schedule, new or edited: its name, semester, side, amount, due day and the national's
// share. Once a member is billed, only its name and due day may change (the server refuses the
// rest with a message): those fields are shown fixed, with why.
import type { ScheduleRow, ScheduleSemester } from '../../../../../contract/api/officer/money.ts';
import { FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { addSchedule, saveSchedule } from '../api.ts';
import { scheduleSchema } from '../forms.ts';
import { dollarsText } from '../money.ts';
import { Choice } from './choice.tsx';

const sideChoices = [
  { value: 'active', label: 'Actives' },
  { value: 'new', label: 'New members' },
];

export function ScheduleForm({
  schedule,
  semesters,
  currentSemesterId,
  headingId,
  onSaved,
  onCancel,
}: {
  /** The schedule edited; none: a new one. */
  schedule: ScheduleRow | null;
  /** Every semester of the chapter, newest first (the server's list with the schedules). */
  semesters: readonly ScheduleSemester[];
  /** This semester's, which a new schedule names unless he chooses another. */
  currentSemesterId: string | null;
  headingId: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const billed = schedule !== null && schedule.billedCount > 0;
  const form = useForm({
    schema: scheduleSchema,
    initial: {
      name: schedule?.name ?? '',
      semesterId: schedule?.semesterId ?? currentSemesterId ?? semesters[0]?.id ?? '',
      side: schedule?.side ?? '',
      amountCents: schedule ? dollarsText(schedule.amountCents) : '',
      dueOn: schedule?.dueOn ?? '',
      nationalShareCents:
        schedule && schedule.nationalShareCents > 0 ? dollarsText(schedule.nationalShareCents) : '',
    },
    toInput: (values) => ({
      ...values,
      semesterId: values.semesterId || undefined,
      side: values.side || undefined,
    }),
  });
  return (
    <KitForm
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (body) => {
            const { schedule: saved } = schedule
              ? await saveSchedule(schedule.id, body)
              : await addSchedule(body);
            onSaved(schedule ? `Saved ${saved.name}.` : `Added ${saved.name}: bill it when ready.`);
          },
          { failure: 'The schedule was not saved' },
        );
      }}
    >
      {billed ? (
        <p className="form-text">
          Members are billed by it already: only its name and due day can change.
        </p>
      ) : null}
      <div className="money-form__row">
        <TextField field={form.field('name')} label="Name" hint="“Fall 2026 dues”." required />
        <Choice
          field={form.field('semesterId')}
          label="Semester"
          options={semesters.map((semester) => ({ value: semester.id, label: semester.name }))}
          disabled={billed}
        />
        <Choice
          field={form.field('side')}
          label="Billed to"
          options={sideChoices}
          disabled={billed}
        />
      </div>
      <div className="money-form__row">
        <TextField
          field={form.field('amountCents')}
          label="Amount (dollars)"
          hint="For each member."
          autoComplete="off"
          required
        />
        <TextField field={form.field('dueOn')} label="Due on" type="date" required />
        <TextField
          field={form.field('nationalShareCents')}
          label="National’s share (optional)"
          hint="Of each member’s dues, owed onward."
          autoComplete="off"
        />
      </div>
      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label={schedule ? 'Save the schedule' : 'Add the schedule'}
        busyLabel="Saving..."
        onCancel={onCancel}
      />
    </KitForm>
  );
}
