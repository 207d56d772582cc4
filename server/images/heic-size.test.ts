import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heicPixelCount } from './heic-size.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url)));

/** An `ispe` box as HEIF writes it. */
function ispe(width: number, height: number): Uint8Array {
  const box = new Uint8Array(20);
  const view = new DataView(box.buffer);
  view.setUint32(0, 20);
  box.set([0x69, 0x73, 0x70, 0x65], 4);
  view.setUint32(12, width);
  view.setUint32(16, height);
  return box;
}

describe('heicPixelCount', () => {
  it('reads the size of a phone photo from its header', async () => {
    const { default: libheif } = await import('libheif-js/wasm-bundle.js');
    await libheif.ready;
    const bytes = fixture('phone-photo.heic');
    const [first] = new libheif.HeifDecoder().decode(bytes);
    expect(heicPixelCount(bytes)).toBe(first!.get_width() * first!.get_height());
  });

  it('takes the largest extent of a grid picture (the whole, not a tile)', () => {
    const bytes = new Uint8Array(100);
    bytes.set(ispe(512, 512), 10);
    bytes.set(ispe(8064, 6048), 40);
    bytes.set(ispe(512, 512), 70);
    expect(heicPixelCount(bytes)).toBe(8064 * 6048);
  });

  it('finds nothing in a file without one', () => {
    expect(heicPixelCount(new Uint8Array(64))).toBeUndefined();
  });
});
