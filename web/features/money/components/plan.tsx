// Payment plans on /me/dues (docs/money.md#payment-plans): the builder that splits his balance into
// monthly instalments to the cent (he may change any day or amount before he sends it), and his plan
// as it stands: accepted (on track or behind), proposed by him and waiting for the treasurer, or
// proposed by the treasurer with Accept.
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import type { MemberPlan } from '../../../../contract/api/money.ts';
import { centsFromDollars } from '../../../../contract/money-amounts.ts';
import { formatDay } from '../../../../contract/dates.ts';
import { localDate } from '../../../../contract/event-dates.ts';
import {
  formatCents,
  instalmentsTotal,
  monthlyInstalments,
  mostMonthlyInstalments,
} from '../../../../contract/money.ts';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { failureText } from '../../../components/form-kit/validation.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { chapter } from '../../../lib/content/chapter.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { acceptPlan, proposePlan } from '../api.ts';

/** The builder offers two to twelve monthly instalments; one payment needs no plan. */
const planLimits = { fewest: 2, most: mostMonthlyInstalments } as const;

/** An instalment as typed: its day and its amount in dollars. */
interface TypedInstalment {
  dueOn: string;
  amount: string;
}

const typed = (instalments: { dueOn: string; amountCents: number }[]): TypedInstalment[] =>
  instalments.map(({ dueOn, amountCents }) => ({
    dueOn,
    amount: (amountCents / 100).toFixed(2),
  }));

const instalmentDollars = centsFromDollars('one payment');

/** The instalments' cents as typed, or null for an amount that is not one. */
const centsOf = (amount: string): number | null => {
  const parsed = instalmentDollars.safeParse(amount);
  return parsed.success ? parsed.data : null;
};

export function PlanBuilder({
  id,
  balanceCents,
  onSent,
  onCancel,
}: {
  id: string;
  balanceCents: number;
  onSent: (message: string) => void;
  onCancel: () => void;
}) {
  const [today] = useState(() => localDate(Date.now(), chapter.timeZone));
  const [count, setCount] = useState(3);
  const [first, setFirst] = useState(today);
  const [rows, setRows] = useState(() => typed(monthlyInstalments(balanceCents, 3, today)));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, showResult, clearResult] = useTimedMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const split = (nextCount: number, nextFirst: string) => {
    const made = monthlyInstalments(balanceCents, nextCount, nextFirst);
    if (made.length > 0) setRows(typed(made));
    setProblem(null);
  };
  const amounts = rows.map((row) => centsOf(row.amount));
  const total = instalmentsTotal(amounts.map((cents) => ({ amountCents: cents ?? 0 })));

  /** What is wrong with the instalments as typed, before anything is sent. */
  const check = (): string | null => {
    if (rows.some((row) => !/^\d{4}-\d{2}-\d{2}$/.test(row.dueOn)))
      return 'Give each instalment its day.';
    if (amounts.some((cents) => cents === null))
      return 'Enter each amount in dollars, like 50 or 12.50.';
    for (let i = 1; i < rows.length; i += 1)
      if (rows[i]!.dueOn <= rows[i - 1]!.dueOn)
        return 'Each instalment is due after the one before.';
    if (total !== balanceCents)
      return `The instalments add up to ${formatCents(total)}; your balance is ${formatCents(balanceCents)}.`;
    return null;
  };

  return (
    <KitForm
      id={id}
      noValidate
      className="dues-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const wrong = check();
        setProblem(wrong);
        if (wrong) return;
        clearResult();
        setBusy(true);
        proposePlan({
          instalments: rows.map((row, i) => ({ dueOn: row.dueOn, amountCents: amounts[i]! })),
        }).then(
          (answer) => {
            setBusy(false);
            onSent(answer.message);
          },
          (error: unknown) => {
            setBusy(false);
            // The server's reason about the instalments shows at them; anything else under the form.
            const field = (error as ApiRequestError).body as { field?: string } | undefined;
            if (
              error instanceof ApiRequestError &&
              error.status === 400 &&
              field?.field?.startsWith('instalments')
            )
              setProblem(error.serverMessage ?? 'Check the instalments.');
            else showResult({ kind: 'danger', text: failureText(error, 'Your plan was not sent') });
          },
        );
      }}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="dues-form__title">
        Propose a plan
      </h2>
      <p className="dues-form__hint">
        Split your balance of {formatCents(balanceCents)} into monthly payments; change any day or
        amount, then send it to the treasurer.
      </p>
      <div className="dues-form__row">
        <Form.Group className="form-field mb-3">
          <Form.Label htmlFor={`${id}-count`}>Payments</Form.Label>
          <Form.Select
            id={`${id}-count`}
            value={count}
            onChange={(change) => {
              const next = Number(change.target.value);
              setCount(next);
              split(next, first);
            }}
          >
            {Array.from({ length: planLimits.most - planLimits.fewest + 1 }, (_, i) => (
              <option key={i} value={planLimits.fewest + i}>
                {planLimits.fewest + i} monthly
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="form-field mb-3">
          <Form.Label htmlFor={`${id}-first`}>First payment</Form.Label>
          <Form.Control
            id={`${id}-first`}
            type="date"
            value={first}
            min={today}
            onChange={(change) => {
              setFirst(change.target.value);
              split(count, change.target.value);
            }}
          />
        </Form.Group>
      </div>
      <fieldset
        className="dues-instalments"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-total${problem ? ` ${id}-problem` : ''}`}
      >
        <legend className="dues-instalments__legend">Your payments</legend>
        <ol className="dues-instalments__list">
          {rows.map((row, i) => (
            <InstalmentRow
              // The rows are the instalments in order: the nth stays the nth as they are edited.
              // oxlint-disable-next-line react/no-array-index-key
              key={i}
              index={i}
              row={row}
              onChange={(changed) =>
                setRows((now) => now.map((old, j) => (j === i ? changed : old)))
              }
            />
          ))}
        </ol>
        <p id={`${id}-total`} className="dues-instalments__total">
          Adds up to {formatCents(total)} of {formatCents(balanceCents)}.
        </p>
        {problem ? (
          <p id={`${id}-problem`} className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </fieldset>
      <FormResult result={result} className="mb-3" />
      <div className="dues-form__buttons">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Sending...' : 'Send the plan'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </KitForm>
  );
}

function InstalmentRow({
  index,
  row,
  onChange,
}: {
  index: number;
  row: TypedInstalment;
  onChange: (row: TypedInstalment) => void;
}) {
  const id = useId();
  const n = index + 1;
  return (
    <li className="dues-instalment">
      <span className="dues-instalment__number" aria-hidden="true">
        {n}.
      </span>
      <div>
        <label htmlFor={`${id}-day`} className="form-label">
          <span className="visually-hidden">Payment {n}: </span>Day
        </label>
        <input
          id={`${id}-day`}
          className="form-control"
          type="date"
          value={row.dueOn}
          onChange={(change) => onChange({ ...row, dueOn: change.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-amount`} className="form-label">
          <span className="visually-hidden">Payment {n}: </span>Amount ($)
        </label>
        <input
          id={`${id}-amount`}
          className="form-control"
          autoComplete="off"
          value={row.amount}
          onChange={(change) => onChange({ ...row, amount: change.target.value })}
        />
      </div>
    </li>
  );
}

const planWords = {
  on_track: 'on track',
  behind: 'behind: a payment is late',
} as const;

/** His plan: accepted, his proposal waiting, or the treasurer's proposal with Accept. */
export function YourPlan({
  plan,
  onAccepted,
}: {
  plan: MemberPlan;
  /** He accepted it: what to tell him. */
  onAccepted: (message: string) => void;
}) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [result, showResult] = useTimedMessage();
  const theirs = plan.status === 'proposed' && plan.proposedBy === 'treasurer';
  const state =
    plan.status === 'accepted'
      ? `Your plan: ${planWords[plan.planStatus ?? 'on_track']}`
      : theirs
        ? 'The treasurer proposes this plan'
        : 'Proposed — waiting for the treasurer';
  return (
    <section className="dues-section dues-plan" aria-labelledby={headingId}>
      <h2 id={headingId} className="dues-section__title">
        {state}
      </h2>
      <ol className="dues-plan__list">
        {plan.instalments.map((instalment) => (
          <li key={instalment.dueOn}>
            <span>{formatDay(instalment.dueOn)}</span>
            <strong>{formatCents(instalment.amountCents)}</strong>
          </li>
        ))}
      </ol>
      {theirs ? (
        <>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              acceptPlan(plan.id).then(
                (answer) => {
                  setBusy(false);
                  onAccepted(answer.message);
                },
                (error: unknown) => {
                  setBusy(false);
                  showResult({
                    kind: 'danger',
                    text: failureText(error, 'The plan was not accepted'),
                  });
                },
              );
            }}
          >
            {busy ? 'Accepting...' : 'Accept the plan'}
          </button>
          <FormResult result={result} className="mt-2" />
        </>
      ) : null}
    </section>
  );
}
