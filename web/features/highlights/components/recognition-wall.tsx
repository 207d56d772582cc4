// Brothers recognised this year, each with a badge coloured by category.
import type { BadgeVariant, HighlightsContent } from '../../../../contract/content.ts';
import { Picture } from '../../../components/picture.tsx';
import { highlightPicture } from '../images.ts';

type Recognition = HighlightsContent['recognition'];

/** The badge colour of a category; categories the content forgot to colour fall back to grey. */
export function badgeVariantFor(
  category: string,
  categories: Record<string, BadgeVariant>,
): BadgeVariant {
  return categories[category] ?? 'secondary';
}

export function RecognitionWall({ recognition }: { recognition: Recognition }) {
  return (
    <ul className="row g-4 list-unstyled mb-0">
      {recognition.items.map((item) => {
        const variant = badgeVariantFor(item.category, recognition.categories);
        return (
          <li key={item.id} className="col-md-6">
            <article className="honoree h-100">
              <Picture
                picture={highlightPicture(item.image)}
                alt={`Portrait of ${item.name}`}
                sizes="120px"
                className="honoree__image"
              />
              <div>
                <span
                  className={`badge mb-2 bg-${variant}${variant === 'warning' || variant === 'info' ? ' text-dark' : ''}`}
                >
                  {item.category}
                </span>
                <h3 className="h4 mb-1">{item.name}</h3>
                <p className="honoree__accomplishment">
                  {item.accomplishment} · {item.year}
                </p>
                <p className="mb-0">{item.description}</p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
