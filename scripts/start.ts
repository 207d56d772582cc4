// `npm start`: builds the web app when there is no build of the present sources
// (scripts/web-build.ts) and fills Node's compile cache when it does not hold them
// (scripts/compile-cache.ts), then becomes the server: this process is replaced by
// `node <serverNodeFlags> server/main.ts` (the same process id, the same environment and output),
// so that the server runs with its flags (server/lib/node-flags.ts) and none of this script's memory.
import path from 'node:path';
import { serverEnv, serverNodeFlags } from '../server/lib/node-flags.ts';
import { ensureCompileCache } from './compile-cache.ts';
import { ensureWebBuild } from './web-build.ts';

try {
  await ensureWebBuild();
} catch (error) {
  console.error(`${(error as Error).message} The server was not started.`);
  process.exit(1);
}
ensureCompileCache();
if (process.execve) {
  const main = path.join(import.meta.dirname, '..', 'server', 'main.ts');
  process.execve(process.execPath, [process.execPath, ...serverNodeFlags, main], serverEnv());
} else {
  // Windows has no execve: the server runs in this process, without its flags.
  const { startServer } = await import('../server/main.ts');
  await startServer();
}
