// The handover reminder (docs/product.md#positions-and-terms): 30 days before a current term ends
// with no successor, its holder and the officers with `accounts` are emailed, once (the term
// remembers the day; two instances running the job at once send it once). And the day-change work:
// the copied office of everyone whose terms changed by the calendar, then the reminders.
import { formatDay } from '../../../contract/dates.ts';
import { addDays, handoverReminderDays, needsHandoverReminder } from '../../../contract/terms.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { renderEmail, type EmailBrand } from '../mail/templates.ts';
import { accountsDueRefresh, listAccountsHolders } from '../users/office-holders.ts';
import { refreshOffices } from './office.ts';
import * as repo from './repository.ts';

export interface HandoverDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue' | 'wake'>;
  brand: EmailBrand;
  publicUrl: string;
}

const longDay = formatDay;

export function handoverReminderEmail(
  brand: EmailBrand,
  publicUrl: string,
  term: repo.TermListRow,
  to: { name: string; email: string },
  holder: boolean,
): MailMessage {
  const ends = longDay(term.endsOn!);
  const subject = `The ${term.positionTitle} term ends on ${ends}: no successor yet`;
  return {
    to: to.email,
    subject,
    ...renderEmail(brand, {
      heading: subject,
      paragraphs: holder
        ? [
            `${to.name}, your term as ${term.positionTitle} ends on ${ends}, and nobody has been entered to follow you.`,
            'Ask the officers who manage accounts to enter your successor (Positions in the officer console), and write your handover note for him on your office’s page.',
          ]
        : [
            `${term.name}'s term as ${term.positionTitle} ends on ${ends}, and nobody has been entered to follow him.`,
            'Enter his successor on the Positions page of the officer console, or change the end of his term.',
          ],
      action: holder
        ? { label: 'Write your handover', url: `${publicUrl}/me/office` }
        : { label: 'Open Positions', url: `${publicUrl}/officers/positions` },
      notes: [
        holder
          ? 'You get this email because you hold this office.'
          : 'You get this email because you manage the chapter’s accounts.',
      ],
    }),
  };
}

/** Sends the reminders due on `today`; the number of terms reminded. */
export async function sendHandoverReminders(deps: HandoverDeps, today: string): Promise<number> {
  const candidates = await repo.termsEndingBy(deps.db, today, addDays(today, handoverReminderDays));
  let sent = 0;
  for (const term of candidates) {
    const others = (await repo.termsOfPosition(deps.db, term.positionId)).filter(
      (other) => other.id !== term.id,
    );
    if (!needsHandoverReminder(term, others, today)) continue;
    const reminded = await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.markReminded(trx, term.id, today))) return false;
      const officers = await listAccountsHolders(trx, today);
      await deps.mailer.enqueue(
        trx,
        handoverReminderEmail(deps.brand, deps.publicUrl, term, term, true),
      );
      for (const officer of officers.filter((other) => other.id !== term.userId))
        await deps.mailer.enqueue(
          trx,
          handoverReminderEmail(deps.brand, deps.publicUrl, term, officer, false),
        );
      return true;
    });
    if (reminded) sent += 1;
  }
  if (sent) deps.mailer.wake();
  return sent;
}

/** A new day on the chapter's calendar: offices copied again where terms changed, then reminders. */
export async function onNewDay(deps: HandoverDeps, today: string): Promise<void> {
  const due = await accountsDueRefresh(deps.db, today);
  for (const id of due)
    await deps.db.transaction().execute((trx) => refreshOffices(trx, [id], today));
  await sendHandoverReminders(deps, today);
}
