// The content editor's bookkeeping, free of React: the draft kept in the tab (web/lib/drafts.ts),
// which sections and items are open, and where they go when a list's items move.
import type { ContentFile } from '../../../../contract/content.ts';

/** "Casey Content" of "Casey Content <casey@example.com>". */
export const authorName = (label: string): string => label.replace(/\s*<[^<>]*>$/, '') || label;

/** The draft of one document in this tab: what the officer typed and the version it started from. */
export interface StoredContentDraft {
  document: unknown;
  etag: string;
}

export const draftKeyOf = (name: ContentFile) => `content:${name}`;

export const isStoredContentDraft = (value: unknown): value is StoredContentDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { etag?: unknown }).etag === 'string' &&
  typeof (value as { document?: unknown }).document === 'object';

/** `officers.2.title` → `officers`, `officers.2` (the sections and items to open to show it). */
export function ancestorsOf(path: string): string[] {
  const parts = path ? path.split('.') : [];
  return parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('.'));
}

/**
 * The open paths after the items of the list at `listKey` moved: `indexOf` gives each old index's
 * new one (undefined: the item is gone). Paths outside the list stay.
 */
export function reindexPaths(
  paths: Iterable<string>,
  listKey: string,
  indexOf: (old: number) => number | undefined,
): Set<string> {
  const prefix = listKey ? `${listKey}.` : '';
  const next = new Set<string>();
  for (const path of paths) {
    if (!path.startsWith(prefix) || path === listKey) {
      next.add(path);
      continue;
    }
    const [index, ...rest] = path.slice(prefix.length).split('.');
    if (!/^\d+$/.test(index!)) {
      next.add(path);
      continue;
    }
    const moved = indexOf(Number(index));
    if (moved !== undefined) next.add([`${prefix}${moved}`, ...rest].join('.'));
  }
  return next;
}

/** The new index of each item when the item at `from` moves to `to`. */
export const movedIndex = (from: number, to: number) => (old: number) => {
  if (old === from) return to;
  if (from < to && old > from && old <= to) return old - 1;
  if (to < from && old >= to && old < from) return old + 1;
  return old;
};

/** The new index of each item when the item at `removed` goes. */
export const removedIndex = (removed: number) => (old: number) =>
  old === removed ? undefined : old > removed ? old - 1 : old;
