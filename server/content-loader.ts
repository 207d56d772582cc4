// Reads and validates a `content/` folder on Node (build plugin, server, scripts); the browser never runs this.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { contentSchemas, type Content, type ContentFile } from '../contract/content.ts';

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

/**
 * Loads every content file, validates it against its schema and checks that each referenced image
 * exists. Throws one ContentError listing every problem, so a chapter fixes them in one pass.
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
    const result = schema.safeParse(json);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const at = issue.path.length ? issue.path.join('.') : '(top level)';
        problems.push(`content/${file}.json at ${at}: ${issue.message}`);
      }
      continue;
    }
    content[file] = result.data;
    collectImageRefs(result.data, images, `content/${file}.json`);
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
