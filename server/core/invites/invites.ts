// Creating invite codes (the CLI now, the officer console later). The code is returned once; only
// its hash is stored.
import type { Role } from '../../../contract/api/auth.ts';
import { limits } from '../../../contract/limits.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inviteCodeHash, newInviteCode } from '../../lib/invite-codes.ts';
import { orderedId } from '../../lib/ordered-id.ts';
import { createInvite } from './repository.ts';

export interface InviteOptions {
  role: Role;
  uses?: number;
  days?: number;
  createdBy: string;
  /** The officer who made it in the console. */
  createdByUserId?: string;
  /** A fixed code (demo data only); normally a random one is made. */
  code?: string;
  /** The only email it signs up (an accepted bid's invite). */
  email?: string;
  /** The prospective member whose accepted bid made it: his details go to the account. */
  prospectId?: string;
}

export async function createInviteCode(
  db: Kysely<Database>,
  options: InviteOptions,
): Promise<{ id: string; code: string; expiresAt: string }> {
  const code = options.code ?? newInviteCode();
  const expiresAt = new Date(
    Date.now() + (options.days ?? limits.auth.inviteDefaultDays) * 86_400_000,
  ).toISOString();
  // Ordered: invites made in one millisecond still list newest first (by created time, then id).
  const id = orderedId();
  await createInvite(db, {
    id,
    codeHash: inviteCodeHash(code),
    role: options.role,
    usesLeft: options.uses ?? 1,
    expiresAt,
    createdBy: options.createdBy,
    createdByUserId: options.createdByUserId ?? null,
    email: options.email?.toLowerCase() ?? null,
    prospectId: options.prospectId ?? null,
  });
  return { id, code, expiresAt };
}
