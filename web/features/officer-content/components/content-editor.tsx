// The editor of one content document (area `content`, docs/product.md#officer-console): its fields
// drawn from its schema, checked in the browser with the same schema (the problems at each field
// and listed at the top), a preview of the page with the draft, Publish with If-Match (another
// officer's publish meanwhile is said, with the difference, and the draft kept to copy), the
// history with Restore. The draft stays in this tab across a reload until it is published.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ContentFile } from '../../../../contract/content.ts';
import { contentMessages, contentSchemas } from '../../../../contract/content.ts';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleLoadFailure } from '../../../components/console-kit/console-load-failure.tsx';
import { CopyButton } from '../../../components/console-kit/copy-button.tsx';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { failureText } from '../../../components/form-kit/validation.ts';
import { consolePaths } from '../../../lib/console-kit/console-routes.ts';
import { contentDocumentFacts } from '../../../lib/console-kit/content-documents.ts';
import { dropDraft, readDraft, saveDraft } from '../../../lib/drafts.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import {
  loadDocument,
  previewDocument,
  problemsOf,
  publishDocument,
  staleOf,
  type LoadedDocument,
} from '../api.ts';
import {
  ancestorsOf,
  draftKeyOf,
  isStoredContentDraft,
  movedIndex,
  reindexPaths,
  removedIndex,
} from '../editor-state.ts';
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
  type Path,
  type Problem,
} from '../schema-walk.ts';
import { HistorySection } from './history-section.tsx';
import {
  DocumentFields,
  EditorContext,
  type EditorContextValue,
  type ListAction,
} from './schema-fields.tsx';
import '../../../styles/content-editor.scss';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Conflict {
  /** The officer's draft when the publish was refused, to copy. */
  mine: unknown;
  /** The published version the server named. */
  current: LoadedDocument;
  /** Where the two differ. */
  differing: string[];
  /** The published version was loaded into the editor. */
  loaded: boolean;
}

export function ContentEditorPage({ document: name }: { document: ContentFile }) {
  const user = useStoredUser();
  const owner = user?.email ?? '';
  const facts = contentDocumentFacts[name];
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
  const [open, setOpenPaths] = useState<Set<string>>(() => {
    if (node.kind !== 'group') return new Set();
    const sections = node.fields.filter((f) => ['group', 'list', 'map'].includes(f.node.kind));
    return new Set(sections.length <= 2 ? sections.map((f) => f.key) : []);
  });
  const [problems, setProblems] = useState<Problem[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [preview, setPreview] = useState<{ html: string; of: unknown } | null>(null);
  const [busy, setBusy] = useState<'publish' | 'preview' | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [historyKey, setHistoryKey] = useState(0);
  const [result, showResult, clearResult] = useTimedMessage();
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
  const guard = useUnsavedChangesGuard(dirty);

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
      const message = problem.message;
      const where = at === problem.path ? '' : `${readablePath(problem.path)}: `;
      messages.push(`${where}${message}`);
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
    listAction: (path: Path, length: number, action: ListAction) => {
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
    },
  };

  const publish = async () => {
    clearResult();
    const checked = checkDraft();
    if (checked === null) return;
    setBusy('publish');
    try {
      const saved = await publishDocument(name, checked, etag);
      setBase({ document: checked, etag: saved.etag });
      setDraft(checked);
      setEtag(saved.etag);
      setRestoredDraft(false);
      setConflict(null);
      dropDraft(draftKeyOf(name));
      setHistoryKey((n) => n + 1);
      showResult(
        { kind: 'success', text: `${saved.message} (version ${saved.version.number})` },
        15_000,
      );
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
        showResult({ kind: 'danger', text: failureText(error, 'Nothing was published') });
      }
    } finally {
      setBusy(null);
    }
  };

  const showPreview = async () => {
    clearResult();
    const checked = checkDraft();
    if (checked === null) return;
    setBusy('preview');
    try {
      const html = await previewDocument(name, checked);
      setPreview({ html, of: draft });
      pendingFocus.current = previewId;
    } catch (error) {
      const found = problemsOf(error);
      if (found) showProblems(found);
      else
        showResult({ kind: 'danger', text: failureText(error, 'The preview could not be made') });
    } finally {
      setBusy(null);
    }
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

  const afterRestore = (message: string) => {
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
    showResult({ kind: 'success', text: message }, 15_000);
  };

  const header = (
    <header className="console-header">
      <p className="console-back">
        <Link to={consolePaths.content}>← Public pages</Link>
      </p>
      <h1 className="console-header__title">{facts.title}</h1>
      <p className="console-header__lead">{facts.description}</p>
    </header>
  );

  if (draft === null)
    return (
      <>
        {header}
        <ConsoleLoadFailure what="The page's content" load={load} />
        {load.state.status === 'loading' ? <output className="d-block">Loading...</output> : null}
      </>
    );

  const summaryItems = problems.map(({ path, message }) => ({
    path,
    message,
    anchor: anchorOf(path, known),
  }));
  const actions = (
    <div className="content-actions">
      <span className="content-actions__state" aria-live="polite">
        {dirty ? 'Unpublished changes' : 'No changes'}
      </span>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={busy !== null}
        onClick={() => void showPreview()}
      >
        {busy === 'preview' ? 'Making the preview...' : 'Preview'}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy !== null || !dirty}
        onClick={() => void publish()}
      >
        {busy === 'publish' ? 'Publishing...' : 'Publish'}
      </button>
      {dirty ? (
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setDiscarding(true)}
        >
          Discard changes
        </button>
      ) : null}
    </div>
  );

  return (
    <>
      {header}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {restoredDraft && dirty ? (
        <div className="console-notice">
          <p className="mb-0">
            <strong>Your unpublished changes are back.</strong> They were kept in this tab; publish
            them or discard them.
          </p>
        </div>
      ) : null}
      {conflict ? (
        <section className="content-conflict" role="alert" aria-labelledby={`${conflictId}-title`}>
          <h2 id={conflictId} tabIndex={-1} className="content-conflict__title">
            <span id={`${conflictId}-title`}>
              {conflict.loaded
                ? 'The published version is loaded'
                : 'Someone else published this page meanwhile'}
            </span>
          </h2>
          {conflict.loaded ? (
            <p>
              The editor now shows the version another officer published. Your draft is below: copy
              what you need back into the fields, then publish.
            </p>
          ) : (
            <>
              <p>Nothing of yours was published. Their version differs from your draft at:</p>
              <ul className="content-conflict__paths">
                {conflict.differing.map((path) => (
                  <li key={path}>{readablePath(path)}</li>
                ))}
              </ul>
              <div className="content-conflict__actions">
                <button type="button" className="btn btn-primary" onClick={loadTheirs}>
                  Reload the published version
                </button>
                <button type="button" className="btn btn-outline-danger" onClick={keepMine}>
                  Keep my draft (publishing replaces theirs)
                </button>
              </div>
            </>
          )}
          <details className="content-conflict__mine" open={conflict.loaded}>
            <summary>Your draft, to copy</summary>
            <label className="form-label" htmlFor={`${conflictId}-mine`}>
              Your draft as JSON
            </label>
            <textarea
              id={`${conflictId}-mine`}
              className="form-control content-conflict__json"
              readOnly
              rows={8}
              value={JSON.stringify(conflict.mine, null, 2)}
            />
            <CopyButton
              text={JSON.stringify(conflict.mine, null, 2)}
              label="Copy my draft"
              copiedText="Draft copied"
              variant="outline-secondary"
            />
          </details>
          {conflict.loaded ? (
            <button
              type="button"
              className="btn btn-outline-secondary mt-2"
              onClick={() => setConflict(null)}
            >
              Done
            </button>
          ) : null}
        </section>
      ) : null}
      {summaryItems.length > 0 ? (
        <section className="content-problems" aria-labelledby={summaryId}>
          <h2 id={summaryId} tabIndex={-1} className="content-problems__title">
            {summaryItems.length === 1
              ? '1 problem to fix before publishing'
              : `${summaryItems.length} problems to fix before publishing`}
          </h2>
          <ul>
            {summaryItems.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>
                <a
                  href={`#${fieldIdOf(problem.anchor ? problem.anchor.split('.') : [])}`}
                  onClick={(event) => {
                    event.preventDefault();
                    openPaths([...ancestorsOf(problem.anchor), problem.anchor]);
                    pendingFocus.current = fieldIdOf(
                      problem.anchor ? problem.anchor.split('.') : [],
                    );
                    setAnnouncement('');
                  }}
                >
                  {readablePath(problem.path)}
                </a>
                : {problem.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <FormResult result={result} className="mb-3" />
      {actions}
      <KitForm
        className="content-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void publish();
        }}
      >
        <EditorContext value={editor}>
          <DocumentFields node={node} value={draft} />
        </EditorContext>
      </KitForm>
      {actions}
      {preview ? (
        <section className="console-section content-preview" aria-labelledby={previewId}>
          <h2 id={previewId} tabIndex={-1} className="console-section__title">
            Preview
          </h2>
          <p className="content-preview__note">
            {same(preview.of, draft)
              ? 'The page as visitors will see it once you publish (links do not work here). Nothing is published yet.'
              : 'Your draft changed since this preview: choose Preview again to see the changes.'}
          </p>
          <iframe
            className="content-preview__frame"
            title={`Preview of the ${facts.title} page`}
            sandbox="allow-same-origin"
            srcDoc={preview.html}
          />
        </section>
      ) : null}
      <HistorySection
        name={name}
        reloadKey={historyKey}
        currentEtag={etag}
        dirty={dirty}
        onRestored={afterRestore}
      />
      <ConfirmDialog
        show={discarding}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        busyLabel="Discarding..."
        onCancel={() => setDiscarding(false)}
        onConfirm={() => {
          if (base) {
            setDraft(base.document);
            setEtag(base.etag);
          }
          setProblems([]);
          setDiscarding(false);
          setRestoredDraft(false);
          dropDraft(draftKeyOf(name));
          setAnnouncement('Your changes were discarded.');
        }}
      >
        <p className="mb-0">
          The editor goes back to the published version. This cannot be undone.
        </p>
      </ConfirmDialog>
      {guard.dialog}
    </>
  );
}
