// SQL for accounts (the `users` table), whose only owner is core/users: every read and write of a
// user goes through here or the files beside it (server/table-owners.test.ts), so that each write
// that changes what sessions and the directory remember marks the accounts data as changed (they
// follow at once). Another table's query that shows a person's name beside its rows asks
// account-columns.ts for it.
import { sql } from 'kysely';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import type { NewUser, User } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { hashToken } from '../../lib/tokens.ts';
import { touchesProfile } from './profile-version.ts';

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

/**
 * Changes one account; false when there is no such account, or when `ifProfileVersion` is given and
 * the profile's version is no longer that one (another change came first: nothing is written).
 */
export async function updateUser(
  db: Db,
  id: string,
  changes: UserChanges,
  { ifProfileVersion }: { ifProfileVersion?: number } = {},
): Promise<boolean> {
  let query = db
    .updateTable('users')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', id);
  // A change of the profile's fields makes a new version of it, in the same statement as the change.
  if (touchesProfile(changes))
    query = query.set((eb) => ({ profileVersion: eb('profileVersion', '+', 1) }));
  if (ifProfileVersion !== undefined) query = query.where('profileVersion', '=', ifProfileVersion);
  const result = await query.executeTakeFirst();
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

/** `columns` of one account, or undefined when there is none. */
export async function accountColumnsOf<C extends keyof User & string>(
  db: Db,
  id: string,
  columns: readonly C[],
): Promise<Pick<User, C> | undefined> {
  return (await db
    .selectFrom('users')
    .select(columns as readonly (keyof User & string)[])
    .where('id', '=', id)
    .executeTakeFirst()) as Pick<User, C> | undefined;
}

/**
 * The verified accounts of `role` that are not disabled (the directories, standing, the list of who
 * has no mark at an event): their `columns`, only the account `id` when given, and by name then id
 * when `ordered`.
 */
export async function openAccountsOf<C extends keyof User & string>(
  db: Db,
  role: User['role'],
  columns: readonly C[],
  options: { id?: string | undefined; ordered?: boolean } = {},
): Promise<Pick<User, C>[]> {
  let query = db
    .selectFrom('users')
    .select(columns as readonly (keyof User & string)[])
    .where('role', '=', role)
    .where('verifiedAt', 'is not', null)
    .where('disabledAt', 'is', null);
  if (options.id !== undefined) query = query.where('id', '=', options.id);
  if (options.ordered) query = query.orderBy('name').orderBy('id');
  return (await query.execute()) as Pick<User, C>[];
}

/** Every account, each row whole: the officers' export reads it in batches of its own. */
export const everyAccount = (db: Db) => db.selectFrom('users').selectAll();

/** Every account's id (the officers' archive holds them all). */
export async function everyAccountId(db: Db): Promise<string[]> {
  return (await db.selectFrom('users').select('id').execute()).map((row) => row.id);
}

/** The accounts of these email addresses (a newsletter subscriber who has one). */
export async function accountIdsWithEmails(db: Db, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(
      'email',
      'in',
      emails.map((email) => email.toLowerCase()),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** An account a gift may be linked to: one that exists and was not ended by its owner. */
export function openAccount(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
}

/** The names of these accounts, by id (the names they have now). */
export async function accountNames(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The open accounts whose name holds every word of `q` (case ignored), by name, at most `limit`:
 * the treasurer's choices when he links a gift.
 */
export function openAccountsNamed(db: Db, q: string, limit: number) {
  let query = db
    .selectFrom('users')
    .select(['id', 'name', 'graduationYear', 'role'])
    .where('endedAt', 'is', null);
  for (const word of q.toLowerCase().split(/\s+/).filter(Boolean))
    query = query.where(
      sql<boolean>`lower(${sql.ref('name')}) like ${containsPattern(word)} escape '\\'`,
    );
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}

// Which kinds of chapter email an account receives (docs/product.md#mail-to-the-chapter): a comma
// list of the kinds turned off. It is no part of the remembered copies (sessions, the directory),
// so a change does not mark the accounts data as changed.

/** His kinds turned off, as stored (undefined: no such account, or a disabled one). */
export async function mailOffOf(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('mailOff')
    .where('id', '=', userId)
    .where('disabledAt', 'is', null)
    .executeTakeFirst();
  return row?.mailOff;
}

export async function setMailOff(db: Db, userId: string, stored: string): Promise<void> {
  await db.updateTable('users').set({ mailOff: stored }).where('id', '=', userId).execute();
}

/** The address an ended account keeps: one that cannot receive mail, his id in it. */
export const endedAddressOf = (userId: string) => `ended-${userId}@ended.invalid`;

/**
 * The account's row emptied at its end (DELETE /api/me; docs/product.md#privacy): no password, no
 * office, no contact data (the email becomes an address that cannot receive mail, so the real one
 * may sign up again), no profile, no feed; the name and class stay for the chapter's history.
 */
export async function emptyAccountRow(db: Db, userId: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: endedAddressOf(userId),
      passwordHash: '!ended',
      isOfficer: 0,
      areas: '',
      officeGrant: 0,
      officePreview: '',
      position: null,
      major: null,
      linkedin: null,
      profilePicture: null,
      bio: null,
      phone: null,
      city: null,
      employer: null,
      industry: null,
      mentoring: null,
      hiring: null,
      privacy: '{}',
      twoFactorSecret: null,
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
      twoFactorPendingSecret: null,
      twoFactorPendingUntil: null,
      calendarFeedToken: null,
      calendarFeedTokenHash: null,
      disabledAt: at,
      endedAt: at,
      updatedAt: at,
    })
    .set((eb) => ({ profileVersion: eb('profileVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
