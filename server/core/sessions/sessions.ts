// Who is calling: the session cookie (browsers) or `Authorization: Bearer` (other clients), resolved
// once per API request into `request.session`; and `app.sessions`, which starts and ends sessions
// and remembers the browsers an account has signed in from.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tokenPattern } from '../../../contract/api/common.ts';
import { limits } from '../../../contract/limits.ts';
import type { User } from '../../db/schema.ts';
import { describeDevice } from '../../lib/device.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { chapterToday, officeDue, refreshOffice } from '../offices/office.ts';
import { SessionCache, type FoundSession } from './session-cache.ts';
import * as repo from './session-repository.ts';
import { findLiveSession } from '../users/session-account.ts';

export interface SessionUser {
  userId: string;
  user: Readonly<User>;
  sessionId: string;
  via: 'cookie' | 'bearer';
  /** When this session passed two-factor (opened with a code, or turned it on); null if never. */
  twoFactorAt: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null (resolved for /api and /media requests). */
    session: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: SessionCookies;
  }
}

export interface SessionCookies {
  sessionCookie: string;
  deviceCookie: string;
  /**
   * Starts a session for a verified user; sets the cookie and returns the token for
   * `tokens.AccessToken`. `twoFactor`: the login checked a two-factor code.
   */
  start(
    reply: FastifyReply,
    userId: string,
    request: FastifyRequest,
    options?: { twoFactor: boolean },
  ): Promise<string>;
  /** Marks this browser as one the account has signed in from (see the login throttle). */
  trustDevice(reply: FastifyReply, userId: string, request: FastifyRequest): Promise<void>;
  /** The id of this browser's known-browser entry for the account, or undefined. */
  knownBrowser(request: FastifyRequest, userId: string): Promise<string | undefined>;
  /** Clears this browser's known-browser cookie (its entry was forgotten). */
  forgetBrowser(reply: FastifyReply): void;
  /** Ends the caller's session and clears its cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of the account (but `keepSessionId`, when given). */
  revokeAllFor(userId: string, keepSessionId?: string): Promise<void>;
}

const lastSeenEveryMs = 60 * 60_000;
const bearerPattern = new RegExp(`^Bearer (${tokenPattern.source.slice(1, -1)})$`);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? bearerPattern.exec(header)?.[1] : undefined;
}

/** Requests whose route (not the raw URL, which may be percent-encoded) is under /api or /media. */
function usesSession(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route.startsWith('/api/') || route.startsWith('/media/'));
}

export default fp<{ https: boolean }>(
  async function sessionsPlugin(app: FastifyInstance, { https }) {
    await app.register(cookie);
    const sessionCookie = https ? '__Host-session' : 'chapter_session';
    const deviceCookie = https ? '__Host-device' : 'chapter_device';
    const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/' };
    const sessionMs = limits.auth.sessionDays * 86_400_000;

    const cache = new SessionCache(async (token) => {
      const row = await findLiveSession(app.db, hashToken(token), repo.idleCutoff());
      if (!row) return null;
      const { sessionId, sessionLastSeenAt, sessionExpiresAt, sessionTwoFactorAt, ...user } = row;
      return {
        user: Object.freeze(user),
        sessionId,
        expiresMs: new Date(sessionExpiresAt).getTime(),
        lastSeenMs: new Date(sessionLastSeenAt).getTime(),
        twoFactorAt: sessionTwoFactorAt,
      };
    });

    /** Marks the session as seen, at most once an hour (the remembered copy too). */
    const markSeen = (found: FoundSession): Promise<void> | undefined => {
      const at = Date.now();
      if (at - found.lastSeenMs <= lastSeenEveryMs) return undefined;
      found.lastSeenMs = at;
      return repo.markSessionSeen(app.db, found.sessionId, new Date(at).toISOString());
    };

    // One refresh per account at a time on this instance (a page's burst of calls shares it).
    const refreshing = new Map<string, Promise<void>>();
    const refreshOnce = (userId: string, today: string): Promise<void> => {
      const known = refreshing.get(userId);
      if (known) return known;
      const run = app.db
        .transaction()
        .execute((trx) => refreshOffice(trx, userId, today))
        .finally(() => refreshing.delete(userId));
      refreshing.set(userId, run);
      return run;
    };

    app.decorateRequest('session', null);
    app.addHook('onRequest', (request, _reply, done) => {
      if (!usesSession(request)) return done();
      const fromHeader = bearerToken(request);
      const token = fromHeader ?? request.cookies[sessionCookie];
      if (!token || !tokenPattern.test(token)) return done();
      const via = fromHeader ? 'bearer' : 'cookie';
      let refreshed = false;
      const signIn = (found: FoundSession | null) => {
        if (!found) return done();
        // A term of his started or ended (or his preview opened) since his office was copied:
        // copied again first, once, and looked up again at the new accounts version.
        const today = chapterToday(app.content.chapter.timeZone);
        if (!refreshed && officeDue(found.user, today)) {
          refreshed = true;
          refreshOnce(found.user.id, today).then(lookUp, done);
          return;
        }
        request.session = {
          userId: found.user.id,
          user: found.user,
          sessionId: found.sessionId,
          via,
          twoFactorAt: found.twoFactorAt,
        };
        const marking = markSeen(found);
        if (!marking) return done();
        marking.then(() => done(), done);
      };
      const lookUp = () =>
        app.dataVersions().then((versions) => {
          const found = cache.find(token, `${versions.accounts}.${versions.sessions}`);
          if (found instanceof Promise) found.then(signIn, done);
          else signIn(found);
        }, done);
      void lookUp();
    });

    app.decorate('sessions', {
      sessionCookie,
      deviceCookie,
      async start(reply, userId, request, options) {
        const token = randomToken();
        const at = new Date();
        await repo.insertSession(app.db, {
          id: randomUUID(),
          userId,
          tokenHash: hashToken(token),
          createdAt: at.toISOString(),
          expiresAt: new Date(at.getTime() + sessionMs).toISOString(),
          device: describeDevice(request.headers['user-agent']),
          twoFactorAt: options?.twoFactor ? at.toISOString() : null,
        });
        reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: sessionMs / 1000 });
        return token;
      },
      async trustDevice(reply, userId, request) {
        const token = randomToken();
        await repo.insertTrustedDevice(app.db, {
          id: randomUUID(),
          userId,
          tokenHash: hashToken(token),
          device: describeDevice(request.headers['user-agent']),
        });
        reply.setCookie(deviceCookie, token, { ...cookieOptions, maxAge: 365 * 86_400 });
      },
      async knownBrowser(request, userId) {
        const token = request.cookies[deviceCookie];
        if (!token || !tokenPattern.test(token)) return undefined;
        return repo.findTrustedDevice(app.db, hashToken(token), userId);
      },
      forgetBrowser(reply) {
        reply.clearCookie(deviceCookie, cookieOptions);
      },
      async end(request, reply) {
        if (request.session) {
          const token = bearerToken(request) ?? request.cookies[sessionCookie];
          if (token) cache.forget(token);
          await repo.revokeSession(app.db, request.session.sessionId);
        }
        reply.clearCookie(sessionCookie, cookieOptions);
      },
      async revokeAllFor(userId, keepSessionId) {
        await repo.revokeSessionsOf(app.db, userId, keepSessionId);
      },
    } satisfies SessionCookies);
  },
  { name: 'sessions', dependencies: ['database'] },
);
