// The content editor: the published version the draft started from, the draft (kept in this tab
// until published), which sections are open, the problems at their fields, another officer's
// publish meanwhile (the conflict), the preview — one state, changed by editorReducer
// (editor-state.ts) — and the requests — Preview, Publish with If-Match, Discard — with what is
// said of each and where the focus goes after it.
import { useEffect, useId, useMemo, useReducer, useRef } from 'react';
import type { ContentFile } from '../../../../contract/content.ts';
import { contentMessages, contentSchemas } from '../../../../contract/content.ts';
import { useResultMessage } from '../../../components/console-kit/use-result-message.ts';
import { useRunning } from '../../../components/console-kit/use-running.ts';
import { dropDraft, readDraft, saveDraft } from '../../../lib/drafts.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { loadDocument, previewDocument, problemsOf, publishDocument, staleOf } from './api.ts';
import {
  draftKeyOf,
  editorReducer,
  focusAfterListAction,
  initialEditorState,
  isDirty,
  isStoredContentDraft,
} from './editor-state.ts';
import {
  anchorOf,
  fieldIdOf,
  fieldNodeOf,
  fieldPaths,
  problemsOfIssues,
  readablePath,
  type Problem,
} from './schema-walk.ts';
import type { EditorContextValue } from './components/fields/editor-context.ts';

export function useContentEditor(name: ContentFile) {
  const user = useStoredUser();
  const owner = user?.email ?? '';
  const schema = contentSchemas[name];
  const node = useMemo(() => fieldNodeOf(schema), [schema]);
  // Asked again after a restore (`invalidate('officer/content')`), with the history.
  const load = useLoad((signal) => loadDocument(name, signal), {
    key: 'officer/content/document',
    deps: [name],
  });
  const [state, dispatch] = useReducer(editorReducer, node, initialEditorState);
  const { draft, etag, problems } = state;
  const { running: busy, run } = useRunning<'publish' | 'preview'>();
  const message = useResultMessage();
  const pendingFocus = useRef<string | null>(null);
  const summaryId = useId();
  const conflictId = useId();
  const previewId = useId();

  // A document arrived (the first load, or again after a restore): the editor shows it, unless
  // this tab kept a draft of it that differs.
  if (load.data && load.data !== state.applied) {
    const kept =
      state.applied === null ? readDraft(draftKeyOf(name), owner, isStoredContentDraft) : null;
    dispatch({ type: 'loaded', document: load.data, kept });
  }

  const dirty = isDirty(state);

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

  /** Shows `found` at the fields (opening what holds them) and focuses their summary. */
  const showProblems = (found: Problem[]) => {
    dispatch({ type: 'problems', problems: found, known });
    pendingFocus.current = summaryId;
  };

  /** Checks the draft with the document's schema; the problems at the fields when it fails. */
  const checkDraft = (): unknown => {
    const checked = schema.safeParse(draft, { error: contentMessages });
    if (checked.success) {
      dispatch({ type: 'checked' });
      return checked.data;
    }
    showProblems(problemsOfIssues(checked.error.issues));
    return null;
  };

  const editor: EditorContextValue = {
    problems: problemMap,
    open: state.open,
    setOpen: (path, open) => dispatch({ type: 'toggled', path, open }),
    change: (path, value) => dispatch({ type: 'changed', path, value }),
    listAction: (path, length, action) => {
      dispatch({ type: 'list', path, length, action });
      pendingFocus.current = focusAfterListAction(path, length, action);
    },
  };

  const publish = async () => {
    message.clear();
    const checked = checkDraft();
    if (checked === null) return;
    await run('publish', async () => {
      try {
        const saved = await publishDocument(name, checked, etag);
        dispatch({ type: 'published', document: checked, etag: saved.etag });
        dropDraft(draftKeyOf(name));
        invalidate('officer/content/history');
        message.succeeded(`${saved.message} (version ${saved.version.number})`, 15_000);
      } catch (error) {
        const stale = staleOf(error);
        const found = problemsOf(error);
        if (stale) {
          dispatch({ type: 'conflicted', mine: draft, current: stale });
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
        dispatch({ type: 'previewed', html, of: draft });
        pendingFocus.current = previewId;
      } catch (error) {
        const found = problemsOf(error);
        if (found) showProblems(found);
        else message.failed(error, 'The preview could not be made');
      }
    });
  };

  const loadTheirs = () => {
    if (!state.conflict) return;
    dispatch({ type: 'theirsLoaded' });
    dropDraft(draftKeyOf(name));
  };

  const afterRestore = (said: string) => {
    dropDraft(draftKeyOf(name));
    dispatch({ type: 'restored' });
    // The document and its history, asked again.
    invalidate('officer/content');
    message.succeeded(said, 15_000);
  };

  const discard = () => {
    dispatch({ type: 'discarded' });
    dropDraft(draftKeyOf(name));
  };

  /** A problem of the summary chosen: its field, opened, gets the focus. */
  const goToProblem = (anchor: string) => {
    dispatch({ type: 'wentToProblem', anchor });
    pendingFocus.current = fieldIdOf(anchor ? anchor.split('.') : []);
  };

  return {
    load,
    node,
    draft,
    etag,
    dirty,
    restoredDraft: state.restoredDraft,
    problems,
    known,
    conflict: state.conflict,
    preview: state.preview,
    busy,
    discarding: state.discarding,
    announcement: state.announcement,
    result: message.result,
    editor,
    ids: { summaryId, conflictId, previewId },
    publish,
    showPreview,
    loadTheirs,
    keepMine: () => dispatch({ type: 'mineKept' }),
    closeConflict: () => dispatch({ type: 'conflictClosed' }),
    afterRestore,
    askToDiscard: () => dispatch({ type: 'discardAsked', asking: true }),
    cancelDiscard: () => dispatch({ type: 'discardAsked', asking: false }),
    discard,
    goToProblem,
  };
}

export type ContentEditor = ReturnType<typeof useContentEditor>;
