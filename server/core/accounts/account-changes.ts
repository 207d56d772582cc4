// What an officer's change to an account stores (docs/api.md#officer-console), as a pure rule: the
// role and whether it is disabled. The officer flag, areas and position are what the account's terms
// give it (decision 021): a patch naming them is refused at that field, and a move to the alumni
// side ends the terms (core/offices/office.ts endOfficesOnMove), not this rule.
import type { AccountPatch } from '../../../contract/api/officer.ts';
import type { UserChanges } from '../users/repository.ts';

export const changeMessages = {
  officeFollowsTerms:
    'Officer access and the position follow the terms of positions: give or end a term on the Positions page.',
} as const;

export interface ChangeContext {
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

/**
 * The stored changes `patch` asks for. (A change of the officer's own account never comes here:
 * the access layer refuses it, docs/product.md#nobody-acts-on-his-own-record.)
 */
export function accountChanges(
  patch: AccountPatch,
  { at }: ChangeContext,
): { changes: UserChanges } {
  const changes: UserChanges = {};
  if (patch.role !== undefined) changes.role = patch.role;
  if (patch.disabled !== undefined) changes.disabledAt = patch.disabled ? at : null;
  if (patch.initiatedOn !== undefined) changes.initiatedOn = patch.initiatedOn;
  return { changes };
}
