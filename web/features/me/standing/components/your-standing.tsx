// "Your standing" on a member's own page (docs/product.md#standing): the semester's required events
// attended, excused and missed from his first day, his service hours and points, each against his
// side's requirement for his part of the semester as a bar; one word, and what is still owed and by
// when (or that it cannot be met any more); his dues (paid, on a plan or overdue); his excuses and
// hours with the officer's decisions; and the forms to ask to be excused and to log service hours. His alone:
// the server answers each member with his own standing only.
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  excuseRequest,
  serviceHoursRequest,
  type MyStanding,
} from '../../../../../contract/api/standing.ts';
import { FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { TextArea } from '../../../../components/form-kit/text-area.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { typedNumber } from '../../../../components/form-kit/validation.ts';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { paths } from '../../../../lib/paths.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { askExcuse, loadMyStanding, logServiceHours } from '../api.ts';
import {
  attendanceLine,
  countedFromLine,
  dayText,
  duesWords,
  fill,
  hoursLine,
  requestWords,
  statusWords,
} from '../rules.ts';
import '../../../../styles/account-security.scss';

export function YourStanding() {
  const load = useLoad(loadMyStanding, { key: 'me/standing' });
  const standing = load.data;
  return (
    <section
      id="standing"
      className="account-card account-card--secondary security-card standing-card"
      aria-labelledby="your-standing-heading"
    >
      <h2 id="your-standing-heading" className="account-card__subtitle">
        Your standing{standing?.semester ? `: ${standing.semester.name}` : ''}
      </h2>
      <LoadFailure what="Your standing" load={load} />
      {load.state.status === 'loading' ? <output className="d-block">Loading...</output> : null}
      {standing ? (
        <>
          {standing.semester ? (
            <Summary standing={standing} />
          ) : (
            <p>No semester is set for today: nothing is counted yet.</p>
          )}
          <DuesInStanding dues={standing.dues} />
          <Requests standing={standing} />
          <div className="standing-forms">
            {standing.excusable.length > 0 ? (
              <ExcuseForm events={standing.excusable} onSent={() => invalidate('me/standing')} />
            ) : null}
            {standing.semester ? <HoursForm onSent={() => invalidate('me/standing')} /> : null}
          </div>
        </>
      ) : null}
    </section>
  );
}

function Summary({ standing }: { standing: MyStanding }) {
  const { attendance, serviceHours, points, status } = standing;
  const countedFrom = countedFromLine(standing);
  return (
    <>
      <p className={`standing-status standing-status--${status}`}>
        <strong>{statusWords[status]}</strong>
        <span className="standing-status__side">
          {' '}
          · {standing.side === 'new' ? 'new member' : 'active'} requirements
        </span>
      </p>
      {countedFrom ? <p className="standing-bar__line mt-0 mb-2">{countedFrom}</p> : null}
      {standing.advice.length > 0 ? (
        <ul className="standing-advice" aria-label="Still to do this semester">
          {standing.advice.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <Bar
        label="Attendance of required events"
        value={`${attendance.percent} %`}
        asked={`${attendance.requiredPercent} % asked`}
        percent={fill(attendance.percent, attendance.requiredPercent)}
        line={attendanceLine(attendance)}
      />
      <Bar
        label="Service hours"
        value={`${serviceHours.approved}`}
        asked={`${serviceHours.required} asked`}
        percent={fill(serviceHours.approved, serviceHours.required)}
        line={hoursLine(serviceHours)}
      />
      <Bar
        label="Points"
        value={`${points.earned}`}
        asked={`${points.required} asked`}
        percent={fill(points.earned, points.required)}
        line={`From the events you came to; ${points.required} asked of you this semester.`}
      />
    </>
  );
}

/** His dues today, and whether his standing asks them paid; the whole of it is on his dues page. */
function DuesInStanding({ dues }: { dues: MyStanding['dues'] }) {
  return (
    <p className="standing-bar__line mb-3">
      Dues:{' '}
      <strong className={dues.status === 'overdue' ? 'text-danger' : undefined}>
        {duesWords(dues)}
      </strong>
      {dues.required ? ' (paid dues are asked for good standing)' : ''}.{' '}
      <Link to={paths.myDues}>Your dues</Link>
    </p>
  );
}

function Bar({
  label,
  value,
  asked,
  percent,
  line,
}: {
  label: string;
  value: string;
  asked: string;
  percent: number;
  line: string;
}) {
  const id = useId();
  return (
    <div className="standing-bar">
      <div className="standing-bar__head">
        <span id={`${id}-label`} className="standing-bar__label">
          {label}
        </span>
        <span>
          <strong>{value}</strong> <span className="text-body-secondary">({asked})</span>
        </span>
      </div>
      <progress
        className={`standing-progress${percent >= 100 ? ' standing-progress--met' : ''}`}
        aria-labelledby={`${id}-label`}
        aria-valuetext={`${value}, ${asked}`}
        value={percent}
        max={100}
      />
      <p className="standing-bar__line">{line}</p>
    </div>
  );
}

function Requests({ standing }: { standing: MyStanding }) {
  const { excuses, serviceHoursEntries: hours } = standing;
  if (excuses.length === 0 && hours.length === 0) return null;
  return (
    <div className="standing-requests">
      <h3 className="account-card__minor-title">Your excuses and hours</h3>
      <ul className="standing-requests__list">
        {excuses.map((excuse) => (
          <li key={excuse.id}>
            <strong>Excuse from {excuse.event}</strong> ({dayText(excuse.eventDate)}):{' '}
            <span className={`standing-request standing-request--${excuse.status}`}>
              {requestWords[excuse.status]}
            </span>
            {excuse.note ? <span className="d-block">Note: {excuse.note}</span> : null}
          </li>
        ))}
        {hours.map((entry) => (
          <li key={entry.id}>
            <strong>
              {entry.hours} {entry.hours === 1 ? 'hour' : 'hours'} on {dayText(entry.date)}
            </strong>{' '}
            ({entry.description}):{' '}
            <span className={`standing-request standing-request--${entry.status}`}>
              {requestWords[entry.status]}
            </span>
            {entry.note ? <span className="d-block">Note: {entry.note}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExcuseForm({ events, onSent }: { events: MyStanding['excusable']; onSent: () => void }) {
  const id = useId();
  const [eventId, setEventId] = useState(events[0]!.id);
  const form = useForm({ schema: excuseRequest, initial: { reason: '' } });
  const reason = form.field('reason');
  return (
    <KitForm
      noValidate
      className="standing-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (body) => {
            const answer = await askExcuse(eventId, body);
            onSent();
            return { message: answer.message, values: { reason: '' } };
          },
          { failure: 'Your excuse was not sent' },
        );
      }}
    >
      <h3 className="account-card__minor-title" id={`${id}-title`}>
        Ask to be excused
      </h3>
      <Form.Group className="form-field mb-3">
        <Form.Label htmlFor={`${id}-event`}>Required event</Form.Label>
        <Form.Select
          id={`${id}-event`}
          value={eventId}
          onChange={(change) => setEventId(change.target.value)}
        >
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}, {dayText(event.date)}
            </option>
          ))}
        </Form.Select>
        <Form.Text>Up to 72 hours after the event.</Form.Text>
      </Form.Group>
      <TextArea field={reason} label="Reason" hint="At most 1,000 characters." />
      <FormResult result={form.result} className="mb-3" />
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {form.busy ? 'Sending...' : 'Ask to be excused'}
      </button>
    </KitForm>
  );
}

const blankHours = { date: '', hours: '', description: '', confirmer: '' };

function HoursForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const form = useForm({
    schema: serviceHoursRequest,
    initial: blankHours,
    toInput: (values: typeof blankHours) => ({
      date: values.date,
      hours: typedNumber(values.hours),
      description: values.description,
      confirmer: values.confirmer,
    }),
  });
  const description = form.field('description');
  return (
    <KitForm
      noValidate
      className="standing-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (body) => {
            const answer = await logServiceHours(body);
            onSent();
            return { message: answer.message, values: blankHours };
          },
          { failure: 'Your hours were not logged' },
        );
      }}
    >
      <h3 className="account-card__minor-title" id={`${id}-title`}>
        Log service hours
      </h3>
      <div className="standing-form__row">
        <TextField field={form.field('date')} label="Date" type="date" required />
        <TextField
          field={form.field('hours')}
          label="Hours"
          hint="From 0.5 to 24, in half hours."
          autoComplete="off"
          required
        />
      </div>
      <TextArea field={description} label="What you did" rows={2} />
      <TextField
        field={form.field('confirmer')}
        label="Who can confirm it (optional)"
        autoComplete="off"
      />
      <FormResult result={form.result} className="mb-3" />
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {form.busy ? 'Logging...' : 'Log the hours'}
      </button>
    </KitForm>
  );
}
