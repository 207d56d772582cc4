// One officer: photo (or a placeholder), name, title, a bio shown on hover or keyboard focus, Connect link.
import type { Officer } from '../../../../contract/content.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
import { Picture } from '../../../components/picture.tsx';
import type { Picture as PictureData } from '../../../lib/images.ts';
import { useBrokenImage } from '../../../lib/use-broken-image.ts';

function PlaceholderPortrait() {
  return (
    <svg
      className="officer-card__placeholder"
      viewBox="0 0 120 120"
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an inline SVG needs role="img" to be one image
      role="img"
      aria-label="No photo"
    >
      <rect width="120" height="120" fill="#dfe4ec" />
      <circle cx="60" cy="46" r="22" fill="#9aa6b8" />
      <path d="M20 120c4-26 20-38 40-38s36 12 40 38z" fill="#9aa6b8" />
    </svg>
  );
}

export function OfficerCard({
  officer,
  picture,
}: {
  officer: Officer;
  picture: PictureData | undefined;
}) {
  const { broken, containerRef, onError } = useBrokenImage<HTMLDivElement>();

  return (
    <article className="officer-card" tabIndex={0} aria-label={`${officer.name}, ${officer.title}`}>
      <div className="officer-card__photo" ref={containerRef}>
        {picture && !broken ? (
          <Picture
            picture={picture}
            alt={`Photo of ${officer.name}`}
            sizes="(min-width: 992px) 200px, (min-width: 576px) 33vw, 50vw"
            onError={onError}
          />
        ) : (
          <PlaceholderPortrait />
        )}
        <p className="officer-card__bio">{officer.bio}</p>
      </div>
      <div className="officer-card__body">
        <h3 className="officer-card__name">{officer.name}</h3>
        <p className="officer-card__title">{officer.title}</p>
        {officer.linkedin ? (
          <ExternalLink className="officer-card__connect" href={officer.linkedin}>
            Connect<span className="visually-hidden"> with {officer.name} on LinkedIn</span>
          </ExternalLink>
        ) : null}
      </div>
    </article>
  );
}
