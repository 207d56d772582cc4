// Node's compile cache, turned on before any TypeScript is read: `node --import
// ./server/compile-cache.js …` (`npm start`, the systemd unit in docs/operations.md, the budgets'
// servers). Plain JavaScript on purpose: Node strips the types of a .ts file with a compiler in
// WebAssembly that it loads for the first file it strips and keeps for the life of the process
// (18–28 MB). With the cache that scripts/compile-cache.ts fills (`npm start` and `npm run build`
// run it first), every file's stripped code is read from disk and the compiler is never loaded:
// the server starts ~28 MB smaller, and so does each process it starts (the picture worker, the
// page renderer, the newsletter courier), which inherit the cache's directory through the
// environment (decision 026).
import module from 'node:module';
import path from 'node:path';

process.env.NODE_COMPILE_CACHE ||= path.join(
  import.meta.dirname,
  '..',
  'node_modules',
  '.cache',
  'node-compile',
);
// A quiet optimisation: when the directory cannot be written, Node compiles as before.
module.enableCompileCache();
