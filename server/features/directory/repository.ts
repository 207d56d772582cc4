// SQL for the directory: the verified active members, with the fields a card shows.
import type { Db } from '../../db/database.ts';

export function listVerifiedMembers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'major', 'position', 'graduationYear', 'profilePicture', 'linkedin'])
    .where('role', '=', 'member')
    .where('verifiedAt', 'is not', null)
    .execute();
}
