// The email as the server builds it, in a sandboxed frame (nothing in it runs), with its subject and
// plain-text part; said stale, with "Preview again", once the text changed after it.
import { Button } from 'react-bootstrap';
import type { PreviewResponse } from '../../../../../contract/api/officer/mail.ts';

export function ComposePreview({
  preview,
  stale,
  busy,
  onPreviewAgain,
}: {
  preview: PreviewResponse;
  stale: boolean;
  /** A request is on its way: "Preview again" waits. */
  busy: boolean;
  onPreviewAgain: () => void;
}) {
  return (
    <section className="console-section" aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="console-section__title">
        Preview
      </h2>
      {stale ? (
        <p className="console-notice">
          <span>The text changed after this preview.</span>
          <Button variant="outline-primary" size="sm" disabled={busy} onClick={onPreviewAgain}>
            Preview again
          </Button>
        </p>
      ) : null}
      <p className="email-preview__subject">
        <span className="text-body-secondary">Subject:</span> {preview.subject}
      </p>
      <iframe
        className="email-preview"
        title={`Preview of the email "${preview.subject}"`}
        sandbox=""
        srcDoc={preview.html}
      />
      <details className="email-preview__text">
        <summary>The plain-text part</summary>
        <pre>{preview.text}</pre>
      </details>
    </section>
  );
}
