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
          globalSetup: ['test/pg-databases.ts'],
          setupFiles: ['test/fail-on-console-error.ts', 'test/light-argon2.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
