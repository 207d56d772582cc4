// Live content (decision 016): a content module's value is the document officers published, not
// only the one the build bundled. The server renders a page with the published documents (a
// getter on `globalThis` set by server/lib/page-renderer.ts) and writes those that differ from the build into the
// page as JSON (`<script type="application/json" id="chapter-content">`); the browser hydrates and
// navigates with that same JSON, so a text change needs no new bundle and never mismatches.
// Beside the documents, the published set holds the newsletter issues published in the console and
// the Executive Board as today's terms make it. A page carries only the documents it shows, and the
// names of every one that differs: before the browser shows another page, it fetches those that
// page shows and this one lacks — and the board for the board's page, whenever this page lacks it.
import type { contentDocument } from '../../../contract/api/content.ts';
import type {
  NewsletterIssue,
  newsletterIssuesResponse,
} from '../../../contract/api/newsletter.ts';
import type { BoardMember, boardResponse } from '../../../contract/api/officer/positions.ts';
import {
  pageDocuments,
  pageShowsBoard,
  pageShowsNewsletterIssues,
} from '../../../contract/content-pages.ts';
import type { ContentFile } from '../../../contract/content.ts';
import {
  boardEntry,
  differingEntriesKey,
  newsletterIssuesEntry,
  publishedContentElementId,
  publishedContentKey,
  type PublishedEntries,
} from '../../../contract/live-content.ts';
import { apiRequest } from '../api-client.ts';

type Published = PublishedEntries;

let fromPage: Published | undefined;

function published(): Published | undefined {
  if (typeof document === 'undefined')
    return (globalThis as { [publishedContentKey]?: { current: Published | undefined } })[
      publishedContentKey
    ]?.current;
  if (!fromPage) {
    const json = document.getElementById(publishedContentElementId)?.textContent;
    try {
      fromPage = json ? (JSON.parse(json) as Published) : {};
    } catch {
      fromPage = {};
    }
  }
  return fromPage;
}

/**
 * The document `name` as published: read on each use (so a module may be imported before the
 * content is known), derived once per published version. Behaves as the plain object it stands for.
 */
export function liveDocument<T extends object, Source = T>(
  name: ContentFile,
  bundled: unknown,
  derive: (document: Source) => T = (document) => document as unknown as T,
): T {
  const derived = new WeakMap<object, T>();
  const current = (): T => {
    const source = (published()?.[name] ?? bundled) as Source & object;
    let value = derived.get(source);
    if (!value) {
      value = derive(source);
      derived.set(source, value);
    }
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(current(), key),
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

const noIssues: readonly NewsletterIssue[] = [];

/**
 * The newsletter issues published in the console, newest first; none when the page carries none
 * (the build's own page, whose card shows the issue of content/home.json).
 */
export function publishedNewsletterIssues(): readonly NewsletterIssue[] {
  return published()?.[newsletterIssuesEntry] ?? noIssues;
}

const noBoard: readonly BoardMember[] = [];

/**
 * Today's Executive Board (its page's), in position order; none when the page carries none (the
 * build's own page: no position has a holder yet).
 */
export function publishedBoard(): readonly BoardMember[] {
  return published()?.[boardEntry] ?? noBoard;
}

/** A published entry as the API gives it: a content document, the newsletter issues, the board. */
async function fetchPublishedEntry(name: string): Promise<unknown> {
  if (name === newsletterIssuesEntry)
    return (await apiRequest<typeof newsletterIssuesResponse>('/api/newsletter/issues')).issues;
  if (name === boardEntry) return (await apiRequest<typeof boardResponse>('/api/board')).board;
  return apiRequest<typeof contentDocument>(`/api/content/${encodeURIComponent(name)}`);
}

/**
 * In the browser, before the page at `pathname` shows: fetches the published entries it shows
 * that differ from the build and this page does not carry, so it shows the published text, not
 * the bundled one, and the board for the board's page when this page has none. A failed fetch
 * leaves the bundled text (and is tried on the next visit).
 */
export async function loadPageContent(
  pathname: string,
  fetchEntry: (name: string) => Promise<unknown> = fetchPublishedEntry,
): Promise<void> {
  if (typeof document === 'undefined') return;
  const page = published() as Record<string, unknown> | undefined;
  if (!page) return;
  const listed = page[differingEntriesKey];
  const differing: unknown[] = Array.isArray(listed) ? listed : [];
  const shown: string[] = pageDocuments(pathname);
  if (pageShowsNewsletterIssues(pathname)) shown.push(newsletterIssuesEntry);
  const missing = shown.filter((name) => differing.includes(name) && !(name in page));
  if (pageShowsBoard(pathname) && !(boardEntry in page)) missing.push(boardEntry);
  if (missing.length === 0) return;
  await Promise.all(
    missing.map(async (name) => {
      try {
        page[name] = await fetchEntry(name);
      } catch {
        // The bundled text stays; the next navigation here tries again.
      }
    }),
  );
}
