// A new term of one position: who (chosen by name from the accounts that may hold it), from which
// day, until which day (optional), and, when the position is full, whose term it follows (that term
// ends the day this one starts: the usual handover). Its holder, and the holder it follows, are
// told by email.
import { useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';
import { z } from 'zod';
import type { PositionRow, TermRow } from '../../../../../contract/api/officer/positions.ts';
import { isTermDay } from '../../../../../contract/terms.ts';
import {
  AccountCombobox,
  type AccountOption,
} from '../../../../components/console-kit/account-combobox.tsx';
import { FieldError, FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { addTerm, findCandidates } from '../api.ts';
import { candidateOption, dayText } from '../rules.ts';

const day = (label: string) =>
  z.string().refine(isTermDay, `${label} must be a day from 2000 to 2099.`);

const termFormSchema = z
  .object({
    userId: z.string().min(1, 'Choose the holder from the list: type part of his name.'),
    startsOn: day('The first day'),
    endsOn: z.union([z.literal(''), day('The end')]),
    replaces: z.string(),
  })
  .refine((values) => values.endsOn === '' || values.endsOn > values.startsOn, {
    path: ['endsOn'],
    message: 'The end must be after the first day.',
  });

export function TermForm({
  position,
  holders,
  today,
  headingId,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  position: PositionRow;
  /** The position's current and coming terms (whose term a new one may follow). */
  holders: TermRow[];
  today: string;
  headingId: string;
  onSaved: (term: TermRow, message: string) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const follows = holders.filter((term) => term.endsOn === null || term.endsOn > today);
  const form = useForm({
    schema: termFormSchema,
    initial: {
      userId: '',
      startsOn: today,
      endsOn: '',
      // A full position's usual entry is a successor: preselect the one holder it would follow.
      replaces: follows.length >= position.seats && follows.length === 1 ? follows[0]!.id : '',
    },
  });
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const replaces = form.field('replaces');
  const holder = form.field('userId');
  const [chosen, setChosen] = useState<AccountOption | null>(null);

  return (
    <KitForm
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (values) => {
            const answer = await addTerm({
              positionId: position.id,
              userId: values.userId,
              startsOn: values.startsOn,
              ...(values.endsOn ? { endsOn: values.endsOn } : {}),
              ...(values.replaces ? { replaces: values.replaces } : {}),
            });
            onSaved(answer.term, answer.message);
          },
          { failure: 'The term was not entered' },
        );
      }}
    >
      <div className="form-field mb-3">
        <AccountCombobox
          id={holder.id}
          label="Holder"
          search={async (q, signal) =>
            (await findCandidates(position.id, q, signal)).candidates.map(candidateOption)
          }
          chosen={chosen}
          onChoose={(option) => {
            setChosen(option);
            holder.onChange(option?.id ?? '');
          }}
          error={holder.error}
          errorId={holder.errorId}
          inputRef={holder.attach}
        />
      </div>
      <div className="cal-form__row">
        <TextField field={form.field('startsOn')} label="First day" type="date" required />
        <TextField
          field={form.field('endsOn')}
          label="End (optional)"
          type="date"
          hint="The first day he no longer holds it. Empty: until it is ended."
        />
      </div>
      {follows.length > 0 ? (
        <Form.Group className="form-field mb-3">
          <Form.Label htmlFor={replaces.id}>Follows</Form.Label>
          <Form.Select
            id={replaces.id}
            name={replaces.name}
            value={replaces.value}
            onChange={(event) => replaces.onChange(event.target.value)}
            isInvalid={replaces.invalid}
            aria-describedby={`${replaces.id}-hint`}
          >
            <option value="">Nobody (a free seat)</option>
            {follows.map((term) => (
              <option key={term.id} value={term.id}>
                {term.name} (from {dayText(term.startsOn)})
              </option>
            ))}
          </Form.Select>
          <FieldError field={replaces} />
          <Form.Text id={`${replaces.id}-hint`} className="d-block">
            The term it follows ends the day this one starts.
          </Form.Text>
        </Form.Group>
      ) : null}
      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label="Enter the term"
        busyLabel="Entering..."
        onCancel={onCancel}
      />
    </KitForm>
  );
}
