// Starts what the end-to-end tests run against: a real SMTP server that saves every message it
// receives as JSON, and the built app on a fresh database that sends its mail there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TestSmtpServer } from '../../server/test/smtp.ts';
import { dataDir, e2eRoot, mailDir } from './paths.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_PORT ?? 3999);

rmSync(e2eRoot, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
mkdirSync(dataDir, { recursive: true });

if (!existsSync(path.join(root, 'build', 'client', 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const smtp = new TestSmtpServer();
const smtpUrl = await smtp.start(0);
let saved = 0;
const save = setInterval(() => {
  for (const mail of smtp.received.slice(saved)) {
    saved += 1;
    const file = path.join(mailDir, `${String(saved).padStart(5, '0')}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        to: mail.to,
        subject: mail.parsed.subject,
        text: mail.parsed.text,
        html: mail.parsed.html,
        headers: Object.fromEntries(mail.parsed.headers.map((h) => [h.key, h.value])),
      }),
    );
  }
}, 50);

const server = spawn(process.execPath, ['server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'chapter@e2e.test',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // Each test presents its own client address, so rate limits do not leak between tests.
    TRUST_PROXY: 'true',
  },
});

const stop = () => {
  clearInterval(save);
  server.kill('SIGTERM');
  void smtp.stop();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  clearInterval(save);
  void smtp.stop().then(() => process.exit(code ?? 0));
});
