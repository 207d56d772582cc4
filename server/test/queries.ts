// Test helper: the SQL statements sent while some work runs, to hold a list to the reads it should
// cost (one pass over the accounts for a page, no scan of the audit log for its filter lists).
import type { CompiledQuery } from 'kysely';
import type { TestApp } from './app.ts';

export async function sqlSentDuring(t: TestApp, work: () => Promise<unknown>): Promise<string[]> {
  const executor = t.app.db.getExecutor();
  const execute = executor.executeQuery;
  const sent: string[] = [];
  executor.executeQuery = ((compiled: CompiledQuery, ...rest: unknown[]) => {
    sent.push(compiled.sql);
    return (execute as (...args: unknown[]) => unknown).call(executor, compiled, ...rest);
  }) as typeof execute;
  try {
    await work();
  } finally {
    executor.executeQuery = execute;
  }
  return sent;
}
