// Bodies compressed once and sent many times: the bytes with their brotli and gzip copies and ETags,
// and what a request needs to choose among them (its Accept-Encoding, its If-None-Match).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** One representation of a body: the bytes on the wire and their strong ETag. */
export interface Representation {
  bytes: Buffer;
  etag: string;
}

export interface EncodedBody {
  identity: Representation;
  br: Representation;
  gzip: Representation;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A strong ETag of the bytes as sent. Each encoding gets its own: a strong validator promises
 * the same bytes, and brotli and gzip copies of one page are different bytes.
 */
const etagOf = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/**
 * Compresses `body` once, at the highest levels: this runs when a body is made (at start-up, or
 * when content changes), on libuv's thread pool, never per request.
 */
export async function encodeBody(body: string | Buffer): Promise<EncodedBody> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    identity: { bytes: identity, etag: etagOf(identity) },
    br: { bytes: br, etag: etagOf(br) },
    gzip: { bytes: gzipped, etag: etagOf(gzipped) },
  };
}

const encodingFor = new Map<string, Encoding | undefined>();

/** The best encoding the client accepts among ours (q=0 means "not this one"). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  // Browsers send one of a handful of values: remember the answers (a few hundred at most).
  const key = acceptEncoding ?? '';
  if (encodingFor.has(key)) return encodingFor.get(key);
  const encoding = parseEncoding(key);
  if (encodingFor.size < 256 && key.length < 200) encodingFor.set(key, encoding);
  return encoding;
}

function parseEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const value = part.trim().toLowerCase();
    const name = value.split(';')[0]!.trim();
    (/;\s*q=0(\.0*)?$/.test(value) ? refused : accepted).add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip';
  // As @fastify/compress reads it for the answers it compresses: `*` (any encoding) gets gzip,
  // which every client that sends it understands.
  if (accepted.has('*') && !refused.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * True when `If-None-Match` names `etag` (or is `*`): the client's copy is current. The comparison
 * is weak (RFC 9110 §13.1.2), so a `W/` prefix a proxy added does not defeat it.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const tag of ifNoneMatch.split(',')) {
    const trimmed = tag.trim();
    if ((trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag) return true;
  }
  return false;
}
