// A photo gallery in a modal (docs/product.md#highlights): opens at photo 1, wraps, shows "n / total".
import { Button, Modal } from 'react-bootstrap';
import { Picture } from '../../../components/picture.tsx';
import { useDialogKeys } from '../../../lib/use-dialog-keys.ts';
import { wrapIndex } from '../../../lib/wrap-index.ts';
import { highlightPicture } from '../images.ts';

export interface OpenGallery {
  title: string;
  images: string[];
  index: number;
}

export function GalleryModal({
  gallery,
  onChange,
  onClose,
}: {
  gallery: OpenGallery | null;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const total = gallery?.images.length ?? 0;
  const step = (delta: number) => gallery && onChange(wrapIndex(gallery.index + delta, total));
  const image = gallery?.images[gallery.index];
  useDialogKeys(gallery !== null, 'gallery-modal', {
    ArrowLeft: () => step(-1),
    ArrowRight: () => step(1),
  });

  return (
    <Modal
      show={gallery !== null}
      onHide={onClose}
      size="xl"
      centered
      fullscreen="md-down"
      aria-labelledby="gallery-title"
      className="gallery-modal"
    >
      <Modal.Header closeButton closeLabel="Close gallery">
        <Modal.Title as="h2" id="gallery-title">
          {gallery?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {gallery && image ? (
          <figure className="gallery-modal__figure">
            <Picture
              key={image}
              picture={highlightPicture(image)}
              alt={`${gallery.title}, photo ${gallery.index + 1} of ${total}`}
              sizes="(min-width: 1200px) 1100px, 100vw"
              className="gallery-modal__image"
            />
            <figcaption className="gallery-modal__counter" aria-live="polite">
              {gallery.index + 1} / {total}
            </figcaption>
          </figure>
        ) : null}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Button variant="outline-primary" onClick={() => step(-1)} aria-label="Previous photo">
          ‹ Previous
        </Button>
        <Button variant="outline-primary" onClick={() => step(1)} aria-label="Next photo">
          Next ›
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
