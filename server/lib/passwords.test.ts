import { beforeAll, describe, expect, it } from 'vitest';
import {
  argon2Parameters,
  argon2Runs,
  dummyHash,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  setArgon2Parameters,
  verifyPassword,
} from './passwords.ts';

describe('passwords', () => {
  // The other suites hash at a light cost (test/light-argon2.ts); these check today's.
  beforeAll(() => setArgon2Parameters(argon2Parameters));

  it('hashes with argon2id at OWASP parameters and a fresh salt each time', async () => {
    const a = await hashPassword('Correct-Horse-9');
    const b = await hashPassword('Correct-Horse-9');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Correct-Horse-9');
  });

  it('verifies the right password and refuses a wrong or altered one', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-9', hash)).toBe(false);
    expect(
      await verifyPassword(
        'Correct-Horse-9',
        // The first character of the digest: all six of its bits are data (the last one's
        // low bits are padding, so changing it may leave the digest as it was).
        hash.replace(
          /\$([A-Za-z0-9+/])([A-Za-z0-9+/]{42})$/,
          (_, c: string, rest: string) => `$${c === 'A' ? 'B' : 'A'}${rest}`,
        ),
      ),
    ).toBe(false);
    expect(await verifyPassword('anything', 'not a hash')).toBe(false);
  });

  it('asks for a new hash when the stored one is weaker than today', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(
      needsRehash(
        '$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
      ),
    ).toBe(true);
  });

  it('does the same work for an unknown account as for a real one: one argon2 check at today’s cost', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    await verifyAgainstDummy('warm-up');
    const before = argon2Runs.count;
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(argon2Runs.count - before).toBe(1);
    expect(await verifyAgainstDummy('wrong')).toBe(false);
    expect(argon2Runs.count - before).toBe(2);
    // The dummy is hashed with today's parameters, so its check costs what a real one does.
    expect(needsRehash(await dummyHash())).toBe(false);
  });
});
