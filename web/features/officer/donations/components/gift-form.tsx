// "Record a gift": initiative, amount in dollars, donor or anonymous, date, note, and the donor's
// account when the treasurer links it (the gift is then his); checked with the contract's rules
// (the server's own) as each field is left, and guarded while edited.
import { useEffect, useMemo, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import {
  largestGiftDollars,
  type DonationRow,
  type GiftAccount,
} from '../../../../../contract/api/officer/donations.ts';
import {
  errorWiring,
  FieldError,
  FormResult,
  TextField,
} from '../../../../components/form-kit/fields.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { recordGift } from '../api.ts';
import { chapterToday, giftSchemaFor } from '../gift-schema.ts';
import { centsToDollars, giftLabel } from '../ledger.ts';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { AccountPicker } from './account-picker.tsx';

interface GiftValues {
  initiative: string;
  amount: string;
  anonymous: boolean;
  donorName: string;
  donatedOn: string;
  note: string;
  /** The donor's account's id, or '' for none. */
  accountId: string;
}

const blankFor = (today: string): GiftValues => ({
  initiative: '',
  amount: '',
  anonymous: false,
  donorName: '',
  donatedOn: today,
  note: '',
  accountId: '',
});

export function GiftForm({
  initiatives,
  onRecorded,
  onDirtyChange,
}: {
  initiatives: readonly string[];
  onRecorded: (gift: DonationRow, message: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const schema = useMemo(() => giftSchemaFor(initiatives), [initiatives]);
  const blank = useMemo(() => blankFor(chapterToday()), []);
  const form = useForm({
    schema,
    initial: blank,
    toInput: (values) => ({
      // Nothing chosen is "Choose the initiative.", not a wrong one.
      initiative: values.initiative || undefined,
      amount: values.amount,
      anonymous: values.anonymous,
      donorName: values.anonymous ? null : values.donorName,
      donatedOn: values.donatedOn,
      note: values.note,
      accountId: values.accountId || null,
    }),
  });
  // The account chosen, as the picker shows it (the form holds its id).
  const [account, setAccount] = useState<GiftAccount | null>(null);
  const accountField = form.field('accountId');
  const initiative = form.field('initiative');
  const amount = form.field('amount');
  const donorName = form.field('donorName');
  const donatedOn = form.field('donatedOn');
  const note = form.field('note');
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  // Taken apart: the compiler's ref check would otherwise treat the whole field as a ref.
  const { attach: initiativeRef } = initiative;
  const { attach: noteRef } = note;

  return (
    <KitForm
      noValidate
      className="console-form gift-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (gift) => {
            const { donation, message } = await recordGift({
              initiative: gift.initiative,
              amount: centsToDollars(gift.amount),
              donorName: gift.anonymous ? null : (gift.donorName ?? null),
              ...(gift.donatedOn ? { donatedOn: gift.donatedOn } : {}),
              note: gift.note ?? null,
              accountId: gift.accountId ?? null,
            });
            onRecorded(donation, `${message} ${giftLabel(donation)}.`);
            // Ready for the next one; nothing is left unsaved.
            setAccount(null);
            return { values: { ...blank, initiative: gift.initiative } };
          },
          { failure: 'The gift was not recorded' },
        );
      }}
    >
      <div className="gift-form__row">
        <Form.Group className="form-field mb-3">
          <Form.Label htmlFor={initiative.id}>Initiative</Form.Label>
          <Form.Select
            id={initiative.id}
            name={initiative.name}
            ref={initiativeRef}
            value={initiative.value}
            onChange={(event) => initiative.onChange(event.target.value)}
            onBlur={initiative.onBlur}
            isInvalid={initiative.invalid}
            required
            {...errorWiring(initiative)}
          >
            <option value="">Choose…</option>
            {initiatives.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
          <FieldError field={initiative} />
        </Form.Group>
        <TextField
          field={amount}
          label="Amount (dollars)"
          inputMode="text"
          hint={`Like 50 or 12.50; at most $${largestGiftDollars.toLocaleString('en-US')}.`}
          required
        />
        <TextField field={donatedOn} label="Date of the gift" type="date" required />
      </div>
      <Form.Check
        type="checkbox"
        id={`${donorName.id}-anonymous`}
        label="Anonymous gift"
        checked={form.values.anonymous}
        onChange={(event) => form.setValue('anonymous', event.target.checked)}
        className="mb-2"
      />
      {form.values.anonymous ? null : (
        <TextField field={donorName} label="Donor" autoComplete="off" required />
      )}
      <AccountPicker
        id={accountField.id}
        label="Donor’s account (optional)"
        chosen={account}
        onChoose={(chosen) => {
          setAccount(chosen);
          form.setValue('accountId', chosen?.id ?? '');
        }}
        error={accountField.error}
        errorId={accountField.errorId}
      />
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
          {...errorWiring(note, `${note.id}-hint`)}
        />
        <Form.Text id={`${note.id}-hint`} className="d-block">
          For the treasurers: never shown to the donor.
        </Form.Text>
        <FieldError field={note} />
      </Form.Group>
      <FormResult result={form.result} className="mb-3" />
      <Button type="submit" variant="primary" disabled={form.busy}>
        {form.busy ? 'Recording...' : 'Record the gift'}
      </Button>
    </KitForm>
  );
}
