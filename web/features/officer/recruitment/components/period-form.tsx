// A recruitment period's form (area `recruitment`): its name and days, how many days its prospects'
// data is kept after it ends, its stages as an ordered list (added, removed, moved), and the vote's
// rules, each checked with the contract's rules as the server checks them.
import { useEffect, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import {
  periodRequest,
  type PeriodRequest,
  type PeriodView,
} from '../../../../../contract/api/recruitment.ts';
import { recruitmentLimits } from '../../../../../contract/recruitment.ts';
import { FieldError, FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import type { FormSchema } from '../../../../components/form-kit/validation.ts';
import { addPeriod, savePeriod } from '../api.ts';
import {
  addStage,
  flattenVoteIssues,
  moveStage,
  periodInput,
  periodValues,
  removeStage,
  vetoWords,
} from '../rules.ts';

/** The contract's check, its vote's problems at the form's own fields. */
const periodForm: FormSchema<PeriodRequest> = {
  '~standard': {
    validate: async (value) => {
      const result = await periodRequest['~standard'].validate(value);
      return result.issues ? { issues: flattenVoteIssues(result.issues) } : result;
    },
  },
};

export function PeriodForm({
  period,
  headingId,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  /** The period edited; null for a new one. */
  period: PeriodView | null;
  headingId: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useForm({ schema: periodForm, initial: periodValues(period), toInput: periodInput });
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const [newStage, setNewStage] = useState('');
  const stages = form.values.stages;
  const stagesField = form.field('stages');
  const vetoes = Number(form.values.vetoes);

  return (
    <KitForm
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={() => {
        void form.submit(
          async (body) => {
            const answer = period ? await savePeriod(period.id, body) : await addPeriod(body);
            onSaved(period ? `${answer.period.name} is saved.` : `${answer.period.name} is added.`);
          },
          { failure: period ? 'The period was not saved' : 'The period was not added' },
        );
      }}
    >
      <TextField
        field={form.field('name')}
        label="Name"
        hint="As the chapter says it: Fall 2026 recruitment."
        required
        autoComplete="off"
      />
      <div className="cal-form__row">
        <TextField field={form.field('opensOn')} label="First day" type="date" required />
        <TextField field={form.field('closesOn')} label="Last day" type="date" required />
      </div>
      <TextField
        field={form.field('deleteAfterDays')}
        label="Days to keep after it ends"
        inputMode="numeric"
        autoComplete="off"
        hint={`Then the details of everyone who did not join are deleted. 0 to ${recruitmentLimits.deleteAfterDaysMax}.`}
      />

      <fieldset className="mb-3">
        <legend className="form-label">Stages</legend>
        <p className="form-text mt-0">
          In order: a new registration starts in the first. A stage that still holds prospects
          cannot be removed.
        </p>
        <ol className="list-unstyled mb-2">
          {stages.map((stage, index) => (
            <li
              key={stage}
              className="d-flex flex-wrap align-items-center gap-2 py-1 border-bottom"
            >
              <span className="me-auto">
                {index + 1}. {stage}
              </span>
              <span className="console-row-actions">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === 0}
                  onClick={() => form.setValue('stages', moveStage(stages, index, -1))}
                >
                  Up<span className="visually-hidden">: {stage}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === stages.length - 1}
                  onClick={() => form.setValue('stages', moveStage(stages, index, 1))}
                >
                  Down<span className="visually-hidden">: {stage}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => form.setValue('stages', removeStage(stages, index))}
                >
                  Remove<span className="visually-hidden">: {stage}</span>
                </Button>
              </span>
            </li>
          ))}
        </ol>
        <div className="d-flex flex-wrap align-items-end gap-2">
          <div>
            <Form.Label htmlFor={`${headingId}-new-stage`}>New stage</Form.Label>
            <Form.Control
              id={`${headingId}-new-stage`}
              value={newStage}
              maxLength={recruitmentLimits.stageMaxLength}
              autoComplete="off"
              onChange={(event) => setNewStage(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                form.setValue('stages', addStage(stages, newStage));
                setNewStage('');
              }}
            />
          </div>
          <Button
            variant="outline-primary"
            disabled={!newStage.trim() || stages.length >= recruitmentLimits.stagesMax}
            onClick={() => {
              form.setValue('stages', addStage(stages, newStage));
              setNewStage('');
            }}
          >
            Add the stage
          </Button>
        </div>
        <FieldError field={stagesField} />
      </fieldset>

      <fieldset className="mb-3">
        <legend className="form-label">The vote</legend>
        <div className="cal-form__row">
          <TextField
            field={form.field('quorumPercent')}
            label="Quorum (%)"
            inputMode="numeric"
            autoComplete="off"
            hint="Ballots cast, of the actives who did not recuse."
          />
          <TextField
            field={form.field('thresholdPercent')}
            label="Threshold (%)"
            inputMode="numeric"
            autoComplete="off"
            hint="Yes votes, of the yes and no votes, to pass."
          />
          <TextField
            field={form.field('vetoes')}
            label="Vetoes"
            inputMode="numeric"
            autoComplete="off"
            hint={
              Number.isInteger(vetoes) && vetoes >= 0
                ? `0 for none. ${vetoWords(vetoes)}`
                : '0 for none; N: N no votes defeat a candidate whatever the share.'
            }
          />
        </div>
      </fieldset>

      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label={period ? 'Save the period' : 'Add the period'}
        busyLabel="Saving..."
        onCancel={onCancel}
      />
    </KitForm>
  );
}
