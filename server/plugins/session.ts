// Who is calling: the session cookie (browsers) or `Authorization: Bearer` (other clients); the
// CSRF check for unsafe requests; and the guards routes use (`requireUser`, `requireRole`).
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contract/api/auth.ts';
import { limits } from '../../contract/limits.ts';
import { now, type Db } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';

export interface SessionUser {
  id: string;
  user: User;
  sessionId: string;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null (resolved for /api and /media requests). */
    session: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid session is present. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a session, 403 for another role. */
    requireRole: (role: Role) => (request: FastifyRequest) => Promise<void>;
    sessions: SessionCookies;
  }
  interface FastifyContextConfig {
    /** Lets a route accept unsafe requests from other sites (only the RFC 8058 one-click unsubscribe). */
    allowCrossSite?: boolean;
  }
}

export interface SessionCookies {
  sessionCookie: string;
  deviceCookie: string;
  /** Starts a session for a verified user; sets the cookie and returns the token for `tokens.AccessToken`. */
  start(reply: FastifyReply, userId: string): Promise<string>;
  /** Marks this browser as one the account has signed in from (see the login throttle). */
  trustDevice(reply: FastifyReply, userId: string): Promise<void>;
  isTrustedDevice(request: FastifyRequest, userId: string): Promise<boolean>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  revokeAllFor(userId: string): Promise<void>;
  /** Drops what this instance remembers about the account's sessions (after its profile changed). */
  forgetUser(userId: string): void;
}

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const lastSeenEveryMs = 60 * 60_000;
const recentSessionMs = 1000;
const recentSessionsMax = 10_000;

/** A session found in the database, as this instance remembers it for a second. */
interface FoundSession {
  user: User;
  sessionId: string;
  lastSeenMs: number;
}

interface RecentSession {
  lookup: Promise<FoundSession | null>;
  /** Undefined until the database answers; null when there is no such session. */
  found: FoundSession | null | undefined;
  until: number;
}

async function findSession(db: Db, tokenHash: string) {
  const at = now();
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select(['sessions.id as sessionId', 'sessions.lastSeenAt as sessionLastSeenAt'])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', at)
    .where('users.verifiedAt', 'is not', null)
    .executeTakeFirst();
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header) : null;
  return match?.[1];
}

async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.session) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
}

export default fp<{ https: boolean; publicUrl: string }>(
  async function sessionPlugin(app: FastifyInstance, { https, publicUrl }) {
    await app.register(cookie);
    const sessionCookie = https ? '__Host-session' : 'chapter_session';
    const deviceCookie = https ? '__Host-device' : 'chapter_device';
    const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/' };
    const publicOrigin = new URL(publicUrl).origin;

    app.decorateRequest('session', null);

    // A session looked up in the last second is not looked up again: a page's burst of API calls,
    // or a crowd reading the directory, costs one query per second per session. Logging out,
    // a password reset and a profile change forget the account's entries at once; another
    // instance sees a revocation within the second. Entries are keyed by the token itself (this
    // process sees it on every request anyway), so a hit costs no hashing.
    const recentSessions = {
      entries: new Map<string, RecentSession>(),
      find(token: string): RecentSession {
        const known = this.entries.get(token);
        if (known && known.until > Date.now()) return known;
        if (this.entries.size >= recentSessionsMax) this.entries.clear();
        // Requests arriving together share one query (the promise); `found` is set once it answers.
        const entry: RecentSession = {
          lookup: findSession(app.db, hashToken(token)).then((row) => {
            if (!row) return null;
            const { sessionId, sessionLastSeenAt, ...user } = row;
            // Shared by every request of the second: frozen, so none can change it for the others.
            entry.found = {
              user: Object.freeze(user),
              sessionId,
              lastSeenMs: new Date(sessionLastSeenAt).getTime(),
            };
            return entry.found;
          }),
          found: undefined,
          until: Date.now() + recentSessionMs,
        };
        // A failed lookup is not remembered.
        entry.lookup.catch(() => {
          if (this.entries.get(token) === entry) this.entries.delete(token);
        });
        this.entries.set(token, entry);
        return entry;
      },
      /** Drops the matching entries, and any still waiting for the database (they may be stale). */
      forget(match: (found: FoundSession) => boolean) {
        for (const [key, entry] of this.entries) {
          if (entry.found !== null && (!entry.found || match(entry.found)))
            this.entries.delete(key);
        }
      },
    };

    /** Marks the session as seen, at most once an hour (the remembered copy too). */
    const markSeen = (found: FoundSession): Promise<unknown> | undefined => {
      const at = Date.now();
      if (at - found.lastSeenMs <= lastSeenEveryMs) return undefined;
      found.lastSeenMs = at;
      return app.db
        .updateTable('sessions')
        .set({ lastSeenAt: new Date(at).toISOString() })
        .where('id', '=', found.sessionId)
        .execute();
    };

    // CSRF: a browser says where an unsafe request comes from; refuse it when that is another site.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!unsafe.has(request.method) || !request.url.startsWith('/api/')) return done();
      if (request.routeOptions.config.allowCrossSite) return done();
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const crossSite = fetchSite
        ? fetchSite !== 'same-origin' && fetchSite !== 'none'
        : origin !== undefined &&
          origin !== publicOrigin &&
          origin !== `${request.protocol}://${request.host}`;
      done(
        crossSite
          ? new HttpError(403, 'forbidden', 'This request came from another site and was refused.')
          : undefined,
      );
    });

    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/media/')) return done();
      const fromHeader = bearerToken(request);
      const token = fromHeader ?? request.cookies[sessionCookie];
      if (!token) return done();
      const via = fromHeader ? 'bearer' : 'cookie';
      const signIn = (found: FoundSession | null) => {
        if (!found) return done();
        request.session = { id: found.user.id, user: found.user, sessionId: found.sessionId, via };
        const marking = markSeen(found);
        if (!marking) return done();
        marking.then(() => done(), done);
      };
      const entry = recentSessions.find(token);
      // Remembered: no promise to wait for.
      if (entry.found !== undefined) return signIn(entry.found);
      entry.lookup.then(signIn, done);
    });

    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.session!.user.role !== role) {
        throw new HttpError(
          403,
          'forbidden',
          `This is only for ${role === 'alumni' ? 'alumni' : 'active members'}.`,
        );
      }
    });

    const sessionMs = limits.auth.sessionDays * 86_400_000;
    app.decorate('sessions', {
      sessionCookie,
      deviceCookie,
      async start(reply, userId) {
        const token = randomToken();
        const at = new Date();
        await app.db
          .insertInto('sessions')
          .values({
            id: crypto.randomUUID(),
            userId,
            tokenHash: hashToken(token),
            createdAt: at.toISOString(),
            expiresAt: new Date(at.getTime() + sessionMs).toISOString(),
            lastSeenAt: at.toISOString(),
            revokedAt: null,
          })
          .execute();
        reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: sessionMs / 1000 });
        return token;
      },
      async trustDevice(reply, userId) {
        const token = randomToken();
        await app.db
          .insertInto('trustedDevices')
          .values({
            id: crypto.randomUUID(),
            userId,
            tokenHash: hashToken(token),
            createdAt: now(),
          })
          .execute();
        reply.setCookie(deviceCookie, token, { ...cookieOptions, maxAge: 365 * 86_400 });
      },
      async isTrustedDevice(request, userId) {
        const token = request.cookies[deviceCookie];
        if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
        const row = await app.db
          .selectFrom('trustedDevices')
          .select('id')
          .where('tokenHash', '=', hashToken(token))
          .where('userId', '=', userId)
          .executeTakeFirst();
        return row !== undefined;
      },
      async end(request, reply) {
        if (request.session) {
          const { sessionId } = request.session;
          recentSessions.forget((found) => found.sessionId === sessionId);
          await app.db
            .updateTable('sessions')
            .set({ revokedAt: now() })
            .where('id', '=', request.session.sessionId)
            .execute();
        }
        reply.clearCookie(sessionCookie, cookieOptions);
      },
      forgetUser(userId) {
        recentSessions.forget((found) => found.user.id === userId);
      },
      async revokeAllFor(userId) {
        recentSessions.forget((found) => found.user.id === userId);
        await app.db
          .updateTable('sessions')
          .set({ revokedAt: now() })
          .where('userId', '=', userId)
          .where('revokedAt', 'is', null)
          .execute();
      },
    } satisfies SessionCookies);
  },
  { name: 'session', dependencies: ['database'] },
);
