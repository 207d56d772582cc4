import { describe, expect, it } from 'vitest';
import type { OnlinePaymentRow } from '../../../../contract/api/payments.ts';
import {
  amountDetail,
  percentText,
  reconciledText,
  refundAction,
  refundableCents,
  typedPercent,
} from './online.ts';

const paid: OnlinePaymentRow = {
  attemptId: '00000000-0000-4000-8000-000000000001',
  kind: 'dues',
  userId: 'member-1',
  name: 'Sam Carter',
  initiative: null,
  amountCents: 15_000,
  feeCents: 465,
  refundedCents: 0,
  disputedCents: 0,
  status: 'paid',
  method: 'card',
  postingId: 'posting-1',
  receiptNumber: 12,
  createdAt: '2026-09-07T23:00:00Z',
  paidAt: '2026-09-07T23:01:00Z',
  refundPending: false,
};

describe('online payments in the console', () => {
  it('offers a refund of what is left of a paid payment, never of his own', () => {
    expect(refundAction(paid, 'treasurer-1')).toBe('refund');
    expect(refundAction(paid, 'member-1')).toBe('yours');
    expect(refundAction({ ...paid, refundPending: true }, 'treasurer-1')).toBe('requested');
    expect(refundAction({ ...paid, status: 'processing' }, 'treasurer-1')).toBeNull();
    expect(refundAction({ ...paid, refundedCents: 15_000 }, 'treasurer-1')).toBeNull();
    expect(refundableCents({ ...paid, refundedCents: 5_000 })).toBe(10_000);
    // A gift from someone not signed in has no account: anyone of the area may refund it.
    expect(refundAction({ ...paid, kind: 'gift', userId: null }, undefined)).toBe('refund');
  });

  it('reads and writes the processor’s percentages as the settings type them', () => {
    expect(percentText(290)).toBe('2.90');
    expect(percentText(80)).toBe('0.80');
    expect(typedPercent('2.9')).toBe(290);
    expect(typedPercent('0.80%')).toBe(80);
    expect(typedPercent('')).toBe(0);
    expect(typedPercent('2,9')).toBe('2,9');
  });

  it('says what a reconciliation did and what a payment lost on the way', () => {
    expect(
      reconciledText({
        checked: 120,
        posted: 2,
        unmatched: 1,
        reconciledAt: '2026-09-08T12:00:00Z',
      }),
    ).toBe('Checked 120 sessions: 2 posted, 1 not matched.');
    expect(amountDetail({ ...paid, refundedCents: 5_000, disputedCents: 1_000 })).toEqual([
      'Fee $4.65',
      'Refunded $50.00',
      'Held back: dispute $10.00',
    ]);
    expect(amountDetail({ ...paid, feeCents: null })).toEqual([]);
  });
});
