// The alumni directory's people: the verified alumni whose accounts are open, with every field a
// card may show (each then shown as its owner allows, server/core/privacy/profiles.ts).
import type { Db } from '../../../db/database.ts';
import { profileColumns } from '../../../core/privacy/profiles.ts';
import { openAccountsOf } from '../../../core/users/repository.ts';

export const listAlumni = (db: Db) => openAccountsOf(db, 'alumni', profileColumns);
