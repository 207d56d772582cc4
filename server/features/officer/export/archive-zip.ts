// Reading a chapter archive's zip one entry at a time (`npm run import`, archive.ts). The zip's
// central directory, at its end, says where each entry is, so the import reads and unpacks a
// table's part when it comes to it, from the file where it has one, and lets it go once its rows
// are written: never the whole archive at once.
// Each entry is unpacked as it is read and refused past a size, so a small zip holding a huge
// entry cannot fill the memory.
import { fstatSync, readSync } from 'node:fs';
import { Inflate } from 'fflate';

/**
 * An archive that cannot be imported, said in one line for people: what is wrong and where (the
 * file and the row). `exitCode` 1 for the archive's own problems, 2 for how the import was asked
 * (a database that holds a chapter already, without --replace).
 */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
  readonly exitCode: 1 | 2;
  constructor(message: string, exitCode: 1 | 2 = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * The largest entry an import unpacks: a table's part or a picture. The export splits a large
 * table into parts of at most 16 MiB (archive.ts) and a picture is at most 10 MB; a zip entry that
 * unpacks to more is refused as it is read, so a small zip cannot fill the memory (a 1 GiB entry
 * packs into 1 MB).
 */
export const archiveEntryMaxBytes = 64 * 1024 * 1024;

/** Where an entry's packed bytes are, as the central directory says. */
interface ZipEntry {
  name: string;
  /** 0: stored as it is, 8: deflated. */
  method: number;
  flags: number;
  packedSize: number;
  /** What the directory says it unpacks to: a promise the unpacking does not trust. */
  size: number;
  headerOffset: number;
}

const tooLarge = (name: string, maxEntryBytes: number) =>
  new ArchiveError(
    `${name} in the archive unpacks to more than ${Math.round(maxEntryBytes / 1024 / 1024)} MiB: no file of a chapter archive is that large. Nothing was imported.`,
  );
const damaged = () =>
  new ArchiveError('This is not a chapter archive (its zip directory is damaged).');

/** The archive's bytes: in memory, or a file read where needed. */
export interface ZipSource {
  size: number;
  /** `length` bytes from `offset`, fewer where the archive ends first. */
  read(offset: number, length: number): Uint8Array;
}

export const zipInMemory = (bytes: Uint8Array): ZipSource => ({
  size: bytes.length,
  read: (offset, length) => bytes.subarray(offset, offset + length),
});

/** An open file (its descriptor), read a piece at a time. */
export function zipInFile(fd: number): ZipSource {
  const { size } = fstatSync(fd);
  return {
    size,
    read(offset, length) {
      const bytes = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
      for (let done = 0; done < bytes.length;) {
        const read = readSync(fd, bytes, done, bytes.length - done, offset + done);
        if (read === 0) return bytes.subarray(0, done);
        done += read;
      }
      return bytes;
    },
  };
}

/** The zip's entries by name, each read and unpacked only when asked for. */
export class ZipArchive {
  readonly #source: ZipSource;
  readonly #entries = new Map<string, ZipEntry>();
  readonly #maxEntryBytes: number;

  constructor(source: ZipSource | Uint8Array, maxEntryBytes = archiveEntryMaxBytes) {
    this.#source = source instanceof Uint8Array ? zipInMemory(source) : source;
    this.#maxEntryBytes = maxEntryBytes;
    // The end-of-directory record: the last 22 bytes, unless a comment of up to 64 kB follows. A
    // file without one holds no entries: the import then finds no manifest.json, as for any file
    // that is not a chapter archive.
    const { size } = this.#source;
    const tailStart = Math.max(0, size - 22 - 0xffff);
    const tail = this.#source.read(tailStart, size - tailStart);
    const tailView = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
    let end = -1;
    for (let at = tail.length - 22; at >= 0 && end < 0; at -= 1)
      if (tailView.getUint32(at, true) === 0x06054b50) end = at;
    if (end < 0) return;
    const entries = tailView.getUint16(end + 10, true);
    const directorySize = tailView.getUint32(end + 12, true);
    const offset = tailView.getUint32(end + 16, true);
    // ZIP64 marks these 0xFFFF…: an archive of more than 65,535 files or 4 GiB, which the export
    // does not write.
    if (entries === 0xffff || offset === 0xffffffff)
      throw new ArchiveError('This archive is packed in a way a chapter archive never is (ZIP64).');
    const directory = this.#source.read(offset, directorySize);
    if (directory.length !== directorySize) throw damaged();
    const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
    const decoder = new TextDecoder();
    let at = 0;
    for (let i = 0; i < entries; i += 1) {
      if (at + 46 > directory.length || view.getUint32(at, true) !== 0x02014b50) throw damaged();
      const nameLength = view.getUint16(at + 28, true);
      const entry: ZipEntry = {
        name: decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)),
        flags: view.getUint16(at + 8, true),
        method: view.getUint16(at + 10, true),
        packedSize: view.getUint32(at + 20, true),
        size: view.getUint32(at + 24, true),
        headerOffset: view.getUint32(at + 42, true),
      };
      if (this.#entries.has(entry.name))
        throw new ArchiveError(`${entry.name} is in the archive twice. Nothing was imported.`);
      this.#entries.set(entry.name, entry);
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
  }

  has(name: string): boolean {
    return this.#entries.has(name);
  }

  names(): string[] {
    return [...this.#entries.keys()];
  }

  /**
   * An entry unpacked: refused when the directory says it is larger than the limit, and stopped as
   * it unpacks if it grows past it whatever the directory said (the packed bytes are fed 16 kB at
   * a time, so no single step unpacks more than about 16 MB).
   */
  read(name: string): Uint8Array {
    const entry = this.#entries.get(name);
    if (!entry) throw new ArchiveError(`${name} is missing. Nothing was imported.`);
    const maxEntryBytes = this.#maxEntryBytes;
    // Bit 0: encrypted, which a chapter archive never is.
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8))
      throw new ArchiveError(
        `${name} in the archive is packed in a way a chapter archive never is.`,
      );
    // Packed bytes past the limit unpack past it too (stored ones are the same bytes): refused
    // before they are read.
    if (entry.size > maxEntryBytes || entry.packedSize > maxEntryBytes)
      throw tooLarge(name, maxEntryBytes);
    const header = this.#source.read(entry.headerOffset, 30);
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    if (header.length < 30 || view.getUint32(0, true) !== 0x04034b50) throw damaged();
    const start = entry.headerOffset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
    const packed = this.#source.read(start, entry.packedSize);
    if (packed.length !== entry.packedSize) throw damaged();
    if (entry.method === 0) return packed;
    const chunks: Uint8Array[] = [];
    let size = 0;
    const inflate = new Inflate((chunk) => {
      size += chunk.length;
      if (size > maxEntryBytes) {
        throw tooLarge(name, maxEntryBytes);
      }
      chunks.push(chunk);
    });
    const step = 16 * 1024;
    try {
      for (let offset = 0; offset < packed.length || offset === 0; offset += step)
        inflate.push(packed.subarray(offset, offset + step), offset + step >= packed.length);
    } catch (error) {
      if (error instanceof ArchiveError) throw error;
      throw new ArchiveError(
        `${name} in the archive cannot be unpacked: ${(error as Error).message}.`,
      );
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
  }
}

/** Every entry of a zip, each unpacked and refused past `maxEntryBytes` (ZipArchive.read). */
export function readZip(
  archive: Uint8Array,
  maxEntryBytes = archiveEntryMaxBytes,
): Record<string, Uint8Array> {
  const zip = new ZipArchive(archive, maxEntryBytes);
  return Object.fromEntries(zip.names().map((name) => [name, zip.read(name)]));
}
