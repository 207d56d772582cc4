// The full-newsletter modal (docs/product.md#newsletter): the latest issue's pages, wrapping,
// download of a page, and the earlier issues to choose from (asked for when the viewer first opens).
import { Button, Modal } from 'react-bootstrap';
import { useState } from 'react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { Picture } from '../../../components/picture.tsx';
import { useDialogKeys } from '../../../lib/use-dialog-keys.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { wrapIndex } from '../../../lib/wrap-index.ts';
import { listNewsletterIssues } from '../api.ts';
import { issueChoices, type ViewerIssue } from '../issues.ts';

export function NewsletterViewer({
  latest,
  show,
  onClose,
}: {
  /** The issue the card shows: the one the viewer opens at. */
  latest: ViewerIssue;
  show: boolean;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<ViewerIssue | null>(null);
  // Mounted when first opened: the list is asked for then, once per visit.
  const listed = useLoad(listNewsletterIssues);
  const issue = chosen ?? latest;
  const pages = issue.pages;
  const page = pages[index] ?? pages[0]!;
  const choices = listed.data ? issueChoices(latest, listed.data) : [];
  const close = () => {
    onClose();
    setIndex(0);
    setChosen(null);
  };
  const step = (delta: number) => setIndex((current) => wrapIndex(current + delta, pages.length));
  useDialogKeys(show, 'newsletter-viewer', {
    ArrowLeft: () => step(-1),
    ArrowRight: () => step(1),
  });

  return (
    <Modal
      show={show}
      onHide={close}
      size="lg"
      fullscreen="sm-down"
      centered
      aria-labelledby="newsletter-viewer-title"
      className="newsletter-viewer"
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" id="newsletter-viewer-title">
          {issue.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <LoadFailure what="The earlier issues" load={listed} className="mb-3" />
        {choices.length > 1 ? (
          <div className="newsletter-viewer__issues mb-3">
            <label htmlFor="newsletter-viewer-issue" className="form-label">
              Issue
            </label>
            <select
              id="newsletter-viewer-issue"
              className="form-select"
              value={issue.id}
              onChange={(event) => {
                const next = choices.find((item) => item.id === event.target.value);
                if (!next) return;
                setChosen(next.issue);
                setIndex(0);
              }}
            >
              {choices.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <figure className="mb-0">
          <Picture
            key={`${issue.id}/${page.id}`}
            picture={page.picture}
            alt={page.title}
            sizes="(min-width: 992px) 766px, 100vw"
            className="newsletter-viewer__page"
          />
          <figcaption className="text-center mt-2" aria-live="polite">
            Page {pages.indexOf(page) + 1} of {pages.length}
          </figcaption>
        </figure>
      </Modal.Body>
      <Modal.Footer className="newsletter-viewer__controls">
        <Button variant="outline-primary" onClick={() => step(-1)}>
          ‹ Previous
        </Button>
        <Button variant="outline-primary" onClick={() => step(1)}>
          Next ›
        </Button>
        <a className="btn btn-primary" href={page.downloadUrl} download={page.downloadName}>
          Download Current Page
        </a>
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
