// Vitest's global setup: names this run's PostgreSQL test databases, and drops them when the run
// ends (each worker keeps its finished tests' databases, emptied, for its next tests; see
// server/test/database.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export default function setup(): (() => Promise<void>) | undefined {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return undefined;
  const run = randomBytes(4).toString('hex');
  process.env.CHAPTER_TEST_RUN = run;
  return async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`chapter\\_test\\_${run}\\_%`],
      );
      for (const { datname } of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
