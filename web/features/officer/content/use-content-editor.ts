// The state of the content editor: the published version the draft started from, the draft (kept
// in this tab until published), which sections are open, the problems at their fields, another
// officer's publish meanwhile (the conflict), the preview, and the requests — Preview, Publish
// with If-Match, Discard — with what is said of each and where the focus goes after it.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ContentFile } from '../../../../contract/content.ts';
import { contentMessages, contentSchemas } from '../../../../contract/content.ts';
import { useResultMessage } from '../../../components/console-kit/use-result-message.ts';
import { useRunning } from '../../../components/console-kit/use-running.ts';
import { dropDraft, readDraft, saveDraft } from '../../../lib/drafts.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useLoad } from '../../../lib/use-load.ts';
import {
  loadDocument,
  previewDocument,
  problemsOf,
  publishDocument,
  staleOf,
  type LoadedDocument,
} from './api.ts';
import {
  ancestorsOf,
  draftKeyOf,
  isStoredContentDraft,
  movedIndex,
  reindexPaths,
  removedIndex,
} from './editor-state.ts';
import {
  anchorOf,
  differences,
  fieldIdOf,
  fieldNodeOf,
  fieldPaths,
  getAt,
  listOps,
  pathKey,
  problemsOfIssues,
  readablePath,
  setAt,
  type FieldNode,
  type Path,
  type Problem,
} from './schema-walk.ts';
import type { EditorContextValue, ListAction } from './components/schema-fields.tsx';

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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

/** The sections open at first: all of them when there are at most two. */
const firstOpen = (node: FieldNode): Set<string> => {
  if (node.kind !== 'group') return new Set();
  const sections = node.fields.filter((f) => ['group', 'list', 'map'].includes(f.node.kind));
  return new Set(sections.length <= 2 ? sections.map((f) => f.key) : []);
};

export function useContentEditor(name: ContentFile) {
  const user = useStoredUser();
  const owner = user?.email ?? '';
  const schema = contentSchemas[name];
  const node = useMemo(() => fieldNodeOf(schema), [schema]);
  const [reload, setReload] = useState(0);
  const load = useLoad((signal) => loadDocument(name, signal), { deps: [name, reload] });

  // The published version the draft started from, the draft, and the ETag to publish with.
  const [applied, setApplied] = useState<LoadedDocument | null>(null);
  const [base, setBase] = useState<LoadedDocument | null>(null);
  const [draft, setDraft] = useState<unknown>(null);
  const [etag, setEtag] = useState('');
  const [restoredDraft, setRestoredDraft] = useState(false);
  const [open, setOpenPaths] = useState<Set<string>>(() => firstOpen(node));
  const [problems, setProblems] = useState<Problem[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [preview, setPreview] = useState<{ html: string; of: unknown } | null>(null);
  const { running: busy, run } = useRunning<'publish' | 'preview'>();
  const [discarding, setDiscarding] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [historyKey, setHistoryKey] = useState(0);
  const message = useResultMessage();
  const pendingFocus = useRef<string | null>(null);
  const summaryId = useId();
  const conflictId = useId();
  const previewId = useId();

  // A document arrived (the first load, or again after a restore or "load theirs"): the editor
  // shows it, unless this tab kept a draft of it that differs.
  if (load.data && load.data !== applied) {
    setApplied(load.data);
    setBase(load.data);
    const kept = applied === null ? readDraft(draftKeyOf(name), owner, isStoredContentDraft) : null;
    if (kept && !same(kept.document, load.data.document)) {
      setDraft(kept.document);
      setEtag(kept.etag);
      setRestoredDraft(true);
    } else {
      setDraft(load.data.document);
      setEtag(load.data.etag);
    }
  }

  const dirty = draft !== null && base !== null && !same(draft, base.document);

  // The draft is kept in this tab while it differs from the published version.
  useEffect(() => {
    if (draft === null || !owner) return;
    if (dirty) saveDraft(draftKeyOf(name), owner, { document: draft, etag });
    else dropDraft(draftKeyOf(name));
  }, [draft, dirty, etag, name, owner]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    const element = window.document.getElementById(pendingFocus.current);
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
    element.scrollIntoView({ block: 'nearest' });
  });

  const known = useMemo(() => fieldPaths(node, draft), [node, draft]);
  const problemMap = useMemo(() => {
    const byPath = new Map<string, string[]>();
    for (const problem of problems) {
      const at = anchorOf(problem.path, known);
      const messages = byPath.get(at) ?? [];
      const where = at === problem.path ? '' : `${readablePath(problem.path)}: `;
      messages.push(`${where}${problem.message}`);
      byPath.set(at, messages);
    }
    return byPath;
  }, [problems, known]);

  const openPaths = (paths: string[]) =>
    setOpenPaths((now) => {
      const next = new Set(now);
      for (const path of paths) next.add(path);
      return next;
    });

  /** Shows `found` at the fields (opening what holds them) and focuses their summary. */
  const showProblems = (found: Problem[]) => {
    setProblems(found);
    openPaths(found.flatMap((problem) => ancestorsOf(`${anchorOf(problem.path, known)}.x`)));
    pendingFocus.current = summaryId;
  };

  /** Checks the draft with the document's schema; the problems at the fields when it fails. */
  const checkDraft = (): unknown => {
    const checked = schema.safeParse(draft, { error: contentMessages });
    if (checked.success) {
      setProblems([]);
      return checked.data;
    }
    showProblems(problemsOfIssues(checked.error.issues));
    return null;
  };

  const listAction = (path: Path, length: number, action: ListAction) => {
    const key = pathKey(path);
    const list = (getAt(draft, path) as unknown[] | undefined) ?? [];
    const remap = (indexOf: (old: number) => number | undefined) => {
      setOpenPaths((now) => reindexPaths(now, key, indexOf));
      setProblems((now) =>
        now.flatMap((problem) => {
          const [moved] = reindexPaths([problem.path], key, indexOf);
          return moved === undefined ? [] : [{ ...problem, path: moved }];
        }),
      );
    };
    if (action.type === 'add') {
      setDraft((now: unknown) => setAt(now, path, listOps.add(list, action.item)));
      const itemPath = [...path, length];
      openPaths([pathKey(itemPath)]);
      pendingFocus.current = fieldIdOf(itemPath);
      setAnnouncement(`Added ${action.noun} ${length + 1}.`);
    } else if (action.type === 'remove') {
      setDraft((now: unknown) => setAt(now, path, listOps.remove(list, action.index)));
      remap(removedIndex(action.index));
      pendingFocus.current = fieldIdOf(path);
      setAnnouncement(`Removed ${action.title}.`);
    } else {
      setDraft((now: unknown) => setAt(now, path, listOps.move(list, action.from, action.to)));
      remap(movedIndex(action.from, action.to));
      const up = action.to < action.from;
      const edge = up ? action.to === 0 : action.to === length - 1;
      pendingFocus.current = `${fieldIdOf([...path, action.to])}-${up !== edge ? 'up' : 'down'}`;
      setAnnouncement(`${action.title} moved to position ${action.to + 1} of ${length}.`);
    }
  };

  const editor: EditorContextValue = {
    problems: problemMap,
    open,
    setOpen: (path, isOpen) =>
      setOpenPaths((now) => {
        const next = new Set(now);
        if (isOpen) next.add(path);
        else next.delete(path);
        return next;
      }),
    change: (path, value) => setDraft((now: unknown) => setAt(now, path, value)),
    listAction,
  };

  const publish = async () => {
    message.clear();
    const checked = checkDraft();
    if (checked === null) return;
    await run('publish', async () => {
      try {
        const saved = await publishDocument(name, checked, etag);
        setBase({ document: checked, etag: saved.etag });
        setDraft(checked);
        setEtag(saved.etag);
        setRestoredDraft(false);
        setConflict(null);
        dropDraft(draftKeyOf(name));
        setHistoryKey((n) => n + 1);
        message.succeeded(`${saved.message} (version ${saved.version.number})`, 15_000);
      } catch (error) {
        const stale = staleOf(error);
        const found = problemsOf(error);
        if (stale) {
          setConflict({
            mine: draft,
            current: stale,
            differing: differences(draft, stale.document),
            loaded: false,
          });
          pendingFocus.current = conflictId;
        } else if (found) {
          showProblems(found);
        } else {
          message.failed(error, 'Nothing was published');
        }
      }
    });
  };

  const showPreview = async () => {
    message.clear();
    const checked = checkDraft();
    if (checked === null) return;
    await run('preview', async () => {
      try {
        const html = await previewDocument(name, checked);
        setPreview({ html, of: draft });
        pendingFocus.current = previewId;
      } catch (error) {
        const found = problemsOf(error);
        if (found) showProblems(found);
        else message.failed(error, 'The preview could not be made');
      }
    });
  };

  const loadTheirs = () => {
    if (!conflict) return;
    setBase(conflict.current);
    setDraft(conflict.current.document);
    setEtag(conflict.current.etag);
    setProblems([]);
    setConflict({ ...conflict, loaded: true });
    dropDraft(draftKeyOf(name));
  };

  const keepMine = () => {
    if (!conflict) return;
    // Publishing now replaces the other officer's version with this draft, knowingly.
    setEtag(conflict.current.etag);
    setBase(conflict.current);
    setConflict(null);
    setAnnouncement('Your draft is kept. Publish replaces the other version with yours.');
  };

  const afterRestore = (said: string) => {
    dropDraft(draftKeyOf(name));
    setRestoredDraft(false);
    setProblems([]);
    setConflict(null);
    setPreview(null);
    // The restored version becomes the draft: replace whatever is on screen.
    setApplied(null);
    setBase(null);
    setDraft(null);
    setReload((n) => n + 1);
    setHistoryKey((n) => n + 1);
    message.succeeded(said, 15_000);
  };

  const discard = () => {
    if (base) {
      setDraft(base.document);
      setEtag(base.etag);
    }
    setProblems([]);
    setDiscarding(false);
    setRestoredDraft(false);
    dropDraft(draftKeyOf(name));
    setAnnouncement('Your changes were discarded.');
  };

  /** A problem of the summary chosen: its field, opened, gets the focus. */
  const goToProblem = (anchor: string) => {
    openPaths([...ancestorsOf(anchor), anchor]);
    pendingFocus.current = fieldIdOf(anchor ? anchor.split('.') : []);
    setAnnouncement('');
  };

  return {
    load,
    node,
    draft,
    etag,
    dirty,
    restoredDraft,
    problems,
    known,
    conflict,
    preview,
    busy,
    discarding,
    announcement,
    historyKey,
    result: message.result,
    editor,
    ids: { summaryId, conflictId, previewId },
    publish,
    showPreview,
    loadTheirs,
    keepMine,
    closeConflict: () => setConflict(null),
    afterRestore,
    askToDiscard: () => setDiscarding(true),
    cancelDiscard: () => setDiscarding(false),
    discard,
    goToProblem,
  };
}

export type ContentEditor = ReturnType<typeof useContentEditor>;
