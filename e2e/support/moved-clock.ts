// Loaded before the server by `node --import` in the end-to-end tests that move the chapter's
// clock (e2e/support/own-server.ts): the server's clock (server/lib/clock.ts, what the chapter's
// day is read from) runs ahead by the milliseconds written in the file $E2E_CLOCK_FILE, read again
// ten times a second. The product has no such switch: only this test process's server is moved.
import { readFileSync } from 'node:fs';
import { clock } from '../../server/lib/clock.ts';

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  let aheadMs = 0;
  const read = () => {
    try {
      aheadMs = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      aheadMs = 0;
    }
  };
  read();
  setInterval(read, 100).unref();
  clock.now = () => Date.now() + aheadMs;
}
