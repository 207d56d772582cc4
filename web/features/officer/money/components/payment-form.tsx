// "Record a payment" on a member's statement: the amount in dollars, how it was paid, a reference
// (a check's number, a Venmo id), the day it arrived and a note; checked with the contract's rules
// as each field is left. The server numbers its receipt and emails it to him.
import { useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { formatCents, paymentMethodNames, paymentMethods } from '../../../../../contract/money.ts';
import {
  errorWiring,
  FieldError,
  FormResult,
  TextField,
} from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { recordPayment } from '../api.ts';
import { Choice } from './choice.tsx';
import { chapterToday, paymentSchema } from '../forms.ts';

export function PaymentForm({
  userId,
  headingId,
  onRecorded,
  onCancel,
}: {
  userId: string;
  headingId: string;
  onRecorded: (message: string) => void;
  onCancel: () => void;
}) {
  const initial = useMemo(
    () => ({ amountCents: '', method: '', reference: '', receivedOn: chapterToday(), note: '' }),
    [],
  );
  const form = useForm({
    schema: paymentSchema,
    initial,
    toInput: (values) => ({
      userId,
      amountCents: values.amountCents,
      // Nothing chosen is "Choose how it was paid.", not a wrong method.
      method: values.method || undefined,
      reference: values.reference || null,
      receivedOn: values.receivedOn,
      note: values.note || null,
    }),
  });
  const note = form.field('note');
  const { attach: noteRef } = note;
  return (
    <KitForm
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (body) => {
            const { payment, receipt } = await recordPayment(body);
            onRecorded(
              `Recorded the payment of ${formatCents(payment.amountCents)}: receipt No. ${receipt.number}.`,
            );
          },
          { failure: 'The payment was not recorded' },
        );
      }}
    >
      <div className="money-form__row">
        <TextField
          field={form.field('amountCents')}
          label="Amount (dollars)"
          hint="Like 125 or 62.50."
          autoComplete="off"
          required
        />
        <Choice
          field={form.field('method')}
          label="Paid by"
          options={paymentMethods.map((name) => ({ value: name, label: paymentMethodNames[name] }))}
        />
        <TextField field={form.field('receivedOn')} label="Day received" type="date" required />
        <TextField
          field={form.field('reference')}
          label="Reference (optional)"
          hint="A check’s number, a Venmo or Zelle id."
          autoComplete="off"
        />
      </div>
      <Form.Group className="form-field mb-3">
        <Form.Label htmlFor={note.id}>Note (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          id={note.id}
          name={note.name}
          ref={noteRef}
          value={note.value}
          onChange={(event) => note.onChange(event.target.value)}
          onBlur={note.onBlur}
          isInvalid={note.invalid}
          {...errorWiring(note)}
        />
        <FieldError field={note} />
      </Form.Group>
      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label="Record the payment"
        busyLabel="Recording..."
        onCancel={onCancel}
      />
    </KitForm>
  );
}
