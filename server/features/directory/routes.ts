// GET /api/auth/members (docs/api.md, call 2): active members for signed-in brothers, alumni
// excluded. Each field is shown only to the audiences its owner allows (docs/product.md#privacy), so
// the answer is one of three — for alumni, for actives, for officers with `accounts` — each
// serialised and compressed once per version of the accounts data: any change to an account or to
// the chapter's privacy rules, made here, on another instance or by a command-line tool, is in the
// answer to the next request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contract/api/errors.ts';
import { membersResponse, type DirectoryMember } from '../../../contract/api/member-area.ts';
import type { Db } from '../../db/database.ts';
import { encodeJson, sendEncodedJson } from '../../lib/json-answer.ts';
import { versionedCache, type VersionedCache } from '../../lib/versioned-cache.ts';
import type { EncodedBody } from '../../lib/encoded-body.ts';
import { readPrivacyRules } from '../../core/privacy/repository.ts';
import { audienceOfUser, profileFor } from '../../core/privacy/profiles.ts';
import type { Audience } from '../../../contract/privacy.ts';
import { compareForDirectory } from './order.ts';
import { listVerifiedMembers } from './repository.ts';

export async function listDirectory(db: Db, viewer: Audience): Promise<DirectoryMember[]> {
  const [rows, rules] = await Promise.all([listVerifiedMembers(db), readPrivacyRules(db)]);
  return rows
    .map((member) => {
      const { id, name, graduationYear, profilePicture, linkedin, major, ...shown } = profileFor(
        member,
        viewer,
        rules,
      );
      return {
        ...shown,
        id,
        name,
        major: major ?? null,
        role: member.position ?? 'Member',
        graduationYear,
        profilePicture: profilePicture ?? null,
        linkedin: linkedin ?? null,
      };
    })
    .toSorted(compareForDirectory);
}

/** The audiences a signed-in caller can be. */
const viewers = ['chapter', 'members', 'officers'] as const satisfies readonly Audience[];

const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // ~100 kB of JSON with 500 members: compressed once per version, not per request.
  const directories = Object.fromEntries(
    viewers.map((viewer) => [
      viewer,
      versionedCache(async () =>
        encodeJson(membersResponse, { members: await listDirectory(app.db, viewer) }),
      ),
    ]),
  ) as Record<(typeof viewers)[number], VersionedCache<EncodedBody>>;
  app.get(
    '/members',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: membersResponse, 401: apiErrorSchema } },
    },
    async (request, reply) => {
      const { accounts } = await app.dataVersions();
      const user = request.session!.user;
      const viewer = audienceOfUser(user, app.content.chapter.timeZone) as (typeof viewers)[number];
      const answer = await directories[viewer].get(accounts);
      return sendEncodedJson(request, reply, answer, 'private, no-cache');
    },
  );
};

export default directoryRoutes;
