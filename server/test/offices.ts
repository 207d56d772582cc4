// Test helpers for positions and terms through the console's API: calls as an officer, and a
// position or a term added by the chapter's chief officer (each must succeed).
import { expect } from 'vitest';
import { chapterToday } from '../core/offices/office.ts';
import { asOfficer, type Account } from './accounts.ts';
import type { TestApp } from './app.ts';

/** The helpers for the test's current app and chief (each test file makes its own). */
export function officesThrough(app: () => TestApp, chief: () => Account) {
  const call = (
    who: Account,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ) => asOfficer(app(), who, method, url, body);
  return {
    call,
    /** Today on the chapter's calendar (the clock the test may move). */
    today: () => chapterToday(app().app.content.chapter.timeZone),
    async addPosition(body: Record<string, unknown>) {
      const response = await call(chief(), 'POST', '/api/officer/positions', body);
      expect(response.statusCode).toBe(201);
      return response.json().position as { id: string; title: string; areas: string[] };
    },
    async addTerm(body: Record<string, unknown>, by: Account = chief()) {
      const response = await call(by, 'POST', '/api/officer/terms', body);
      expect(response.statusCode).toBe(201);
      return response.json().term as { id: string; status: string; endsOn: string | null };
    },
  };
}
