// "I paid" on /me/dues (docs/money.md#payments-claims-and-receipts): a member says he paid (how, how
// much, its reference, the day, a note and a photo of the receipt if he has one), and his claims
// with the treasurer's answer: waiting, confirmed with its receipt, or refused with the note.
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { paymentClaimRequest, type PaymentClaim } from '../../../../contract/api/money.ts';
import { centsFromDollars } from '../../../../contract/money-amounts.ts';
import { formatDay } from '../../../../contract/dates.ts';
import { localDate } from '../../../../contract/event-dates.ts';
import {
  formatCents,
  paymentMethodName,
  paymentMethodNames,
  paymentMethods,
} from '../../../../contract/money.ts';
import {
  errorWiring,
  FieldError,
  FormResult,
  TextField,
} from '../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { TextArea } from '../../../components/form-kit/text-area.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { failureText } from '../../../components/form-kit/validation.ts';
import { chapter } from '../../../lib/content/chapter.ts';
import { claimPayment, sendClaimPicture } from '../api.ts';
import { claimWords } from '../words.ts';

/** The claim as typed: the amount in dollars ("150" or "150.00"), the contract's fields otherwise. */
const claimForm = paymentClaimRequest.extend({ amountCents: centsFromDollars('one payment') });

export function ClaimForm({
  id,
  onSent,
  onCancel,
}: {
  id: string;
  /** The claim is made: what to tell him. */
  onSent: (message: string) => void;
  onCancel: () => void;
}) {
  const [blank] = useState(() => ({
    method: 'venmo',
    amountCents: '',
    reference: '',
    paidOn: localDate(Date.now(), chapter.timeZone),
    note: '',
  }));
  const form = useForm({
    schema: claimForm,
    initial: blank,
    toInput: (values: typeof blank) => ({ ...values, note: values.note || null }),
  });
  const [picture, setPicture] = useState<File | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by "I paid": the focus goes to the form, so a keyboard or a screen reader is there.
  useEffect(() => heading.current?.focus(), []);
  const method = form.field('method');
  // Taken apart: the compiler's ref check would otherwise treat the whole field as a ref.
  const { attach: methodRef, value: methodValue } = method;

  return (
    <KitForm
      id={id}
      noValidate
      className="dues-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (body) => {
            const { claim, message } = await claimPayment(body);
            if (!picture) return onSent(message);
            try {
              await sendClaimPicture(claim.id, picture);
              onSent(message);
            } catch (error) {
              // The claim stands without its photo: the treasurer can still confirm it.
              onSent(`${message} ${failureText(error, 'The photo of the receipt was not added')}`);
            }
          },
          { failure: 'Your payment was not sent' },
        );
      }}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="dues-form__title">
        I paid
      </h2>
      <p className="dues-form__hint">
        Tell the treasurer about a payment you made; it counts once he confirms it.
      </p>
      <div className="dues-form__row">
        <Form.Group className="form-field mb-3">
          <Form.Label htmlFor={method.id}>How you paid</Form.Label>
          <Form.Select
            id={method.id}
            name={method.name}
            ref={methodRef}
            value={methodValue}
            onChange={(change) => method.onChange(change.target.value)}
            onBlur={method.onBlur}
            isInvalid={method.invalid}
            {...errorWiring(method)}
          >
            {paymentMethods.map((value) => (
              <option key={value} value={value}>
                {paymentMethodNames[value]}
              </option>
            ))}
          </Form.Select>
          <FieldError field={method} />
        </Form.Group>
        <TextField
          field={form.field('amountCents')}
          label="Amount ($)"
          inputMode="text"
          autoComplete="off"
          hint="Like 150 or 150.00."
          required
        />
      </div>
      <div className="dues-form__row">
        <TextField field={form.field('paidOn')} label="Day you paid" type="date" required />
        <TextField
          field={form.field('reference')}
          label="Reference (optional)"
          hint="The Venmo or Zelle id, or the check number."
          autoComplete="off"
        />
      </div>
      <TextArea field={form.field('note')} label="Note (optional)" rows={2} />
      <Form.Group className="form-field mb-3">
        <Form.Label htmlFor={`${id}-picture`}>Photo of the receipt (optional)</Form.Label>
        <Form.Control
          id={`${id}-picture`}
          type="file"
          accept="image/*"
          aria-describedby={`${id}-picture-hint`}
          onChange={(change) => setPicture((change.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text id={`${id}-picture-hint`} className="d-block">
          A screenshot of the Venmo or Zelle payment, or a photo of the check.
        </Form.Text>
      </Form.Group>
      <FormResult result={form.result} className="mb-3" />
      <div className="dues-form__buttons">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send to the treasurer'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </KitForm>
  );
}

/** His claims, newest first, with the treasurer's answer to each. */
export function Claims({ claims }: { claims: PaymentClaim[] }) {
  if (claims.length === 0) return null;
  return (
    <section className="dues-section" aria-labelledby="dues-claims-heading">
      <h2 id="dues-claims-heading" className="dues-section__title">
        Payments you told the treasurer about
      </h2>
      <ul className="dues-claims">
        {claims.map((claim) => (
          <li key={claim.id}>
            <strong>
              {formatCents(claim.amountCents)} by {paymentMethodName(claim.method)}
            </strong>{' '}
            on {formatDay(claim.paidOn)}
            {claim.reference ? ` (${claim.reference})` : ''}:{' '}
            <span className={`dues-claim dues-claim--${claim.status}`}>
              {claimWords[claim.status]}
            </span>
            {claim.receiptNumber === null ? null : (
              <>
                {' · '}
                <Link to={`?receipt=${claim.receiptNumber}`}>
                  Receipt No. {claim.receiptNumber}
                </Link>
              </>
            )}
            {claim.decisionNote ? (
              <span className="d-block">Note: {claim.decisionNote}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
