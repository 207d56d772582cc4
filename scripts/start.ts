// `npm start`: builds the web app when there is no build of the present sources, then runs the
// server (scripts/web-build.ts).
import { ensureWebBuild } from './web-build.ts';

try {
  await ensureWebBuild();
} catch (error) {
  console.error(`${(error as Error).message} The server was not started.`);
  process.exit(1);
}

await import('../server/main.ts');
