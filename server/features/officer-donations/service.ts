// The treasurer's work: record a gift, void one with a reason (never delete or edit), the ledger.
// The console and `npm run donation` record gifts by the same rules; each is in the audit log.
import type { DonationRow } from '../../../contract/api/officer-donations.ts';
import { now, type Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { audited, type Actor } from '../../core/audit/record.ts';
import * as repo from '../../core/donations/repository.ts';

export interface GiftInput {
  initiative: string;
  /** Whole cents. */
  amount: number;
  donorName?: string | null | undefined;
  donatedOn?: string | undefined;
  note?: string | null | undefined;
}

type DonationRecord = NonNullable<Awaited<ReturnType<typeof repo.findDonation>>>;

export function toDonationRow(row: DonationRecord): DonationRow {
  return {
    id: row.id,
    initiative: row.initiative,
    amount: row.amountCents / 100,
    donorName: row.donorName,
    donatedOn: row.donatedOn,
    note: row.note,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt,
    voided:
      row.voidedAt === null
        ? null
        : { at: row.voidedAt, by: row.voidedBy ?? '', reason: row.voidReason ?? '' },
  };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Records a gift; one without a date is dated `today`, the chapter's day (not UTC's). */
export async function recordGift(
  db: Db,
  actor: Actor,
  gift: GiftInput,
  today: string,
): Promise<DonationRow> {
  const id = await audited(db, actor, 'gift recorded', async (trx) => {
    const recorded = await repo.recordDonation(trx, {
      initiative: gift.initiative,
      amountCents: gift.amount,
      donorName: gift.donorName || null,
      donatedOn: gift.donatedOn ?? today,
      note: gift.note || null,
      recordedBy: actor.label,
    });
    return {
      result: recorded,
      target: { id: recorded, label: `${dollars(gift.amount)} for ${gift.initiative}` },
      details: {
        initiative: gift.initiative,
        amount: gift.amount / 100,
        anonymous: !gift.donorName,
      },
    };
  });
  return toDonationRow((await repo.findDonation(db, id))!);
}

export async function voidGift(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
): Promise<DonationRow> {
  await audited(db, actor, 'gift voided', async (trx) => {
    const gift = await repo.findDonation(trx, id);
    if (!gift) throw new HttpError(404, 'not_found', 'There is no such gift.');
    if (!(await repo.voidDonation(trx, id, actor.label, reason, now())))
      throw new HttpError(409, 'conflict', 'This gift was voided already.');
    return {
      result: undefined,
      target: { id, label: `${dollars(gift.amountCents)} for ${gift.initiative}` },
      details: { reason },
    };
  });
  return toDonationRow((await repo.findDonation(db, id))!);
}
