// Payments the treasurer records by hand (docs/money.md#payments-claims-and-receipts): the checks
// before the posting, which claims.ts `postPayment` writes (the same posting a confirmed claim
// makes). A member may pay more than he owes: his balance becomes a credit.
import type { PaymentMethod } from '../../../contract/money.ts';
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../http-error.ts';
import { openAccount } from '../users/repository.ts';
import { postPayment } from './claims.ts';

export interface PaymentInput {
  userId: string;
  amountCents: number;
  method: PaymentMethod;
  reference?: string | null | undefined;
  receivedOn: string;
  note?: string | null | undefined;
}

/** An account a payment may be recorded for: any that exists and was not ended (an alumnus too). */
async function payerOrRefuse(db: Db, userId: string) {
  const payer = await openAccount(db, userId);
  if (!payer) throw fieldError('userId', 'There is no such member: choose him from the list.');
  return payer;
}

/**
 * Posts a payment received on `receivedOn` (not after `today`: 400 at `receivedOn`); returns its
 * posting's id and the member's name. Call it with a transaction; email the receipt after it
 * commits (receipts.ts `sendReceiptEmail`).
 */
export async function recordPayment(
  trx: Db,
  input: PaymentInput,
  by: { id: string | null; name: string },
  today: string,
): Promise<{ postingId: string; name: string }> {
  if (input.receivedOn > today)
    throw fieldError('receivedOn', 'The day received cannot be after today.');
  const payer = await payerOrRefuse(trx, input.userId);
  const postingId = await postPayment(trx, {
    userId: payer.id,
    amountCents: input.amountCents,
    method: input.method,
    reference: input.reference || null,
    receivedOn: input.receivedOn,
    note: input.note || null,
    by,
  });
  return { postingId, name: payer.name };
}
