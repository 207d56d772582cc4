// Renders the site's pages at run time with the build's own server bundle (`build/server`, the one
// the prerender used), so a published content change reaches the HTML with no rebuild (decision
// 016). Each render runs in an AsyncLocalStorage context holding the published set (the documents,
// the newsletter issues and the board), which web/lib/content/live.ts reads; what differs from the
// build (the documents unlike the build's, the issues when there are any) and the board on its own
// page is written into the page as JSON for the browser, which hydrates with exactly what the
// server rendered.
import { AsyncLocalStorage } from 'node:async_hooks';
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { contentFiles, type Content, type ContentFile } from '../../contract/content.ts';
import {
  pageDocuments,
  pageShowsBoard,
  pageShowsNewsletterIssues,
} from '../../contract/content-pages.ts';
import {
  boardEntry,
  differingEntriesKey,
  newsletterIssuesEntry,
  publishedContentElementId,
  publishedContentKey,
  type PublishedEntries,
  type PublishedSet,
} from '../../contract/live-content.ts';
import { childEnv } from './node-flags.ts';

type Published = Partial<Record<ContentFile, unknown>>;

const storage = new AsyncLocalStorage<PublishedEntries>();
// One getter for the process: each render sees its own documents, even when two apps (tests) or
// two publishes render at once.
(globalThis as Record<symbol, unknown>)[publishedContentKey] = {
  get current() {
    return storage.getStore();
  },
};

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can be formed. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Puts the entries that differ from the build into the page's head (none: the page as is). */
export function withPublishedContent(html: string, differing: PublishedEntries): string {
  if (Object.keys(differing).length === 0) return html;
  const element = `<script type="application/json" id="${publishedContentElementId}">${scriptJson(differing)}</script>`;
  const head = html.indexOf('</head>');
  if (head === -1) throw new Error('a rendered page has no </head>');
  return html.slice(0, head) + element + html.slice(head);
}

/**
 * What differs from the build: the documents of `content` that are not as the build bundled them
 * (`bundled`), and the issues when there are any (the build has none).
 */
export function differingEntries(published: PublishedSet, bundled: Content): PublishedEntries {
  const differing: PublishedEntries = differingDocuments(published.content, bundled);
  if (published.newsletterIssues.length > 0)
    differing[newsletterIssuesEntry] = published.newsletterIssues;
  return differing;
}

/**
 * What the page at `route` carries for the browser: of the entries that differ from the build,
 * those it shows (contract/content-pages.ts), and the names of them all, so that the browser
 * fetches what another page shows before it goes there. A large document then weighs on the pages
 * that show it, not on every page; nothing differs, nothing is carried (the build's own page).
 * The board's page carries the board when there is one (the build has none); no other page names
 * it: the browser fetches it for that page whenever it lacks it.
 */
export function pageEntries(
  route: string,
  differing: PublishedEntries,
  board: PublishedSet['board'] = [],
): PublishedEntries {
  const names = Object.keys(differing);
  const withBoard: PublishedEntries =
    board.length > 0 && pageShowsBoard(route) ? { [boardEntry]: board } : {};
  if (names.length === 0) return withBoard;
  const shown = new Set<string>(pageDocuments(route));
  if (pageShowsNewsletterIssues(route)) shown.add(newsletterIssuesEntry);
  const carried: PublishedEntries = Object.fromEntries(
    Object.entries(differing).filter(([name]) => shown.has(name)),
  );
  return { ...carried, ...withBoard, [differingEntriesKey]: names };
}

/** The pages to render again when `changed` changed: only the board's when the board alone did. */
export function routesToRender(routes: readonly string[], changed: readonly string[]): string[] {
  if (changed.length > 0 && changed.every((name) => name === boardEntry))
    return routes.filter((route) => pageShowsBoard(route));
  return [...routes];
}

/** The documents of `content` that are not as the build bundled them (`bundled`). */
export function differingDocuments(content: Content, bundled: Content): Published {
  const differing: Published = {};
  // In the documents' own order, whatever order the database gave them: a page's bytes (and so
  // its ETag) depend on its content only.
  for (const name of contentFiles.filter((file) => file in content)) {
    if (JSON.stringify(content[name]) !== JSON.stringify(bundled[name]))
      differing[name] = content[name];
  }
  return differing;
}

export interface PageRenderer {
  /** The paths the build prerendered (`/`, `/about`, `/404`…): the pages to render again. */
  routes: string[];
  /** The page at `route`, rendered with `published`; what is unlike the build and shown there is embedded. */
  render(route: string, published: PublishedSet, bundled: Content): Promise<string>;
}

interface ServerBuild {
  prerender: string[];
}

/** The renderer of the build at `serverBuildFile`, or undefined when there is no server build. */
export async function loadPageRenderer(serverBuildFile: string): Promise<PageRenderer | undefined> {
  if (!existsSync(serverBuildFile)) return undefined;
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const { createRequestHandler } = await import('react-router');
  const handle = createRequestHandler(build as never, 'production');
  return {
    routes: build.prerender.map((route) =>
      route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route,
    ),
    async render(route, published, bundled) {
      const carried = pageEntries(route, differingEntries(published, bundled), published.board);
      // The page renders with every published document; the browser gets those it lacks.
      const context: PublishedEntries = {
        ...published.content,
        [newsletterIssuesEntry]: published.newsletterIssues,
        [boardEntry]: published.board,
      };
      const html = await storage.run(context, async () => {
        const response = await handle(new Request(new URL(route, 'http://localhost')));
        if (response.status !== 200 && !(route === '/404' && response.status === 404))
          throw new Error(`rendering ${route} answered ${response.status}`);
        return response.text();
      });
      return withPublishedContent(html, carried);
    },
  };
}

const renderers = new Map<string, Promise<PageRenderer | undefined>>();

/**
 * The renderer of the build at `serverBuildFile`, loaded once per process and shared by the pages'
 * re-render after a publish and the console's preview (both load it on first use only).
 */
export function sharedPageRenderer(serverBuildFile: string): Promise<PageRenderer | undefined> {
  let renderer = renderers.get(serverBuildFile);
  if (!renderer) {
    renderer = loadPageRenderer(serverBuildFile);
    renderers.set(serverBuildFile, renderer);
    // A failed load is tried again next time.
    renderer.catch(() => renderers.delete(serverBuildFile));
  }
  return renderer;
}

/**
 * Renders each of `routes` and stores it. A route whose render fails keeps the page it has (the
 * build's, or the last one rendered) and is returned with the error: one page that cannot be
 * rendered neither stops the others nor the server's start.
 */
export async function renderRoutes(
  routes: readonly string[],
  render: (route: string) => Promise<string>,
  store: (route: string, html: string) => Promise<void>,
): Promise<{ route: string; error: unknown }[]> {
  const failed: { route: string; error: unknown }[] = [];
  await Promise.all(
    routes.map(async (route) => {
      try {
        await store(route, await render(route));
      } catch (error) {
        failed.push({ route, error });
      }
    }),
  );
  return failed;
}

/**
 * Renders `routes` of the build at `serverBuildFile` in a child process that exits once they are
 * rendered: the server never holds React's server renderer and the bundle (about 11 MB) for pages
 * it renders once, such as the board's page at start. Each route comes back with its page or why
 * it could not be rendered.
 */
export function renderInWorker(
  serverBuildFile: string,
  routes: readonly string[],
  published: PublishedSet,
  bundled: Content,
): Promise<{ route: string; html?: string; error?: string }[]> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./page-render-worker.ts', import.meta.url), {
      env: childEnv(),
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    let answered = false;
    child.once('message', (pages) => {
      answered = true;
      resolve(pages as { route: string; html?: string; error?: string }[]);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`the page-rendering process exited with ${code}`));
    });
    child.send({ serverBuildFile, routes: [...routes], published, bundled });
  });
}
