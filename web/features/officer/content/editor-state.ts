// The content editor's bookkeeping, free of React: the draft kept in the tab (web/lib/drafts.ts),
// which sections and items are open, and where they go when a list's items move; and the editor's
// state with every change to it (`editorReducer`), which use-content-editor.ts drives.
import type { ContentFile } from '../../../../contract/content.ts';
import type { LoadedDocument } from './api.ts';
import {
  anchorOf,
  differences,
  fieldIdOf,
  getAt,
  listOps,
  pathKey,
  setAt,
  type FieldNode,
  type Path,
  type Problem,
} from './schema-walk.ts';

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

/** Whether two documents (or drafts) hold the same values. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a list's buttons ask of the editor. */
export type ListAction =
  | { type: 'add'; item: unknown; noun: string }
  | { type: 'remove'; index: number; title: string }
  | { type: 'move'; from: number; to: number; title: string };

/** Another officer published while this one edited: the publish was refused (412). */
export interface Conflict {
  /** The officer's draft when the publish was refused, to copy. */
  mine: unknown;
  /** The published version the server named. */
  current: LoadedDocument;
  /** Where the two differ. */
  differing: string[];
  /** The published version was loaded into the editor. */
  loaded: boolean;
}

export interface EditorState {
  /** The document last loaded and put into the editor: another one arriving replaces the draft. */
  applied: LoadedDocument | null;
  /** The published version the draft started from (what "changed" is measured against). */
  base: LoadedDocument | null;
  /** What the officer typed; null until the document has loaded. */
  draft: unknown;
  /** The ETag to publish with (If-Match). */
  etag: string;
  /** The draft is one this tab kept from before (shown with a notice), not the published one. */
  restoredDraft: boolean;
  /** The sections and list items open, by path (`officers`, `officers.2`). */
  open: ReadonlySet<string>;
  /** The problems of the last check, shown at their fields. */
  problems: Problem[];
  conflict: Conflict | null;
  /** The last preview, and the draft it was made of (to say when it no longer matches). */
  preview: { html: string; of: unknown } | null;
  /** "Discard your changes?" is asked. */
  discarding: boolean;
  /** Said to screen readers after a change that moves things on the page. */
  announcement: string;
}

/** What happens to the editor: each event gives the next state (`editorReducer`). */
export type EditorEvent =
  /** A document arrived; `kept` is this tab's draft of it, read when it is the first to arrive. */
  | { type: 'loaded'; document: LoadedDocument; kept: StoredContentDraft | null }
  | { type: 'changed'; path: Path; value: unknown }
  | { type: 'toggled'; path: string; open: boolean }
  /** A list's button; `length` is the list's length as the field drew it. */
  | { type: 'list'; path: Path; length: number; action: ListAction }
  /** The draft passed the schema's check. */
  | { type: 'checked' }
  /** A check found problems; `known` is every path the editor draws (fieldPaths). */
  | { type: 'problems'; problems: Problem[]; known: ReadonlySet<string> }
  /** Published: `document` is the draft as checked, `etag` the new version's. */
  | { type: 'published'; document: unknown; etag: string }
  /** Refused because another officer published `current`; `mine` is the draft that was sent. */
  | { type: 'conflicted'; mine: unknown; current: LoadedDocument }
  /** A preview arrived, made of the draft `of` as it was when it was asked for. */
  | { type: 'previewed'; html: string; of: unknown }
  | { type: 'theirsLoaded' }
  | { type: 'mineKept' }
  | { type: 'conflictClosed' }
  /** An earlier version was published again: the editor waits for it as for a first load. */
  | { type: 'restored' }
  | { type: 'discardAsked'; asking: boolean }
  | { type: 'discarded' }
  /** A problem of the summary was chosen: its field and what holds it open. */
  | { type: 'wentToProblem'; anchor: string };

/** The sections open at first: all of them when there are at most two. */
export function firstOpen(node: FieldNode): Set<string> {
  if (node.kind !== 'group') return new Set();
  const sections = node.fields.filter((f) => ['group', 'list', 'map'].includes(f.node.kind));
  return new Set(sections.length <= 2 ? sections.map((f) => f.key) : []);
}

export const initialEditorState = (node: FieldNode): EditorState => ({
  applied: null,
  base: null,
  draft: null,
  etag: '',
  restoredDraft: false,
  open: firstOpen(node),
  problems: [],
  conflict: null,
  preview: null,
  discarding: false,
  announcement: '',
});

/** The draft differs from the published version it started from. */
export const isDirty = (state: EditorState): boolean =>
  state.draft !== null && state.base !== null && !same(state.draft, state.base.document);

const withOpen = (open: ReadonlySet<string>, paths: readonly string[]): ReadonlySet<string> =>
  paths.every((path) => open.has(path)) ? open : new Set([...open, ...paths]);

/** The open paths and the problems after the items of the list at `listKey` moved. */
function reindexed(
  state: EditorState,
  listKey: string,
  indexOf: (old: number) => number | undefined,
): Pick<EditorState, 'open' | 'problems'> {
  return {
    open: reindexPaths(state.open, listKey, indexOf),
    problems: state.problems.flatMap((problem) => {
      const [moved] = reindexPaths([problem.path], listKey, indexOf);
      return moved === undefined ? [] : [{ ...problem, path: moved }];
    }),
  };
}

function listChanged(
  state: EditorState,
  { path, length, action }: Extract<EditorEvent, { type: 'list' }>,
): EditorState {
  const key = pathKey(path);
  const list = (getAt(state.draft, path) as unknown[] | undefined) ?? [];
  if (action.type === 'add')
    return {
      ...state,
      draft: setAt(state.draft, path, listOps.add(list, action.item)),
      open: withOpen(state.open, [pathKey([...path, length])]),
      announcement: `Added ${action.noun} ${length + 1}.`,
    };
  if (action.type === 'remove')
    return {
      ...state,
      draft: setAt(state.draft, path, listOps.remove(list, action.index)),
      ...reindexed(state, key, removedIndex(action.index)),
      announcement: `Removed ${action.title}.`,
    };
  return {
    ...state,
    draft: setAt(state.draft, path, listOps.move(list, action.from, action.to)),
    ...reindexed(state, key, movedIndex(action.from, action.to)),
    announcement: `${action.title} moved to position ${action.to + 1} of ${length}.`,
  };
}

/**
 * Where the focus goes after a list's button: the new item; the list, once an item is gone; the
 * moved item's button the same way, or the other one once it reached the end.
 */
export function focusAfterListAction(path: Path, length: number, action: ListAction): string {
  if (action.type === 'add') return fieldIdOf([...path, length]);
  if (action.type === 'remove') return fieldIdOf(path);
  const up = action.to < action.from;
  const edge = up ? action.to === 0 : action.to === length - 1;
  return `${fieldIdOf([...path, action.to])}-${up !== edge ? 'up' : 'down'}`;
}

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'loaded': {
      const { document, kept } = event;
      // This tab's draft comes back only when it differs from what is published.
      if (kept && !same(kept.document, document.document))
        return {
          ...state,
          applied: document,
          base: document,
          draft: kept.document,
          etag: kept.etag,
          restoredDraft: true,
        };
      return {
        ...state,
        applied: document,
        base: document,
        draft: document.document,
        etag: document.etag,
      };
    }
    case 'changed':
      return { ...state, draft: setAt(state.draft, event.path, event.value) };
    case 'toggled': {
      if (state.open.has(event.path) === event.open) return state;
      const open = new Set(state.open);
      if (event.open) open.add(event.path);
      else open.delete(event.path);
      return { ...state, open };
    }
    case 'list':
      return listChanged(state, event);
    case 'checked':
      return state.problems.length === 0 ? state : { ...state, problems: [] };
    case 'problems':
      // Each problem is shown at its field or at the nearest group drawn: those open to show it.
      return {
        ...state,
        problems: event.problems,
        open: withOpen(
          state.open,
          event.problems.flatMap((problem) =>
            ancestorsOf(`${anchorOf(problem.path, event.known)}.x`),
          ),
        ),
      };
    case 'published':
      return {
        ...state,
        base: { document: event.document, etag: event.etag },
        draft: event.document,
        etag: event.etag,
        restoredDraft: false,
        conflict: null,
      };
    case 'conflicted':
      return {
        ...state,
        conflict: {
          mine: event.mine,
          current: event.current,
          differing: differences(event.mine, event.current.document),
          loaded: false,
        },
      };
    case 'previewed':
      return { ...state, preview: { html: event.html, of: event.of } };
    case 'theirsLoaded': {
      if (!state.conflict) return state;
      const { current } = state.conflict;
      return {
        ...state,
        base: current,
        draft: current.document,
        etag: current.etag,
        problems: [],
        conflict: { ...state.conflict, loaded: true },
      };
    }
    case 'mineKept': {
      if (!state.conflict) return state;
      // Publishing now replaces the other officer's version with this draft, knowingly.
      const { current } = state.conflict;
      return {
        ...state,
        base: current,
        etag: current.etag,
        conflict: null,
        announcement: 'Your draft is kept. Publish replaces the other version with yours.',
      };
    }
    case 'conflictClosed':
      return { ...state, conflict: null };
    case 'restored':
      // The restored version becomes the draft: whatever is on screen is replaced.
      return {
        ...state,
        applied: null,
        base: null,
        draft: null,
        restoredDraft: false,
        problems: [],
        conflict: null,
        preview: null,
      };
    case 'discardAsked':
      return { ...state, discarding: event.asking };
    case 'discarded':
      return {
        ...state,
        ...(state.base ? { draft: state.base.document, etag: state.base.etag } : {}),
        problems: [],
        discarding: false,
        restoredDraft: false,
        announcement: 'Your changes were discarded.',
      };
    case 'wentToProblem':
      return {
        ...state,
        open: withOpen(state.open, [...ancestorsOf(event.anchor), event.anchor]),
        announcement: '',
      };
  }
}
