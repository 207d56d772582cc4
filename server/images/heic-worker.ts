// Decodes the first picture of a HEIC/HEIF file to RGBA in a worker thread (libheif compiled to
// WebAssembly): the server's main thread keeps answering, and the worker's memory goes when it exits.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

interface Job {
  bytes: Uint8Array;
  maxPixels: number;
}

// libheif reports parse errors on the console; the outcome goes back as a message instead.
console.log = console.error = console.warn = () => {};

const { bytes, maxPixels } = workerData as Job;
try {
  const images = await decode.all({ buffer: bytes });
  const first = images[0];
  if (!first) throw new Error('no picture in the file');
  if (first.width * first.height > maxPixels) {
    parentPort!.postMessage({ ok: false, reason: 'too-many-pixels' });
  } else {
    const { width, height, data } = await first.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort!.postMessage({ ok: true, width, height, data: pixels }, [
      pixels.buffer as ArrayBuffer,
    ]);
  }
} catch (error) {
  parentPort!.postMessage({ ok: false, reason: 'unreadable', detail: String(error) });
}
