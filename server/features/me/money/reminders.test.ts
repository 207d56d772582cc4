// The dues reminders' job (server/core/money/reminders.ts), on SQLite and PostgreSQL: at the
// chapter's day turning, a member who owes is emailed before a due day, on it and weekly after
// it, never twice in a week, about his plan's instalments while it is on track; nobody who owes
// nothing, no alumnus; nothing at all once the chapter turns reminders off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { listNewest } from '../../../core/mail/outbox-repository.ts';
import { post } from '../../../core/money/ledger.ts';
import { acceptPlan, proposePlan } from '../../../core/money/plans.ts';
import { sendDuesReminders, type ReminderDeps } from '../../../core/money/reminders.ts';

let t: TestApp;
let deps: ReminderDeps;
const treasurer = { id: 'treasurer-id', name: 'Tom Treasurer' };

beforeAll(async () => {
  t = await createTestApp();
  deps = {
    db: t.app.db,
    mailer: t.app.mailer,
    brand: t.app.emailBrand,
    publicUrl: 'http://chapter.test',
  };
});
afterAll(async () => t.close());

const charge = (userId: string, amountCents: number, dueOn: string) =>
  t.app.db.transaction().execute((trx) =>
    post(trx, [
      {
        kind: 'dues',
        occurredOn: '2027-01-15',
        dueOn,
        userId,
        description: 'Spring dues',
        lines: [
          { account: 'receivable', userId, amountCents },
          { account: 'dues_income', amountCents: -amountCents },
        ],
        by: treasurer,
      },
    ]),
  );

const remindersTo = async (who: Account) =>
  (await listNewest(t.app.db, 50, who.email)).map((mail) => mail.subject);

describe('the dues reminders', () => {
  it('go before, on and after a due day, once a week, and stop when turned off', async () => {
    const soon = await createSignedInAccount(t, { name: 'Sam Soon' });
    const late = await createSignedInAccount(t, { name: 'Lou Late' });
    const planned = await createSignedInAccount(t, { name: 'Pat Plan' });
    const paid = await createSignedInAccount(t);
    const alumnus = await createSignedInAccount(t, { role: 'alumni' });
    await charge(soon.id, 12_500, '2027-04-10');
    await charge(late.id, 20_000, '2027-02-01');
    await charge(planned.id, 20_000, '2027-02-01');
    await charge(alumnus.id, 5_000, '2027-02-01');
    await t.app.db.transaction().execute(async (trx) => {
      const plan = await proposePlan(trx, {
        userId: planned.id,
        instalments: [
          { dueOn: '2027-04-05', amountCents: 10_000 },
          { dueOn: '2027-05-05', amountCents: 10_000 },
        ],
        side: 'treasurer',
        by: treasurer,
        today: '2027-03-01',
      });
      await acceptPlan(trx, {
        planId: plan.id,
        side: 'member',
        by: { id: planned.id, name: planned.name },
      });
    });

    expect(await sendDuesReminders(deps, '2027-04-03')).toBe(3);
    expect(await remindersTo(soon)).toEqual(['Your dues: $125.00 due on Sat, Apr 10, 2027']);
    expect(await remindersTo(late)).toEqual(['Your dues: $200.00 past due']);
    // On a plan on track, the plan's instalment, not the charge long past due.
    expect(await remindersTo(planned)).toEqual(['Your dues: $100.00 due on Mon, Apr 5, 2027']);
    expect(await remindersTo(paid)).toEqual([]);
    expect(await remindersTo(alumnus)).toEqual([]);
    const [mail] = await listNewest(t.app.db, 1, late.email);
    expect(mail!.textBody).toContain('http://chapter.test/me/dues');
    expect(mail!.textBody).toContain('Lou Late, you owe the chapter $200.00.');

    // Twice the same day (another instance) or within the week: nothing more.
    expect(await Promise.all([0, 1].map(() => sendDuesReminders(deps, '2027-04-03')))).toEqual([
      0, 0,
    ]);
    expect(await sendDuesReminders(deps, '2027-04-09')).toBe(0);
    // A week on: the due day for one, still past due for another.
    expect(await sendDuesReminders(deps, '2027-04-10')).toBe(3);
    expect((await remindersTo(soon))[0]).toBe('Your dues: $125.00 due today');

    await t.app.db.updateTable('moneySettings').set({ reminders: 0 }).execute();
    expect(await sendDuesReminders(deps, '2027-04-20')).toBe(0);
    await t.app.db.updateTable('moneySettings').set({ reminders: 1 }).execute();
    expect(await sendDuesReminders(deps, '2027-04-20')).toBe(3);
  });
});
