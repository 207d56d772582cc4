// What an officer may change on an account (docs/product.md#officer-console), as the form holds it
// and as the API's patch: only what differs from the account is sent, so a save says exactly what
// changed (and the audit log records exactly that).
import type { Role } from '../../../contract/api/auth.ts';
import type { AccountPatch, AccountRow } from '../../../contract/api/officer.ts';
import { areaLabels, areas, type Area } from '../../../contract/officer-areas.ts';

/**
 * The form's values. The areas are one string (`"accounts treasury"`, in the areas' order), so that
 * the form can tell by plain comparison whether they differ from the saved ones.
 */
export interface AccountValues {
  role: Role;
  isOfficer: boolean;
  areas: string;
  position: string;
}

export const areasText = (list: readonly string[]): string =>
  areas.filter((area) => list.includes(area)).join(' ');

export const areasOf = (text: string): Area[] => {
  const listed = new Set(text.split(' '));
  return areas.filter((area) => listed.has(area));
};

/** `areas` with `area` added or taken away. */
export const toggledAreas = (text: string, area: Area, on: boolean): string => {
  const list = new Set(areasOf(text));
  if (on) list.add(area);
  else list.delete(area);
  return areasText([...list]);
};

export const valuesOf = (account: AccountRow): AccountValues => ({
  role: account.role,
  isOfficer: account.isOfficer,
  areas: areasText(account.areas),
  position: account.position ?? '',
});

/** The patch that turns `account` into `values`: only what differs (empty when nothing does). */
export function patchOf(account: AccountRow, values: AccountValues): AccountPatch {
  const saved = valuesOf(account);
  const patch: AccountPatch = {};
  if (values.role !== saved.role) patch.role = values.role;
  // A move to the alumni side ends the officer access on the server (docs/api.md#officer-console):
  // the officer fields are not sent with it.
  if (endsOfficerAccess(account, values)) return withPosition(patch, saved, values);
  if (values.isOfficer !== saved.isOfficer) patch.isOfficer = values.isOfficer;
  // Without the officer role an account holds no areas; the server clears them with the flag.
  if (values.isOfficer && values.areas !== saved.areas) patch.areas = areasOf(values.areas);
  return withPosition(patch, saved, values);
}

/** Whether `values` move an account of the active members to the alumni side. */
export const endsOfficerAccess = (account: AccountRow, values: Pick<AccountValues, 'role'>) =>
  account.role === 'member' && values.role === 'alumni';

function withPosition(patch: AccountPatch, saved: AccountValues, values: AccountValues) {
  const position = values.position.trim();
  if (position !== saved.position.trim()) patch.position = position === '' ? null : position;
  return patch;
}

/** "the areas Accounts and access, Treasury", in the areas' order. */
const areasPhrase = (list: readonly Area[]) =>
  `${list.length === 1 ? 'the area' : 'the areas'} ${areas
    .filter((area) => list.includes(area))
    .map((area) => areaLabels[area])
    .join(', ')}`;

/**
 * What a save would do that is hard to take back or locks someone out, for the confirmation that
 * comes first (empty when nothing is risky): a move between members and alumni (a move to the
 * alumni side ends the officer access), the officer role taken away, areas removed, and an
 * officer's own access to accounts ended.
 */
export function riskyChanges(account: AccountRow, patch: AccountPatch, itsMe: boolean): string[] {
  const who = itsMe ? 'Your account' : account.name;
  const risks: string[] = [];
  if (patch.role === 'alumni')
    risks.push(
      `${who} moves to the alumni side and leaves the active members' directory${
        account.position && patch.position === undefined
          ? `, and the position "${account.position}" ends`
          : ''
      }. The account, its RSVPs and history stay.`,
    );
  const movesOut = patch.role === 'alumni' && account.role === 'member' && account.isOfficer;
  if (movesOut)
    risks.push(
      itsMe
        ? 'The move also ends your officer access: you are no longer an officer and can no longer use the officer console.'
        : `The move also ends his officer access: he is no longer an officer${
            account.areas.length > 0 ? `, loses ${areasPhrase(account.areas)},` : ''
          } and can no longer use the officer console.`,
    );
  if (patch.role === 'member') risks.push(`${who} moves back to the active members.`);
  // The move says it for itself.
  if (!movesOut && patch.isOfficer === false && account.isOfficer)
    risks.push(
      itsMe
        ? 'You give up your officer role: you can no longer use the officer console.'
        : `${account.name} is no longer an officer and can no longer use the officer console.`,
    );
  else if (!movesOut && patch.areas) {
    const removed = account.areas.filter((area) => !patch.areas!.includes(area));
    if (removed.length > 0)
      risks.push(
        `${itsMe ? 'You give up' : `${account.name} loses`} ${removed.length === 1 ? 'the area' : 'the areas'}: ${removed.map((area) => areaLabels[area]).join(', ')}.`,
      );
  }
  const losesAccounts =
    account.areas.includes('accounts') &&
    (movesOut ||
      patch.isOfficer === false ||
      (patch.areas !== undefined && !patch.areas.includes('accounts')));
  if (itsMe && losesAccounts)
    risks.push('You cannot undo this yourself: another officer with accounts has to.');
  return risks;
}
