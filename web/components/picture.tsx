// A responsive <picture>: AVIF and WebP sources at several widths, with width and height so nothing shifts.
import type { Picture as PictureData } from '../lib/images.ts';

export interface PictureProps {
  picture: PictureData;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  className?: string;
  /** The largest image above the fold: fetched early and never lazily. */
  priority?: boolean;
  /** Above the fold but not the largest: loaded at once, at normal priority. */
  eager?: boolean;
  onError?: () => void;
}

export function Picture({
  picture,
  alt,
  sizes,
  className,
  priority = false,
  eager = false,
  onError,
}: PictureProps) {
  return (
    <picture>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        className={className}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        {...(onError ? { onError } : {})}
      />
    </picture>
  );
}
