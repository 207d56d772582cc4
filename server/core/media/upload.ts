// Reading an uploaded file from a multipart request: a file over the size limit is a 413, and a
// body that is not well-formed multipart (no boundary, a part cut short) is bad input, a 400. And
// the setup a route that takes one picture shares: multipart in its scope, and what is refused
// before a byte of the body is read.
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limits } from '../../../contract/limits.ts';
import { HttpError } from '../../http-error.ts';
import { heicHeaderBytes } from '../../images/heic-size.ts';
import { semaphore } from '../../lib/semaphore.ts';
import { rateLimits } from '../rate-limit/rules.ts';

/**
 * Uploads read and processed at once, server-wide: the others wait before a byte of their body is
 * read (it stays in the connection), so memory is bounded whatever the number of uploaders.
 */
const uploading = semaphore(limits.upload.concurrentUploads);

/** onRequest hook of an upload route: waits for a place, held until the answer is sent. */
export async function waitForUploadPlace(
  _request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const release = await uploading.acquire();
  // 'close' comes when the answer is sent, and also when the client goes away first.
  reply.raw.once('close', release);
  if (reply.raw.destroyed) release();
}

export interface UploadMessages {
  noFile: string;
  tooLarge: string;
  malformed: string;
}

export interface UploadedFile {
  /** The file as it arrived, written to a temporary file (readable by this process only). */
  path: string;
  size: number;
  /** Its first bytes: enough to tell its type and, for HEIC, its size in pixels. */
  head: Buffer;
  declaredType: string;
  filename: string;
}

const headBytes = heicHeaderBytes;
/** Where uploads wait while they are checked and converted: one directory per server process. */
export const uploadsDir = path.join(tmpdir(), 'chapter-uploads', String(process.pid));

/** Keeps the first `headBytes` of a stream that passes through unchanged. */
function keepHead(into: Buffer[]): Transform {
  let kept = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (kept < headBytes) {
        into.push(chunk.subarray(0, headBytes - kept));
        kept += Math.min(chunk.length, headBytes - kept);
      }
      callback(null, chunk);
    },
  });
}

/** What @fastify/multipart says when a part goes over the size limit. */
const tooLargeCode = 'FST_REQ_FILE_TOO_LARGE';

/**
 * Writes a file part to a temporary file as it arrives (so a 10 MB picture costs the server its
 * first 512 kB, not 10 MB and its copies on the way to the picture worker). The caller removes
 * it with `discardUpload`; on a failure here nothing is left. A part over the size limit fails
 * with @fastify/multipart's `FST_REQ_FILE_TOO_LARGE`.
 */
export async function saveFilePart(part: MultipartFile): Promise<UploadedFile> {
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  const filePath = path.join(uploadsDir, randomUUID());
  const head: Buffer[] = [];
  try {
    await pipeline(part.file, keepHead(head), createWriteStream(filePath, { mode: 0o600 }));
    // Over the size limit, the part ends early and says so.
    if (part.file.truncated)
      throw Object.assign(new Error('file too large'), { code: tooLargeCode });
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
  return {
    path: filePath,
    size: part.file.bytesRead,
    head: Buffer.concat(head),
    declaredType: part.mimetype,
    filename: part.filename,
  };
}

export const discardUpload = (file: UploadedFile) => rm(file.path, { force: true });

/**
 * The one file sent under `field`, saved as it arrives (`saveFilePart`), handed to `handle`, and
 * removed afterwards whatever happens. Everything else about the body is refused with a message.
 */
export async function withOneFile<T>(
  request: FastifyRequest,
  field: string,
  messages: UploadMessages,
  handle: (file: UploadedFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(400, 'validation_failed', messages.noFile);
  let file: UploadedFile;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field)
      throw new HttpError(400, 'validation_failed', messages.noFile);
    file = await saveFilePart(part);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === tooLargeCode)
      throw new HttpError(413, 'payload_too_large', messages.tooLarge);
    // Busboy's and @fastify/multipart's own errors: the body is not the multipart it claims to be.
    throw new HttpError(400, 'bad_request', messages.malformed);
  }
  try {
    return await handle(file);
  } finally {
    await discardUpload(file);
  }
}

/** Multipart framing around a 10 MB file is a few hundred bytes; more than this is refused unread. */
const uploadBodyMaxBytes = limits.upload.maxBytes + 64 * 1024;

/**
 * Makes `scope` (a plugin of its own: only its routes read multipart bodies) read one file of at
 * most `limits.upload.maxBytes`, with a few small fields at most.
 */
export async function acceptOneFile(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: limits.upload.maxBytes,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 10,
      headerPairs: 100,
    },
  });
}

/**
 * The onRequest hooks of a signed-in upload route, before a byte of its body is read: the uploads
 * per account (429), a declared size over the limit (413 with `tooLarge`), then a place among the
 * server's uploads at once.
 */
export const uploadGuards = (app: FastifyInstance, tooLarge: string) => [
  async (request: FastifyRequest) =>
    app.enforceRateLimit(request, rateLimits.uploads.perAccount, request.session!.userId),
  async (request: FastifyRequest) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > uploadBodyMaxBytes) throw new HttpError(413, 'payload_too_large', tooLarge);
  },
  waitForUploadPlace,
];
