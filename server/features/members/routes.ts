// GET /api/auth/members (DESIGN.md call 2): active members for signed-in brothers, alumni excluded.
// The answer is the same for everyone, so it is built once and kept for a few seconds: a profile
// change made here clears it at once; one made by another instance shows within the lifetime.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membersResponse, type DirectoryMember } from '../../../contract/api/member-area.ts';
import type { Db } from '../../db/database.ts';
import { compareForDirectory } from './order.ts';

const lifetimeMs = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets the cached directory (after a profile or account change). */
    invalidateDirectory: () => void;
  }
}

export async function listDirectory(db: Db): Promise<DirectoryMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'major', 'position', 'graduationYear', 'profilePicture', 'linkedin'])
    .where('role', '=', 'member')
    .where('verifiedAt', 'is not', null)
    .execute();
  return rows
    .map((member) => ({
      id: member.id,
      name: member.name,
      major: member.major,
      role: member.position ?? 'Member',
      graduationYear: member.graduationYear,
      profilePicture: member.profilePicture,
      linkedin: member.linkedin,
    }))
    .toSorted(compareForDirectory);
}

function directoryCache(app: FastifyInstance) {
  let cached: { body: string; until: number } | undefined;
  let building: Promise<string> | undefined;
  return {
    async body(): Promise<string> {
      if (cached && cached.until > Date.now()) return cached.body;
      // Concurrent requests share one query.
      building ??= listDirectory(app.db)
        .then((members) => {
          const body = JSON.stringify(membersResponse.parse({ members }));
          cached = { body, until: Date.now() + lifetimeMs };
          return body;
        })
        .finally(() => {
          building = undefined;
        });
      return building;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = directoryCache(app);
  app.decorate('invalidateDirectory', () => cache.invalidate());
  app.get('/api/auth/members', { preHandler: app.requireUser }, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(await cache.body()),
  );
};

// Not encapsulated: the profile and auth routes clear the cache through `app.invalidateDirectory`.
export default fp(memberRoutes, { name: 'members', dependencies: ['session'] });
