// Initiation (area `accounts`, docs/product.md#standing): the new members — every one, or one
// class — each ticked (untick the exceptions), the initiation day, and "Initiate": the ticked ones
// become actives from that day, all or none, each in the audit log. Until then they are held to
// the new members' requirements.
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { AccountRow } from '../../../../../contract/api/officer.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { TickList } from '../../../../components/console-kit/tick-list.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { initiate, loadAccounts } from '../api.ts';

/** A new-member class of a few hundred at most: one page of the list holds them. */
const everyNewMember = { page: 1, pageSize: 200 };

const pad = (n: number) => String(n).padStart(2, '0');
const browserToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const members = (n: number) => (n === 1 ? 'one member' : `${n} members`);

/** A member's line in the list. */
const initiateLabel = (account: AccountRow) => (
  <>
    {account.name} <span className="graduation-list__email">{account.email}</span>
    {account.graduationYear ? (
      <span className="graduation-list__office"> · class of {account.graduationYear}</span>
    ) : null}
  </>
);

export function InitiationPage() {
  const id = useId();
  const load = useLoad(
    // A disabled or ended account is not initiated (the server refuses it): not listed.
    (signal) =>
      loadAccounts(
        { role: 'member', initiated: 'false', disabled: 'false' },
        everyNewMember,
        signal,
      ),
    { key: 'officer/accounts' },
  );
  const [year, setYear] = useState('');
  const [day, setDay] = useState(browserToday);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const message = useResultMessage();
  const initiating = useConfirmAction<AccountRow[]>();
  const all = load.data?.accounts ?? [];
  const years = [...new Set(all.map((account) => account.graduationYear ?? 0))].toSorted();
  const list = year ? all.filter((account) => String(account.graduationYear ?? 0) === year) : all;
  // His own account is another officer's to move (docs/product.md#nobody-acts-on-his-own-record).
  const me = useStoredUser();
  const fixed = (account: AccountRow) =>
    account.email === me?.email ? 'you: another officer initiates you' : null;
  const ticked = list.filter((account) => !unticked.has(account.id) && !fixed(account));

  const run = () =>
    initiating.run(async (accounts) => {
      try {
        const answer = await initiate(
          accounts.map((account) => account.id),
          day,
        );
        message.succeeded(answer.message, 12_000);
        setUnticked(new Set());
        invalidate('officer/accounts');
      } catch (error) {
        message.failed(error, 'Nobody was initiated');
      }
    });

  return (
    <>
      <ConsoleHeader
        title="Initiation"
        lead="Make a new-member class actives at once. From the day given they are held to the actives’ requirements (attendance, service hours, points); before it, to the new members’."
      />
      <FormResult result={message.result} className="mb-3" />
      <ConsoleLoadFailure what="The new members" load={load} />
      <section className="console-section" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="console-section__title">
          New members
        </h2>
        <div className="initiation-choices">
          <Form.Group className="form-field mb-3">
            <Form.Label htmlFor={`${id}-class`}>Class of</Form.Label>
            <Form.Select
              id={`${id}-class`}
              value={year}
              onChange={(event) => {
                setYear(event.target.value);
                setUnticked(new Set());
              }}
            >
              <option value="">Every new member</option>
              {years.map((option) => (
                <option key={option} value={String(option)}>
                  {option === 0 ? 'No class given' : option}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="form-field mb-3">
            <Form.Label htmlFor={`${id}-day`}>Initiated on</Form.Label>
            <Form.Control
              id={`${id}-day`}
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
            />
          </Form.Group>
        </div>
        {load.state.status === 'loading' ? (
          <output className="d-block mb-3">Loading...</output>
        ) : null}
        {load.data && list.length === 0 ? <p>No new member: every member is initiated.</p> : null}
        {list.length > 0 ? (
          <TickList
            legend={`New members (${ticked.length} of ${list.length} ticked)`}
            items={list}
            unticked={unticked}
            fixed={fixed}
            onChange={setUnticked}
            label={initiateLabel}
          />
        ) : null}
        {list.length > 0 ? (
          <Button
            variant="primary"
            disabled={ticked.length === 0 || !/^\d{4}-\d{2}-\d{2}$/.test(day)}
            onClick={() => initiating.ask(ticked)}
          >
            Initiate {members(ticked.length)}
          </Button>
        ) : null}
      </section>
      <ConfirmDialog
        {...initiating.dialogProps}
        title={`Initiate ${members(initiating.target?.length ?? 0)} on ${day}?`}
        confirmLabel="Initiate them"
        busyLabel="Saving..."
        onConfirm={() => void run()}
      >
        <p className="mb-0">
          From {day} they are actives: the actives’ requirements count for them, and the standing
          table shows them as actives.
        </p>
      </ConfirmDialog>
    </>
  );
}
