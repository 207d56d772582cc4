// argon2id password hashes (Node's crypto.argon2) in the PHC string format, e.g.
// $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane (about 30 ms here). */
export const argon2Parameters = {
  memory: 19_456,
  passes: 2,
  parallelism: 1,
  tagLength: 32,
} as const;

type Argon2Parameters = { memory: number; passes: number; parallelism: number; tagLength: number };

/**
 * What new hashes are made with, and what an older hash is measured against: OWASP's parameters,
 * except in the server's test suites, which make theirs at a light cost (`test/light-argon2.ts`:
 * the same algorithm and code in a twentieth of the time; `passwords.test.ts` holds today's).
 */
let current: Argon2Parameters = argon2Parameters;
let dummy: Promise<string> | undefined;

/** For the test suites only: the parameters new hashes are made with in this process. */
export function setArgon2Parameters(parameters: Argon2Parameters): void {
  current = parameters;
  dummy = undefined;
}

/** How many argon2 derivations this process has run (tests count them instead of timing). */
export const argon2Runs = { count: 0 };

function derive(password: string, salt: Buffer, p: Argon2Parameters) {
  argon2Runs.count += 1;
  return new Promise<Buffer>((resolve, reject) =>
    argon2('argon2id', { message: password, nonce: salt, ...p }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, current);
  const { memory: m, passes: t, parallelism: p } = current;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${b64(salt)}$${b64(key)}`;
}

interface ParsedHash {
  memory: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

function parse(hash: string): ParsedHash | undefined {
  const match =
    /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(hash);
  if (!match) return undefined;
  return {
    memory: Number(match[1]),
    passes: Number(match[2]),
    parallelism: Number(match[3]),
    salt: Buffer.from(match[4]!, 'base64'),
    key: Buffer.from(match[5]!, 'base64'),
  };
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parse(hash);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, { ...parsed, tagLength: parsed.key.length });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's; it is replaced at the next login. */
export function needsRehash(hash: string): boolean {
  const parsed = parse(hash);
  return (
    !parsed ||
    parsed.memory < current.memory ||
    parsed.passes < current.passes ||
    parsed.key.length !== current.tagLength
  );
}

/** A hash of a random password at today's parameters, made once. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/**
 * Spends the same time as checking a real password, for a login with an unknown email, so the
 * answer's timing does not tell which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await dummyHash());
  return false;
}
