// What an officer's change to an account stores (docs/api.md#officer-console), as a pure rule shared
// by the console's PATCH and `npm run move-to-alumni`: the officer flag and areas go together, and a
// move to the alumni side ends the officer access and the chapter position (a graduate must not keep
// the console: a password reset would have given it back to whoever holds his mailbox).
import type { AccountPatch, Area } from '../../../contract/api/officer.ts';
import type { UserChanges } from '../../core/users/repository.ts';
import { storedAreas } from '../../core/users/user-rows.ts';

export const changeMessages = {
  officerWithMove:
    'A move to the alumni side ends the officer access. Move him first; then make him an officer again if he stays one.',
  disableSelf: 'You cannot disable your own account. Another officer with accounts can.',
} as const;

/** Why a patch cannot be applied as asked (the caller answers it), or null. */
export type ChangeRefusal = keyof typeof changeMessages;

export interface ChangeContext {
  current: { role: string; isOfficer: number };
  /** The officer making the change, when it is his own account. */
  ownAccount: boolean;
  /** The time a disable is stamped with. */
  at: string;
}

/** The stored changes `patch` asks for, or why it is refused. */
export function accountChanges(
  patch: AccountPatch,
  { current, ownAccount, at }: ChangeContext,
): { changes: UserChanges } | { refused: ChangeRefusal } {
  if (patch.disabled === true && ownAccount) return { refused: 'disableSelf' };
  const movesToAlumni = patch.role === 'alumni' && current.role !== 'alumni';
  const grantsOffice = patch.isOfficer === true || (patch.areas?.length ?? 0) > 0;
  if (movesToAlumni && grantsOffice) return { refused: 'officerWithMove' };

  const changes: UserChanges = {};
  if (patch.role !== undefined) changes.role = patch.role;
  if (patch.position !== undefined) changes.position = patch.position;
  // Moving to the alumni side ends a chapter position, unless one is given with the move.
  else if (movesToAlumni) changes.position = null;

  let areasList = patch.areas as Area[] | undefined;
  let isOfficer = patch.isOfficer;
  // …and the officer access: the flag and every area.
  if (movesToAlumni) isOfficer = false;
  // Without the flag an account holds no area, so turning it on again one day gives none back.
  if (isOfficer === false) areasList = [];
  else if (areasList && areasList.length > 0 && isOfficer === undefined && current.isOfficer !== 1)
    isOfficer = true;
  if (isOfficer !== undefined) changes.isOfficer = isOfficer ? 1 : 0;
  if (areasList !== undefined) changes.areas = storedAreas(areasList);
  if (patch.disabled !== undefined) changes.disabledAt = patch.disabled ? at : null;
  return { changes };
}
