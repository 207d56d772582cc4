// Account budgets (docs/performance.md), measured against a running server by scripts/budget.ts:
//   - login p50 under 100 ms (argon2id at OWASP's parameters)
//   - a ~10 MB JPEG processed in under 2 s and a 3 MB HEIC in under 6 s
//   - the server's memory stays under 400 MB, and it keeps answering while it processes
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { argon2Parameters } from '../server/lib/passwords.ts';

export const accountBudgets = {
  loginP50Ms: 100,
  jpegMs: 2000,
  heicMs: 6000,
  rssMb: 400,
  healthzMs: 300,
  /** The server and its picture workers together, under any upload load (decision 010). */
  uploadLoadMb: 512,
};

const demoMember = { email: 'member@oxp-northmere.example', password: 'Demo-Member-2026!' };
let clientCounter = 0;
const client = () => `198.18.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}`;

/**
 * The server's process among those started under `root` (npm → sh → node scripts/start.ts, which
 * becomes node server/main.ts).
 */
function serverProcess(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i++)
    for (const [pid, ppid] of parents) if (ppid === found[i]) found.push(pid);
  // npm's own process is not the server: keep the node process running server/main.ts.
  return found.filter((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return /(^|\/)node$/.test(args[0]!) && args.some((arg) => arg.endsWith('server/main.ts'));
    } catch {
      return false;
    }
  });
}

/** The picture workers running right now (children of the server, see server/images). */
function converterProcesses(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('picture-worker.ts');
      } catch {
        return false;
      }
    });
}

function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) kb += Number(match[1]);
    } catch {
      // ended
    }
  }
  return kb / 1024;
}

/** 12-megapixel pictures with sensor-like grain, so their files are as big as a phone's. */
async function makePhotos(dir: string): Promise<{ jpeg: Buffer; heic: Buffer | undefined }> {
  const { default: sharp } = await import('sharp');
  const width = 4032;
  const height = 3024;
  const shapes = Array.from(
    { length: 60 },
    (_, i) =>
      `<circle cx="${(i * 677) % width}" cy="${(i * 431) % height}" r="${80 + ((i * 37) % 300)}" fill="hsl(${(i * 47) % 360},45%,${35 + (i % 30)}%)" opacity="0.8"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#8fb5d8"/>${shapes}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const grainy = (amount: number) => {
    let seed = 7;
    const out = Buffer.from(data);
    for (let i = 0; i < out.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      out[i] = Math.max(
        0,
        Math.min(255, out[i]! + Math.floor(((seed >>> 24) / 255) * amount * 2 - amount)),
      );
    }
    return out;
  };
  // The largest JPEG under the 10 MB limit.
  const coarse = grainy(40);
  let jpeg = Buffer.alloc(0);
  for (const quality of [98, 96, 94, 92, 90, 88]) {
    jpeg = await sharp(coarse, { raw: info }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= 10 * 1024 * 1024) break;
  }
  let heic: Buffer | undefined;
  try {
    const source = path.join(dir, 'source.jpg');
    await sharp(grainy(16), { raw: info }).jpeg({ quality: 95 }).toFile(source);
    // Quality 50 gives a HEIC of about 3 MB at 12 megapixels, like a phone's. The encoder's fastest
    // preset makes it in about 1 s instead of 9 (what is measured is its reading, not its making).
    execFileSync(
      'heif-enc',
      ['-q', '50', '-p', 'preset=ultrafast', '-o', path.join(dir, 'photo.heic'), source],
      { stdio: 'ignore' },
    );
    heic = readFileSync(path.join(dir, 'photo.heic'));
  } catch {
    heic = undefined;
  }
  return { jpeg, heic };
}

function multipart(filename: string, type: string, data: Buffer) {
  const boundary = `----budget${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profilePicture"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function measureAccounts(
  base: string,
  serverPid: number,
  check: (ok: boolean, message: string) => string,
): Promise<void> {
  const login = () =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
      body: JSON.stringify(demoMember),
    });
  const first = await login();
  if (!first.ok) throw new Error(`demo login failed (${first.status}); is DEMO_DATA on?`);
  const cookie = first.headers
    .getSetCookie()
    .find((c) => c.startsWith('chapter_session='))!
    .split(';')[0]!;

  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-photos-'));
  try {
    const photos = await makePhotos(dir);
    const pids = serverProcess(serverPid);
    if (pids.length !== 1) throw new Error(`expected one server process, found ${pids.length}`);
    console.log(`\nServer memory after start and one login: ${rssMb(pids).toFixed(0)} MB`);
    for (const [label, filename, type, data, budget] of [
      ['JPEG', 'photo.jpg', 'image/jpeg', photos.jpeg, accountBudgets.jpegMs],
      ['HEIC', 'IMG_0001.HEIC', 'image/heic', photos.heic, accountBudgets.heicMs],
    ] as const) {
      if (!data) {
        check(
          false,
          'heif-enc is not installed, so the HEIC budget could not be measured (apt-get install libheif-examples)',
        );
        continue;
      }
      let peak = rssMb(pids);
      let converterPeak = 0;
      let slowest = 0;
      const sampling = { on: true };
      const sampler = (async () => {
        while (sampling.on) {
          peak = Math.max(peak, rssMb(pids));
          converterPeak = Math.max(converterPeak, rssMb(converterProcesses()));
          const start = performance.now();
          await fetch(`${base}/healthz`);
          slowest = Math.max(slowest, performance.now() - start);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      const { body, contentType } = multipart(filename, type, data);
      const start = performance.now();
      const response = await fetch(`${base}/api/upload/profile-picture`, {
        method: 'POST',
        headers: { cookie, 'content-type': contentType },
        body,
      });
      const elapsed = performance.now() - start;
      sampling.on = false;
      await sampler;
      if (!response.ok)
        throw new Error(`${label} upload failed: ${response.status} ${await response.text()}`);
      console.log(
        `${label} ${(data.length / 1024 / 1024).toFixed(1)} MB, 12 MP: processed in ${(elapsed / 1000).toFixed(2)} s (budget ${budget / 1000} s) ${check(elapsed < budget, `${label} took ${elapsed.toFixed(0)} ms`)}; server memory peak ${peak.toFixed(0)} MB (budget ${accountBudgets.rssMb} MB) ${check(peak < accountBudgets.rssMb, `memory peak ${peak.toFixed(0)} MB during the ${label}`)}${converterPeak > 0 ? ` (its picture worker: ${converterPeak.toFixed(0)} MB)` : ''}; /healthz slowest ${slowest.toFixed(0)} ms meanwhile (budget ${accountBudgets.healthzMs} ms) ${check(slowest < accountBudgets.healthzMs, `/healthz took ${slowest.toFixed(0)} ms during the ${label}`)}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  await measureUploadLoad(base, serverPid, cookie, check);

  // Login latency, after the uploads (argon2's memory must not be counted as the images').
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const start = performance.now();
    const response = await login();
    times.push(performance.now() - start);
    if (!response.ok) throw new Error(`demo login failed (${response.status})`);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  const { memory, passes, parallelism } = argon2Parameters;
  console.log(
    `Login (argon2id m=${memory} KiB, t=${passes}, p=${parallelism}), 40 in a row: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget p50 < ${accountBudgets.loginP50Ms} ms) ${check(p50 < accountBudgets.loginP50Ms, `login p50 ${p50.toFixed(0)} ms`)}`,
  );
}

/** The largest pictures the server accepts, sent all at once: the memory all its processes use. */
async function measureUploadLoad(
  base: string,
  serverPid: number,
  cookie: string,
  check: (ok: boolean, message: string) => string,
): Promise<void> {
  const { default: sharp } = await import('sharp');
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-load-'));
  try {
    const noisy = (width: number, height: number) => {
      const pixels = Buffer.alloc(width * height * 3);
      let seed = 11;
      for (let i = 0; i < pixels.length; i += 61) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        pixels[i] = seed >>> 24;
      }
      return sharp(pixels, { raw: { width, height, channels: 3 } });
    };
    // HEIC at the 25-megapixel limit (an iPhone's 24 MP), PNG and JPEG at the 50-megapixel one.
    await noisy(5712, 4284).jpeg({ quality: 90 }).toFile(path.join(dir, 'big.jpg'));
    // The encoder's fastest preset: 2 s instead of 12 (a larger file, decoded the same way).
    execFileSync(
      'heif-enc',
      [
        '-q',
        '40',
        '-p',
        'preset=ultrafast',
        '-o',
        path.join(dir, 'big.heic'),
        path.join(dir, 'big.jpg'),
      ],
      { stdio: 'ignore' },
    );
    const heic = readFileSync(path.join(dir, 'big.heic'));
    // Each made once (the same noise): PNG's compression level changes its making, not its reading.
    const png = await noisy(8000, 6200).png({ compressionLevel: 6 }).toBuffer();
    const jpeg = await noisy(8000, 6200).jpeg({ quality: 70 }).toBuffer();
    const files = [
      ['IMG_24MP.HEIC', 'image/heic', heic],
      ['IMG_24MP_2.HEIC', 'image/heic', heic],
      ['scan.png', 'image/png', png],
      ['poster.jpg', 'image/jpeg', jpeg],
      ['scan2.png', 'image/png', png],
      ['poster2.jpg', 'image/jpeg', jpeg],
    ] as const;
    const pids = serverProcess(serverPid);
    let peak = 0;
    let serverPeak = 0;
    let converterPeak = 0;
    const sampling = { on: true };
    const sampler = (async () => {
      while (sampling.on) {
        const converters = converterProcesses();
        peak = Math.max(peak, rssMb([...pids, ...converters]));
        serverPeak = Math.max(serverPeak, rssMb(pids));
        converterPeak = Math.max(converterPeak, rssMb(converters));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(
      files.map(([filename, type, data]) => {
        const { body, contentType } = multipart(filename, type, data);
        return fetch(`${base}/api/upload/profile-picture`, {
          method: 'POST',
          headers: { cookie, 'content-type': contentType },
          body,
        });
      }),
    );
    const elapsed = performance.now() - started;
    sampling.on = false;
    await sampler;
    const failed = answers.filter((answer) => !answer.ok).map((answer) => answer.status);
    if (failed.length) throw new Error(`uploads under load failed: ${failed.join(', ')}`);
    const sizes = files
      .map(([, , data]) => `${(data.length / 1024 / 1024).toFixed(1)}`)
      .join(' + ');
    console.log(
      `Upload load: 2 HEIC of 24 MP, 2 PNG and 2 JPEG of 50 MP at once (${sizes} MB) in ${(elapsed / 1000).toFixed(1)} s: server and picture workers together peak ${peak.toFixed(0)} MB (server alone ${serverPeak.toFixed(0)}, workers ${converterPeak.toFixed(0)}; budget ${accountBudgets.uploadLoadMb} MB) ${check(peak < accountBudgets.uploadLoadMb, `memory under upload load peaked at ${peak.toFixed(0)} MB`)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
