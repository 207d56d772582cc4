// A zip written as it goes: fflate's streaming Zip lays out the archive (headers, data
// descriptors, the directory) and node:zlib compresses each file on libuv's thread pool, so the
// event loop only hands text over and takes bytes out. Files are added one after the other, their
// text compressed as it is written; the archive's bytes are taken out in pieces to be sent — no
// whole archive, and no whole file, in memory.
import { createDeflateRaw, crc32 } from 'node:zlib';
import { Zip, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';

export interface ZipEntryWriter {
  /** Compresses a piece of the file (off the event loop); resolves once it has been taken in. */
  write(data: string | Uint8Array): Promise<void>;
  /** Resolves once the file's last bytes are in the archive. */
  end(): Promise<void>;
}

/** A zip entry compressed by zlib's raw DEFLATE (method 8), its CRC and size counted as written. */
class DeflatedEntry implements ZipInputFile {
  readonly filename: string;
  readonly compression = 8;
  // DEFLATE's "normal" compression (level 6) in the general-purpose flags.
  readonly flag = 0;
  readonly mtime = new Date();
  size = 0;
  crc = 0;
  ondata: AsyncFlateStreamHandler = () => {};
  constructor(filename: string) {
    this.filename = filename;
  }
}

export class ZipStreamWriter {
  #out: Uint8Array[] = [];
  #failure: Error | null = null;
  readonly #zip = new Zip((error, chunk) => {
    if (error) this.#failure = error;
    else this.#out.push(chunk);
  });

  /**
   * Adds a file; the files' data is laid out in the order they were added. A file may be written
   * while an earlier one is still open: its compressed bytes wait in memory until that one ends.
   */
  file(name: string): ZipEntryWriter {
    const entry = new DeflatedEntry(name);
    // Sets entry.ondata: what the entry hands over becomes the archive's bytes.
    this.#zip.add(entry);
    const deflate = createDeflateRaw({ level: 6 });
    deflate.on('data', (chunk: Buffer) => entry.ondata(null, new Uint8Array(chunk), false));
    const ended = new Promise<void>((resolve, reject) => {
      deflate.on('end', () => {
        entry.ondata(null, new Uint8Array(0), true);
        resolve();
      });
      deflate.on('error', reject);
    });
    // Not left unhandled when a write fails first (the write's own promise says so).
    ended.catch(() => {});
    return {
      write: (data) =>
        new Promise<void>((resolve, reject) => {
          const bytes = typeof data === 'string' ? Buffer.from(data) : data;
          if (bytes.length === 0) return resolve();
          entry.size += bytes.length;
          entry.crc = crc32(bytes, entry.crc);
          deflate.write(bytes, (error) => (error ? reject(error) : resolve()));
        }),
      end: () => {
        deflate.end();
        return ended;
      },
    };
  }

  /** Writes the zip's directory: call once every file has ended. */
  end(): void {
    this.#zip.end();
  }

  /** The archive's bytes made since the last call, in order. */
  take(): Uint8Array[] {
    if (this.#failure) throw this.#failure;
    const out = this.#out;
    this.#out = [];
    return out;
  }
}
