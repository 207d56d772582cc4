// Who may use the officer console: every route under /api/officer declares the area it belongs to
// (`config: { area: 'treasury' }`, or `'officer'` for any officer), and this one check refuses the
// others before their body is read: 401 without a session, 403 `forbidden` without the officer
// flag or the area, 403 `two_factor_required` when OFFICER_TWO_FACTOR=required and the officer has
// no two-factor, or when he has it and this session was not opened with a code.
//
// And nobody acts on his own record: every console write declares which accounts it is about
// (`config: { about: (request) => [ids] }`, or `about: 'chapter'` for a write about no one
// account), and once its body is read this layer refuses it (403 `forbidden`) when the officer is
// one of them: his access, standing and money are changed by another officer, never by himself
// (docs/product.md#nobody-acts-on-his-own-record). A console write that declares nothing stops the
// server from starting.
//
// An officer-elect reads the areas of his coming office before his term starts; each route says
// what of it he may read (`config: { elect }`, below), and no write is ever his.
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { areaLabels, type Area } from '../../../contract/api/officer.ts';
import { HttpError } from '../../http-error.ts';
import { areasOf } from '../users/user-rows.ts';
import { previewAreasOf } from '../offices/office.ts';

export type OfficerAccess = Area | 'officer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The officer area a route belongs to (checked in core/officers/access.ts). */
    area?: OfficerAccess;
    /** Whose record a console write changes (checked in core/officers/access.ts). */
    about?: About;
    /** What an officer-elect may read of the route (checked in core/officers/access.ts). */
    elect?: Elect;
  }
}

/**
 * What an officer-elect may read of a console route (docs/product.md#positions-and-terms):
 * `'read'`, its answers (the default); `'no'`, nothing until his term starts (the chapter's
 * export, the audit log); or a function of the request that says whether this one is a read he
 * may make (a list, but not its CSV file: `electNoCsv`). A write is never an elect's, whatever
 * the route declares.
 */
export type Elect = 'read' | 'no' | ((request: FastifyRequest) => boolean);

/** A list an elect may read, but not take away as a file: its `?format=csv` is an export. */
export const electNoCsv: Elect = (request) =>
  (request.query as { format?: unknown } | undefined)?.format !== 'csv';

/**
 * The accounts a console write is about: a function of the validated request (it may read the
 * database, e.g. the holder of the term named in the address), or `'chapter'` when the write is
 * about no one account (an event, a page, a newsletter). Empty entries are ignored.
 */
export type About =
  | 'chapter'
  | ((
      request: FastifyRequest,
    ) => Iterable<string | null | undefined> | Promise<Iterable<string | null | undefined>>);

export const officerPrefix = '/api/officer';

export const accessMessages = {
  notOfficer: 'This is only for chapter officers.',
  notArea: (area: Area) =>
    `This is only for officers responsible for ${areaLabels[area].toLowerCase()}.`,
  twoFactor:
    'Officers need two-factor authentication to use the console. Turn it on in your account settings.',
  signInWithCode:
    'This session was opened without your two-factor code. Log out and log in again with your code to use the console.',
  notYet: (area: Area) =>
    `Your term has not started: until it does, you can look at ${areaLabels[area].toLowerCase()} but not change anything.`,
  notYetExport: 'Exports and the audit log open when your term starts.',
  ownRecord:
    'This is about your own account: another officer has to do it, so that nobody decides his own access, standing or money.',
};

const reads = new Set(['GET', 'HEAD']);

/** An officer-elect's request in a coming area: a read, and one the route lets him make. */
function electMay(request: FastifyRequest, area: Area, elect: Elect = 'read'): void {
  if (!reads.has(request.method)) throw new HttpError(403, 'not_yet', accessMessages.notYet(area));
  if (elect === 'no' || (typeof elect === 'function' && !elect(request)))
    throw new HttpError(403, 'not_yet', accessMessages.notYetExport);
}

/** The officer's permission for `area`, or the reason he has none. */
export function checkAccess(
  request: FastifyRequest,
  area: OfficerAccess,
  twoFactor: 'required' | 'optional',
  elect?: Elect,
): void {
  const session = request.session;
  if (!session) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
  const { user } = session;
  if (user.isOfficer !== 1) throw new HttpError(403, 'forbidden', accessMessages.notOfficer);
  const held = areasOf(user);
  if (area !== 'officer' && !held.includes(area)) {
    if (!previewAreasOf(user).includes(area))
      throw new HttpError(403, 'forbidden', accessMessages.notArea(area));
    electMay(request, area, elect);
  } else if (area === 'officer' && held.length === 0)
    // Only an elect's preview: the console's home and lists to read, nothing to change yet.
    electMay(request, previewAreasOf(user)[0] ?? 'accounts', elect);
  // Two-factor belongs to the session: with it on, only a session opened with a code (or the one
  // that turned it on) reaches the console, whatever OFFICER_TWO_FACTOR says.
  if (user.twoFactorEnabledAt) {
    if (!session.twoFactorAt)
      throw new HttpError(403, 'two_factor_required', accessMessages.signInWithCode);
  } else if (twoFactor === 'required')
    throw new HttpError(403, 'two_factor_required', accessMessages.twoFactor);
}

/** The write is about the account named by the address's parameter `name` (`/accounts/:id`). */
export const aboutParam =
  (name: string): About =>
  (request) => [(request.params as Record<string, string | undefined>)[name]];

/** The write is about the account(s) in the body's field `name` (`{ ids: [...] }`, `{ userId }`). */
export const aboutListed =
  (name: string): About =>
  (request) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[name];
    const list: unknown[] = Array.isArray(value) ? value : [value];
    return list.filter((id): id is string => typeof id === 'string');
  };

/** Refuses the write when the signed-in officer is one of the accounts it is about. */
export async function checkNotOwn(request: FastifyRequest, about: About): Promise<void> {
  if (about === 'chapter') return;
  const self = request.session?.user.id;
  for (const id of await about(request))
    if (id && id === self) throw new HttpError(403, 'forbidden', accessMessages.ownRecord);
}

export default fp<{ twoFactor: 'required' | 'optional' }>(
  async function officerAccess(app: FastifyInstance, { twoFactor }) {
    // A console route without an area would be open to every signed-in account: refuse to start.
    // The check is the first hook of each route with an area (after the session hook, which is
    // the application's): the other routes, the directory's among them, do not pay for it.
    app.addHook('onRoute', (route: RouteOptions) => {
      const area = route.config?.area;
      if (route.url.startsWith(officerPrefix) && !area)
        throw new Error(`${route.method} ${route.url} must declare its officer area`);
      if (!area) {
        if (route.config?.elect)
          throw new Error(
            `${[route.method].flat().join(',')} ${route.url} declares config.elect without an officer area`,
          );
        return;
      }
      const about = route.config?.about;
      const elect = route.config?.elect;
      const methods = [route.method].flat();
      if (!about && methods.some((method) => !reads.has(method)))
        throw new Error(
          `${methods.join(',')} ${route.url} must declare whose record it changes (config.about)`,
        );
      if (about && about !== 'chapter') {
        const own: preHandlerHookHandler = async (request) => checkNotOwn(request, about);
        route.preHandler = [own, ...[route.preHandler ?? []].flat()];
      }
      const check: onRequestHookHandler = (request, _reply, done) => {
        try {
          checkAccess(request, area, twoFactor, elect);
        } catch (error) {
          return done(error as Error);
        }
        done();
      };
      route.onRequest = [check, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'officer-access', dependencies: ['sessions'] },
);
