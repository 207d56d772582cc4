// How an account's role, office and state read in the list and on its page.
import { Fragment } from 'react';
import { sideOn } from '../../../../../contract/attendance.ts';
import type { AccountRow } from '../../../../../contract/api/officer.ts';

export const roleLabel = (role: AccountRow['role']) => (role === 'alumni' ? 'Alumni' : 'Member');

/** "Treasurer", "Officer", or nothing. */
export const officeLabel = (account: AccountRow) =>
  account.isOfficer ? (account.position ?? 'Officer') : (account.position ?? '');

/** A member not initiated yet (or from a day to come, on the browser's calendar). */
const isNewMember = (account: AccountRow) =>
  sideOn(account.initiatedOn, new Date().toISOString().slice(0, 10)) === 'new';

export function AccountBadges({ account }: { account: AccountRow }) {
  // Ended by its owner: that is all there is to say (nothing about it changes again).
  if (account.ended)
    return (
      <span className="status-badges">
        <span className="status-badge status-badge--revoked">Ended</span>
      </span>
    );
  return (
    <span className="status-badges">
      {account.disabled ? (
        <span className="status-badge status-badge--revoked">Disabled</span>
      ) : null}
      {account.verified ? null : (
        <span className="status-badge status-badge--expired">Not verified</span>
      )}
      {account.isOfficer ? (
        <span className="status-badge status-badge--officer">Officer</span>
      ) : null}
      {account.role === 'member' && isNewMember(account) ? (
        <span className="status-badge status-badge--expired">New member</span>
      ) : null}
      {account.twoFactor ? (
        <span className="status-badge status-badge--active">Two-factor on</span>
      ) : null}
      {!account.disabled && account.verified && !account.isOfficer && !account.twoFactor ? (
        <span className="status-badge status-badge--active">Active</span>
      ) : null}
    </span>
  );
}

/** An email that may wrap after its @ and its dots (never inside a word), so a narrow column stays readable. */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className="email">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
