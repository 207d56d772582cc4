// Responsive pictures made at build time from content/images (AVIF and WebP at several widths).

export interface Picture {
  /** Format (`avif`, `webp`) → srcset. */
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/**
 * Looks up a content image path (e.g. `highlights/retreat-1.svg`) in a folder's glob result.
 * Each feature globs its own folder, so a page's bundle carries only its own images.
 */
export function pictureLookup(modules: Record<string, Picture>): (ref: string) => Picture {
  return (ref) => {
    const picture = modules[`/content/images/${ref}`];
    if (!picture) throw new Error(`content/images/${ref} was not found by this page's image glob`);
    return picture;
  };
}
