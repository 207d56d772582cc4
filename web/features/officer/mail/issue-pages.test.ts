import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  maxPageBytes,
  movePage,
  pageProblem,
  pagesProblem,
  removePage,
  uploadFailure,
} from './issue-pages.ts';

const jpeg = (name = 'p.jpg', size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('pages', () => {
  it('takes 1 to 12 pictures', () => {
    expect(pagesProblem([])).toBe("Choose the issue's pages: 1 to 12 pictures.");
    expect(pagesProblem([jpeg()])).toBeNull();
    expect(pagesProblem(Array.from({ length: 12 }, () => jpeg()))).toBeNull();
    expect(pagesProblem(Array.from({ length: 14 }, () => jpeg()))).toBe(
      'An issue has at most 12 pages: remove 2.',
    );
  });
  it('names the page that is empty, too large or not a picture', () => {
    expect(pageProblem(jpeg('a.jpg', 0), 1)).toBe('Page 1 (a.jpg) is an empty file.');
    expect(pageProblem(jpeg('b.png', maxPageBytes + 1, 'image/png'), 2)).toMatch(
      /^Page 2 \(b.png\) is larger than 10 MB/,
    );
    expect(pageProblem(jpeg('c.pdf', 10, 'application/pdf'), 3)).toMatch(
      /^Page 3 \(c.pdf\) is not a picture/,
    );
    expect(pagesProblem([jpeg(), jpeg('c.txt', 10, 'text/plain')])).toMatch(/^Page 2/);
  });
  it('takes HEIC by its name when the browser gives no type', () => {
    expect(pageProblem(jpeg('IMG_0001.HEIC', 1000, ''), 1)).toBeNull();
    expect(pageProblem(jpeg('scan.webp', 1000, ''), 1)).toBeNull();
  });
  it('moves and removes pages', () => {
    expect(movePage(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movePage(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movePage(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePage(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(removePage(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
  it('writes sizes', () => {
    expect(formatBytes(300)).toBe('1 kB');
    expect(formatBytes(830 * 1024)).toBe('830 kB');
    expect(formatBytes(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});

describe('uploadFailure', () => {
  it('puts a 400 at the field it names', () => {
    expect(
      uploadFailure(400, { error: 'validation_failed', message: 'Bad date.', field: 'date' }),
    ).toEqual({ field: 'date', message: 'Bad date.' });
    expect(uploadFailure(400, { error: 'bad_request', message: 'Malformed.' })).toEqual({
      field: null,
      message: 'Malformed.',
    });
    expect(uploadFailure(400, { message: 'x', field: 'other' }).field).toBeNull();
  });
  it('puts 413 and 415 at the pages', () => {
    expect(uploadFailure(413, { message: 'Page 3 is larger than 10 MB.' })).toEqual({
      field: 'pages',
      message: 'Page 3 is larger than 10 MB.',
    });
    expect(uploadFailure(415, undefined).field).toBe('pages');
  });
  it('says a network failure or a server problem plainly', () => {
    expect(uploadFailure(0, undefined).message).toMatch(/could not be reached/);
    expect(uploadFailure(500, { message: 'internal' }).message).toMatch(/had a problem/);
    expect(uploadFailure(429, { message: 'Too many uploads.' })).toEqual({
      field: null,
      message: 'Too many uploads.',
    });
  });
});
