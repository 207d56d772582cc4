// Another officer published the page while this one edited it: nothing of this draft was published;
// where the two differ, "Reload the published version" or "Keep my draft", and the draft as JSON to
// copy back.
import { CopyButton } from '../../../../components/console-kit/copy-button.tsx';
import { readablePath } from '../schema-walk.ts';
import type { Conflict } from '../editor-state.ts';

export function ContentConflict({
  conflict,
  id,
  onLoadTheirs,
  onKeepMine,
  onDone,
}: {
  conflict: Conflict;
  /** The heading's id (it takes the focus when the conflict shows). */
  id: string;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
  onDone: () => void;
}) {
  const mine = JSON.stringify(conflict.mine, null, 2);
  return (
    <section className="content-conflict" role="alert" aria-labelledby={`${id}-title`}>
      <h2 id={id} tabIndex={-1} className="content-conflict__title">
        <span id={`${id}-title`}>
          {conflict.loaded
            ? 'The published version is loaded'
            : 'Someone else published this page meanwhile'}
        </span>
      </h2>
      {conflict.loaded ? (
        <p>
          The editor now shows the version another officer published. Your draft is below: copy what
          you need back into the fields, then publish.
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
            <button type="button" className="btn btn-primary" onClick={onLoadTheirs}>
              Reload the published version
            </button>
            <button type="button" className="btn btn-outline-danger" onClick={onKeepMine}>
              Keep my draft (publishing replaces theirs)
            </button>
          </div>
        </>
      )}
      <details className="content-conflict__mine" open={conflict.loaded}>
        <summary>Your draft, to copy</summary>
        <label className="form-label" htmlFor={`${id}-mine`}>
          Your draft as JSON
        </label>
        <textarea
          id={`${id}-mine`}
          className="form-control content-conflict__json"
          readOnly
          rows={8}
          value={mine}
        />
        <CopyButton
          text={mine}
          label="Copy my draft"
          copiedText="Draft copied"
          variant="outline-secondary"
        />
      </details>
      {conflict.loaded ? (
        <button type="button" className="btn btn-outline-secondary mt-2" onClick={onDone}>
          Done
        </button>
      ) : null}
    </section>
  );
}
