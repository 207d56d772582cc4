// What an officer may change on an account's role (docs/product.md#officer-console), as the form
// holds it and as the API's patch: only what differs is sent, so a save says exactly what changed.
// Officer access and the position are not changed here: they follow the terms of positions
// (decision 021; the Positions page).
import type { Role } from '../../../../contract/api/auth.ts';
import type { AccountPatch, AccountRow } from '../../../../contract/api/officer.ts';
import { areaLabels, areas, type Area } from '../../../../contract/officer-areas.ts';

export interface AccountValues {
  role: Role;
}

export const valuesOf = (account: AccountRow): AccountValues => ({ role: account.role });

/** The patch that turns `account` into `values`: only what differs (empty when nothing does). */
export function patchOf(account: AccountRow, values: AccountValues): AccountPatch {
  return values.role !== account.role ? { role: values.role } : {};
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
 * alumni side ends the terms, and with them the officer access and the position).
 */
export function riskyChanges(account: AccountRow, patch: AccountPatch, itsMe: boolean): string[] {
  const who = itsMe ? 'Your account' : account.name;
  const risks: string[] = [];
  if (patch.role === 'alumni')
    risks.push(
      `${who} moves to the alumni side and leaves the active members' directory${
        account.position ? `, and the term as ${account.position} ends today` : ''
      }. The account, its RSVPs and history stay, and ${itsMe ? 'you are' : 'he is'} emailed a welcome to the alumni side.`,
    );
  const movesOut = patch.role === 'alumni' && account.role === 'member' && account.isOfficer;
  if (movesOut)
    risks.push(
      itsMe
        ? 'The move also ends your officer access: you can no longer use the officer console.'
        : `The move also ends his officer access: he${
            account.areas.length > 0 ? ` loses ${areasPhrase(account.areas)} and` : ''
          } can no longer use the officer console.`,
    );
  if (patch.role === 'member') risks.push(`${who} moves back to the active members.`);
  if (itsMe && movesOut && account.areas.includes('accounts'))
    risks.push('You cannot undo this yourself: another officer with accounts has to.');
  return risks;
}
