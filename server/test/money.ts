// What the money console's tests share: a treasurer, members of either side, a semester around the
// chapter's today, and the ledger's sums to check every answer against.
import { randomUUID } from 'node:crypto';
import { chapterToday } from '../core/offices/office.ts';
import { addDays } from '../core/money/settle.ts';
import type { TestApp } from './app.ts';
import { asOfficer, createSignedInAccount, type Account } from './accounts.ts';

export const today = (t: TestApp) => chapterToday(t.app.content.chapter.timeZone);

/** A member made quickly: `active` is initiated a year ago, `new` not yet. */
export async function member(
  t: TestApp,
  side: 'new' | 'active' = 'active',
  name = `Member ${randomUUID().slice(0, 6)}`,
): Promise<Account> {
  const account = await createSignedInAccount(t, { name });
  if (side === 'active')
    await t.app.db
      .updateTable('users')
      .set({ initiatedOn: addDays(today(t), -365) })
      .where('id', '=', account.id)
      .execute();
  return account;
}

/** A semester from 60 days ago to 60 days from now; its id. */
export async function semester(t: TestApp, name = 'This semester'): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await t.app.db
    .insertInto('semesters')
    .values({
      id,
      name,
      startsOn: addDays(today(t), -60),
      endsOn: addDays(today(t), 60),
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return id;
}

export const call = (
  t: TestApp,
  who: Account,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) => asOfficer(t, who, method, `/api/officer${url}`, body);

/** His balance as the ledger's lines add up (receivable lines). */
export async function linesBalance(t: TestApp, userId: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('ledgerLines')
    .select('amountCents')
    .where('userId', '=', userId)
    .where('account', '=', 'receivable')
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amountCents), 0);
}

/** How many postings of `kind` name him. */
export async function postingsOf(t: TestApp, userId: string, kind: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('ledgerPostings')
    .select('id')
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .execute();
  return rows.length;
}

export async function auditActions(t: TestApp): Promise<string[]> {
  const rows = await t.app.db.selectFrom('auditLog').select('action').orderBy('at').execute();
  return rows.map((row) => row.action).filter((action) => action.startsWith('money.'));
}
