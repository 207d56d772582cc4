import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processPictureFiles } from './process.ts';

const photo = path.join(import.meta.dirname, '..', 'test', 'fixtures', 'photo-with-gps.jpg');

describe('the picture worker', () => {
  afterEach(() => {
    delete process.env.WATCH_REPORT_DEPENDENCIES;
  });

  it('answers under `node --watch` too (the dev server): the watcher’s reports do not reach the server', async () => {
    // What `node --watch` gives the server; a child inheriting it reports its imports over IPC.
    process.env.WATCH_REPORT_DEPENDENCIES = '1';
    const [picture] = await processPictureFiles([photo]);
    expect(picture!.contentType).toBe('image/webp');
  });
});
