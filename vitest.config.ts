// Vitest: `unit` for pure rules and components, `data` for everything that touches a database
// (run on SQLite by `npm test`, and on PostgreSQL by `DATABASE_URL=… npm run test:data`).
import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * On PostgreSQL, the server's test files that open no database (pure rules, parsers, image bytes)
 * are left out: the SQLite run has run them, and they would test the same code again.
 */
const withoutDatabase = (): string[] =>
  readdirSync('server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `server/${file}`)
    .filter(
      (file) =>
        !/test\/app\.ts|test\/(migration-)?database\.ts|openDatabase/.test(
          readFileSync(file, 'utf8'),
        ),
    );
const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on the 2-core CI machine. Each test
    // file has its own database and clock, so two run side by side (`test:data` takes three: its
    // files wait on PostgreSQL as much as they compute).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['web/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['test/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'data',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(onPostgres ? withoutDatabase() : [])],
          // A worker runs its files one after another in one module graph, instead of importing the
          // server afresh for each file: every test builds its own app on its own database, and the
          // server keeps no state between apps but caches keyed by their database (decision 020).
          // 98 -> 70 s on SQLite, 146 -> 98 s on PostgreSQL here; shuffled orders pass too.
          isolate: false,
          // The web app's build for the tests that serve pages (made once, cached by its sources).
          globalSetup: ['test/web-build.ts', 'test/pg-databases.ts'],
          setupFiles: ['test/fail-on-console-error.ts', 'test/light-argon2.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
