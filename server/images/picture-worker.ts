// A short-lived child process that turns pictures into stored ones: first frame only, turned
// upright, at most `maxDimension` on each side, re-encoded as WebP with every bit of metadata
// (EXIF, GPS, camera) left behind. Decoding a picture takes far more memory than the result (a
// 24-megapixel HEIC needs ~270 MB); doing it here keeps that memory, libvips' and libheif's, and
// any crash on a hostile file out of the server, which stays small. It exits after its jobs.
//
// HEIC/HEIF (HEVC, which the prebuilt libvips cannot decode) goes through libheif compiled to
// WebAssembly; its RGB pixels are handed to sharp as a view of libheif's memory, without copies.
import { readFileSync } from 'node:fs';
import libheif from 'libheif-js/wasm-bundle.js';
import sharp from 'sharp';
import { heightAt, widthsFor } from '../../contract/content-pictures.ts';
import type { PictureJob, PictureResult, PictureSize } from './picture-jobs.ts';

sharp.cache(false);

// libheif reports parse errors on the console; the outcome goes back as a message instead.
if (import.meta.main) console.log = console.error = console.warn = () => {};

async function heicPixels(bytes: Uint8Array, maxPixels: number) {
  await libheif.ready;
  const [first] = new libheif.HeifDecoder().decode(bytes);
  if (!first) throw new Error('no picture in the file');
  if (first.get_width() * first.get_height() > maxPixels) return 'too-many-pixels' as const;
  const decoded = await libheif.heif_js_decode_image2(
    first.handle,
    libheif.heif_colorspace.heif_colorspace_RGB,
    libheif.heif_chroma.heif_chroma_interleaved_RGB,
  );
  if (!decoded || 'code' in decoded) throw new Error('the picture could not be decoded');
  const plane = decoded.channels.find(
    (channel) => channel.id === libheif.heif_channel.heif_channel_interleaved,
  );
  if (!plane) throw new Error('no pixels in the picture');
  const rowBytes = plane.width * 3;
  const pixels =
    plane.stride === rowBytes
      ? Buffer.from(plane.data.buffer, plane.data.byteOffset, rowBytes * plane.height)
      : compactRows(plane.data, plane.stride, rowBytes, plane.height);
  return sharp(pixels, { raw: { width: plane.width, height: plane.height, channels: 3 } });
}

/** Rows padded to `stride` bytes, copied without the padding (sharp reads packed rows). */
function compactRows(data: Uint8Array, stride: number, rowBytes: number, rows: number): Buffer {
  const packed = Buffer.alloc(rowBytes * rows);
  for (let row = 0; row < rows; row++)
    packed.set(data.subarray(row * stride, row * stride + rowBytes), row * rowBytes);
  return packed;
}

/**
 * The responsive sizes of a stored picture (decision 018): decoded once, then each width in AVIF
 * and WebP, at the height `heightAt` says (so the page's numbers are the files' own).
 */
async function sizesOf(job: PictureJob): Promise<PictureResult> {
  const { data: pixels, info } = await sharp(job.path, {
    failOn: 'warning',
    limitInputPixels: job.maxPixels,
    pages: 1,
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const sizes: PictureSize[] = [];
  for (const width of widthsFor(info.width)) {
    const height = heightAt(info.width, info.height, width);
    const resized = () => sharp(pixels, raw).resize(width, height, { fit: 'fill' });
    // AVIF at a moderate effort, as the build makes the content folder's pictures.
    const avif = await resized().avif({ quality: 55, effort: 2 }).toBuffer();
    const webp = await resized().webp({ quality: 80 }).toBuffer();
    sizes.push({ format: 'avif', width, height, data: avif });
    sizes.push({ format: 'webp', width, height, data: webp });
  }
  return { ok: true, width: info.width, height: info.height, data: new Uint8Array(0), sizes };
}

async function run(job: PictureJob): Promise<PictureResult> {
  try {
    if (job.sizes) return await sizesOf(job);
    const source = job.heic
      ? await heicPixels(readFileSync(job.path), job.maxPixels)
      : // failOn 'warning' refuses truncated files; the pixel limit refuses decompression bombs
        // before their pixels are decoded; only the first frame of an animation is read.
        sharp(job.path, {
          failOn: 'warning',
          limitInputPixels: job.maxPixels,
          pages: 1,
        }).rotate();
    if (source === 'too-many-pixels') return { ok: false, reason: 'too-many-pixels' };
    const { data, info } = await source
      .resize(job.maxDimension, job.maxDimension, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    if (!job.previewDimension) return { ok: true, width: info.width, height: info.height, data };
    // The preview is made from the stored picture (small and already upright): no second decode
    // of the original.
    const preview = await sharp(data)
      .resize(job.previewDimension, job.previewDimension, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      width: info.width,
      height: info.height,
      data,
      preview: { width: preview.info.width, height: preview.info.height, data: preview.data },
    };
  } catch (error) {
    const detail = String(error);
    return {
      ok: false,
      reason: /pixel limit/i.test(detail) ? 'too-many-pixels' : 'unreadable',
      detail,
    };
  }
}

// Only as the process the server forked (loading it elsewhere, to fill the compile cache, does
// nothing).
if (import.meta.main)
  process.once('message', async (jobs: PictureJob[]) => {
    // One upload: one libvips thread, the memory of one decode. A batch of small files the chapter
    // ships (the demo's, at the first start): all at once on every core, to start quickly.
    sharp.concurrency(jobs.length === 1 ? 1 : 0);
    const results = await Promise.all(jobs.map(run));
    process.send!(results, () => process.exit(0));
  });
