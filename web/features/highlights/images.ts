// Pictures of the highlights page, built from content/images/highlights.
import { pictureLookup, type Picture } from '../../lib/images.ts';

export const highlightPicture = pictureLookup(
  import.meta.glob<Picture>('/content/images/highlights/*.{svg,jpg,jpeg,png,webp,avif}', {
    query: { w: '400;800;1200', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);
