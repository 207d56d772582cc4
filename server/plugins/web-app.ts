// Serves the built web app: prerendered pages, the app's shell for the pages that run in the browser
// only (the officer console), hashed assets with long cache lifetimes, the 404 page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchesEtag, pickEncoding } from '../lib/encoded-body.ts';
import { boardEntry, type PublishedSet } from '../../contract/live-content.ts';
import { createPageCache, type PageCache, type PageEntry } from '../lib/page-cache.ts';
import {
  differingEntries,
  renderRoutes,
  renderInWorker,
  routesToRender,
  sharedPageRenderer,
  type PageRenderer,
} from '../lib/page-renderer.ts';
import { sendError } from './errors.ts';
import { contentSecurityPolicy } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages as they are sent; `pages.set(route, html)` replaces one while the server runs. */
    pages: PageCache;
  }
}

const notFoundRoute = '/404';
/** React Router's SPA fallback (the app's frame, which renders the page in the browser), by its key in the page cache. */
const appShellRoute = '/__spa-fallback';
const appShellFile = '__spa-fallback.html';

/**
 * Routes that are not prerendered (react-router.config.ts) and get the app's shell: the officer
 * console is for signed-in officers only (any of its addresses: it routes its pages, and says when
 * one is unknown), and an event's check-in for signed-in members (one event's id, nothing deeper),
 * so they run in the browser. `/check-in` itself, the day's events, is a prerendered page; any
 * other path is unknown and answers the 404 page with status 404.
 */
export const appShellRoutes = ['/officers', '/officers/*', '/check-in/:eventId'] as const;

function* htmlFiles(dir: string, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full, base);
    else if (entry.name === 'index.html') yield path.relative(base, full);
  }
}

/**
 * The prerendered pages of a build: route path (`/`, `/about`, `/404`) → HTML, and the app's shell
 * under `/__spa-fallback`; none without a build.
 */
export function readBuiltPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(clientDir)) return pages;
  for (const file of htmlFiles(clientDir)) {
    const dir = path.dirname(file);
    const route = dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
    pages.set(route, readFileSync(path.join(clientDir, file), 'utf8'));
  }
  const shellPath = path.join(clientDir, appShellFile);
  if (existsSync(shellPath)) pages.set(appShellRoute, readFileSync(shellPath, 'utf8'));
  return pages;
}

/** The route a page URL names: no query, no trailing slash. */
function routeOf(url: string): string {
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Sends one copy of a page: the one the client's Accept-Encoding asks for, already compressed,
 * or a 304 when the client holds it.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageEntry, status = 200) {
  const copy = page[pickEncoding(request.headers['accept-encoding']) ?? 'identity'];
  if (status !== 200) return reply.code(status).headers(copy.errorHeaders).send(copy.bytes);
  if (matchesEtag(request.headers['if-none-match'], copy.etag))
    return reply.code(304).headers(copy.notModifiedHeaders).send();
  return reply.headers(copy.headers).send(copy.bytes);
}

export interface BuiltPages {
  pages: PageCache;
  /** Settles when every page of the build is in `pages`. */
  ready: Promise<void>;
}

/**
 * Starts putting the build's pages into a page cache. Compressing them takes a few hundred
 * milliseconds on libuv's thread pool: started before the database, it overlaps its start-up.
 */
export function loadBuiltPages(clientDir: string, https: boolean): BuiltPages {
  const pages = createPageCache({
    policy: (scriptHashes) => contentSecurityPolicy({ scriptHashes, https }),
  });
  const ready = Promise.all(
    [...readBuiltPages(clientDir)].map(([route, html]) => pages.set(route, html)),
  ).then(() => undefined);
  // Awaited by the plugin; until then a failure must not count as unhandled.
  ready.catch(() => {});
  return { pages, ready };
}

/**
 * Keeps the pages in step with the published content (decision 016): rendered again with the
 * build's server bundle at start when the database's content differs from the build's (or holds
 * newsletter issues), and after every publish here or elsewhere. Requests go on being served from the cache meanwhile; each
 * page is swapped in whole when it is ready.
 */
async function renderLiveContent(
  app: FastifyInstance,
  pages: PageCache,
  serverBuildFile: string | undefined,
): Promise<void> {
  if (!serverBuildFile || !existsSync(serverBuildFile)) return;
  // Loaded on the first change only: a server whose content is the build's never holds React's
  // server renderer in memory.
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const { seed } = app.liveContent;
  const renderAll = async (published: PublishedSet, changed?: readonly string[]) => {
    renderer ??= sharedPageRenderer(serverBuildFile);
    const loaded = await renderer;
    if (!loaded) return [];
    const started = performance.now();
    const built = loaded.routes.filter((route) => pages.get(route));
    const routes = changed ? routesToRender(built, changed) : built;
    const failed = await renderRoutes(
      routes,
      (route) => loaded.render(route, published, seed),
      async (route, html) => void (await pages.set(route, html)),
    );
    for (const { route, error } of failed)
      app.log.error(
        { err: error, route },
        'a page could not be rendered: it keeps its last version',
      );
    app.log.info(
      { pages: routes.length - failed.length, ms: Math.round(performance.now() - started) },
      'pages rendered with the published content',
    );
    return failed;
  };
  // The board's page alone (the board changed, and nothing else), while this process holds no
  // renderer: rendered in a child process that exits (`renderInWorker`), so a server whose
  // documents are the build's never holds one (11 MB; decision 021).
  const renderBoardAlone = async (set: PublishedSet) => {
    const routes = routesToRender(
      [...pages.routes()].filter((route) => pages.get(route)),
      [boardEntry],
    );
    const failed: { route: string }[] = [];
    for (const page of await renderInWorker(serverBuildFile, routes, set, seed)) {
      if (page.html !== undefined) await pages.set(page.route, page.html);
      else {
        failed.push({ route: page.route });
        app.log.error(
          { route: page.route, err: page.error },
          'a page could not be rendered: it keeps its last version',
        );
      }
    }
    return failed;
  };
  const published = app.liveContent.published();
  // At start a page that cannot be rendered is served as it was: the site still starts. A board
  // (the build has none) is on its page alone.
  if (Object.keys(differingEntries(published, seed)).length > 0) await renderAll(published);
  else if (published.board.length > 0) {
    try {
      await renderBoardAlone(published);
    } catch (error) {
      app.log.error({ err: error }, 'the board’s page could not be rendered at start');
    }
  }
  app.liveContent.onChange(async (next, changed) => {
    // After a publish the officer is told (the publish answers 500) as well as the log.
    const boardAlone = changed.every((name) => name === boardEntry);
    const failed =
      boardAlone && !renderer ? await renderBoardAlone(next) : await renderAll(next, changed);
    if (failed.length > 0)
      throw new Error(`${failed.map((f) => f.route).join(', ')} could not be rendered`);
  });
}

/** A URL's path as the router reads it (`/%61pi/…` is `/api/…`); undecodable stays as it is. */
function pathOf(url: string): string {
  const pathname = url.split('?')[0]!;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export interface WebAppOptions {
  clientDir: string;
  built: BuiltPages;
  /** The build's server bundle, which renders the pages again when the content changes. */
  serverBuildFile?: string;
}

const immutable = 'public, max-age=31536000, immutable';

export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, { clientDir, built, serverBuildFile }) {
    const { pages } = built;
    app.decorate('pages', pages);
    await built.ready;
    await renderLiveContent(app, pages, serverBuildFile);

    // Every route here is a page or a file of the build, for visitors: their scope says so once
    // (core/sessions/access.ts), @fastify/static's route among them.
    await app.register(async (site) => {
      site.decorate('servesPages', true);
      // The pages are compressed already: @fastify/compress would skip them (they carry a
      // Content-Encoding), but need not even look.
      for (const route of pages.routes()) {
        if (route === notFoundRoute || route === appShellRoute) continue;
        site.get(route, { compress: false }, (request, reply) =>
          sendPage(request, reply, pages.get(route)!),
        );
      }
      if (pages.get(appShellRoute)) {
        const sendShell = (request: FastifyRequest, reply: FastifyReply) =>
          sendPage(request, reply, pages.get(appShellRoute)!);
        for (const route of appShellRoutes) site.get(route, { compress: false }, sendShell);
      }

      if (existsSync(clientDir)) {
        // The build's files answer only what no route does: an API or media address that reached
        // them (`/api//auth/me`, with its empty segment) is an unknown call, not a file to refuse.
        site.addHook('onRequest', async (request, reply) => {
          if (request.routeOptions.url === '/*' && /^\/(api|media)(\/|$)/.test(pathOf(request.url)))
            return reply.callNotFound();
        });
        await site.register(fastifyStatic, {
          root: clientDir,
          prefix: '/',
          index: false,
          redirect: false,
          wildcard: true,
          preCompressed: true,
          logLevel: 'warn',
          // Pages are served above with no-cache; their files are not reachable by name.
          allowedPath: (pathname) => !pathname.endsWith('.html'),
          setHeaders: (reply, filePath) => {
            const inAssets = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
            reply.header('cache-control', inAssets ? immutable : 'public, max-age=3600');
          },
        });
      } else {
        site.log.warn(`${clientDir} does not exist: run \`npm run build\` to serve the web app`);
      }
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      const routed = pathOf(url);
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !routed.startsWith('/api/') &&
        routed !== '/api' &&
        !routed.startsWith('/media/');
      if (wantsPage) {
        // A page made while the server runs has no route of its own.
        const route = routeOf(url);
        const page =
          route === notFoundRoute || route === appShellRoute ? undefined : pages.get(route);
        if (page) return sendPage(request, reply, page);
        const notFound = pages.get(notFoundRoute);
        if (notFound) return sendPage(request, reply, notFound, 404);
      }
      return sendError(
        reply,
        404,
        'not_found',
        routed.startsWith('/api') ? 'There is no such API call.' : 'Not found.',
      );
    });
  },
  { name: 'web-app', dependencies: ['content'] },
);
