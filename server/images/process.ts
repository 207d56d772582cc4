// Turns an uploaded picture into a profile picture: first frame only, turned upright, at most
// 512 × 512, re-encoded as WebP with every bit of metadata (EXIF, GPS, camera) left behind.
import { Worker } from 'node:worker_threads';
import sharp, { type Sharp } from 'sharp';
import { limits } from '../../contract/limits.ts';
import type { ImageKind } from './detect.ts';

export class ImageRejected extends Error {
  override name = 'ImageRejected';
  readonly reason: 'unreadable' | 'too-many-pixels';
  constructor(reason: 'unreadable' | 'too-many-pixels', detail?: string) {
    super(detail ?? reason);
    this.reason = reason;
  }
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

const heicTimeoutMs = 30_000;

interface HeicResult {
  ok: boolean;
  reason?: 'unreadable' | 'too-many-pixels';
  detail?: string;
  width?: number;
  height?: number;
  data?: Uint8Array;
}

function decodeHeic(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; data: Uint8Array }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./heic-worker.ts', import.meta.url), {
      workerData: { bytes, maxPixels: limits.upload.maxInputPixels },
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new ImageRejected('unreadable', 'HEIC decoding timed out'));
    }, heicTimeoutMs);
    worker.once('message', (result: HeicResult) => {
      clearTimeout(timer);
      void worker.terminate();
      if (result.ok && result.data && result.width && result.height) {
        resolve({ width: result.width, height: result.height, data: result.data });
      } else {
        reject(new ImageRejected(result.reason ?? 'unreadable', result.detail));
      }
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(new ImageRejected('unreadable', String(error)));
    });
  });
}

/** At most this many pictures are decoded at once; others wait their turn (bounded memory). */
const concurrency = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function processProfilePicture(bytes: Uint8Array, kind: ImageKind): Promise<ProcessedImage> {
  return withSlot(async () => {
    let pipeline: Sharp;
    if (kind === 'heic') {
      const decoded = await decodeHeic(bytes);
      pipeline = sharp(decoded.data, {
        raw: { width: decoded.width, height: decoded.height, channels: 4 },
      });
    } else {
      // failOn 'warning' refuses truncated files; the pixel limit refuses decompression bombs
      // before their pixels are decoded; only the first frame of an animation is read.
      pipeline = sharp(bytes, {
        failOn: 'warning',
        limitInputPixels: limits.upload.maxInputPixels,
        pages: 1,
      }).rotate();
    }
    try {
      const { data, info } = await pipeline
        .resize(limits.upload.maxDimension, limits.upload.maxDimension, {
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, contentType: 'image/webp' as const };
    } catch (error) {
      const message = String(error);
      throw new ImageRejected(
        /pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable',
        message,
      );
    }
  });
}
