// Responsive pictures made at build time from content/images (AVIF and WebP at several widths),
// and pictures uploaded in the console, whose reference names their sizes (decision 018).
import { uploadedPicture } from '../../contract/content-pictures.ts';

export interface Picture {
  /** Format (`avif`, `webp`) → srcset. */
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/**
 * Looks up a content image path (e.g. `highlights/retreat-1.svg`) in a folder's glob result.
 * Each feature globs its own folder, so a page's bundle carries only its own images. An uploaded
 * picture (`uploads/<id>-<w>x<h>.webp`) is answered from its reference alone.
 */
export function pictureLookup(modules: Record<string, Picture>): (ref: string) => Picture {
  return (ref) => {
    const picture = uploadedPicture(ref) ?? modules[`/content/images/${ref}`];
    // Short: every public page carries it (a build whose glob misses a picture fails to prerender).
    if (!picture) throw new Error(`no picture ${ref}`);
    return picture;
  };
}
