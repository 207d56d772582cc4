// Turns an uploaded picture into a profile picture: first frame only, turned upright, at most
// 512 × 512, re-encoded as WebP with every bit of metadata (EXIF, GPS, camera) left behind.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

/** HEIC/HEIF: converted in a child process of its own (see heic-converter.ts). */
function convertHeic(bytes: Uint8Array): Promise<ProcessedImage> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./heic-converter.ts', import.meta.url)), {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(() => reject(new ImageRejected('unreadable', 'HEIC conversion timed out')));
    }, heicTimeoutMs);
    child.once('message', (result: HeicResult) =>
      finish(() => {
        if (result.ok && result.data && result.width && result.height) {
          resolve({
            data: Buffer.from(result.data),
            width: result.width,
            height: result.height,
            contentType: 'image/webp',
          });
        } else {
          reject(new ImageRejected(result.reason ?? 'unreadable', result.detail));
        }
      }),
    );
    child.once('error', (error) =>
      finish(() => reject(new ImageRejected('unreadable', String(error)))),
    );
    child.once('exit', (code, signal) =>
      finish(() =>
        reject(new ImageRejected('unreadable', `the converter stopped (${signal ?? code})`)),
      ),
    );
    child.send({
      bytes,
      maxPixels: limits.upload.maxInputPixels,
      maxDimension: limits.upload.maxDimension,
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
    if (kind === 'heic') return convertHeic(bytes);
    // Loaded on first use: the server starts faster and smaller without libvips until a picture comes.
    const { default: sharp } = await import('sharp');
    // failOn 'warning' refuses truncated files; the pixel limit refuses decompression bombs before
    // their pixels are decoded; only the first frame of an animation is read.
    const pipeline = sharp(bytes, {
      failOn: 'warning',
      limitInputPixels: limits.upload.maxInputPixels,
      pages: 1,
    }).rotate();
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
