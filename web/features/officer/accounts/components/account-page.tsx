// One account in the console (area `accounts`, docs/product.md#officer-console): its role (member ↔
// alumni, keeping the person's account and history), the officer role, areas and position, and its
// access: a new verification code, disable or enable, sign out everywhere. Each change is effective
// on the account's next request on every instance, and written to the audit log by the server. An
// account its owner ended offers none of them.
import { Link, useLocation } from 'react-router';
import type { AccountRow } from '../../../../../contract/api/officer.ts';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { formatDateTime, timeAgo } from '../../../../components/console-kit/dates.ts';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadAccount, refreshStoredUser } from '../api.ts';
import { AccessSection } from './access-section.tsx';
import { AccountBadges, roleLabel } from './account-labels.tsx';
import { RoleForm } from './role-form.tsx';

interface Passed {
  account?: AccountRow;
  /** The list's query, to go back to the same list. */
  back?: string;
}

/** The server's answer for an id that names no account (or is not an id at all). */
const isNoSuchAccount = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

export function AccountPage({ id }: { id: string }) {
  const location = useLocation();
  const passed = (location.state ?? {}) as Passed;
  const load = useLoad((signal) => loadAccount(id, signal), { deps: [id] });
  const back = `${consolePaths.accounts}${passed.back ? `?${passed.back}` : ''}`;
  const missing = load.state.status === 'failed' && isNoSuchAccount(load.state.error);
  return (
    <>
      <p className="console-back">
        <Link to={back}>← All accounts</Link>
      </p>
      {load.data ? (
        <AccountEditor
          key={load.data.id}
          account={load.data}
          onChanged={(account) => load.setData(() => account)}
        />
      ) : (
        <>
          <h1 className="console-header__title">Account</h1>
          {missing ? (
            <p role="alert">
              There is no such account. It may have been opened from an old link: find it in the
              list of all accounts.
            </p>
          ) : (
            <ConsoleLoadFailure what="The account" load={load} />
          )}
          {load.state.status === 'loading' ? (
            <output className="d-block mb-3">Loading...</output>
          ) : null}
        </>
      )}
    </>
  );
}

function AccountEditor({
  account,
  onChanged,
}: {
  account: AccountRow;
  onChanged: (account: AccountRow) => void;
}) {
  const me = useStoredUser();
  const itsMe = me?.email === account.email;
  const changed = (next: AccountRow) => {
    onChanged(next);
    // An officer who changed his own account sees his new areas in the console at once.
    if (itsMe) void refreshStoredUser();
  };
  return (
    <>
      <header className="console-header account-header">
        <h1 className="console-header__title">{account.name}</h1>
        {account.ended ? null : <p className="account-header__email">{account.email}</p>}
        <AccountBadges account={account} />
        <dl className="account-facts">
          <div>
            <dt>Role</dt>
            <dd>{roleLabel(account.role)}</dd>
          </div>
          <div>
            <dt>Class</dt>
            <dd>{account.graduationYear ?? 'Not given'}</dd>
          </div>
          <div>
            <dt>Joined</dt>
            <dd>{formatDateTime(account.createdAt)}</dd>
          </div>
          <div>
            <dt>Last seen</dt>
            <dd>{account.lastSeenAt ? timeAgo(account.lastSeenAt) : 'Never'}</dd>
          </div>
        </dl>
      </header>
      {account.ended ? (
        <EndedNote />
      ) : (
        <>
          <RoleForm account={account} itsMe={itsMe} onChanged={changed} />
          <AccessSection account={account} itsMe={itsMe} onChanged={changed} />
        </>
      )}
    </>
  );
}

/** An account its owner ended: what it is, and that nothing here changes it (the server refuses). */
function EndedNote() {
  return (
    <section className="console-section" aria-labelledby="ended-heading">
      <h2 id="ended-heading" className="console-section__title">
        Ended by its owner
      </h2>
      <p>
        He ended this account himself. It cannot be enabled again, moved or changed: his name and
        class stay for the chapter’s history, without his contact details.
      </p>
      <p className="mb-0">
        To come back, he asks for a new invite and signs up again; that is a new account.
      </p>
    </section>
  );
}
