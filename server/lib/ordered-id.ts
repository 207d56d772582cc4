// Ids that sort in the order they were made (UUID version 7, RFC 9562): 48 bits of Unix
// milliseconds, then a 12-bit counter for ids made within one millisecond, then random bits.
// Rows listed by (time, id) — the audit log — keep the order they were written in, even when two
// are written in the same millisecond.
import { randomBytes } from 'node:crypto';

let lastMs = -1;
let counter = 0;

export function orderedId(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = randomBytes(2).readUInt16BE() & 0x3ff; // start low so the counter has room
  } else if (++counter > 0xfff) {
    lastMs += 1; // more than 3,000 ids in a millisecond (or the clock went back): borrow the next
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
