// The chapter's money settings (docs/money.md#dues-charges-fines-and-late-fees): the grace before a
// charge is overdue, the fine for an unexcused absence, the late fee and when it applies, and the
// reminders. They change what dues mean, so a change marks the ledger changed (the balances kept in
// memory follow).
import type { MoneySettingsBody } from '../../../contract/api/officer/money.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import { moneySettings } from './repository.ts';

export type MoneySettings = Required<MoneySettingsBody>;

/** The settings as the API gives them. */
export async function readSettings(db: Db): Promise<MoneySettings> {
  const row = await moneySettings(db);
  return {
    graceDays: Number(row.graceDays),
    absenceFineCents: Number(row.absenceFineCents),
    lateFeeCents: Number(row.lateFeeCents),
    lateFeeAfterDays: Number(row.lateFeeAfterDays),
    lateFeeMinimumCents: Number(row.lateFeeMinimumCents),
    reminders: Number(row.reminders) === 1,
    remindDaysBefore: Number(row.remindDaysBefore),
  };
}

/** Saves the settings; returns what they were. Call it with a transaction. */
export async function saveSettings(trx: Db, settings: MoneySettings): Promise<MoneySettings> {
  const before = await readSettings(trx);
  await trx
    .updateTable('moneySettings')
    .set({
      ...settings,
      reminders: settings.reminders ? 1 : 0,
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', 1)
    .execute();
  await bumpVersion(trx, 'ledger');
  return before;
}
