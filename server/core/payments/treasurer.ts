// The treasurer's view of paying online (docs/api.md#paying-online): where it stands (the last
// webhook and reconciliation, what matches nothing, debits on their way, disputes) and every
// attempt, a page at a time.
import { pageOffset } from '../../../contract/api/paging.ts';
import type {
  AttemptStatus,
  OnlineMethod,
  OnlinePaymentRow,
  PaymentsStatusResponse,
} from '../../../contract/api/payments.ts';
import type { Db } from '../../db/database.ts';
import { lastReconciledAt } from './reconcile.ts';
import {
  attemptCounts,
  countAttempts,
  lastEventAt,
  listAttempts,
  unmatchedItems,
  type AttemptFilter,
} from './repository.ts';

export async function paymentsStatus(db: Db, online: boolean): Promise<PaymentsStatusResponse> {
  const [lastWebhookAt, reconciledAt, unmatched, counts] = await Promise.all([
    lastEventAt(db),
    lastReconciledAt(db),
    unmatchedItems(db),
    attemptCounts(db),
  ]);
  return {
    online,
    lastWebhookAt,
    lastReconciledAt: reconciledAt,
    unmatched: unmatched.map((item) => ({
      id: item.id,
      kind: item.kind as 'session' | 'event',
      objectId: item.objectId,
      amountCents: item.amountCents === null ? null : Number(item.amountCents),
      at: item.at,
      reason: item.reason,
    })),
    ...counts,
  };
}

export async function onlinePayments(
  db: Db,
  filter: AttemptFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: OnlinePaymentRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    listAttempts(db, filter, { limit: page.pageSize, offset: pageOffset(page) }),
    countAttempts(db, filter),
  ]);
  return {
    total,
    rows: rows.map((row) => {
      const refunded = Number(row.refundedCents);
      return {
        attemptId: row.id,
        kind: row.kind as 'dues' | 'gift',
        userId: row.userId,
        name: row.memberName ?? row.donorName ?? 'Anonymous',
        initiative: row.initiative,
        amountCents: Number(row.amountCents),
        feeCents: row.feeCents === null ? null : Number(row.feeCents),
        refundedCents: refunded,
        disputedCents: Number(row.disputedCents),
        status: row.status as AttemptStatus,
        method: row.method as OnlineMethod | null,
        postingId: row.postingId,
        receiptNumber: row.receiptNumber === null ? null : Number(row.receiptNumber),
        createdAt: row.createdAt,
        paidAt: row.paidAt,
        refundPending: Number(row.requestedCents ?? 0) > refunded,
      };
    }),
  };
}
