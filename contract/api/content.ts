// The officer console's live-content calls (docs/api.md#live-content): read, save, history and
// restore of a content document. A document's own shape is its schema in contract/content.ts.
import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';

export const documentParams = z.object({ document: z.string().max(40) });
export const versionParams = documentParams.extend({ versionId: z.string().max(40) });

/** The whole document, the same JSON as `content/<document>.json`. */
export const contentDocument = z.record(z.string(), z.unknown());

export const contentVersion = z.object({
  id: z.string(),
  /** 1, 2, 3…: the order of saves of this document. */
  number: z.number().int(),
  at: z.string(),
  /** "Name <email>" of the officer, or "seed from content/". */
  author: z.string(),
  /** The version this one published again, when it was a restore. */
  restoredFrom: z.string().nullable(),
});

export const versionsResponse = z.object({ versions: z.array(contentVersion) });

export const savedResponse = z.object({
  message: z.string(),
  version: contentVersion.pick({ id: true, number: true, at: true, author: true }),
  etag: z.string(),
});

/** 400: every problem of the document, by field path (`officers.2.linkedin`). */
export const invalidDocumentError = apiErrorSchema.extend({
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});

/** 412: the document as it is now published, so the editor can show what changed. */
export const staleDocumentError = apiErrorSchema.extend({
  etag: z.string(),
  current: contentDocument,
});

/** One responsive size of an uploaded picture, served for a year (`immutable`). */
export const uploadedPictureSize = z.object({
  format: z.enum(['avif', 'webp']),
  width: z.number().int(),
  height: z.number().int(),
  /** `/media/content/<id>-<width>.<format>` */
  url: z.string(),
});

/**
 * 201 to `POST /api/officer/content/images`: the reference a document names the picture by,
 * `uploads/<id>-<width>x<height>.webp` (contract/content-pictures.ts), and its facts.
 */
export const uploadedPictureResponse = z.object({
  message: z.string(),
  ref: z.string(),
  /** The stored picture's size (at most 2400 px a side): the `<img>`'s width and height. */
  width: z.number().int(),
  height: z.number().int(),
  /** AVIF and WebP at 480, 800, 1200 and 1600 px wide, never wider than the picture. */
  sizes: z.array(uploadedPictureSize),
});

export type UploadedPictureResponse = z.infer<typeof uploadedPictureResponse>;
export type ContentVersion = z.infer<typeof contentVersion>;
export type InvalidDocumentError = z.infer<typeof invalidDocumentError>;
export type StaleDocumentError = z.infer<typeof staleDocumentError>;

/** GET /api/officer/content: every document with its published version (the editors' index). */
export const documentsResponse = z.object({
  documents: z.array(
    z.object({
      name: z.string(),
      version: contentVersion.pick({ id: true, number: true, at: true, author: true }),
    }),
  ),
});

export type DocumentSummary = z.infer<typeof documentsResponse>['documents'][number];
