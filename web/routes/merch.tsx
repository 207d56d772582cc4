// Merchandise (/merch): the store's items with a cart kept in this browser, the categories (which
// filter the items) and the offers (docs/product.md#merchandise).
import { useRef, useState } from 'react';
import { PageHeader } from '../components/page-header.tsx';
import { CartLink } from '../features/merch/components/cart-link.tsx';
import { CategoryTiles } from '../features/merch/components/category-tiles.tsx';
import { MerchItemCard } from '../features/merch/components/merch-item-card.tsx';
import { itemCount } from '../features/merch/cart.ts';
import { merchContent } from '../lib/content/merch.ts';
import { pictureLookup, type Picture as PictureData } from '../lib/images.ts';
import { pageMeta } from '../lib/meta.ts';

const merchPicture = pictureLookup(
  import.meta.glob<PictureData>('/content/images/merch/*.{svg,jpg,jpeg,png,webp,avif}', {
    query: { w: '400;800', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);

export const meta = () => pageMeta('Merchandise', merchContent.intro);

const counts = new Map(
  merchContent.categories.map((category) => [
    category.name,
    merchContent.items.filter((item) => item.categories.includes(category.name)).length,
  ]),
);

export default function MerchPage() {
  const { items, categories, offers } = merchContent;
  const [category, setCategory] = useState<string | null>(null);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const shown = category ? items.filter((item) => item.categories.includes(category)) : items;

  // The items are above the tiles: a chosen category takes the reader (and the focus) to them.
  const toItems = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    itemsHeading.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
    itemsHeading.current?.focus({ preventScroll: true });
  };
  const choose = (next: string | null) => {
    setCategory(next);
    if (next) toItems();
  };
  const showAll = () => {
    setCategory(null);
    // The button goes away with the filter; the focus must not go with it.
    itemsHeading.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader title="Merchandise" eyebrow="Chapter store">
        <p>{merchContent.intro}</p>
        <CartLink />
      </PageHeader>

      <section className="container section" aria-labelledby="items-heading">
        <h2
          id="items-heading"
          className="section-title text-center"
          ref={itemsHeading}
          tabIndex={-1}
        >
          Featured Items
        </h2>
        <div className="merch-filter" aria-live="polite">
          {category ? (
            <p className="mb-0">
              Showing {category}: {itemCount(shown.length)}.{' '}
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={showAll}>
                Show all items
              </button>
            </p>
          ) : null}
        </div>
        <ul className="row g-4 list-unstyled mb-0 justify-content-center">
          {shown.map((item, index) => (
            <li key={item.id} className="col-md-6 col-lg-4">
              <MerchItemCard
                item={item}
                picture={merchPicture(item.image)}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--paper" aria-labelledby="categories-heading">
        <div className="container">
          <h2 id="categories-heading" className="section-title text-center">
            Shop by Category
          </h2>
          <CategoryTiles
            categories={categories}
            counts={counts}
            chosen={category}
            onChoose={choose}
            picture={merchPicture}
          />
        </div>
      </section>

      <section className="container section" aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="section-title text-center">
          Special Offers
        </h2>
        <ul className="offers">
          {offers.map((offer) => (
            <li key={offer}>{offer}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
