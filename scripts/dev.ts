// `npm run dev`: the API server (restarting on change) and the web app with hot reload, together.
// Open http://localhost:5173; Vite forwards /api and /media to the API server on :3000.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--watch-path=server', '--watch-path=contract', '--watch-path=content', 'server/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: process.env.PORT ?? '3000',
        PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      },
    },
  ),
  spawn('npx', ['react-router', 'dev', '--port', '5173'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
