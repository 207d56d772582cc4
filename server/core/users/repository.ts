// SQL for accounts (the `users` table): every read and write of a user goes through here, so that
// each write also marks the accounts data as changed (sessions and the directory follow at once).
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import type { NewUser, User } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';

export type UserChanges = Partial<Omit<User, 'id' | 'email' | 'createdAt' | 'updatedAt'>>;

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when the database holds no account at all (a new chapter). */
export async function hasNoUsers(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;
}

export async function insertUsers(db: Db, users: NewUser[]): Promise<void> {
  for (let i = 0; i < users.length; i += 100) {
    await db
      .insertInto('users')
      .values(users.slice(i, i + 100))
      .execute();
  }
  await bumpVersion(db, 'accounts');
}

export const insertUser = (db: Db, user: NewUser): Promise<void> => insertUsers(db, [user]);

/** Changes one account; false when there is no such account. */
export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  await bumpVersion(db, 'accounts');
  return Number(result.numUpdatedRows) > 0;
}

// The private calendar feed's token (features/calendar): only its SHA-256 is kept, and feeds
// are looked up by it (decision 015); the token itself is shown once, when it is made. It is no
// part of the remembered copies (sessions, the directory), so setting it does not mark the
// accounts data as changed.

/** Whether the account has a feed link (made before; it cannot be shown again). */
export async function hasCalendarFeed(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('calendarFeedTokenHash')
    .where('id', '=', id)
    .executeTakeFirst();
  return (row?.calendarFeedTokenHash ?? null) !== null;
}

/** Gives the account a new feed token, kept as its hash (an older feed URL stops working). */
export async function replaceCalendarFeedToken(db: Db, id: string, token: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ calendarFeedToken: null, calendarFeedTokenHash: hashToken(token) })
    .where('id', '=', id)
    .execute();
}

/** The enabled, verified account a feed token belongs to. */
export function findUserByCalendarFeedToken(db: Db, token: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('calendarFeedTokenHash', '=', hashToken(token))
    .where('disabledAt', 'is', null)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
}

/**
 * Records a two-factor code's time step as used, in one statement: false when it (or a later one)
 * was used already, so a code sent twice at once is accepted only once.
 */
export async function recordTwoFactorStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ twoFactorLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('twoFactorLastStep', 'is', null), eb('twoFactorLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
