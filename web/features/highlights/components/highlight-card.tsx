// One highlighted event: picture, date, description and the button that opens its gallery. Plain
// elements with Bootstrap's classes, not react-bootstrap's components: the page's JS budget.
import type { HighlightsContent } from '../../../../contract/content.ts';
import { Picture } from '../../../components/picture.tsx';
import type { Picture as PictureData } from '../../../lib/images.ts';

type HighlightEvent = HighlightsContent['events'][number];

export function HighlightCard({
  event,
  picture,
  onOpenGallery,
  onWantGallery,
}: {
  event: HighlightEvent;
  picture: PictureData;
  onOpenGallery: () => void;
  /** The pointer or focus reached the button: a good moment to start loading the gallery. */
  onWantGallery?: () => void;
}) {
  const count = event.gallery.length;
  return (
    <div className="card h-100 highlight-card">
      <Picture
        picture={picture}
        alt=""
        sizes="(min-width: 1200px) 540px, (min-width: 768px) 50vw, 100vw"
        className="card-img-top"
      />
      <div className="card-body d-flex flex-column">
        <p className="eyebrow mb-1">{event.date}</p>
        <h3 className="h4">{event.title}</h3>
        <p>{event.description}</p>
        <div className="mt-auto d-flex align-items-center gap-3">
          <button
            type="button"
            className="btn btn-primary"
            onClick={onOpenGallery}
            onPointerEnter={onWantGallery}
            onFocus={onWantGallery}
            disabled={count === 0}
            aria-label={`View Gallery: ${event.title}`}
          >
            View Gallery
          </button>
          <span className="text-body-secondary small">
            {count === 0 ? 'No photos yet' : `${count} photo${count === 1 ? '' : 's'}`}
          </span>
        </div>
      </div>
    </div>
  );
}
