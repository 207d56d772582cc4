// The full-newsletter modal (docs/product.md#newsletter): three pages, wrapping, download of a page.
import { Button, Modal } from 'react-bootstrap';
import { useState } from 'react';
import { Picture } from '../../../components/picture.tsx';
import type { Picture as PictureData } from '../../../lib/images.ts';
import { useDialogKeys } from '../../../lib/use-dialog-keys.ts';
import { wrapIndex } from '../../../lib/wrap-index.ts';

export interface NewsletterPage {
  id: number;
  title: string;
  picture: PictureData;
  /** A full-size JPEG of the page for downloading. */
  downloadUrl: string;
}

export function NewsletterViewer({
  title,
  pages,
  show,
  onClose,
}: {
  title: string;
  pages: NewsletterPage[];
  show: boolean;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  const page = pages[index]!;
  const close = () => {
    onClose();
    setIndex(0);
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
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <figure className="mb-0">
          <Picture
            key={page.id}
            picture={page.picture}
            alt={page.title}
            sizes="(min-width: 992px) 766px, 100vw"
            className="newsletter-viewer__page"
          />
          <figcaption className="text-center mt-2" aria-live="polite">
            Page {index + 1} of {pages.length}
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
        <a
          className="btn btn-primary"
          href={page.downloadUrl}
          download={`newsletter-page-${index + 1}.jpg`}
        >
          Download Current Page
        </a>
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
