// SQL for the alumni directory: the verified alumni whose accounts are open, with every field a card
// may show (each then shown as its owner allows, server/core/privacy/profiles.ts).
import type { Db } from '../../../db/database.ts';
import { profileColumns } from '../../../core/privacy/profiles.ts';

export function listAlumni(db: Db) {
  return db
    .selectFrom('users')
    .select(profileColumns)
    .where('role', '=', 'alumni')
    .where('verifiedAt', 'is not', null)
    .where('disabledAt', 'is', null)
    .execute();
}
