// One officer of the board (GET /api/board): his profile picture (or a placeholder), name, title,
// the bio he wrote shown on hover or keyboard focus, a Connect link.
import type { BoardMember } from '../../../../contract/api/officer/positions.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
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
  eager = false,
}: {
  officer: BoardMember;
  /** In the first row, above the fold: loaded at once rather than lazily. */
  eager?: boolean;
}) {
  const { broken, containerRef, onError } = useBrokenImage<HTMLDivElement>();

  return (
    <article className="officer-card" tabIndex={0} aria-label={`${officer.name}, ${officer.title}`}>
      <div className="officer-card__photo" ref={containerRef}>
        {officer.picture && !broken ? (
          // A profile picture is one WebP of at most 512 pixels a side, drawn at 200 or less.
          <img
            src={officer.picture}
            width={officer.pictureWidth ?? 512}
            height={officer.pictureHeight ?? 512}
            alt={`Portrait of ${officer.name}`}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={onError}
          />
        ) : (
          <PlaceholderPortrait />
        )}
        {officer.bio ? <p className="officer-card__bio">{officer.bio}</p> : null}
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
