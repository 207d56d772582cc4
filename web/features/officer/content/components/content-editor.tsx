// The editor of one content document (area `content`, docs/product.md#officer-console): its fields
// drawn from its schema, checked in the browser with the same schema (the problems at each field
// and listed at the top), a preview of the page with the draft, Publish with If-Match (another
// officer's publish meanwhile is said, with the difference, and the draft kept to copy), the
// history with Restore. The draft stays in this tab across a reload until it is published.
import { Link } from 'react-router';
import type { ContentFile } from '../../../../../contract/content.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
import { contentDocumentFacts } from '../../../../components/console-kit/content-documents.ts';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes-guard.tsx';
import { anchorOf } from '../schema-walk.ts';
import { same } from '../editor-state.ts';
import { useContentEditor } from '../use-content-editor.ts';
import { ContentConflict } from './content-conflict.tsx';
import { ContentPreview, EditorActions, ProblemSummary } from './content-editor-parts.tsx';
import { HistorySection } from './history-section.tsx';
import { DocumentFields } from './fields/document-fields.tsx';
import { EditorContext } from './fields/editor-context.ts';
import '../../../../styles/content-editor.scss';

export function ContentEditorPage({ document: name }: { document: ContentFile }) {
  const facts = contentDocumentFacts[name];
  const state = useContentEditor(name);
  const { draft, dirty, conflict, preview, ids } = state;
  const guard = useUnsavedChangesGuard(dirty);

  const header = (
    <ConsoleHeader
      title={facts.title}
      lead={facts.description}
      back={
        <p className="console-back">
          <Link to={consolePaths.content}>← Public pages</Link>
        </p>
      }
    />
  );

  if (draft === null)
    return (
      <>
        {header}
        <ConsoleLoadFailure what="The page's content" load={state.load} />
        {state.load.state.status === 'loading' ? (
          <output className="d-block">Loading...</output>
        ) : null}
      </>
    );

  const actions = (
    <EditorActions
      dirty={dirty}
      busy={state.busy}
      onPreview={() => void state.showPreview()}
      onPublish={() => void state.publish()}
      onDiscard={state.askToDiscard}
    />
  );

  return (
    <>
      {header}
      <div className="visually-hidden" aria-live="polite">
        {state.announcement}
      </div>
      {state.restoredDraft && dirty ? (
        <div className="console-notice">
          <p className="mb-0">
            <strong>Your unpublished changes are back.</strong> They were kept in this tab; publish
            them or discard them.
          </p>
        </div>
      ) : null}
      {conflict ? (
        <ContentConflict
          conflict={conflict}
          id={ids.conflictId}
          onLoadTheirs={state.loadTheirs}
          onKeepMine={state.keepMine}
          onDone={state.closeConflict}
        />
      ) : null}
      <ProblemSummary
        id={ids.summaryId}
        items={state.problems.map(({ path, message }) => ({
          path,
          message,
          anchor: anchorOf(path, state.known),
        }))}
        onGoTo={state.goToProblem}
      />
      <FormResult result={state.result} className="mb-3" />
      {actions}
      <KitForm
        className="content-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void state.publish();
        }}
      >
        <EditorContext value={state.editor}>
          <DocumentFields node={state.node} value={draft} />
        </EditorContext>
      </KitForm>
      {actions}
      {preview ? (
        <ContentPreview
          id={ids.previewId}
          html={preview.html}
          current={same(preview.of, draft)}
          title={facts.title}
        />
      ) : null}
      <HistorySection
        name={name}
        currentEtag={state.etag}
        dirty={dirty}
        onRestored={state.afterRestore}
      />
      <ConfirmDialog
        show={state.discarding}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        busyLabel="Discarding..."
        onCancel={state.cancelDiscard}
        onConfirm={state.discard}
      >
        <p className="mb-0">
          The editor goes back to the published version. This cannot be undone.
        </p>
      </ConfirmDialog>
      {guard.dialog}
    </>
  );
}
