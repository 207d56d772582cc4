// "Offer a plan": the member's balance split into monthly instalments from a first day, shown
// before it is sent. The plan waits for the member to accept it; a plan he accepts replaces the
// one before (docs/money.md#payment-plans).
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import {
  formatCents,
  monthlyInstalments,
  mostMonthlyInstalments,
} from '../../../../../contract/money.ts';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';
import { proposePlan } from '../api.ts';
import { chapterToday } from '../forms.ts';

export function PlanForm({
  userId,
  balanceCents,
  headingId,
  onOffered,
  onCancel,
}: {
  userId: string;
  balanceCents: number;
  headingId: string;
  onOffered: (message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [count, setCount] = useState(3);
  const [firstDueOn, setFirstDueOn] = useState(chapterToday());
  const [busy, setBusy] = useState(false);
  const message = useResultMessage();
  const instalments = monthlyInstalments(balanceCents, count, firstDueOn);
  return (
    <form
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (instalments.length === 0) {
          message.show({ kind: 'danger', text: 'Choose a first day to split the balance from.' });
          return;
        }
        setBusy(true);
        proposePlan({ userId, instalments })
          .then(() =>
            onOffered(
              `Offered a plan of ${instalments.length} instalments, ${formatCents(balanceCents)}: it waits for him to accept it.`,
            ),
          )
          .catch((error: unknown) => message.failed(error, 'The plan was not offered'))
          .finally(() => setBusy(false));
      }}
    >
      <div className="money-form__row">
        <Form.Group className="form-field mb-3">
          <Form.Label htmlFor={`${id}-count`}>Instalments</Form.Label>
          <Form.Select
            id={`${id}-count`}
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
          >
            {Array.from({ length: mostMonthlyInstalments }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 (one payment)' : `${n} monthly`}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="form-field mb-3">
          <Form.Label htmlFor={`${id}-first`}>First due on</Form.Label>
          <Form.Control
            id={`${id}-first`}
            type="date"
            value={firstDueOn}
            min={chapterToday()}
            onChange={(event) => setFirstDueOn(event.target.value)}
          />
        </Form.Group>
      </div>
      <p className="mb-1">
        {formatCents(balanceCents)} in {instalments.length}{' '}
        {instalments.length === 1 ? 'instalment' : 'instalments'}:
      </p>
      <ol className="money-instalments">
        {instalments.map((instalment) => (
          <li key={instalment.dueOn}>
            {formatDay(instalment.dueOn)}:{' '}
            <span className="money-amount">{formatCents(instalment.amountCents)}</span>
          </li>
        ))}
      </ol>
      <FormResult result={message.result} className="mb-3" />
      <SubmitOrCancel
        busy={busy}
        label="Offer the plan"
        busyLabel="Offering..."
        onCancel={onCancel}
      />
    </form>
  );
}
