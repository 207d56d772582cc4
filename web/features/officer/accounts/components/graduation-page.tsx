// Graduation (area `accounts`, docs/product.md#positions-and-terms): choose a class, see its active
// members (each ticked; untick the exceptions), and move the ticked ones to the alumni side at once
// — all or none. Each keeps his account, RSVPs and history; his terms end that day; he is emailed a
// welcome to the alumni side; each move is in the audit log. Before anyone moves, the page says
// which offices the ticked members would leave empty, and from when, with the way to
// Positions to enter their successors first; the server's answer names them again after.
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import type { AccountRow } from '../../../../../contract/api/officer.ts';
import { formatDay } from '../../../../../contract/dates.ts';
import {
  emptiedSeatsText,
  seatsEmptiedBy,
  type EmptiedSeat,
} from '../../../../../contract/terms.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { TickList } from '../../../../components/console-kit/tick-list.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { graduate, loadAccounts, loadOffices } from '../api.ts';

/** A class of a few hundred at most: one page of the list holds it. */
const classPage = { page: 1, pageSize: 200 };

/** The class that graduated last (the academic year ends in the summer). */
const lastClass = (at: Date) => (at.getMonth() >= 6 ? at.getFullYear() : at.getFullYear() - 1);

/** A member's line in the list (`moving`: he is one the officer may move). */
const graduateLabel = (account: AccountRow, moving = true) => (
  <>
    {account.name} <span className="graduation-list__email">{account.email}</span>
    {moving && account.position ? (
      <span className="graduation-list__office"> · {account.position}: the term ends today</span>
    ) : null}
  </>
);

/**
 * "Graduating these 4 leaves President and Treasurer empty from Mon, Dec 7, 2026: enter their
 * successors in Positions first." (null when no seat empties)
 */
export function emptySeatsWarning(
  count: number,
  seats: readonly EmptiedSeat[],
  today: string,
): string | null {
  if (seats.length === 0) return null;
  const who = count === 1 ? 'Graduating this member' : `Graduating these ${count}`;
  const waits = seats
    .filter((seat) => seat.until)
    .map((seat) => `${seat.title} until ${formatDay(seat.until!)}, when its elect starts`);
  return `${who} leaves ${emptiedSeatsText(seats)} empty from ${formatDay(today)}${
    waits.length ? ` (${waits.join('; ')})` : ''
  }: enter ${seats.length === 1 ? 'a successor' : 'their successors'} in Positions first.`;
}

export function GraduationPage() {
  const id = useId();
  const [year, setYear] = useState('');
  // No key: a move does not ask for the classes again, so the class just moved stays chosen (with
  // whoever was not moved) even when none of it is left.
  const classes = useLoad((signal) =>
    loadAccounts({ role: 'member' }, { page: 1, pageSize: 1 }, signal),
  );
  const years = classes.data?.classYears ?? [];
  const [graduated] = useState(() => lastClass(new Date()));
  // Until one is chosen: the last class that graduated, else the oldest class there is.
  const chosen = year || String(years.includes(graduated) ? graduated : (years[0] ?? ''));
  const members = useLoad(
    (signal) =>
      chosen
        ? // A disabled or ended account is not moved (the server refuses it): not listed.
          loadAccounts({ role: 'member', classYear: chosen, disabled: 'false' }, classPage, signal)
        : Promise.resolve(null),
    { key: 'officer/accounts', deps: [chosen] },
  );
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const message = useResultMessage();
  const moving = useConfirmAction<AccountRow[]>();
  const list = members.data?.accounts ?? [];
  // His own account is another officer's to move (docs/product.md#nobody-acts-on-his-own-record).
  const me = useStoredUser();
  const fixed = (account: AccountRow) =>
    account.email === me?.email ? 'you: another officer moves you' : null;
  const ticked = list.filter((account) => !unticked.has(account.id) && !fixed(account));
  // The seats the ticked members hold today, and which of them nobody would hold once they move.
  const offices = useLoad(loadOffices, { key: 'officer/positions' });
  const emptied = offices.data
    ? seatsEmptiedBy(
        offices.data.positions,
        offices.data.terms,
        ticked.map((account) => account.id),
        offices.data.today,
      )
    : [];
  const warning = emptySeatsWarning(ticked.length, emptied, offices.data?.today ?? '');

  const move = () =>
    moving.run(async (accounts) => {
      try {
        const answer = await graduate(accounts.map((account) => account.id));
        message.succeeded(answer.message, 12_000);
        setUnticked(new Set());
        invalidate('officer/accounts');
        invalidate('officer/positions');
      } catch (error) {
        message.failed(error, 'Nobody was moved');
      }
    });

  return (
    <>
      <ConsoleHeader
        title="Graduation"
        lead="Move a graduating class to the alumni side at once. Each keeps his account, RSVPs and history; his terms end that day, and he is emailed a welcome to the alumni side."
      />
      <ConsoleLoadFailure what="The classes" load={classes} />
      <section className="console-section" aria-labelledby={`${id}-class`}>
        <h2 id={`${id}-class`} className="console-section__title">
          A class
        </h2>
        <Form.Group className="form-field mb-3 graduation-class">
          <Form.Label htmlFor={`${id}-year`}>Class of</Form.Label>
          <Form.Select
            id={`${id}-year`}
            value={chosen}
            onChange={(event) => {
              setYear(event.target.value);
              setUnticked(new Set());
            }}
          >
            {years.map((option) => (
              <option key={option} value={String(option)}>
                {option}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <FormResult result={message.result} className="mb-3" />
        <ConsoleLoadFailure what="The class's members" load={members} />
        {members.state.status === 'loading' || members.stale ? (
          <output className="d-block mb-3">Loading...</output>
        ) : null}
        {members.data && !members.stale ? (
          list.length === 0 ? (
            <p>No active member of the class of {chosen}: they are all on the alumni side.</p>
          ) : (
            <TickList
              legend={`Active members of the class of ${chosen} (${ticked.length} of ${list.length} ticked)`}
              items={list}
              unticked={unticked}
              fixed={fixed}
              onChange={setUnticked}
              label={(account) => graduateLabel(account, !fixed(account))}
            />
          )
        ) : null}
        {warning && list.length > 0 && !members.stale ? (
          <div className="console-notice graduation-warning" role="note">
            <p className="mb-0">{warning}</p>
            <Link className="btn btn-outline-primary" to={consolePaths.positions}>
              Open Positions
            </Link>
          </div>
        ) : null}
        {list.length > 0 && !members.stale ? (
          <ActionButton
            variant="primary"
            disabled={ticked.length === 0}
            onClick={() => moving.ask(ticked)}
          >
            Move {ticked.length === 1 ? 'one member' : `${ticked.length} members`} to the alumni
            side
          </ActionButton>
        ) : null}
      </section>
      <ConfirmDialog
        {...moving.dialogProps}
        title={`Move ${moving.target?.length === 1 ? 'one member' : `${moving.target?.length ?? 0} members`} to the alumni side?`}
        confirmLabel="Move them"
        busyLabel="Moving..."
        onConfirm={() => void move()}
      >
        <p>
          They leave the active members’ directory and each is emailed a welcome to the alumni side.
          Their accounts, RSVPs and history stay.
        </p>
        {moving.target?.some((account) => account.position) ? (
          <p className="mb-0">
            The terms of{' '}
            {moving.target
              .filter((account) => account.position)
              .map((account) => `${account.name} (${account.position})`)
              .join(', ')}{' '}
            end today, and with them their console access.
          </p>
        ) : null}
        {warning ? <p className="mt-3 mb-0">{warning}</p> : null}
      </ConfirmDialog>
    </>
  );
}
