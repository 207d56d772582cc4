// Live content (decision 016): a content module's value is the document officers published, not
// only the one the build bundled. The server renders a page with the published documents (a
// getter on `globalThis` set by server/lib/page-renderer.ts) and writes those that differ from the build into the
// page as JSON (`<script type="application/json" id="chapter-content">`); the browser hydrates and
// navigates with that same JSON, so a text change needs no new bundle and never mismatches.
// Beside the documents, the published set holds the newsletter issues published in the console.
import type { NewsletterIssue } from '../../../contract/api/newsletter.ts';
import type { ContentFile } from '../../../contract/content.ts';
import {
  newsletterIssuesEntry,
  publishedContentElementId,
  publishedContentKey,
  type PublishedEntries,
} from '../../../contract/live-content.ts';

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
