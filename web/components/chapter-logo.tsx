// The chapter's logo (content/images/shared), used by the navigation bar and as a picture fallback.
import { chapter } from '../lib/content/chapter.ts';
import { pictureLookup, type Picture as PictureData } from '../lib/images.ts';
import { Picture } from './picture.tsx';

const sharedPicture = pictureLookup(
  import.meta.glob<PictureData>('/content/images/shared/*.{svg,jpg,jpeg,png,webp,avif}', {
    query: { w: '48;96;192', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);

/** The logo as published (read on each use: an officer may publish another). */
export const logoPicture = (): PictureData => sharedPicture(chapter.logo);

export function ChapterLogo({ className, sizes = '40px' }: { className?: string; sizes?: string }) {
  return (
    <Picture
      picture={logoPicture()}
      alt=""
      sizes={sizes}
      eager
      {...(className ? { className } : {})}
    />
  );
}
