// A member's dues (docs/api.md#money-a-members-dues): his balance, statement, receipts and claims;
// a payment he says he made (and the photo of its receipt, sent once the claim is made); a payment
// plan he proposes, or the treasurer's that he accepts; paying online (docs/api.md#paying-online):
// the checkout he starts, and how it stands when he is back.
import type { z } from 'zod';
import type {
  acceptPlanRequest,
  duesResponse,
  paymentClaimRequest,
  paymentClaimResponse,
  paymentPlanRequest,
  paymentPlanResponse,
} from '../../../contract/api/money.ts';
import type {
  checkoutResponse,
  duesCheckoutRequest,
  duesCheckoutStatusResponse,
} from '../../../contract/api/payments.ts';
import { limits } from '../../../contract/limits.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const loadMyDues = (signal?: AbortSignal) =>
  apiRequest<typeof duesResponse>('/api/me/dues', signal ? { signal } : {});

export const claimPayment = (body: z.input<typeof paymentClaimRequest>) =>
  apiRequest<typeof paymentClaimResponse, typeof paymentClaimRequest>('/api/me/payment-claims', {
    method: 'POST',
    body,
  });

/** The photo of a claim's receipt; the upload code loads only when he sends one. */
export async function sendClaimPicture(claimId: string, file: File): Promise<void> {
  const { apiUpload } = await import('../../lib/api-transfer.ts');
  const form = new FormData();
  form.append('picture', file);
  await apiUpload(`/api/me/payment-claims/${encodeURIComponent(claimId)}/picture`, form, {
    timeoutMs: limits.upload.timeoutMs,
  });
}

export const proposePlan = (body: z.input<typeof paymentPlanRequest>) =>
  apiRequest<typeof paymentPlanResponse, typeof paymentPlanRequest>('/api/me/payment-plan', {
    method: 'POST',
    body,
  });

/** Accepts the treasurer's proposal he is shown (a newer one is not accepted unread). */
export const acceptPlan = (planId: string) =>
  apiRequest<typeof paymentPlanResponse, typeof acceptPlanRequest>('/api/me/payment-plan/accept', {
    method: 'POST',
    body: { planId },
  });

/** Starts paying `amountCents` online: where Stripe's checkout page waits for him. */
export const startCheckout = (amountCents: number) =>
  apiRequest<typeof checkoutResponse, typeof duesCheckoutRequest>('/api/me/dues/checkout', {
    method: 'POST',
    body: { amountCents },
  });

/** How his payment online stands (his own only), as the server knows it. */
export const loadCheckout = (attemptId: string, signal?: AbortSignal) =>
  apiRequest<typeof duesCheckoutStatusResponse>(
    `/api/me/dues/checkout/${encodeURIComponent(attemptId)}`,
    signal ? { signal } : {},
  );
