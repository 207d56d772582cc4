// "Pay online" on /me/dues (docs/product.md#paying-online): he picks an amount (what is due, his
// plan's next instalment, his balance, or another amount from $1 up to his balance), sees what
// each method the chapter offers costs it (the chapter absorbs the fee), and goes to Stripe's
// checkout page. Back from it, the banner says how the payment stands as the server knows it,
// never as the address says; his bank payments on their way are listed under his balance.
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import type { OnlinePayment } from '../../../../contract/api/payments.ts';
import { formatCents } from '../../../../contract/money.ts';
import { failureText, serverFieldError } from '../../../components/form-kit/validation.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../../contract/dates.ts';
import { chapter } from '../../../lib/content/chapter.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import { useCheckoutStatus } from '../../../lib/use-checkout-status.ts';
import { loadCheckout, startCheckout } from '../api.ts';
import { amountChoices, checkoutBanner, checkoutFailure, feeLine, typedAmount } from '../online.ts';

const other = 'other';

export function PayOnline({ online }: { online: OnlinePayment }) {
  const id = useId();
  const choices = amountChoices(online);
  const [choice, setChoice] = useState(choices.length ? '0' : other);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typedInput = useRef<HTMLInputElement>(null);
  const typedChecked = choice === other ? typedAmount(typed, online) : null;
  const amountCents =
    typedChecked === null
      ? (choices[Number(choice)]?.amountCents ?? null)
      : 'cents' in typedChecked
        ? typedChecked.cents
        : null;
  const typedId = `${id}-typed`;

  const pay = async () => {
    if (busy) return;
    setFailure(null);
    if (typedChecked && 'error' in typedChecked) {
      setTypedError(typedChecked.error);
      typedInput.current?.focus();
      return;
    }
    if (amountCents === null) return;
    setBusy(true);
    try {
      const { url } = await startCheckout(amountCents);
      // Stripe's page takes him from here; he comes back to ?checkout=<attempt>.
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      const atField = serverFieldError(error, ['amountCents']);
      if (atField && choice === other) {
        setTypedError(atField.message);
        typedInput.current?.focus();
        return;
      }
      const code = error instanceof ApiRequestError ? error.code : undefined;
      setFailure(checkoutFailure(code, failureText(error, 'Your payment was not started')));
      // He may owe nothing now (paid meanwhile): the page shows what it is.
      if (code === 'nothing_owed') invalidate('me/dues');
    }
  };

  return (
    <section className="dues-section dues-online" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dues-section__title">
        Pay online
      </h2>
      <p className="dues-form__hint">
        By card or bank account on Stripe&rsquo;s secure page. The chapter pays the processing fee:
        you pay only the amount you choose.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <fieldset className="mb-3">
          <legend className="dues-online__legend">Amount</legend>
          {choices.map((option, index) => (
            <Form.Check
              key={option.label}
              type="radio"
              id={`${id}-choice-${index}`}
              name={`${id}-amount`}
              className="dues-online__choice"
              label={
                <>
                  {option.label}: <strong>{formatCents(option.amountCents)}</strong>
                </>
              }
              checked={choice === String(index)}
              onChange={() => {
                setChoice(String(index));
                setTypedError(null);
              }}
            />
          ))}
          <Form.Check
            type="radio"
            id={`${id}-choice-other`}
            name={`${id}-amount`}
            className="dues-online__choice"
            label="Another amount"
            checked={choice === other}
            onChange={() => {
              setChoice(other);
              // Chosen, the field is where he types next.
              requestAnimationFrame(() => typedInput.current?.focus());
            }}
          />
          {choice === other ? (
            <Form.Group className="form-field dues-online__typed">
              <Form.Label htmlFor={typedId}>Amount ($)</Form.Label>
              <Form.Control
                id={typedId}
                ref={typedInput}
                inputMode="decimal"
                autoComplete="off"
                value={typed}
                onChange={(change) => {
                  setTyped(change.target.value);
                  if (typedError) setTypedError(null);
                }}
                onBlur={() => {
                  const checked = typedAmount(typed, online);
                  setTypedError(typed.trim() && 'error' in checked ? checked.error : null);
                }}
                isInvalid={typedError !== null}
                aria-invalid={typedError !== null || undefined}
                aria-describedby={`${typedId}-hint${typedError ? ` ${typedId}-error` : ''}`}
              />
              <Form.Text id={`${typedId}-hint`} className="d-block">
                From {formatCents(online.minCents)} up to {formatCents(online.maxCents)}.
              </Form.Text>
              {typedError ? (
                <p id={`${typedId}-error`} className="field-error">
                  {typedError}
                </p>
              ) : null}
            </Form.Group>
          ) : null}
        </fieldset>
        <p className="dues-online__legend mb-1">What it costs the chapter</p>
        <ul className="dues-online__methods">
          {online.methods.map((method) => (
            <li key={method.method}>{feeLine(method, amountCents)}</li>
          ))}
        </ul>
        <div aria-live="polite">
          {failure ? (
            <p className="alert alert-danger" role="alert">
              {failure}
            </p>
          ) : null}
        </div>
        <div className="dues-form__buttons">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy
              ? 'Taking you to Stripe...'
              : amountCents === null
                ? 'Pay online'
                : `Pay ${formatCents(amountCents)} online`}
          </button>
        </div>
      </form>
    </section>
  );
}

/** His bank payments on their way, under his balance. */
export function PaymentsOnTheirWay({ processing }: { processing: OnlinePayment['processing'] }) {
  if (processing.length === 0) return null;
  return (
    <ul className="dues-online__processing">
      {processing.map((payment) => (
        <li key={payment.attemptId}>
          On its way: {formatCents(payment.amountCents)} by bank account, paid{' '}
          {formatDateTime(payment.createdAt, chapter.timeZone)}. Your balance shows it when it
          arrives.
        </li>
      ))}
    </ul>
  );
}

/** Back from Stripe: how his payment stands, asked of the server while it is still open. */
export function CheckoutReturn({ attemptId }: { attemptId: string }) {
  const { answer, error, gaveUp } = useCheckoutStatus(
    async (id, signal) => (await loadCheckout(id, signal)).attempt,
    attemptId,
  );
  const status = answer?.status;
  // Paid or on its way, his balance and statement change: the page asks for them again.
  useEffect(() => {
    if (status === 'paid' || status === 'processing') invalidate('me/dues');
  }, [status]);

  if (!answer)
    return (
      <div aria-live="polite">
        {error ? (
          <p className="alert alert-warning">
            {failureText(error, 'Your payment could not be checked')}
          </p>
        ) : (
          <output className="alert alert-info d-block">Checking your payment with Stripe...</output>
        )}
      </div>
    );
  const banner = checkoutBanner(answer, gaveUp);
  return (
    <div aria-live="polite">
      <p className={`alert alert-${banner.tone} dues-online__banner`}>
        {banner.text}
        {banner.receiptNumber === null ? null : (
          <>
            {' '}
            <Link to={`?receipt=${banner.receiptNumber}`}>Receipt #{banner.receiptNumber}</Link>
          </>
        )}
      </p>
    </div>
  );
}
