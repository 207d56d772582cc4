// The build's environment: a build that a test runner starts is the build a chapter serves.
import { describe, expect, it } from 'vitest';
import { buildEnvironment } from './web-build.ts';

describe('the environment of a build started by the tests', () => {
  it('leaves out what Vitest sets for its own process, and keeps the rest', () => {
    const env = buildEnvironment({
      PATH: '/usr/bin',
      NODE_ENV: 'test',
      TEST: 'true',
      VITEST: 'true',
      VITEST_POOL_ID: '1',
      NODE_COMPILE_CACHE: '/cache',
    });
    expect(env).toEqual({ PATH: '/usr/bin', NODE_COMPILE_CACHE: '/cache' });
  });
});
