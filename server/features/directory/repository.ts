// SQL for the directory: the verified active members, with every field a card may show (each then
// shown as its owner allows, server/core/privacy/profiles.ts).
import type { Db } from '../../db/database.ts';
import { profileColumns } from '../../core/privacy/profiles.ts';

export function listVerifiedMembers(db: Db) {
  return db
    .selectFrom('users')
    .select([...profileColumns, 'position'])
    .where('role', '=', 'member')
    .where('verifiedAt', 'is not', null)
    .where('disabledAt', 'is', null)
    .execute();
}
