// "Shop by Category": a tile with items is a toggle button that shows only its items above (and
// takes the reader there); a category without items says it is coming and is not a control.
import type { MerchContent } from '../../../../contract/content.ts';
import type { Picture as PictureData } from '../../../lib/images.ts';
import { Picture } from '../../../components/picture.tsx';
import { itemCount } from '../cart.ts';

type Category = MerchContent['categories'][number];

export function CategoryTiles({
  categories,
  counts,
  chosen,
  onChoose,
  picture,
}: {
  categories: Category[];
  /** How many items each category lists. */
  counts: Map<string, number>;
  chosen: string | null;
  onChoose: (category: string | null) => void;
  picture: (image: string) => PictureData;
}) {
  return (
    <ul className="row g-4 list-unstyled mb-0">
      {categories.map((category) => {
        const count = counts.get(category.name) ?? 0;
        const body = (
          <>
            <Picture
              picture={picture(category.image)}
              alt=""
              sizes="(min-width: 992px) 300px, 50vw"
            />
            <span className="category-tile__text">
              <span className="category-tile__name h5 mb-1">{category.name}</span>
              <span className="small">{category.text}</span>
              <span className="category-tile__count small">
                {count ? itemCount(count) : 'Coming soon'}
              </span>
            </span>
          </>
        );
        return (
          <li key={category.name} className="col-6 col-lg-3">
            {count ? (
              <button
                type="button"
                className="category-tile category-tile--button"
                aria-pressed={chosen === category.name}
                onClick={() => onChoose(chosen === category.name ? null : category.name)}
              >
                {body}
              </button>
            ) : (
              <div className="category-tile category-tile--empty">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
