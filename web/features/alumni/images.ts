// Pictures of the alumni page, built from content/images/alumni.
import { pictureLookup, type Picture } from '../../lib/images.ts';

export const alumniPicture = pictureLookup(
  import.meta.glob<Picture>('/content/images/alumni/*.{svg,jpg,jpeg,png,webp,avif}', {
    query: { w: '200;400', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);
