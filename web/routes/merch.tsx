// Merchandise (/merch): a static store page with items, categories and offers.
import { PageHeader } from '../components/page-header.tsx';
import { Picture } from '../components/picture.tsx';
import { MerchItemCard } from '../features/merch/components/merch-item-card.tsx';
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

export default function MerchPage() {
  const { items, categories, offers } = merchContent;
  return (
    <>
      <PageHeader title="Merchandise" eyebrow="Chapter store">
        <p className="mb-0">{merchContent.intro}</p>
      </PageHeader>

      <section className="container section" aria-labelledby="items-heading">
        <h2 id="items-heading" className="section-title text-center">
          Featured Items
        </h2>
        <ul className="row g-4 list-unstyled mb-0">
          {items.map((item, index) => (
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
          <ul className="row g-4 list-unstyled mb-0">
            {categories.map((category) => (
              <li key={category.name} className="col-6 col-lg-3">
                <div className="category-tile">
                  <Picture
                    picture={merchPicture(category.image)}
                    alt=""
                    sizes="(min-width: 992px) 300px, 50vw"
                  />
                  <div className="category-tile__text">
                    <h3 className="h5 mb-1">{category.name}</h3>
                    <p className="small mb-0">{category.text}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
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
