// Pictures of the philanthropy page, built from content/images/philanthropy.
import { pictureLookup, type Picture } from '../../lib/images.ts';

export const philanthropyPicture = pictureLookup(
  import.meta.glob<Picture>('/content/images/philanthropy/*.{svg,jpg,jpeg,png,webp,avif}', {
    query: { w: '400;800;1200', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);
