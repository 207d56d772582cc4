// Pictures uploaded in the console for the public pages (decision 018). Their reference says all a
// page needs, `uploads/<id>-<width>x<height>.webp` (the id is the first 24 hex digits of the
// SHA-256 of the stored picture), so the responsive sizes' URLs and the picture's width and height
// come from the reference alone, without a manifest. Small: the public pages' bundle carries it.

/** The widths made of every uploaded picture, in AVIF and WebP; none wider than the picture. */
export const uploadedWidths = [480, 800, 1200, 1600];

/** Where the sizes are served (`<id>-<width>.<avif|webp>`). */
export const uploadedPicturesPath = '/media/content/';

const uploadedRefPattern = /^uploads\/([0-9a-f]{24})-([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

export interface UploadedRef {
  id: string;
  width: number;
  height: number;
}

/** The id and size a reference names, or undefined when it is not an uploaded picture's. */
export function parseUploadedRef(ref: string): UploadedRef | undefined {
  const match = uploadedRefPattern.exec(ref);
  if (match) return { id: match[1]!, width: +match[2]!, height: +match[3]! };
}

export const uploadedRef = ({ id, width, height }: UploadedRef) =>
  `uploads/${id}-${width}x${height}.webp`;

/** The widths of a picture `width` pixels wide: the standard ones below it, then its own (≤ 1600). */
export const widthsFor = (width: number) => {
  const top = Math.min(width, 1600);
  return uploadedWidths.filter((w) => w < top).concat(top);
};

/** The height of the size `w` wide of a `width` × `height` picture. */
export const heightAt = (width: number, height: number, w: number) =>
  Math.max(1, Math.round((height * w) / width));

/**
 * The `<picture>` of an uploaded reference: AVIF and WebP srcsets at `widthsFor(width)`, the
 * largest WebP as `<img>` with the picture's width and height. Written small, on its own (every
 * public page's JavaScript carries it); the tests check it against the functions above.
 */
export function uploadedPicture(ref: string) {
  const match = /^uploads\/([0-9a-f]{24})-(\d+)x(\d+)\.webp$/.exec(ref);
  if (!match) return;
  const top = Math.min(+match[2]!, 1600);
  const url = (w: number, format: string) => `/media/content/${match[1]}-${w}.${format}`;
  const srcset = (format: string) =>
    [480, 800, 1200]
      .filter((w) => w < top)
      .concat(top)
      .map((w) => `${url(w, format)} ${w}w`)
      .join(', ');
  return {
    sources: { avif: srcset('avif'), webp: srcset('webp') },
    img: { src: url(top, 'webp'), w: +match[2]!, h: +match[3]! },
  };
}
