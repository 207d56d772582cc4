// A short-lived child process that converts one HEIC/HEIF picture to a profile picture: libheif
// (WebAssembly) decodes it, sharp shrinks it to WebP. Its memory (a 12-megapixel decode needs about
// 200 MB) and any crash on a hostile file stay out of the server process; it exits after one job.
import decode from 'heic-decode';
import sharp from 'sharp';

interface Job {
  bytes: Uint8Array;
  maxPixels: number;
  maxDimension: number;
}

// libheif reports parse errors on the console; the outcome goes back as a message instead.
console.log = console.error = console.warn = () => {};

async function convert({ bytes, maxPixels, maxDimension }: Job) {
  const images = await decode.all({ buffer: bytes });
  const first = images[0];
  if (!first) throw new Error('no picture in the file');
  if (first.width * first.height > maxPixels)
    return { ok: false, reason: 'too-many-pixels' } as const;
  const { width, height, data } = await first.decode();
  const { data: webp, info } = await sharp(data, { raw: { width, height, channels: 4 } })
    .resize(maxDimension, maxDimension, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { ok: true, width: info.width, height: info.height, data: webp } as const;
}

process.once('message', (job: Job) => {
  convert({ ...job, bytes: new Uint8Array(job.bytes) })
    .catch(
      (error: unknown) => ({ ok: false, reason: 'unreadable', detail: String(error) }) as const,
    )
    .then((result) => process.send!(result, () => process.exit(0)));
});
