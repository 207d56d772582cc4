// What an officer's change to an account stores (docs/api.md#officer-console), as a pure rule: the
// role and whether it is disabled. The officer flag, areas and position are what the account's terms
// give it (decision 021): a patch naming them is refused at that field, and a move to the alumni
// side ends the terms (core/offices/office.ts endOfficesOnMove), not this rule.
import type { AccountPatch } from '../../../contract/api/officer.ts';
import type { UserChanges } from '../../core/users/repository.ts';

export const changeMessages = {
  disableSelf: 'You cannot disable your own account. Another officer with accounts can.',
  officeFollowsTerms:
    'Officer access and the position follow the terms of positions: give or end a term on the Positions page.',
} as const;

/** Why a patch cannot be applied as asked (the caller answers it), or null. */
export type ChangeRefusal = 'disableSelf';

export interface ChangeContext {
  /** The officer making the change, when it is his own account. */
  ownAccount: boolean;
  /** The time a disable is stamped with. */
  at: string;
}

/** The office fields a patch may no longer carry, the first one it does carry. */
export function officeField(patch: AccountPatch): 'isOfficer' | 'areas' | 'position' | null {
  if (patch.isOfficer !== undefined) return 'isOfficer';
  if (patch.areas !== undefined) return 'areas';
  if (patch.position !== undefined) return 'position';
  return null;
}

/** The stored changes `patch` asks for, or why it is refused. */
export function accountChanges(
  patch: AccountPatch,
  { ownAccount, at }: ChangeContext,
): { changes: UserChanges } | { refused: ChangeRefusal } {
  if (patch.disabled === true && ownAccount) return { refused: 'disableSelf' };
  const changes: UserChanges = {};
  if (patch.role !== undefined) changes.role = patch.role;
  if (patch.disabled !== undefined) changes.disabledAt = patch.disabled ? at : null;
  if (patch.initiatedOn !== undefined) changes.initiatedOn = patch.initiatedOn;
  return { changes };
}
