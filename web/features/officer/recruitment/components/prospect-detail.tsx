// One prospect in the console's pipeline (area `recruitment`): his details, the rush events he
// came to, the actives' notes (author, time, and whether edited), his stage moved, and a bid
// extended with the day he must answer by.
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import {
  bidRequest,
  stageRequest,
  type ProspectView,
} from '../../../../../contract/api/recruitment.ts';
import { formatDay } from '../../../../../contract/dates.ts';
import { recruitmentLimits } from '../../../../../contract/recruitment.ts';
import { addDays } from '../../../../../contract/terms.ts';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { ProspectNote } from '../../../../components/prospect-note.tsx';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import {
  errorWiring,
  FieldError,
  FormResult,
  TextField,
} from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { extendBid, moveProspect } from '../api.ts';
import { bidWords, canExtendBid } from '../rules.ts';

export function ProspectDetail({
  prospect,
  stages,
  today,
}: {
  prospect: ProspectView;
  /** The period's stages, in order. */
  stages: readonly string[];
  /** The chapter's today (YYYY-MM-DD). */
  today: string;
}) {
  const id = useId();
  // Said here, not in the bid's form: the form goes once the bid is extended.
  const message = useResultMessage();
  return (
    <div className="prospect-detail">
      <dl className="semester-card__requirements mb-3">
        <div>
          <dt>Email</dt>
          <dd className="text-break">{prospect.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{prospect.phone ?? '—'}</dd>
        </div>
        <div>
          <dt>Class</dt>
          <dd>{prospect.classYear ?? '—'}</dd>
        </div>
        <div>
          <dt>Major</dt>
          <dd>{prospect.major ?? '—'}</dd>
        </div>
        <div>
          <dt>Heard of us</dt>
          <dd>{prospect.heardFrom ?? '—'}</dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>
            {formatDateTime(prospect.registeredAt)}
            {prospect.confirmed ? '' : ' (email not confirmed yet)'}
          </dd>
        </div>
        <div>
          <dt>Bid</dt>
          <dd>
            {bidWords(prospect.bid)}
            {prospect.joined ? ' · has joined' : ''}
          </dd>
        </div>
      </dl>

      <h3 className="h6" id={`${id}-events`}>
        Events he came to
      </h3>
      {prospect.events.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul aria-labelledby={`${id}-events`}>
          {prospect.events.map((event) => (
            <li key={event.id}>
              {event.title}, {formatDay(event.date)}
            </li>
          ))}
        </ul>
      )}

      <h3 className="h6" id={`${id}-notes`}>
        Actives’ notes
      </h3>
      {prospect.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="list-unstyled" aria-labelledby={`${id}-notes`}>
          {prospect.notes.map((note) => (
            <li key={note.id} className="border-bottom py-2">
              <ProspectNote note={note} />
            </li>
          ))}
        </ul>
      )}

      <div className="cal-form__row">
        <StageForm prospect={prospect} stages={stages} />
        {canExtendBid(prospect) ? (
          <BidForm
            prospect={prospect}
            today={today}
            onExtended={(said) => message.succeeded(said, 10_000)}
          />
        ) : null}
      </div>
      <FormResult result={message.result} className="mb-3" />
    </div>
  );
}

function StageForm({ prospect, stages }: { prospect: ProspectView; stages: readonly string[] }) {
  const form = useForm({ schema: stageRequest, initial: { stage: prospect.stage } });
  const stage = form.field('stage');
  // Taken apart: the compiler's ref check would otherwise treat the whole field as a ref.
  const { attach } = stage;
  // A stage the period no longer lists stays choosable while he is in it.
  const choices = stages.includes(prospect.stage) ? stages : [prospect.stage, ...stages];
  return (
    <KitForm
      noValidate
      className="console-form"
      aria-label={`Stage of ${prospect.name}`}
      onSubmit={() => {
        void form.submit(
          async (body) => {
            await moveProspect(prospect.id, body);
            invalidate('officer/recruitment/prospects');
            return { message: `${prospect.name} is now in ${body.stage}.` };
          },
          { failure: 'The stage was not changed', successMs: 10_000 },
        );
      }}
    >
      <Form.Group className="form-field mb-3">
        <Form.Label htmlFor={stage.id}>Stage</Form.Label>
        <Form.Select
          id={stage.id}
          name={stage.name}
          ref={attach}
          value={stage.value}
          onChange={(event) => stage.onChange(event.target.value)}
          onBlur={stage.onBlur}
          isInvalid={stage.invalid}
          {...errorWiring(stage)}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </Form.Select>
        <FieldError field={stage} />
      </Form.Group>
      <FormResult result={form.result} className="mb-3" />
      <ActionButton type="submit" variant="outline-primary" disabled={form.busy || !form.dirty}>
        {form.busy ? 'Moving...' : 'Move to this stage'}
      </ActionButton>
    </KitForm>
  );
}

function BidForm({
  prospect,
  today,
  onExtended,
}: {
  prospect: ProspectView;
  today: string;
  onExtended: (message: string) => void;
}) {
  const form = useForm({ schema: bidRequest, initial: { expiresOn: addDays(today, 7) } });
  const last = addDays(today, recruitmentLimits.bidDaysMax);
  return (
    <KitForm
      noValidate
      className="console-form"
      aria-label={`Bid to ${prospect.name}`}
      onSubmit={() => {
        void form.submit(
          async (body) => {
            await extendBid(prospect.id, body);
            onExtended(`A bid is on its way to ${prospect.name}.`);
            invalidate('officer/recruitment/prospects');
          },
          { failure: 'The bid was not extended', successMs: 10_000 },
        );
      }}
    >
      <TextField
        field={form.field('expiresOn')}
        label="Answer by"
        type="date"
        required
        hint={`He gets an email with a link to accept or decline, until the end of that day (at the latest ${formatDay(last)}).`}
      />
      <FormResult result={form.result} className="mb-3" />
      <ActionButton type="submit" variant="primary" disabled={form.busy}>
        {form.busy ? 'Extending...' : 'Extend a bid'}
      </ActionButton>
    </KitForm>
  );
}
