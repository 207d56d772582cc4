// The officer making a request, as the audit log names him.
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit/record.ts';
import type { Looker } from '../privacy/data-access.ts';

export function actorOf(request: FastifyRequest): Actor {
  const { user } = request.session!;
  return { id: user.id, label: `${user.name} <${user.email}>` };
}

/** The officer making a request, as a member reads it in "who saw my data": his name. */
export function lookerOf(request: FastifyRequest): Looker {
  const { user } = request.session!;
  return { id: user.id, name: user.name };
}
