// The give-online form (docs/product.md#giving-online), opened from an initiative's card on the
// alumni page or from /philanthropy: the initiative, the amount ($25, $50, $100, $250 or another,
// $1 to $10,000), an optional name for the chapter's records, and one button that goes to Stripe's
// checkout page. Loaded only when it is opened: the public pages' first JavaScript stays as it was.
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { giftCheckoutRequest, type giftPages } from '../../../contract/api/payments.ts';
import { formatCents } from '../../../contract/money.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { failureText, serverFieldError } from '../form-kit/validation.ts';
import { typedGift } from './amount.ts';
import { startGift } from './api.ts';
import { giveLabel, quickAmounts } from './words.ts';
import '../../styles/give-online.scss';

type Field = 'initiative' | 'amountCents' | 'name';
const other = 'other';

export function GiveForm({
  initiatives,
  initiative,
  from,
  onCancel,
}: {
  /** The initiatives published (content/alumni.json's support). */
  initiatives: readonly string[];
  /** Chosen first: the initiative whose card opened the form. */
  initiative?: string;
  /** The page he comes back to. */
  from: (typeof giftPages)[number];
  onCancel: () => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(initiative ?? initiatives[0] ?? '');
  const [amount, setAmount] = useState<string>(String(quickAmounts[1]));
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  // Opened by a button: the focus goes to the form, so a keyboard or a screen reader is there.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const typedChecked = amount === other ? typedGift(typed) : null;
  const amountCents =
    typedChecked === null ? Number(amount) : 'cents' in typedChecked ? typedChecked.cents : null;

  const refuse = (field: Field, message: string) => {
    setErrors({ [field]: message });
    fields.current[field]?.focus();
  };

  const give = async () => {
    if (busy) return;
    setFailure(null);
    if (typedChecked && 'error' in typedChecked) return refuse('amountCents', typedChecked.error);
    const body = {
      initiative: chosen,
      amountCents: amountCents ?? 0,
      from,
      ...(name.trim() ? { name: name.trim() } : {}),
    };
    // The contract's own rule, as the server checks it (the name's, mostly).
    const checked = giftCheckoutRequest.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = (issue?.path[0] ?? 'name') as Field;
      return refuse(field, issue?.message ?? 'Check this field.');
    }
    setErrors({});
    setBusy(true);
    try {
      const { url } = await startGift(body);
      // Stripe's page takes him from here; he comes back to ?gift=<attempt>.
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      const atField = serverFieldError(error, ['initiative', 'amountCents', 'name']);
      if (atField && (atField.field !== 'amountCents' || amount === other))
        return refuse(atField.field as Field, atField.message);
      setFailure(
        error instanceof ApiRequestError && error.code === 'processor_unavailable'
          ? 'Stripe could not be reached; try again in a minute.'
          : failureText(error, 'Your gift was not started'),
      );
    }
  };

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      noValidate
      className="give-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void give();
      }}
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="give-form__title">
        Give online
      </h3>
      <p className="give-form__hint">
        By card or bank account on Stripe&rsquo;s secure page. Every dollar goes to the cause: the
        chapter pays the processing fee.
      </p>
      <Form.Group className="form-field mb-3">
        <Form.Label htmlFor={`${id}-initiative`}>Initiative</Form.Label>
        <Form.Select
          id={`${id}-initiative`}
          ref={(element: HTMLSelectElement | null) => {
            fields.current.initiative = element;
          }}
          value={chosen}
          onChange={(change) => setChosen(change.target.value)}
          isInvalid={errors.initiative !== undefined}
          aria-describedby={describedBy('initiative')}
        >
          {initiatives.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </Form.Select>
        {fieldError('initiative')}
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="give-form__legend">Amount</legend>
        <div className="give-form__amounts">
          {quickAmounts.map((cents) => (
            <Form.Check
              key={cents}
              type="radio"
              id={`${id}-amount-${cents}`}
              name={`${id}-amount`}
              className="give-form__amount"
              label={formatCents(cents).replace(/\.00$/, '')}
              checked={amount === String(cents)}
              onChange={() => {
                setAmount(String(cents));
                setErrors({});
              }}
            />
          ))}
          <Form.Check
            type="radio"
            id={`${id}-amount-other`}
            name={`${id}-amount`}
            className="give-form__amount"
            label="Another amount"
            checked={amount === other}
            onChange={() => {
              setAmount(other);
              requestAnimationFrame(() => fields.current.amountCents?.focus());
            }}
          />
        </div>
        {amount === other ? (
          <Form.Group className="form-field give-form__typed">
            <Form.Label htmlFor={`${id}-typed`}>Amount ($)</Form.Label>
            <Form.Control
              id={`${id}-typed`}
              ref={(element: HTMLInputElement | null) => {
                fields.current.amountCents = element;
              }}
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(change) => {
                setTyped(change.target.value);
                if (errors.amountCents) setErrors({});
              }}
              isInvalid={errors.amountCents !== undefined}
              aria-invalid={errors.amountCents !== undefined || undefined}
              aria-describedby={describedBy('amountCents', `${id}-typed-hint`)}
            />
            <Form.Text id={`${id}-typed-hint`} className="d-block">
              From $1 to $10,000.
            </Form.Text>
            {fieldError('amountCents')}
          </Form.Group>
        ) : null}
      </fieldset>
      <Form.Group className="form-field mb-3">
        <Form.Label htmlFor={`${id}-name`}>Your name (optional)</Form.Label>
        <Form.Control
          id={`${id}-name`}
          ref={(element: HTMLInputElement | null) => {
            fields.current.name = element;
          }}
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(change) => {
            setName(change.target.value);
            if (errors.name) setErrors({});
          }}
          isInvalid={errors.name !== undefined}
          aria-invalid={errors.name !== undefined || undefined}
          aria-describedby={describedBy('name', `${id}-name-hint`)}
        />
        <Form.Text id={`${id}-name-hint`} className="d-block">
          For the chapter&rsquo;s records (not shown publicly).
        </Form.Text>
        {fieldError('name')}
      </Form.Group>
      <div aria-live="polite">
        {failure ? (
          <p className="alert alert-danger" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
      <div className="give-form__buttons">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Taking you to Stripe...' : giveLabel(amountCents)}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
