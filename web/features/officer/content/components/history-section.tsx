// A content document's history (docs/api.md#live-content): every version, newest first, with when,
// who, and which version a restore published again; Restore (asked first) publishes an earlier one
// again as a new version, and the editor then shows it.
import { useState } from 'react';
import type { ContentVersion } from '../../../../../contract/api/content.ts';
import type { ContentFile } from '../../../../../contract/content.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { failureText } from '../../../../components/form-kit/validation.ts';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { useTimedMessage } from '../../../../lib/use-timed-message.ts';
import { loadVersions, restoreVersion } from '../api.ts';
import { authorName } from '../editor-state.ts';

export function HistorySection({
  name,
  currentEtag,
  dirty,
  onRestored,
}: {
  name: ContentFile;
  /** The ETag of the version the editor started from (`"<version id>"`). */
  currentEtag: string;
  dirty: boolean;
  onRestored: (message: string) => void;
}) {
  // Asked again after each publish or restore (`invalidate('officer/content/history')`).
  const load = useLoad((signal) => loadVersions(name, signal), {
    key: 'officer/content/history',
    deps: [name],
  });
  const [restoring, setRestoring] = useState<ContentVersion | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, showResult] = useTimedMessage();
  const versions = load.data?.versions ?? [];
  const numberOf = new Map(versions.map((version) => [version.id, version.number]));
  const publishedId = versions[0]?.id;

  const restore = async () => {
    if (!restoring) return;
    setBusy(true);
    try {
      const saved = await restoreVersion(name, restoring.id);
      setRestoring(null);
      onRestored(
        `Version ${restoring.number} is published again, as version ${saved.version.number}.`,
      );
    } catch (error) {
      setRestoring(null);
      showResult({ kind: 'danger', text: failureText(error, 'Nothing was restored') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="console-section" aria-labelledby="content-history-heading">
      <h2 id="content-history-heading" className="console-section__title">
        History
      </h2>
      <ConsoleLoadFailure what="The history" load={load} />
      <FormResult result={result} className="mb-3" />
      {load.state.status === 'loading' ? <output className="d-block">Loading...</output> : null}
      {versions.length > 0 ? (
        <ol className="content-history" aria-label="Versions, newest first">
          {versions.map((version) => {
            const restoredFrom = version.restoredFrom ? numberOf.get(version.restoredFrom) : null;
            const isPublished = version.id === publishedId;
            return (
              <li key={version.id} className="content-history__item">
                <div className="content-history__facts">
                  <span className="content-history__number">Version {version.number}</span>
                  {isPublished ? (
                    <span className="status-badge status-badge--active">Published</span>
                  ) : null}
                  <span className="content-history__meta">
                    {formatDateTime(version.at)} ·{' '}
                    <span title={version.author}>{authorName(version.author)}</span>
                    {version.restoredFrom
                      ? ` · a restore of version ${restoredFrom ?? 'an older one'}`
                      : ''}
                  </span>
                </div>
                {isPublished && currentEtag === `"${version.id}"` ? null : (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => setRestoring(version)}
                  >
                    Restore<span className="visually-hidden"> version {version.number}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      <ConfirmDialog
        show={restoring !== null}
        title={restoring ? `Restore version ${restoring.number}?` : 'Restore?'}
        confirmLabel={restoring ? `Restore version ${restoring.number}` : 'Restore'}
        busyLabel="Restoring..."
        busy={busy}
        onConfirm={() => void restore()}
        onCancel={() => setRestoring(null)}
      >
        <p className="mb-0">
          The page shows version {restoring?.number} again at once, published as a new version; the
          versions after it stay in the history.
          {dirty ? ' Your unpublished changes on this page are thrown away.' : ''}
        </p>
      </ConfirmDialog>
    </section>
  );
}
