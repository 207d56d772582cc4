// The access checks routes declare (as `preHandler`): a signed-in account, or one of a role.
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../contract/api/auth.ts';
import { HttpError } from '../../http-error.ts';

/** 401 unless the request carries a live session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.session) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
}

/** 401 without a session, 403 for an account of another role. */
export function requireRole(role: Role) {
  return async function requireRoleOf(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (request.session!.user.role !== role) {
      throw new HttpError(
        403,
        'forbidden',
        `This is only for ${role === 'alumni' ? 'alumni' : 'active members'}.`,
      );
    }
  };
}
