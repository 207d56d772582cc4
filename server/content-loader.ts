// Reads and validates a `content/` folder on Node (build plugin, server, scripts); the browser never runs this.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { unknownTokens } from '../contract/content-dates.ts';
import { parseUploadedRef } from '../contract/content-pictures.ts';
import {
  contentMessages,
  contentSchemas,
  type Content,
  type ContentFile,
} from '../contract/content.ts';
import { limits } from '../contract/limits.ts';

export class ContentError extends Error {
  override name = 'ContentError';
}

/** Every image path a content file refers to, found by walking the parsed JSON. */
function collectImageRefs(value: unknown, found: Map<string, string>, where: string): void {
  if (typeof value === 'string') {
    if (/\.(svg|jpe?g|png|webp|avif)$/.test(value) && !/^(https?|mailto):/.test(value)) {
      found.set(value, where);
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectImageRefs(item, found, `${where}[${index}]`));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      collectImageRefs(item, found, `${where}.${key}`);
  }
}

/** The pictures uploaded in the console (`uploads/…`) a document names, anywhere in it. */
export function uploadedRefsIn(json: unknown): string[] {
  const found = new Map<string, string>();
  collectImageRefs(json, found, '');
  return [...found.keys()].filter((ref) => parseUploadedRef(ref));
}

/** Every `{name}` in a text that is not a year token (docs/content.md#dates), with where it is. */
function collectUnknownTokens(value: unknown, found: string[], where: string): void {
  if (typeof value === 'string') {
    for (const name of unknownTokens(value)) found.push(`${where}: {${name}} is not a known year`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectUnknownTokens(item, found, `${where}[${index}]`));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      collectUnknownTokens(item, found, `${where}.${key}`);
  }
}

/** A problem with a content document: where (`officers.0.bio`, or `` for the whole) and what. */
export interface ContentProblem {
  path: string;
  message: string;
}

/** Every list in a document longer than `max`, by path. */
function collectLongLists(value: unknown, max: number, found: ContentProblem[], where: string[]) {
  if (Array.isArray(value)) {
    if (value.length > max)
      found.push({ path: where.join('.'), message: `must have at most ${max} items` });
    value.forEach((item, index) => collectLongLists(item, max, found, [...where, String(index)]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      collectLongLists(item, max, found, [...where, key]);
  }
}

const dotted = (where: string) => where.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/**
 * A document too large or nested too deep to be read any further (walking 20,000 levels would
 * overflow the stack), as its one problem; undefined when it is within the limits. The walk uses
 * no recursion, so any depth is measured safely.
 */
export function documentShapeProblem(
  json: unknown,
  maxBytes = limits.content.documentMaxBytes,
  maxDepth = limits.content.documentMaxDepth,
): ContentProblem | undefined {
  const pending: [unknown, number][] = [[json, 1]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) return { path: '', message: `is nested deeper than ${maxDepth} levels` };
    for (const item of Object.values(value)) pending.push([item, depth + 1]);
  }
  if (Buffer.byteLength(JSON.stringify(json)) > maxBytes)
    return {
      path: '',
      message: `is larger than ${Math.round(maxBytes / 1024)} kB (the largest page text is about 20 kB)`,
    };
  return undefined;
}

/**
 * Checks one document as a save does: its size and depth (documentShapeProblem), its schema, its lists' lengths (`listMaxItems`), the
 * years its texts name and the pictures it refers to (which must exist in `contentDir/images`,
 * since the build made their sizes; an uploaded picture, `uploads/…`, must be among `uploaded`,
 * the ones stored, or without it in the folder). Every problem, with its field path.
 */
export function checkDocument(
  file: ContentFile,
  json: unknown,
  contentDir: string,
  listMaxItems = Infinity,
  uploaded?: ReadonlySet<string>,
): { ok: true; document: Content[ContentFile] } | { ok: false; problems: ContentProblem[] } {
  const shape = documentShapeProblem(json);
  if (shape) return { ok: false, problems: [shape] };
  const problems: ContentProblem[] = [];
  collectLongLists(json, listMaxItems, problems, []);
  const result = (contentSchemas[file] as z.ZodType).safeParse(json, { error: contentMessages });
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.push({ path: issue.path.map(String).join('.'), message: issue.message });
    return { ok: false, problems };
  }
  const tokens: string[] = [];
  collectUnknownTokens(result.data, tokens, '');
  for (const token of tokens) {
    const at = token.indexOf(': ');
    problems.push({ path: dotted(token.slice(0, at)), message: token.slice(at + 2) });
  }
  const images = new Map<string, string>();
  collectImageRefs(result.data, images, '');
  for (const [ref, where] of images) {
    const exists =
      uploaded && parseUploadedRef(ref)
        ? uploaded.has(ref)
        : existsSync(path.join(contentDir, 'images', ref));
    if (!exists) problems.push({ path: dotted(where), message: `there is no picture ${ref}` });
  }
  return problems.length
    ? { ok: false, problems }
    : { ok: true, document: result.data as Content[ContentFile] };
}

/**
 * Loads every content file, validates it against its schema and checks that each referenced image
 * exists and that texts name only known years ({academicYear}, {fallRushYear}). Throws one ContentError listing every problem, so a chapter fixes them in one pass.
 */
export function loadContent(contentDir: string): Content {
  const problems: string[] = [];
  const content: Partial<Record<ContentFile, unknown>> = {};
  const images = new Map<string, string>();

  for (const [file, schema] of Object.entries(contentSchemas) as [ContentFile, z.ZodType][]) {
    const filePath = path.join(contentDir, `${file}.json`);
    if (!existsSync(filePath)) {
      problems.push(`content/${file}.json is missing`);
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(filePath, 'utf8'));
    } catch (error) {
      problems.push(`content/${file}.json is not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const result = schema.safeParse(json, { error: contentMessages });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const at = issue.path.length ? issue.path.join('.') : '(top level)';
        problems.push(`content/${file}.json at ${at}: ${issue.message}`);
      }
      continue;
    }
    content[file] = result.data;
    collectImageRefs(result.data, images, `content/${file}.json`);
    collectUnknownTokens(result.data, problems, `content/${file}.json`);
  }

  for (const [ref, where] of images) {
    if (!existsSync(path.join(contentDir, 'images', ref))) {
      problems.push(`${where} refers to content/images/${ref}, which does not exist`);
    }
  }

  if (problems.length > 0) {
    throw new ContentError(`The content folder has problems:\n  - ${problems.join('\n  - ')}`);
  }
  return content as Content;
}
