// What the tests of the recruitment pipeline, notes, ballots and console share: the recruitment
// officer, actives and the others, a period around the chapter's today made through the API, and
// prospects written straight into their table (the interest form has tests of its own).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { PeriodInput } from '../../contract/api/recruitment.ts';
import { addDays } from '../../contract/terms.ts';
import type { TestApp } from './app.ts';
import { asOfficer, createOfficer, createSignedInAccount, type Account } from './accounts.ts';
import { member, today } from './money.ts';

export { member, today };

/** The recruitment officer (and nothing else). */
export const recruiter = (t: TestApp) =>
  createOfficer(t, ['recruitment'], { name: 'Rhett Recruiter' });

/** An alumnus, signed in. */
export const alumnus = (t: TestApp) =>
  createSignedInAccount(t, { role: 'alumni', name: 'Al Umnus' });

/** A period's request: open from 10 days ago to 20 days on, unless `changes` say otherwise. */
export const periodBody = (t: TestApp, changes: Partial<PeriodInput> = {}): PeriodInput => ({
  name: 'Fall rush',
  opensOn: addDays(today(t), -10),
  closesOn: addDays(today(t), 20),
  deleteAfterDays: 30,
  vote: { quorumPercent: 50, thresholdPercent: 75, vetoes: 0 },
  ...changes,
});

/** A period made through the console; its id. */
export async function makePeriod(
  t: TestApp,
  officer: Account,
  changes: Partial<PeriodInput> = {},
): Promise<string> {
  const made = await asOfficer(
    t,
    officer,
    'POST',
    '/api/officer/recruitment/periods',
    periodBody(t, changes),
  );
  expect(made.statusCode).toBe(201);
  return made.json().period.id as string;
}

/** A prospect of the period (confirmed unless told), at its first stage unless told; his id. */
export async function addProspect(
  t: TestApp,
  periodId: string,
  options: { name?: string; email?: string; confirmed?: boolean; stage?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await t.app.db
    .insertInto('prospects')
    .values({
      id,
      periodId,
      name: options.name ?? `Pat Prospect ${id.slice(0, 4)}`,
      email: options.email ?? `pat.${id.slice(0, 8)}@example.com`,
      phone: null,
      classYear: 2029,
      major: 'History',
      heardFrom: null,
      stage: options.stage ?? 'Interested',
      confirmedAt: options.confirmed === false ? null : at,
      registeredAt: at,
      updatedAt: at,
    })
    .execute();
  return id;
}

/** An instant `minutes` from now. */
export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString();

/** Opens a ballot on `prospectIds` closing in an hour; its id. */
export async function openBallot(
  t: TestApp,
  officer: Account,
  prospectIds: string[],
): Promise<string> {
  const made = await asOfficer(t, officer, 'POST', '/api/officer/recruitment/ballots', {
    prospectIds,
    closesAt: minutesFromNow(60),
  });
  expect(made.statusCode).toBe(201);
  return made.json().ballot.id as string;
}

/** `account`'s vote on `prospectId`. */
export const castVote = (
  t: TestApp,
  account: Account,
  ballotId: string,
  prospectId: string,
  vote: string,
) =>
  asOfficer(t, account, 'POST', `/api/recruitment/ballots/${ballotId}/vote`, { prospectId, vote });
