// GET /api/auth/members (DESIGN.md call 2): active members for signed-in brothers, alumni excluded.
// The answer is the same for everyone, so it is built once and kept for a few seconds: a profile
// change made here clears it at once; one made by another instance shows within the lifetime.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membersResponse, type DirectoryMember } from '../../../contract/api/member-area.ts';
import type { Db } from '../../db/database.ts';
import { compareForDirectory } from './order.ts';

const lifetimeMs = 5_000;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** The directory once serialised, and compressed once (not per request: it is ~100 kB with 500 members). */
interface Encoded {
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
}

async function encode(members: DirectoryMember[]): Promise<Encoded> {
  const json = Buffer.from(JSON.stringify(membersResponse.parse({ members })));
  const [br, gzipped] = await Promise.all([
    brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipAsync(json, { level: 6 }),
  ]);
  return { json, br, gzip: gzipped };
}

function directoryCache(app: FastifyInstance) {
  let cached: { body: Encoded; until: number } | undefined;
  let building: Promise<Encoded> | undefined;
  return {
    async body(): Promise<Encoded> {
      if (cached && cached.until > Date.now()) return cached.body;
      // Concurrent requests share one query.
      building ??= listDirectory(app.db)
        .then(encode)
        .then((body) => {
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

const encodingFor = new Map<string, 'br' | 'gzip' | undefined>();

/** The best encoding the client accepts among ours (q=0 means "not this one"). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  // Browsers send one of a handful of values: remember the answers (a few hundred at most).
  const key = acceptEncoding ?? '';
  if (encodingFor.has(key)) return encodingFor.get(key);
  const encoding = parseEncoding(key);
  if (encodingFor.size < 256 && key.length < 200) encodingFor.set(key, encoding);
  return encoding;
}

function parseEncoding(acceptEncoding: string): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = directoryCache(app);
  app.decorate('invalidateDirectory', () => cache.invalidate());
  app.get('/api/auth/members', { preHandler: app.requireUser }, async (request, reply) => {
    const body = await cache.body();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? body[encoding] : body.json);
  });
};

// Not encapsulated: the profile and auth routes clear the cache through `app.invalidateDirectory`.
export default fp(memberRoutes, { name: 'members', dependencies: ['session'] });
