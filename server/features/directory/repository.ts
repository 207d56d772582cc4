// The directory's people: the verified active members, with every field a card may show (each then
// shown as its owner allows, server/core/privacy/profiles.ts).
import type { Db } from '../../db/database.ts';
import { profileColumns } from '../../core/privacy/profiles.ts';
import { openAccountsOf } from '../../core/users/repository.ts';

export const listVerifiedMembers = (db: Db) =>
  openAccountsOf(db, 'member', [...profileColumns, 'position']);
