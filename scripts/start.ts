// `npm start`: builds the web app when there is no build yet, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtHome = path.join(root, 'build', 'client', 'index.html');

if (!existsSync(builtHome)) {
  console.log('No build of the web app yet: building it once (this takes a minute)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(result.status ?? 1);
  }
}

await import('../server/main.ts');
