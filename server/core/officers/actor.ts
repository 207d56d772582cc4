// The officer making a request, as the audit log names him.
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit/record.ts';

export function actorOf(request: FastifyRequest): Actor {
  const { user } = request.session!;
  return { id: user.id, label: `${user.name} <${user.email}>` };
}
