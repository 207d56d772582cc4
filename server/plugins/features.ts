// The API's features, each at the URL its folder names (docs/architecture.md#server-server): every
// `routes.ts` under server/features/ is registered at `/api/` + its folder's path, where a folder
// named `_name` is the route parameter `:name` (as @fastify/autoload's `routeParams` does), so
// server/features/events/_eventId/check-in/routes.ts answers under /api/events/:eventId/check-in.
// A routes.ts declares its paths relative to that prefix. The few URLs elsewhere are `aliases`
// below; server/routes.test.ts checks every route against the rule.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The feature folder that declares the route, e.g. `officer/mail` (server/plugins/features.ts). */
    feature?: string;
  }
}

/** What the loader hands every feature; a feature reads what it needs of it. */
export interface FeatureOptions {
  /** The build's server bundle (build/server/index.js), which renders the content editor's preview. */
  serverBuildFile: string;
}

export const featuresDir = path.resolve(import.meta.dirname, '..', 'features');

/**
 * The URLs outside a folder's prefix, and only these (docs/api.md says each):
 * - `registeredAt`: the feature is registered at that prefix instead of its folder's, and may answer
 *   only `urls` (each URL, or under it; `POST /api/…`: that method at exactly that URL, where
 *   another folder answers the rest);
 * - `alsoAt`: an earlier prefix of the feature, which still answers: a request to it is routed as
 *   to the folder's prefix (the same routes, not a copy of them).
 */
export const aliases: Readonly<
  Record<string, { registeredAt: string; urls: readonly string[] } | { alsoAt: string }>
> = {
  // The seed's fixed URLs, which the web app and outside clients already call.
  directory: { registeredAt: '/api/auth', urls: ['/api/auth/members'] },
  account: {
    registeredAt: '/api',
    urls: ['/api/auth/update-profile', '/api/upload/profile-picture'],
  },
  // A member's dues: his calls beside /api/me's others, from one folder.
  'me/money': {
    registeredAt: '/api/me',
    urls: ['/api/me/dues', '/api/me/payment-claims', '/api/me/payment-plan'],
  },
  // Outside /api: load balancers ask the roots, and pictures are addressed under /media.
  health: { registeredAt: '', urls: ['/healthz', '/readyz'] },
  media: { registeredAt: '/media', urls: ['/media'] },
  // The console's mail was its newsletter: scripts written against the earlier name keep working.
  'officer/mail': { alsoAt: '/api/officer/newsletter' },
  // The chapter's money: one feature answering the console's money calls, each at its own name.
  'officer/money': {
    registeredAt: '/api/officer',
    urls: [
      '/api/officer/dues-schedules',
      '/api/officer/charges',
      // A payment recorded by hand; the rest of /api/officer/payments is paying online's.
      'POST /api/officer/payments',
      '/api/officer/postings',
      '/api/officer/balances',
      '/api/officer/members',
      '/api/officer/payment-claims',
      '/api/officer/money-proposals',
      '/api/officer/payment-plans',
      '/api/officer/money-reports',
      '/api/officer/money-handover',
      '/api/officer/money-settings',
    ],
  },
};

/** The URL prefix a feature folder gives its routes: `officer/mail` → `/api/officer/mail`. */
export const folderPrefix = (folder: string): string =>
  `/api/${folder
    .split('/')
    .map((part) => (part.startsWith('_') ? `:${part.slice(1)}` : part))
    .join('/')}`;

/** The prefix a feature is registered at: its folder's, or the alias's that replaces it. */
export function registeredPrefix(folder: string): string {
  const alias = aliases[folder];
  return alias && 'registeredAt' in alias ? alias.registeredAt : folderPrefix(folder);
}

/** The URLs a feature's routes may have: under its folder's prefix, or its alias's URLs. */
export function allowedPrefixes(folder: string): readonly string[] {
  const alias = aliases[folder];
  return alias && 'registeredAt' in alias ? alias.urls : [folderPrefix(folder)];
}

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/**
 * The feature a URL belongs to: the one that names the method at exactly that URL, else the one
 * whose allowed prefix is the longest that holds it (a nested folder owns its part of its parent's
 * URL space), or undefined.
 */
export function ownerOf(
  url: string,
  folders: readonly string[],
  method?: string,
): string | undefined {
  let owner: { folder: string; length: number } | undefined;
  for (const folder of folders)
    for (const allowed of allowedPrefixes(folder)) {
      const [named, exact] = allowed.includes(' ') ? allowed.split(' ') : [];
      if (named !== undefined) {
        if (named === method && exact === url) return folder;
        continue;
      }
      if (under(url, allowed) && allowed.length > (owner?.length ?? -1))
        owner = { folder, length: allowed.length };
    }
  return owner?.folder;
}

/**
 * A request URL under an `alsoAt` alias, rewritten to the folder's prefix (Fastify's `rewriteUrl`,
 * before routing); any other URL as it is.
 */
export function withoutAlias(url: string): string {
  for (const [folder, alias] of Object.entries(aliases)) {
    if (!('alsoAt' in alias)) continue;
    const rest = url.slice(alias.alsoAt.length);
    if (url.startsWith(alias.alsoAt) && (rest === '' || /^[/?#]/.test(rest)))
      return folderPrefix(folder) + rest;
  }
  return url;
}

/** Every folder under `dir` that holds a routes.ts, as a path from `dir` (`officer/mail`), sorted. */
export function featureFolders(dir = featuresDir): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    const full = path.join(dir, relative);
    if (relative && existsSync(path.join(full, 'routes.ts'))) found.push(relative);
    for (const entry of readdirSync(full, { withFileTypes: true }))
      if (entry.isDirectory()) walk(relative ? `${relative}/${entry.name}` : entry.name);
  };
  walk('');
  return found.toSorted();
}

/**
 * Registers every feature at its prefix, each route marked with its folder (`config.feature`, for
 * docs/routes.md). The modules are imported together, so the start waits for the slowest, not the
 * sum.
 */
export async function registerFeatures(
  app: FastifyInstance,
  options: FeatureOptions,
): Promise<void> {
  const folders = featureFolders();
  const modules = await Promise.all(
    folders.map(
      (folder) =>
        import(pathToFileURL(path.join(featuresDir, folder, 'routes.ts')).href) as Promise<{
          default: FastifyPluginAsync<FeatureOptions>;
        }>,
    ),
  );
  for (const [index, folder] of folders.entries()) {
    await app.register(
      async (scope) => {
        scope.addHook('onRoute', (route) => {
          route.config = { ...route.config, feature: folder };
        });
        await scope.register(modules[index]!.default, options);
      },
      { prefix: registeredPrefix(folder) },
    );
  }
}
