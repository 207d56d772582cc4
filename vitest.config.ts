// Vitest: `unit` for pure rules and components, `data` for everything that touches a database
// (run on SQLite by `npm test`, and on PostgreSQL by `DATABASE_URL=… npm run test:data`).
import { defineConfig } from 'vitest/config';

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
          // A worker runs its files one after another in one module graph, instead of importing the
          // server afresh for each file: every test builds its own app on its own database, and the
          // server keeps no state between apps but caches keyed by their database (decision 020).
          // 98 -> 70 s on SQLite, 146 -> 98 s on PostgreSQL here; shuffled orders pass too.
          isolate: false,
          globalSetup: ['test/pg-databases.ts'],
          setupFiles: ['test/fail-on-console-error.ts', 'test/light-argon2.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
