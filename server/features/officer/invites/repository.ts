// SQL for the officers' list of invites: a page of them, newest first, by status and role, with
// how many accounts each made and who made it; or every one of them, a batch at a time, for CSV.
import type { Role } from '../../../../contract/api/auth.ts';
import type { InviteStatus } from '../../../../contract/api/officer.ts';
import type { Db } from '../../../db/database.ts';
import { windowTotal, withTotal } from '../../../db/paging.ts';
import { accountsOfInvite, ofAccountIfAny } from '../../../core/users/account-columns.ts';

export interface InviteFilter {
  status?: InviteStatus | undefined;
  role?: Role | undefined;
  /** Now: an invite expires at its `expiresAt`. */
  at: string;
}

/** The invites of `filter`; a status is `inviteStatusOf` (invite-status.ts) in SQL. */
function filtered(db: Db, { status, role, at }: InviteFilter) {
  let query = db.selectFrom('inviteCodes');
  if (role) query = query.where('inviteCodes.role', '=', role);
  if (status === 'revoked') query = query.where('inviteCodes.revokedAt', 'is not', null);
  else if (status) {
    query = query.where('inviteCodes.revokedAt', 'is', null);
    if (status === 'used up') query = query.where('inviteCodes.usesLeft', '<=', 0);
    else {
      query = query.where('inviteCodes.usesLeft', '>', 0);
      query = query.where('inviteCodes.expiresAt', status === 'expired' ? '<=' : '>', at);
    }
  }
  return query;
}

const columns = [
  'inviteCodes.id',
  'inviteCodes.role',
  'inviteCodes.usesLeft',
  'inviteCodes.expiresAt',
  'inviteCodes.createdAt',
  'inviteCodes.createdBy',
  'inviteCodes.revokedAt',
] as const;

/** The invites of `filter`, newest first, with their maker's name and how many accounts each made. */
function described(db: Db, filter: InviteFilter) {
  return filtered(db, filter)
    .select(columns)
    .select(ofAccountIfAny('name', 'inviteCodes.createdByUserId').as('makerName'))
    .select(accountsOfInvite('inviteCodes.id').as('used'))
    .orderBy('inviteCodes.createdAt', 'desc')
    .orderBy('inviteCodes.id', 'desc');
}

/** Invites newest first, `limit` of them from `offset` (every one for CSV batches). */
export function listInvites(db: Db, filter: InviteFilter, page: { limit: number; offset: number }) {
  return described(db, filter).limit(page.limit).offset(page.offset).execute();
}

export type InviteListRow = Awaited<ReturnType<typeof listInvites>>[number];

/** A page of invites and how many match the filter, in one pass. */
export async function pageOfInvites(
  db: Db,
  filter: InviteFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: InviteListRow[]; total: number }> {
  const rows = await described(db, filter)
    .select(windowTotal().as('total'))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return withTotal(rows, page.offset, async () => {
    const row = await filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}
