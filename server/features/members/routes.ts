// GET /api/auth/members (DESIGN.md call 2): active members for signed-in brothers, alumni excluded.
// The answer is the same for everyone, so it is built once and kept for a few seconds: a profile
// change made here clears it at once; one made by another instance (or a command) shows within
// the lifetime and one rebuild.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
export interface Encoded {
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

/**
 * The encoded directory. When it is older than its lifetime, requests keep getting it while one
 * rebuild runs in the background (no one waits for the query and the compression); after an
 * invalidation nobody gets the old one, and a build begun before it is not kept.
 */
export function directoryCache(build: () => Promise<Encoded>, onError: (error: unknown) => void) {
  let cached: { body: Encoded; until: number } | undefined;
  let building: Promise<Encoded> | undefined;
  let generation = 0;
  const rebuild = () => {
    const startedIn = generation;
    const next = build().then((body) => {
      if (startedIn === generation) cached = { body, until: Date.now() + lifetimeMs };
      return body;
    });
    building = next;
    const settle = () => {
      if (building === next) building = undefined;
    };
    next.then(settle, settle);
    return next;
  };
  return {
    body(): Promise<Encoded> | Encoded {
      if (cached) {
        if (cached.until <= Date.now() && !building) {
          rebuild().catch((error: unknown) => {
            onError(error);
            // Keep serving what we have; try again after another lifetime.
            if (cached) cached.until = Date.now() + lifetimeMs;
          });
        }
        return cached.body;
      }
      // Concurrent requests share one build.
      return building ?? rebuild();
    },
    invalidate() {
      generation++;
      cached = undefined;
      building = undefined;
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
  const cache = directoryCache(
    () => listDirectory(app.db).then(encode),
    (error) => app.log.error({ err: error }, 'could not rebuild the directory'),
  );
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
