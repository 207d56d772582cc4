// Dues reminders (docs/money.md#reminders): a member who owes is emailed before a due day (the
// chapter's `remind_days_before`), on it, and after it while anything is past due, never more than
// once a week; a member whose plan is on track is reminded of his plan's instalments instead of
// his charges' due days. They are account emails (nobody switches them off one by one); the
// chapter turns them all off in Money's settings. The rule is pure (`reminderKind`); the job runs
// at the chapter's day turning (server/plugins/office-days.ts) and sends through the outbox.
import { formatDay } from '../../../contract/dates.ts';
import { formatCents } from '../../../contract/money.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { renderEmail, type EmailBrand } from '../mail/templates.ts';
import { openAccountsOf } from '../users/repository.ts';
import { readReceivables, type MemberDues } from './dues.ts';
import { moneySettings } from './repository.ts';
import { addDays, type Instalment, type OpenCharge } from './settle.ts';

export type ReminderKind = 'before' | 'due' | 'overdue';

/** Days between two reminders to one member, at the least. */
export const reminderEveryDays = 7;

/** Something to pay by a day: an open charge, or what is left of a plan's instalment. */
export interface DueItem {
  dueOn: string;
  amountCents: number;
}

/**
 * The instalments of a plan still to pay: what he owes is the last instalments adding up to his
 * balance (the earlier ones are paid), the first of them in part, as payments settle charges.
 */
export function openInstalments(instalments: readonly Instalment[], balanceCents: number) {
  const open: DueItem[] = [];
  let left = balanceCents;
  for (let i = instalments.length - 1; i >= 0 && left > 0; i -= 1) {
    const amountCents = Math.min(instalments[i]!.amountCents, left);
    left -= amountCents;
    open.push({ dueOn: instalments[i]!.dueOn, amountCents });
  }
  return open.toReversed();
}

/**
 * What he has to pay and by when, first due first: his plan's open instalments while it is on
 * track (what he agreed to), otherwise his open charges.
 */
export function dueItemsOf(dues: Pick<MemberDues, 'balanceCents' | 'plan' | 'open'>): DueItem[] {
  if (dues.balanceCents <= 0) return [];
  if (dues.plan?.status === 'on_track')
    return openInstalments(dues.plan.instalments, dues.balanceCents);
  return dues.open.map((charge: OpenCharge) => ({
    dueOn: charge.dueOn,
    amountCents: charge.openCents,
  }));
}

/** The next thing to pay: the first item still open (past due ones first), or null. */
export const nextDueOf = (items: readonly DueItem[]): DueItem | null => items[0] ?? null;

/**
 * Which reminder he gets `today`, or null: `overdue` when something is past its day, `due` when
 * something is due today, `before` when something is due within `daysBefore` days (0: no early
 * reminder); never within `reminderEveryDays` of the last one (`lastSentOn`).
 */
export function reminderKind(
  items: readonly DueItem[],
  today: string,
  daysBefore: number,
  lastSentOn: string | null,
): ReminderKind | null {
  if (items.length === 0) return null;
  if (lastSentOn && lastSentOn > addDays(today, -reminderEveryDays)) return null;
  if (items.some((item) => item.dueOn < today)) return 'overdue';
  if (items.some((item) => item.dueOn === today)) return 'due';
  if (daysBefore > 0 && items.some((item) => item.dueOn <= addDays(today, daysBefore)))
    return 'before';
  return null;
}

export interface ReminderDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue' | 'wake'>;
  brand: EmailBrand;
  publicUrl: string;
}

/** The sum of the items due on `day`. */
const dueOn = (items: readonly DueItem[], day: string) =>
  items.filter((item) => item.dueOn === day).reduce((sum, item) => sum + item.amountCents, 0);

/** The reminder's subject: what is past due, due today, or due next and when. */
function subjectOf(kind: ReminderKind, items: readonly DueItem[], today: string): string {
  if (kind === 'overdue') {
    const late = items.filter((item) => item.dueOn < today);
    const cents = late.reduce((sum, item) => sum + item.amountCents, 0);
    return `Your dues: ${formatCents(cents)} past due`;
  }
  if (kind === 'due') return `Your dues: ${formatCents(dueOn(items, today))} due today`;
  const next = items.find((item) => item.dueOn > today)!;
  return `Your dues: ${formatCents(dueOn(items, next.dueOn))} due on ${formatDay(next.dueOn)}`;
}

/** The reminder's email: his balance, what is due and when, and how to pay. */
export function reminderEmail(
  deps: Pick<ReminderDeps, 'brand' | 'publicUrl'>,
  to: { name: string; email: string },
  reminder: { kind: ReminderKind; today: string; balanceCents: number; onPlan: boolean },
  items: readonly DueItem[],
): MailMessage {
  const subject = subjectOf(reminder.kind, items, reminder.today);
  return {
    to: to.email,
    subject,
    ...renderEmail(deps.brand, {
      heading: subject,
      paragraphs: [
        `${to.name}, you owe the chapter ${formatCents(reminder.balanceCents)}.`,
        reminder.onPlan
          ? 'These are the instalments of your payment plan still to pay:'
          : 'This is what is still open, by its due day:',
      ],
      details: [
        ...items.slice(0, 12).map((item) => ({
          label: `${formatDay(item.dueOn)}${item.dueOn < reminder.today ? ' (past due)' : ''}`,
          value: formatCents(item.amountCents),
        })),
        { label: 'Balance', value: formatCents(reminder.balanceCents), strong: true },
      ],
      more: [
        'Pay the treasurer by Venmo, Zelle, check or cash, then tell him on your dues page so that he can confirm it. You can also propose a payment plan there.',
      ],
      action: { label: 'Open your dues', url: `${deps.publicUrl}/me/dues` },
      notes: [
        'You get this email because you owe the chapter. It comes at most once a week; the treasurer can turn these reminders off for the chapter.',
      ],
    }),
  };
}

/**
 * Sends the reminders due on `today`, each with its `money_reminders` row in one transaction (two
 * instances running the job at once send each once: the row's key is the member and the day).
 * Nothing when the chapter turned reminders off. Returns how many were sent.
 */
export async function sendDuesReminders(deps: ReminderDeps, today: string): Promise<number> {
  const settings = await moneySettings(deps.db);
  if (Number(settings.reminders) !== 1) return 0;
  const { members } = await readReceivables(deps.db, today);
  const owing = [...members].filter(([, dues]) => dues.balanceCents > 0);
  if (owing.length === 0) return 0;
  const since = addDays(today, -reminderEveryDays);
  const [accounts, recent] = await Promise.all([
    openAccountsOf(deps.db, 'member', ['id', 'name', 'email', 'endedAt']),
    deps.db
      .selectFrom('moneyReminders')
      .select((eb) => ['userId', eb.fn.max('sentOn').as('lastSentOn')])
      .where('sentOn', '>', since)
      .groupBy('userId')
      .execute(),
  ]);
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const last = new Map(recent.map((row) => [row.userId, String(row.lastSentOn)]));
  let sent = 0;
  for (const [userId, dues] of owing) {
    const account = byId.get(userId);
    if (!account || account.endedAt) continue;
    const items = dueItemsOf(dues);
    const kind = reminderKind(
      items,
      today,
      Number(settings.remindDaysBefore),
      last.get(userId) ?? null,
    );
    if (!kind) continue;
    const email = reminderEmail(
      deps,
      account,
      { kind, today, balanceCents: dues.balanceCents, onPlan: dues.plan?.status === 'on_track' },
      items,
    );
    try {
      await deps.db.transaction().execute(async (trx) => {
        await trx.insertInto('moneyReminders').values({ userId, sentOn: today, kind }).execute();
        await deps.mailer.enqueue(trx, email);
      });
      sent += 1;
    } catch (error) {
      // Another instance sent his today.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if (sent) deps.mailer.wake();
  return sent;
}
