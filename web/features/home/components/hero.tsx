// The home page's banner: the chapter's name over a picture of the house, on a panel that keeps it
// readable whatever the picture (docs/product.md#home).
import { Picture } from '../../../components/picture.tsx';
import { homeContent } from '../../../lib/content/home.ts';
import { pictureLookup, type Picture as PictureData } from '../../../lib/images.ts';

const homePicture = pictureLookup(
  import.meta.glob<PictureData>('/content/images/home/*.{svg,jpg,jpeg,png,webp,avif}', {
    query: { w: '640;960;1280;1920', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);

export function Hero() {
  const { hero } = homeContent;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <Picture
        picture={homePicture(hero.image)}
        alt=""
        sizes="100vw"
        className="hero__image"
        priority
      />
      <div className="hero__overlay">
        <div className="container">
          <div className="hero__text">
            <p className="hero__eyebrow">{hero.eyebrow}</p>
            <h1 id="hero-title" className="hero__title">
              {hero.title}
            </h1>
            <p className="hero__subtitle">{hero.subtitle}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
