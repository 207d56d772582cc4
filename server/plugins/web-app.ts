// Serves the built web app: prerendered pages, hashed assets with long cache lifetimes, the 404 page.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';
import { contentSecurityPolicy } from './security-headers.ts';

export interface BuiltPage {
  html: string;
  /** CSP sources (`'sha256-…'`) for the page's inline scripts. */
  scriptHashes: string[];
}

export interface BuiltPages {
  /** Route path (`/`, `/about`, `/members/exec`) → prerendered page. */
  pages: Map<string, BuiltPage>;
  notFound: BuiltPage | undefined;
}

const notFoundRoute = '/404';

function* htmlFiles(dir: string, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full, base);
    else if (entry.name === 'index.html') yield path.relative(base, full);
  }
}

/** Reads the prerendered pages once at start-up; a missing build gives an empty set. */
export function readBuiltPages(clientDir: string): BuiltPages {
  const pages = new Map<string, BuiltPage>();
  if (!existsSync(clientDir)) return { pages, notFound: undefined };
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(path.join(clientDir, file), 'utf8');
    const dir = path.dirname(file);
    const route = dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
    pages.set(route, { html, scriptHashes: inlineScriptHashes(html) });
  }
  const notFound = pages.get(notFoundRoute);
  pages.delete(notFoundRoute);
  return { pages, notFound };
}

/** Hashes of the inline <script> bodies of a page, as CSP sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1]!;
    if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

export interface WebAppOptions {
  clientDir: string;
  built: BuiltPages;
  https: boolean;
}

const immutable = 'public, max-age=31536000, immutable';

export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, { clientDir, built, https }) {
    const policies = new Map<BuiltPage, string>();
    const policyFor = (page: BuiltPage) => {
      let policy = policies.get(page);
      if (!policy) {
        policy = contentSecurityPolicy({ scriptHashes: page.scriptHashes, https });
        policies.set(page, policy);
      }
      return policy;
    };
    const sendPage = (reply: FastifyReply, page: BuiltPage, status = 200) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', policyFor(page))
        .send(page.html);

    for (const [route, page] of built.pages) {
      app.get(route, (_request, reply) => sendPage(reply, page));
    }

    if (existsSync(clientDir)) {
      await app.register(fastifyStatic, {
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
      app.log.warn(`${clientDir} does not exist: run \`npm run build\` to serve the web app`);
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        url !== '/api' &&
        !url.startsWith('/media/');
      if (wantsPage && built.notFound) return sendPage(reply, built.notFound, 404);
      return sendError(
        reply,
        404,
        'not_found',
        url.startsWith('/api') ? 'There is no such API call.' : 'Not found.',
      );
    });
  },
  { name: 'web-app' },
);
