// The size of a HEIC/HEIF picture read from its header (the `ispe` image-spatial-extents
// properties in the `meta` box), so that a picture too large to decode within the memory budget is
// refused before a byte of it is decoded. A grid picture (as iPhones save them) has one `ispe` per
// tile and one for the whole: the largest is the picture's size.

/** Where the header is: phones write `meta` right after `ftyp`, well within the first 512 kB. */
/** How far into a file its size is looked for (the `ispe` box comes early). */
export const heicHeaderBytes = 512 * 1024;

export function heicPixelCount(bytes: Uint8Array): number | undefined {
  const view = new DataView(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.length, heicHeaderBytes),
  );
  let largest: number | undefined;
  // `ispe` box: size (4) 'ispe' (4) version and flags (4) width (4) height (4).
  for (let i = 4; i + 16 <= view.byteLength; i++) {
    if (
      view.getUint8(i) !== 0x69 || // i
      view.getUint8(i + 1) !== 0x73 || // s
      view.getUint8(i + 2) !== 0x70 || // p
      view.getUint8(i + 3) !== 0x65 // e
    )
      continue;
    if (view.getUint32(i - 4) !== 20) continue;
    const pixels = view.getUint32(i + 8) * view.getUint32(i + 12);
    if (largest === undefined || pixels > largest) largest = pixels;
  }
  return largest;
}
