// The treasurer's work: record a gift, void one with a reason (never delete or edit), link one to
// the donor's account (the gift is then his: docs/product.md#privacy), the ledger. The console and
// `npm run donation` record gifts by the same rules; each is in the audit log.
import type { DonationRow } from '../../../../contract/api/officer/donations.ts';
import { now, type Db } from '../../../db/database.ts';
import { fieldError, HttpError } from '../../../http-error.ts';
import { audited, type Actor } from '../../../core/audit/record.ts';
import * as repo from '../../../core/donations/repository.ts';
import { accountNames, openAccount } from '../../../core/users/repository.ts';

export interface GiftInput {
  initiative: string;
  /** Whole cents. */
  amount: number;
  donorName?: string | null | undefined;
  donatedOn?: string | undefined;
  note?: string | null | undefined;
  /** The donor's account, when the treasurer links the gift to it. */
  accountId?: string | null | undefined;
}

type DonationRecord = NonNullable<Awaited<ReturnType<typeof repo.findDonation>>>;

/** A gift as the API gives it; `names` holds the name of its account, if it has one. */
export function toDonationRow(
  row: DonationRecord,
  names: ReadonlyMap<string, string>,
): DonationRow {
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
    account:
      row.accountId === null
        ? null
        : { id: row.accountId, name: names.get(row.accountId) ?? 'An account' },
  };
}

/** The gifts as the API gives them, each with the name of its account. */
export async function toDonationRows(db: Db, rows: DonationRecord[]): Promise<DonationRow[]> {
  const names = await accountNames(
    db,
    rows.map((row) => row.accountId),
  );
  return rows.map((row) => toDonationRow(row, names));
}

async function donationRow(db: Db, id: string): Promise<DonationRow> {
  const [row] = await toDonationRows(db, [(await repo.findDonation(db, id))!]);
  return row!;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The account a gift may be linked to, or a 400 at `accountId`: none such, or ended. */
async function linkableAccount(db: Db, accountId: string) {
  const account = await openAccount(db, accountId);
  if (!account)
    throw fieldError(
      'accountId',
      'There is no open account to link the gift to: choose the donor’s account from the list.',
    );
  return account;
}

/** Records a gift; one without a date is dated `today`, the chapter's day (not UTC's). */
export async function recordGift(
  db: Db,
  actor: Actor,
  gift: GiftInput,
  today: string,
): Promise<DonationRow> {
  const id = await audited(db, actor, 'gift recorded', async (trx) => {
    const account = gift.accountId ? await linkableAccount(trx, gift.accountId) : null;
    const recorded = await repo.recordDonation(
      trx,
      {
        initiative: gift.initiative,
        amountCents: gift.amount,
        donorName: gift.donorName || null,
        donatedOn: gift.donatedOn ?? today,
        note: gift.note || null,
        recordedBy: actor.label,
        accountId: account?.id ?? null,
      },
      actor.id,
    );
    return {
      result: recorded,
      target: { id: recorded, label: `${dollars(gift.amount)} for ${gift.initiative}` },
      details: {
        initiative: gift.initiative,
        amount: gift.amount / 100,
        anonymous: !gift.donorName,
        ...(account ? { account: account.name } : {}),
      },
    };
  });
  return donationRow(db, id);
}

export async function voidGift(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
  today: string,
): Promise<DonationRow> {
  await audited(db, actor, 'gift voided', async (trx) => {
    const gift = await repo.findDonation(trx, id);
    if (!gift) throw new HttpError(404, 'not_found', 'There is no such gift.');
    if (!(await repo.voidDonation(trx, id, actor, reason, now(), today)))
      throw new HttpError(409, 'conflict', 'This gift was voided already.');
    return {
      result: undefined,
      target: { id, label: `${dollars(gift.amountCents)} for ${gift.initiative}` },
      details: { reason },
    };
  });
  return donationRow(db, id);
}

/**
 * Links a gift to the donor's account, or (null) to none: the gift is then his, in his own data.
 * Audited about the account (the new one, or the one it leaves); a link that changes nothing
 * leaves no entry.
 */
export async function linkGift(
  db: Db,
  actor: Actor,
  id: string,
  accountId: string | null,
): Promise<DonationRow> {
  const gift = await repo.findDonation(db, id);
  if (!gift) throw new HttpError(404, 'not_found', 'There is no such gift.');
  if (gift.accountId === accountId) return donationRow(db, id);
  await audited(db, actor, 'donation linked to account', async (trx) => {
    const account = accountId ? await linkableAccount(trx, accountId) : null;
    const before = gift.accountId
      ? ((await accountNames(trx, [gift.accountId])).get(gift.accountId) ?? null)
      : null;
    if (!(await repo.linkDonation(trx, id, accountId)))
      throw new HttpError(404, 'not_found', 'There is no such gift.');
    const about = account ?? { id: gift.accountId!, name: before ?? 'An account' };
    return {
      result: undefined,
      target: { id: about.id, label: about.name },
      details: {
        gift: id,
        label: `${dollars(gift.amountCents)} for ${gift.initiative}`,
        from: before,
        to: account?.name ?? null,
      },
    };
  });
  return donationRow(db, id);
}
