// One name per feature: a feature's folder on the server (`server/features/<name>/`) is its folder
// on the web (`web/features/<name>/`) and the start of its URLs. `server/routes.test.ts` checks
// every route against these, and docs/architecture.md#server-server says why.
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/** The URL prefix a feature's folder gives it: `/api/<name>`, or `/api/officer/<x>` for `officer-<x>`. */
export const featurePrefix = (name: string): string =>
  name.startsWith('officer-') ? `/api/officer/${name.slice('officer-'.length)}` : `/api/${name}`;

/**
 * Where the contract (`../shared/DESIGN.md` and the seed's calls, which clients and calendar
 * apps already use) puts a feature's URLs elsewhere than its own prefix. Only these may differ.
 */
export const contractPrefixes: Readonly<Record<string, readonly string[]>> = {
  // The seed's calls, under /api/auth and /api/upload.
  directory: ['/api/auth/members'],
  account: ['/api/auth/update-profile', '/api/upload/profile-picture'],
  // Subscribed calendar apps hold /api/calendar/<token>.ics.
  'calendar-feed': ['/api/calendar'],
  // DESIGN.md's officer calls for the member calendar and the alumni events.
  'officer-calendar': ['/api/officer/events', '/api/officer/alumni-events'],
  // The console home's counts (the accounts area).
  'officer-accounts': ['/api/officer/attention'],
  // DESIGN.md's terms, edited with the positions they belong to.
  'officer-positions': ['/api/officer/terms'],
  // DESIGN.md's check-in at an event of the member calendar.
  'check-in': ['/api/events'],
  // DESIGN.md's standing of the signed-in member, his service hours and his excuses.
  standing: ['/api/me/standing', '/api/me/service-hours', '/api/events'],
  // DESIGN.md's attendance calls (area `standing`): semesters, requirements, an event's check-in
  // codes and attendance.
  'officer-standing': [
    '/api/officer/semesters',
    '/api/officer/requirements',
    '/api/officer/events',
    '/api/officer/excuses',
    '/api/officer/service-hours',
  ],
  // DESIGN.md's privacy of the signed-in person, and the alumni directory beside the alumni events.
  privacy: ['/api/me/privacy'],
  mail: ['/api/me/mail'],
  'alumni-directory': ['/api/alumni/directory'],
  // DESIGN.md's public board call.
  'exec-board': ['/api/board'],
  // The public pages' texts, published (/api/content) and edited in the console.
  content: ['/api/officer/content'],
  // Files and health checks live outside /api.
  media: ['/media'],
  health: ['/healthz', '/readyz'],
};

/**
 * Server features without a web folder of the same name, and what draws them instead: the web
 * shows their data inside another feature's page.
 */
export const drawnElsewhere: Readonly<Record<string, string>> = {
  donations: 'the alumni page (web/features/alumni) shows the totals',
  events: 'the member calendar (web/features/calendar) shows them',
  content: 'every public page reads its text; web/features/officer/content edits it',
  media: 'pictures are shown by the pages that name them',
  health: 'for load balancers and monitoring only',
};

/** Whether `url` belongs to the feature `name`: under its own prefix or a contract one. */
export function isFeatureUrl(name: string, url: string): boolean {
  const prefixes = [featurePrefix(name), ...(contractPrefixes[name] ?? [])];
  return prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The feature folder that declares the route (server/feature-names.ts). */
    feature?: string;
  }
}

/**
 * Registers a feature's routes, each marked with the feature's name (for the route table and the
 * test that the name and the URL agree).
 */
export async function registerFeature<Options extends FastifyPluginOptions>(
  app: FastifyInstance,
  name: string,
  routes: FastifyPluginAsync<Options>,
  options: Options & { prefix?: string },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, feature: name };
    });
    await scope.register(routes, options);
  });
}
