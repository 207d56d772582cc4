import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZipStreamWriter } from './zip-stream.ts';

function joined(chunks: Uint8Array[]) {
  const whole = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

describe('a zip written as it goes', () => {
  it('holds each file whole, in the order added, even when two are written at once', async () => {
    const zip = new ZipStreamWriter();
    const out: Uint8Array[] = [];
    const a = zip.file('a.json');
    const b = zip.file('b.csv');
    const line = 'x'.repeat(1000);
    for (let i = 0; i < 300; i++) {
      await Promise.all([a.write(`${i}:${line}\n`), b.write(`${i},${line}\r\n`)]);
      out.push(...zip.take());
    }
    await Promise.all([a.end(), b.end()]);
    const empty = zip.file('empty.txt');
    await empty.end();
    const accents = zip.file('é.txt');
    await accents.write(new Uint8Array([0xc3, 0xa9]));
    await accents.end();
    zip.end();
    out.push(...zip.take());
    const files = unzipSync(joined(out));
    expect(Object.keys(files)).toEqual(['a.json', 'b.csv', 'empty.txt', 'é.txt']);
    expect(strFromU8(files['a.json']!).split('\n')).toHaveLength(301);
    expect(strFromU8(files['b.csv']!).startsWith(`0,${line}\r\n1,`)).toBe(true);
    expect(files['empty.txt']).toHaveLength(0);
    expect(strFromU8(files['é.txt']!)).toBe('é');
    // Compressed: 600 kB of repeated text is a few kB.
    expect(joined(out).length).toBeLessThan(20_000);
  });

  it('gives the bytes out as they are made, not all at the end', async () => {
    const zip = new ZipStreamWriter();
    const file = zip.file('big.txt');
    let before = 0;
    // Text that does not compress to nothing: the compressor hands out blocks as it goes.
    for (let i = 0; i < 200; i++) {
      let text = '';
      for (let j = 0; j < 100; j++) text += `${i} ${Math.random().toString(36)}\n`;
      await file.write(text);
      before += zip.take().reduce((n, c) => n + c.length, 0);
    }
    await file.end();
    zip.end();
    const after = zip.take().reduce((n, c) => n + c.length, 0);
    expect(before).toBeGreaterThan(after);
  });
});
