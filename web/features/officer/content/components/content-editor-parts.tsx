// The smaller pieces of the content editor: the problems to fix (each a link to its field), the
// Preview / Publish / Discard bar, and the preview of the page with the draft.
import { fieldIdOf, readablePath } from '../schema-walk.ts';

export interface SummaryItem {
  path: string;
  message: string;
  /** The field that shows it (the nearest one drawn). */
  anchor: string;
}

export function ProblemSummary({
  id,
  items,
  onGoTo,
}: {
  id: string;
  items: SummaryItem[];
  onGoTo: (anchor: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className="content-problems" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1} className="content-problems__title">
        {items.length === 1
          ? '1 problem to fix before publishing'
          : `${items.length} problems to fix before publishing`}
      </h2>
      <ul>
        {items.map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>
            <a
              href={`#${fieldIdOf(problem.anchor ? problem.anchor.split('.') : [])}`}
              onClick={(event) => {
                event.preventDefault();
                onGoTo(problem.anchor);
              }}
            >
              {readablePath(problem.path)}
            </a>
            : {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EditorActions({
  dirty,
  busy,
  onPreview,
  onPublish,
  onDiscard,
}: {
  dirty: boolean;
  busy: 'publish' | 'preview' | null;
  onPreview: () => void;
  onPublish: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="content-actions">
      <span className="content-actions__state" aria-live="polite">
        {dirty ? 'Unpublished changes' : 'No changes'}
      </span>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={busy !== null}
        onClick={onPreview}
      >
        {busy === 'preview' ? 'Making the preview...' : 'Preview'}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy !== null || !dirty}
        onClick={onPublish}
      >
        {busy === 'publish' ? 'Publishing...' : 'Publish'}
      </button>
      {dirty ? (
        <button type="button" className="btn btn-outline-danger" onClick={onDiscard}>
          Discard changes
        </button>
      ) : null}
    </div>
  );
}

export function ContentPreview({
  id,
  html,
  current,
  title,
}: {
  id: string;
  html: string;
  /** The preview shows the draft as it is now. */
  current: boolean;
  /** The page's title. */
  title: string;
}) {
  return (
    <section className="console-section content-preview" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1} className="console-section__title">
        Preview
      </h2>
      <p className="content-preview__note">
        {current
          ? 'The page as visitors will see it once you publish (links do not work here). Nothing is published yet.'
          : 'Your draft changed since this preview: choose Preview again to see the changes.'}
      </p>
      <iframe
        className="content-preview__frame"
        title={`Preview of the ${title} page`}
        sandbox="allow-same-origin"
        srcDoc={html}
      />
    </section>
  );
}
