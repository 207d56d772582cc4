// GET /api/auth/members (docs/api.md, call 2): active members for signed-in brothers, alumni
// excluded. The answer is the same for everyone, so it is serialised and compressed once per
// version of the accounts data: any change to an account, made here, on another instance or by a
// command-line tool, is in the answer to the next request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contract/api/errors.ts';
import { membersResponse, type DirectoryMember } from '../../../contract/api/member-area.ts';
import type { Db } from '../../db/database.ts';
import { encodeJson, sendEncodedJson } from '../../lib/json-answer.ts';
import { versionedCache } from '../../lib/versioned-cache.ts';
import { requireUser } from '../../core/sessions/guards.ts';
import { compareForDirectory } from './order.ts';
import { listVerifiedMembers } from './repository.ts';

export async function listDirectory(db: Db): Promise<DirectoryMember[]> {
  const rows = await listVerifiedMembers(db);
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

const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // ~100 kB of JSON with 500 members: compressed once per version, not per request.
  const directory = versionedCache(async () =>
    encodeJson(membersResponse, { members: await listDirectory(app.db) }),
  );
  app.get(
    '/members',
    {
      preHandler: requireUser,
      schema: { response: { 200: membersResponse, 401: apiErrorSchema } },
    },
    async (request, reply) => {
      const { accounts } = await app.dataVersions();
      return sendEncodedJson(request, reply, await directory.get(accounts), 'private, no-cache');
    },
  );
};

export default directoryRoutes;
