// Pictures of the active members page, built from content/images/members.
import { pictureLookup, type Picture } from '../../lib/images.ts';

export const membersPagePicture = pictureLookup(
  import.meta.glob<Picture>('/content/images/members/*.{svg,jpg,jpeg,png,webp,avif}', {
    query: { w: '400;800;1200', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);
