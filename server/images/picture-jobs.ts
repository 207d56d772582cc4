// What the server asks of the picture worker (./picture-worker.ts), and what it answers.

export interface PictureJob {
  /** The picture's file: an upload as received, or one of the demo chapter's pictures. */
  path: string;
  /** Decoded with libheif (HEVC) rather than libvips. */
  heic: boolean;
  maxPixels: number;
  maxDimension: number;
  /** Also a smaller copy, at most this on each side (a newsletter page's preview). */
  previewDimension?: number;
  /**
   * Instead of the stored picture, its responsive sizes (AVIF and WebP at `widthsFor(width)`):
   * `path` is then a stored picture (decision 018), already upright and bounded.
   */
  sizes?: true;
}

/** One responsive size of a picture uploaded for the pages. */
export interface PictureSize {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  data: Uint8Array;
}

export type PictureResult =
  | {
      ok: true;
      width: number;
      height: number;
      data: Uint8Array;
      preview?: { width: number; height: number; data: Uint8Array };
      sizes?: PictureSize[];
    }
  | { ok: false; reason: 'unreadable' | 'too-many-pixels'; detail?: string };
