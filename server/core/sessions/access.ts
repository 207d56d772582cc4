// Who may call a route: every route the server registers says so in its options, and the server
// does not start when one says nothing (docs/architecture.md#server-server). Outside the officer
// console a route declares `config: { access }`:
// - `'visitor'`: anyone, signed in or not (a signed-in caller may see more, as the route decides);
// - `'signed-in'`: any live session, an active member's or an alumnus's;
// - `'member'`: an active member's session; `'alumni'`: an alumnus's.
// A console route declares its officer area instead (`config: { area }`, core/officers/access.ts),
// which is its access: an officer with that area. A route declares one of the two, never both.
// The web app's pages and files are declared by the scope that registers them (`servesPages`,
// plugins/web-app.ts): each is a page for visitors.
//
// One check enforces the declaration, the first hook of each route that needs a session (after the
// application's, which find the session): 401 `unauthorized` without one, 403 `forbidden` for an
// account of the other side. It runs before the body is read: without the right session nothing
// about the request matters.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../../contract/api/auth.ts';
import { HttpError } from '../../http-error.ts';

export const accessLevels = ['visitor', 'signed-in', 'member', 'alumni'] as const;
export type Access = (typeof accessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, outside the officer console (checked in core/sessions/access.ts). */
    access?: Access;
  }
  interface FastifyInstance {
    /** Set on the scope that registers the web app's pages and files: each is for visitors. */
    servesPages?: boolean;
  }
}

export const accessMessages = {
  signIn: 'Please log in to continue.',
  onlyFor: (role: Role) => `This is only for ${role === 'alumni' ? 'alumni' : 'active members'}.`,
};

/** The caller's permission for a route of `access`, or the reason he has none. */
export function checkCaller(request: FastifyRequest, access: Access): void {
  if (access === 'visitor') return;
  const session = request.session;
  if (!session) throw new HttpError(401, 'unauthorized', accessMessages.signIn);
  if (access !== 'signed-in' && session.user.role !== access)
    throw new HttpError(403, 'forbidden', accessMessages.onlyFor(access));
}

/** A route's access as the route table shows it: its level, or `officer` for a console route. */
export function accessOf(config: RouteOptions['config']): Access | 'officer' | undefined {
  return config?.area ? 'officer' : config?.access;
}

export default fp(
  async function routeAccess(app: FastifyInstance) {
    app.addHook('onRoute', function declared(this: FastifyInstance, route: RouteOptions) {
      const methods = [route.method].flat().join(',');
      const config = route.config;
      if (config?.access && config.area)
        throw new Error(
          `${methods} ${route.url} declares both config.access and config.area: a console route's area is its access`,
        );
      if (config?.area) return;
      const access = config?.access ?? (this.servesPages ? 'visitor' : undefined);
      if (!access)
        throw new Error(
          `${methods} ${route.url} must declare who may call it: config.access (${accessLevels.join(', ')}), or config.area for the officer console`,
        );
      // A page's declaration is its scope's: written on the route too, for the route table.
      route.config = { ...config, access };
      if (access === 'visitor') return;
      const check: onRequestHookHandler = (request, _reply, done) => {
        try {
          checkCaller(request, access);
        } catch (error) {
          return done(error as Error);
        }
        done();
      };
      route.onRequest = [check, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'route-access', dependencies: ['sessions'] },
);
