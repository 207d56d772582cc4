// The pages the server sends, kept ready to go out: each page's HTML with its brotli and gzip copies
// (compressed once, when the entry is made), ETags, and its CSP naming its own inline scripts.
// A request only picks a copy. Entries can be replaced while the server runs: the new one is
// prepared off the request path and swapped in whole, so a request sees the old page or the new.
import { createHash } from 'node:crypto';
import { encodeBody, type EncodedBody, type Encoding } from './encoded-body.ts';

const compressFromBytes = 1024;

export type PageHeaders = Record<string, string>;

/** One copy of a page as it goes out: its bytes, and the headers of a 200, a 304 and a 404. */
export interface PageCopy {
  bytes: Buffer;
  etag: string;
  headers: PageHeaders;
  notModifiedHeaders: PageHeaders;
  /** For the 404 page: no ETag, since it does not stand for the resource asked for. */
  errorHeaders: PageHeaders;
}

export interface PageEntry {
  /** CSP sources (`'sha256-…'`) of the page's inline scripts. */
  scriptHashes: string[];
  contentSecurityPolicy: string;
  identity: PageCopy;
  br: PageCopy;
  gzip: PageCopy;
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

function copyOf(
  body: EncodedBody,
  encoding: Encoding | undefined,
  contentSecurityPolicy: string,
): PageCopy {
  const { bytes, etag } = body[encoding ?? 'identity'];
  // The 304 repeats the policy: a browser replaces the stored headers with those of a 304, and
  // the default policy sent on every response would block the page's inline scripts.
  const notModifiedHeaders: PageHeaders = {
    'cache-control': 'no-cache',
    'content-security-policy': contentSecurityPolicy,
    vary: 'accept-encoding',
    etag,
  };
  const errorHeaders: PageHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'content-security-policy': contentSecurityPolicy,
    vary: 'accept-encoding',
  };
  if (encoding) errorHeaders['content-encoding'] = encoding;
  return { bytes, etag, headers: { ...errorHeaders, etag }, notModifiedHeaders, errorHeaders };
}

/**
 * Pages compressed lately in this process, by their HTML's hash: brotli 11 takes a few hundred
 * milliseconds for a build's pages, which a test suite starting hundreds of apps on one build
 * (or a page set back to an earlier text) need not pay again. A few dozen pages at most.
 */
const recentlyEncoded = new Map<string, Promise<EncodedBody>>();
const recentlyEncodedMax = 64;

function encodePage(html: string): Promise<EncodedBody> {
  const key = createHash('sha256').update(html).digest('base64');
  let body = recentlyEncoded.get(key);
  if (!body) {
    body = encodeBody(html);
    body.catch(() => recentlyEncoded.delete(key));
    recentlyEncoded.set(key, body);
    if (recentlyEncoded.size > recentlyEncodedMax)
      recentlyEncoded.delete(recentlyEncoded.keys().next().value!);
  }
  return body;
}

export interface PageCacheOptions {
  /** The Content-Security-Policy of a page with these inline-script hashes. */
  policy: (scriptHashes: string[]) => string;
}

export interface PageCache {
  /** The page at `route` (`/`, `/about`, `/404`), ready to send. */
  get(route: string): PageEntry | undefined;
  /**
   * Makes or replaces the page at `route`; resolves with the new entry once requests get it.
   * When two calls for one route overlap, the later one wins even if the earlier one finishes
   * last (the earlier one then resolves with an entry that is never sent).
   */
  set(route: string, html: string): Promise<PageEntry>;
  routes(): IterableIterator<string>;
}

export function createPageCache({ policy }: PageCacheOptions): PageCache {
  const entries = new Map<string, PageEntry>();
  const latest = new Map<string, number>();
  let calls = 0;
  return {
    get: (route) => entries.get(route),
    routes: () => entries.keys(),
    async set(route, html) {
      const call = ++calls;
      latest.set(route, call);
      const scriptHashes = inlineScriptHashes(html);
      const contentSecurityPolicy = policy(scriptHashes);
      const body = await encodePage(html);
      const identity = copyOf(body, undefined, contentSecurityPolicy);
      // As @fastify/compress does for other answers: under 1 kB, compression saves too little.
      const small = body.identity.bytes.length < compressFromBytes;
      const entry: PageEntry = {
        scriptHashes,
        contentSecurityPolicy,
        identity,
        br: small ? identity : copyOf(body, 'br', contentSecurityPolicy),
        gzip: small ? identity : copyOf(body, 'gzip', contentSecurityPolicy),
      };
      if (latest.get(route) === call) entries.set(route, entry);
      return entry;
    },
  };
}
