// The chapter's money settings (docs/money.md#dues-charges-fines-and-late-fees): the grace before a
// charge is overdue, the fine for an unexcused absence, the late fee and when it applies, the
// reminders, and paying online (docs/money.md#paying-online: the methods offered and what each
// costs). They change what dues mean, so a change marks the ledger changed (the balances kept in
// memory follow).
import type {
  MoneySettingsBody,
  MoneySettingsResponse,
} from '../../../contract/api/officer/money.ts';
import { onlineMethods, type OnlineMethod } from '../../../contract/money.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import { moneySettings } from './repository.ts';

export type MoneySettings = MoneySettingsResponse['settings'];

/** The stored list of methods (`card,us_bank_account`), in the one order, unknown ones left out. */
const methodsOf = (stored: string): OnlineMethod[] =>
  onlineMethods.filter((method) => stored.split(',').includes(method));

/** The settings as the API gives them. */
export async function readSettings(db: Db): Promise<MoneySettings> {
  return settingsOf(await moneySettings(db));
}

/** The settings' row (`moneySettings`) as the API gives them. */
export function settingsOf(row: Awaited<ReturnType<typeof moneySettings>>): MoneySettings {
  return {
    graceDays: Number(row.graceDays),
    absenceFineCents: Number(row.absenceFineCents),
    lateFeeCents: Number(row.lateFeeCents),
    lateFeeAfterDays: Number(row.lateFeeAfterDays),
    lateFeeMinimumCents: Number(row.lateFeeMinimumCents),
    reminders: Number(row.reminders) === 1,
    remindDaysBefore: Number(row.remindDaysBefore),
    onlineMethods: methodsOf(row.onlineMethods),
    cardPercentBasisPoints: Number(row.cardPercentBasisPoints),
    cardFixedCents: Number(row.cardFixedCents),
    bankPercentBasisPoints: Number(row.bankPercentBasisPoints),
    bankCapCents: Number(row.bankCapCents),
  };
}

/**
 * Saves the settings (the online ones left out keep what they are); returns what they were. Call
 * it with a transaction.
 */
export async function saveSettings(trx: Db, body: MoneySettingsBody): Promise<MoneySettings> {
  const before = await readSettings(trx);
  const settings: MoneySettings = { ...before, ...body };
  await trx
    .updateTable('moneySettings')
    .set({
      ...settings,
      reminders: settings.reminders ? 1 : 0,
      onlineMethods: methodsOf(settings.onlineMethods.join(',')).join(','),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', 1)
    .execute();
  await bumpVersion(trx, 'ledger');
  return before;
}
