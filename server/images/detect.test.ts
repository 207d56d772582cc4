import { describe, expect, it } from 'vitest';
import { detectImageKind } from './detect.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('detectImageKind', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0])],
    ['gif', bytes('GIF89a', [1, 0])],
    ['gif', bytes('GIF87a', [1, 0])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['heic', ftyp('heic', 'mif1', 'heic')],
    ['heic', ftyp('mif1', 'heic', 'miaf')],
    ['heic', ftyp('heix', 'mif1')],
    ['heic', ftyp('mif1', 'miaf')],
  ])('recognises %s from its bytes', (kind, data) => {
    expect(detectImageKind(data)).toBe(kind);
  });

  it.each([
    ['an empty file', bytes()],
    ['HTML named .jpg', bytes('<!doctype html><html><script>alert(1)</script>')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['AVIF', ftyp('avif', 'mif1', 'miaf')],
    ['a HEIF container declaring AV1', ftyp('mif1', 'avif')],
    ['an MP4 video', ftyp('isom', 'mp41')],
    ['two bytes of a JPEG', bytes([0xff, 0xd8])],
  ])('refuses %s', (_what, data) => {
    expect(detectImageKind(data)).toBeNull();
  });
});
