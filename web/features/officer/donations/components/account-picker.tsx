// The donor's account, chosen by name as it is typed (docs/product.md#officer-console): the open
// accounts whose name holds the words, asked of the server once the typing pauses, each a button to
// choose; once chosen, the account's name with Change. A gift is a person's only when linked.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { GiftAccount } from '../../../../../contract/api/officer/donations.ts';
import { useDebouncedValue } from '../../../../components/console-kit/use-debounced-value.ts';
import { loadFailureReason, useLoad } from '../../../../lib/use-load.ts';
import { findGiftAccounts } from '../api.ts';
import { accountLabel, accountSearchStatus } from '../ledger.ts';

export function AccountPicker({
  id,
  label,
  chosen,
  onChoose,
  error,
  errorId,
}: {
  id: string;
  label: string;
  /** The account chosen, or null. */
  chosen: GiftAccount | null;
  onChoose: (account: GiftAccount | null) => void;
  /** The refusal to show at the field (the server's, at `accountId`). */
  error?: string | undefined;
  errorId: string;
}) {
  const [text, setText] = useState('');
  const asked = useDebouncedValue(text.trim(), 250);
  const load = useLoad(
    (signal) =>
      asked ? findGiftAccounts(asked, signal) : Promise.resolve({ accounts: [] as GiftAccount[] }),
    { deps: [asked] },
  );
  const statusId = `${id}-status`;
  const described = [statusId, error ? errorId : undefined].filter(Boolean).join(' ');

  if (chosen)
    return (
      <div className="form-field mb-3">
        <p className="form-label mb-1" id={`${id}-label`}>
          {label}
        </p>
        <div className="account-picker__chosen">
          <span aria-labelledby={`${id}-label`}>
            <strong>{chosen.name}</strong> {accountLabel(chosen)}
          </span>
          <Button variant="outline-secondary" size="sm" onClick={() => onChoose(null)}>
            Change<span className="visually-hidden"> the donor’s account</span>
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );

  const found = load.state.status === 'loaded' && !load.stale ? load.data!.accounts : [];
  const failed = load.state.status === 'failed';
  const searching = text.trim() !== asked || load.stale || load.state.status === 'loading';
  return (
    <Form.Group className="form-field mb-3 account-picker">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        placeholder="Type part of a name"
        onChange={(event) => setText(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={described}
      />
      <output id={statusId} className="account-picker__status">
        {failed
          ? `The accounts could not be searched. ${loadFailureReason(load.state.status === 'failed' ? load.state.error : null)}`
          : accountSearchStatus(asked, searching, found.length)}
      </output>
      {failed ? (
        <Button variant="link" className="p-0 ms-1" onClick={load.retry}>
          Retry
        </Button>
      ) : null}
      {found.length > 0 && !searching ? (
        <ul className="account-picker__results" aria-label="Matching accounts">
          {found.map((account) => (
            <li key={account.id}>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm account-picker__choice"
                onClick={() => {
                  onChoose(account);
                  setText('');
                }}
              >
                <span className="visually-hidden">Choose </span>
                {account.name}{' '}
                <span className="account-picker__class">{accountLabel(account)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </Form.Group>
  );
}
