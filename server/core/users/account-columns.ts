// A person's name (or another field of his account) beside another table's rows: the query of
// rsvps, terms or attendance asks here for the value instead of joining the `users` table itself,
// so that only core/users names it (server/table-owners.test.ts). Each value is a subquery by the
// account's primary key, which both databases answer as a join would.
import { sql, type RawBuilder } from 'kysely';
import type { User } from '../../db/schema.ts';

/** What another table's query may read of an account: never its secrets. */
export type AccountColumn = keyof Pick<
  User,
  | 'name'
  | 'email'
  | 'role'
  | 'graduationYear'
  | 'profilePicture'
  | 'bio'
  | 'linkedin'
  | 'privacy'
  | 'disabledAt'
  | 'endedAt'
>;

/** A column of the outer query, e.g. `'rsvps.userId'`. */
export type ColumnRef = `${string}.${string}`;

const valueOf = (column: AccountColumn, userId: ColumnRef) =>
  sql`(select ${sql.ref(`users.${column}`)} from ${sql.table('users')} where ${sql.ref('users.id')} = ${sql.ref(userId)})`;

/**
 * `column` of the account whose id is in `userId` (a column that always names one, as
 * `rsvps.userId`): `.select(ofAccount('name', 'rsvps.userId').as('name'))`, and in `where` and
 * `orderBy` alike.
 */
export const ofAccount = <C extends AccountColumn>(
  column: C,
  userId: ColumnRef,
): RawBuilder<User[C]> => valueOf(column, userId) as RawBuilder<User[C]>;

/** The same, for a column that may hold no id (who decided an excuse): null then. */
export const ofAccountIfAny = <C extends AccountColumn>(
  column: C,
  userId: ColumnRef,
): RawBuilder<User[C] | null> => valueOf(column, userId) as RawBuilder<User[C] | null>;

/** How many accounts signed up with the invite whose id is in `inviteId`. */
export const accountsOfInvite = (inviteId: ColumnRef): RawBuilder<number> =>
  sql<number>`(select count(*) from ${sql.table('users')} where ${sql.ref('users.inviteCodeId')} = ${sql.ref(inviteId)})`;
