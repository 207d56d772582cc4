// Where the end-to-end server keeps its state; shared by the server script and the tests.
// Keyed by port, so two runs on different ports (E2E_PORT) never share mail or data.
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3999';
export const e2eRoot = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'test-results',
  `e2e-server-${port}`,
);
export const mailDir = path.join(e2eRoot, 'mail');
export const dataDir = path.join(e2eRoot, 'data');
/** The server's own log: its warnings and errors as JSON lines. */
export const serverLog = path.join(e2eRoot, 'server.log');
