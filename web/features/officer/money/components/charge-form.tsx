// A one-off charge (dues, a fee, a fine): to the member whose statement is open, or to several
// members chosen by name (the Charges page). The kind, a description, the amount in dollars and
// the day it is due; one posting for each member.
import { useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { chargeKinds, formatCents, type ChargeKind } from '../../../../../contract/money.ts';
import {
  AccountCombobox,
  type AccountOption,
} from '../../../../components/console-kit/account-combobox.tsx';
import { FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { addCharge, findAccounts } from '../api.ts';
import { Choice } from './choice.tsx';
import { chapterToday, chargeSchema } from '../forms.ts';

const kindNames: Record<ChargeKind, string> = { dues: 'Dues', fee: 'Fee', fine: 'Fine' };

/** The accounts a charge may name: members, never alumni, never the treasurer himself. */
async function chargeableAccounts(
  q: string,
  signal: AbortSignal,
  myId: string | undefined,
): Promise<AccountOption[]> {
  const { accounts } = await findAccounts(q, signal);
  return accounts.map((account) => ({
    id: account.id,
    name: account.name,
    detail: account.graduationYear ? `Class of ${account.graduationYear}` : '',
    unavailable:
      account.role === 'alumni'
        ? 'Alumni are not charged dues or fees.'
        : account.id === myId
          ? 'Another officer charges you.'
          : null,
  }));
}

export function ChargeForm({
  member,
  myId,
  headingId,
  onCharged,
  onCancel,
}: {
  /** The one member charged (his statement); none: the officer chooses members by name. */
  member?: { id: string; name: string };
  /** The officer's own account id: his account is another officer's to charge. */
  myId?: string | undefined;
  headingId: string;
  onCharged: (message: string) => void;
  onCancel?: () => void;
}) {
  const [chosen, setChosen] = useState<AccountOption[]>([]);
  const [picking, setPicking] = useState<AccountOption | null>(null);
  const initial = useMemo(
    () => ({ kind: '', description: '', amountCents: '', dueOn: chapterToday() }),
    [],
  );
  const userIds = member ? [member.id] : chosen.map((account) => account.id);
  const form = useForm({
    schema: chargeSchema,
    initial,
    toInput: (values) => ({
      userIds,
      kind: values.kind || undefined,
      description: values.description,
      amountCents: values.amountCents,
      dueOn: values.dueOn,
    }),
  });
  const pickerId = `${headingId}-members`;
  const membersError = form.errors.userIds;

  return (
    <KitForm
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (body) => {
            const { count, totalCents } = await addCharge(body);
            onCharged(
              `Charged ${count} ${count === 1 ? 'member' : 'members'}, ${formatCents(totalCents)}.`,
            );
            setChosen([]);
            return { values: initial };
          },
          { failure: 'The charge was not posted' },
        );
      }}
    >
      {member ? null : (
        <div className="form-field mb-3">
          <AccountCombobox
            id={pickerId}
            label="Add a member"
            search={(q, signal) => chargeableAccounts(q, signal, myId)}
            chosen={picking}
            onChoose={(option) => {
              setPicking(null);
              if (option && !chosen.some((account) => account.id === option.id))
                setChosen([...chosen, option]);
            }}
            error={membersError}
            errorId={`${pickerId}-error`}
          />
          <p className="form-text mb-1">
            {chosen.length === 0
              ? 'No member chosen yet.'
              : `${chosen.length} ${chosen.length === 1 ? 'member' : 'members'} chosen:`}
          </p>
          {chosen.length > 0 ? (
            <ul className="money-chosen list-unstyled mb-0">
              {chosen.map((account) => (
                <li key={account.id}>
                  {account.name}{' '}
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0 align-baseline"
                    onClick={() => setChosen(chosen.filter((other) => other.id !== account.id))}
                  >
                    Remove<span className="visually-hidden"> {account.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      <div className="money-form__row">
        <Choice
          field={form.field('kind')}
          label="Kind"
          options={chargeKinds.map((name) => ({ value: name, label: kindNames[name] }))}
        />
        <TextField
          field={form.field('amountCents')}
          label="Amount (dollars)"
          hint={member ? 'Like 25 or 12.50.' : 'For each member.'}
          autoComplete="off"
          required
        />
        <TextField field={form.field('dueOn')} label="Due on" type="date" required />
      </div>
      <TextField
        field={form.field('description')}
        label="Description"
        hint="What the member reads on his statement: “Formal ticket”."
        autoComplete="off"
        required
      />
      <FormResult result={form.result} className="mb-3" />
      {onCancel ? (
        <SubmitOrCancel
          busy={form.busy}
          label="Post the charge"
          busyLabel="Posting..."
          onCancel={onCancel}
        />
      ) : (
        <SubmitOrCancel
          busy={form.busy}
          label={chosen.length > 1 ? `Post ${chosen.length} charges` : 'Post the charge'}
          busyLabel="Posting..."
          onCancel={() => {
            setChosen([]);
            form.discard();
          }}
        />
      )}
    </KitForm>
  );
}
