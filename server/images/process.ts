// Turns pictures into stored ones in a child process (./picture-worker.ts): the server never
// decodes a picture itself, so its memory stays flat whatever is uploaded. At most two workers run
// at once, and a HEIC worker runs alone (decision 010: the server and its workers stay under
// 512 MB under any upload load).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { limits } from '../../contract/limits.ts';
import { childEnv } from '../lib/node-flags.ts';
import { semaphore } from '../lib/semaphore.ts';
import type { ImageKind } from './detect.ts';
import { heicPixelCount } from './heic-size.ts';
import type { PictureJob, PictureResult, PictureSize } from './picture-jobs.ts';

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

const workerTimeoutMs = 30_000;
const workerFile = fileURLToPath(new URL('./picture-worker.ts', import.meta.url));

/** Runs the jobs in one worker process; every job gets a result, or the whole call fails. */
function runWorker(jobs: PictureJob[], timeoutMs = workerTimeoutMs): Promise<PictureResult[]> {
  return new Promise((resolve, reject) => {
    const child = fork(workerFile, {
      env: childEnv(),
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
      finish(() => reject(new ImageRejected('unreadable', 'the picture worker timed out')));
    }, timeoutMs);
    child.once('message', (results: PictureResult[]) => finish(() => resolve(results)));
    child.once('error', (error) =>
      finish(() => reject(new ImageRejected('unreadable', String(error)))),
    );
    child.once('exit', (code, signal) =>
      finish(() =>
        reject(new ImageRejected('unreadable', `the picture worker stopped (${signal ?? code})`)),
      ),
    );
    child.send(jobs);
  });
}

function toProcessed(result: PictureResult): ProcessedImage {
  if (!result.ok) throw new ImageRejected(result.reason, result.detail);
  return {
    data: Buffer.from(result.data),
    width: result.width,
    height: result.height,
    contentType: 'image/webp',
  };
}

const workers = semaphore(2);
const heicWorkers = semaphore(1);

/**
 * Runs `job` with both worker places: nothing else is decoded beside it. A HEIC decode takes
 * ~270 MB; a picture for the pages is larger than a profile picture (2400 px, then eight AVIF and
 * WebP encodes): one such worker takes ~200 MB, two beside the server would pass the 512 MB budget
 * (decision 010).
 */
const alone = <T>(job: () => Promise<T>) =>
  heicWorkers.run(() => workers.run(() => workers.run(job)));

/**
 * An uploaded picture, as the server holds it: the file it was written to as it arrived, and its
 * first bytes (enough for its type and a HEIC's size). The server never holds the whole picture.
 */
export interface ReceivedPicture {
  path: string;
  head: Uint8Array;
}

/** The job of an uploaded picture of `kind`, with the pixel limit of its kind. */
function uploadJob(
  path: string,
  kind: ImageKind,
  size: Pick<PictureJob, 'maxDimension' | 'previewDimension'>,
): PictureJob {
  return {
    path,
    heic: kind === 'heic',
    maxPixels: kind === 'heic' ? limits.upload.maxHeicPixels : limits.upload.maxInputPixels,
    ...size,
  };
}

/** A HEIC is refused from its header, before anything is decoded or a process started. */
function refuseHeicTooLarge(head: Uint8Array, kind: ImageKind): void {
  const pixels = kind === 'heic' ? heicPixelCount(head) : undefined;
  if (pixels !== undefined && pixels > limits.upload.maxHeicPixels)
    throw new ImageRejected('too-many-pixels', `${pixels} pixels`);
}

/** One upload's job in a worker: a HEIC alone (its decode takes ~270 MB), others in one place. */
function runUpload<T>(job: PictureJob, result: (picture: PictureResult) => T): Promise<T> {
  const run = async () => result((await runWorker([job]))[0]!);
  return job.heic ? alone(run) : workers.run(run);
}

export async function processProfilePicture(
  { path, head }: ReceivedPicture,
  kind: ImageKind,
): Promise<ProcessedImage> {
  refuseHeicTooLarge(head, kind);
  return runUpload(
    uploadJob(path, kind, { maxDimension: limits.upload.maxDimension }),
    toProcessed,
  );
}

export interface ProcessedPage {
  full: ProcessedImage;
  preview: ProcessedImage;
}

function toProcessedPage(result: PictureResult): ProcessedPage {
  const full = toProcessed(result);
  const preview = (result as { preview?: { width: number; height: number; data: Uint8Array } })
    .preview!;
  return {
    full,
    preview: {
      data: Buffer.from(preview.data),
      width: preview.width,
      height: preview.height,
      contentType: 'image/webp',
    },
  };
}

/**
 * A page of a newsletter issue: the same checks and processing as a profile picture (a worker
 * process, its pixel limits, metadata left behind), at the page's size, with a preview.
 */
export async function processNewsletterPage(
  { path, head }: ReceivedPicture,
  kind: ImageKind,
): Promise<ProcessedPage> {
  refuseHeicTooLarge(head, kind);
  return runUpload(
    uploadJob(path, kind, {
      maxDimension: limits.newsletter.issuePageMaxDimension,
      previewDimension: limits.newsletter.issuePreviewMaxDimension,
    }),
    toProcessedPage,
  );
}

/** Newsletter pages from files the chapter ships (content/images/newsletter), in one worker. */
export async function processPageFiles(paths: string[]): Promise<ProcessedPage[]> {
  const jobs = paths.map((path) => ({
    path,
    heic: false,
    maxPixels: limits.upload.maxInputPixels,
    maxDimension: limits.newsletter.issuePageMaxDimension,
    previewDimension: limits.newsletter.issuePreviewMaxDimension,
  }));
  const results = await workers.run(() => runWorker(jobs, workerTimeoutMs + jobs.length * 4000));
  return results.map(toProcessedPage);
}

/** Pictures from files the chapter ships (the demo's), all in one worker. */
export async function processPictureFiles(paths: string[]): Promise<ProcessedImage[]> {
  const jobs = paths.map((path) => ({
    path,
    heic: false,
    maxPixels: limits.upload.maxInputPixels,
    maxDimension: limits.upload.maxDimension,
  }));
  const results = await workers.run(() => runWorker(jobs, workerTimeoutMs + jobs.length * 2000));
  return results.map(toProcessed);
}

/**
 * A picture uploaded for the pages (decision 018): the same checks and processing as a profile
 * picture (a worker process, its pixel limits, metadata left behind), kept at up to
 * `content.pictureMaxDimension` a side, one at a time. Its sizes come from `pictureSizes`.
 */
export async function processContentPicture(
  { path, head }: ReceivedPicture,
  kind: ImageKind,
): Promise<ProcessedImage> {
  refuseHeicTooLarge(head, kind);
  const job = uploadJob(path, kind, { maxDimension: limits.content.pictureMaxDimension });
  return alone(async () => toProcessed((await runWorker([job]))[0]!));
}

/**
 * The responsive sizes of a stored picture (a file `processContentPicture` made, or one a
 * content folder brings), in a worker process of its own, alone: a fresh one, so a HEIC decode's
 * memory is gone before the AVIF encoders start.
 */
export async function pictureSizes(
  path: string,
): Promise<{ width: number; height: number; sizes: PictureSize[] }> {
  const job: PictureJob = {
    path,
    heic: false,
    maxPixels: limits.content.pictureMaxDimension ** 2,
    maxDimension: limits.content.pictureMaxDimension,
    sizes: true,
  };
  const [result] = await alone(() => runWorker([job], 2 * workerTimeoutMs));
  if (!result?.ok || !result.sizes)
    throw new ImageRejected(
      result?.ok === false ? result.reason : 'unreadable',
      result?.ok === false ? result.detail : undefined,
    );
  return { width: result.width, height: result.height, sizes: result.sizes };
}
