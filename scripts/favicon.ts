// Writes build/client/favicon.ico from the chapter's logo (content/chapter.json), for the browsers,
// bookmark tools and feed readers that ask for /favicon.ico instead of reading <link rel="icon">.
// An ICO file may hold PNG images: a 6-byte header, a 16-byte entry per image, then the images.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const { logo } = JSON.parse(readFileSync(path.join(root, 'content', 'chapter.json'), 'utf8')) as {
  logo: string;
};
const source = path.join(root, 'content', 'images', logo);
const sizes = [16, 32, 48];
const images = await Promise.all(
  sizes.map((size) =>
    sharp(source, { density: 300 })
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer(),
  ),
);

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[i]!, 0); // width
  entry.writeUInt8(sizes[i]!, 1); // height
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
const file = path.join(root, 'build', 'client', 'favicon.ico');
writeFileSync(file, Buffer.concat([header, ...entries, ...images]));
console.log(`favicon.ico: ${sizes.join(', ')} px from content/images/${logo}`);
