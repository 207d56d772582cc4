// Money in the console (area `treasury`, docs/api.md#money-officer-console): dues schedules and
// their bills, charges, payments and reversals, balances and a member's statement, claims, the
// fines and late fees the rules propose, plans, reports, the handover and the settings. Amounts
// travel as whole cents.
import type { z } from 'zod';
import type {
  balancesResponse,
  billPreviewResponse,
  billResponse,
  chargeRequest,
  chargeResponse,
  claimDecisionRequest,
  claimDecisionResponse,
  claimsResponse,
  declineRequest,
  handoverResponse,
  moneySettingsBody,
  moneySettingsResponse,
  paymentRequest,
  paymentResponse,
  planRequest,
  planResponse,
  plansResponse,
  postProposalsRequest,
  postProposalsResponse,
  proposalsResponse,
  reverseRequest,
  reverseResponse,
  scheduleRequest,
  scheduleResponse,
  schedulesResponse,
  statementResponse,
} from '../../../../contract/api/officer/money.ts';
import type { giftAccountsResponse } from '../../../../contract/api/officer/donations.ts';
import type {
  onlinePaymentsResponse,
  paymentsStatusResponse,
  reconcileResponse,
  refundRequest,
  refundResponse,
} from '../../../../contract/api/payments.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const api = '/api/officer';
const options = (signal?: AbortSignal) => (signal ? { signal } : {});
const at = (path: string, id: string, rest = '') =>
  `${api}/${path}/${encodeURIComponent(id)}${rest}`;
const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params)
      .filter(
        (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
      )
      .map(([name, value]) => [name, String(value)]),
  ).toString();
  return search ? `?${search}` : '';
};

// ---- Balances and statements ----------------------------------------------------------------------

export interface BalancesAsked {
  status: string;
  q: string;
  page: number;
  pageSize: number;
}

export const balancesUrl = (asked: Partial<BalancesAsked>, format?: 'csv') =>
  `${api}/balances${query({ status: asked.status, q: asked.q, page: asked.page, pageSize: asked.pageSize, format })}`;

export const loadBalances = (asked: BalancesAsked, signal?: AbortSignal) =>
  apiRequest<typeof balancesResponse>(balancesUrl(asked), options(signal));

export const loadStatement = (userId: string, signal?: AbortSignal) =>
  apiRequest<typeof statementResponse>(at('members', userId, '/statement'), options(signal));

// ---- Writes on one member's account ---------------------------------------------------------------

export const recordPayment = (body: z.input<typeof paymentRequest>) =>
  apiRequest<typeof paymentResponse, typeof paymentRequest>(`${api}/payments`, {
    method: 'POST',
    body,
  });

export const addCharge = (body: z.input<typeof chargeRequest>) =>
  apiRequest<typeof chargeResponse, typeof chargeRequest>(`${api}/charges`, {
    method: 'POST',
    body,
  });

export const reversePosting = (postingId: string, reason: string) =>
  apiRequest<typeof reverseResponse, typeof reverseRequest>(at('postings', postingId, '/reverse'), {
    method: 'POST',
    body: { reason },
  });

/** The open accounts whose name holds the words typed (the donations' search, same area). */
export const findAccounts = (q: string, signal: AbortSignal) =>
  apiRequest<typeof giftAccountsResponse>(`${api}/donations/accounts${query({ q })}`, { signal });

// ---- Dues schedules ------------------------------------------------------------------------------

export const loadSchedules = (signal?: AbortSignal) =>
  apiRequest<typeof schedulesResponse>(`${api}/dues-schedules`, options(signal));

export const addSchedule = (body: z.input<typeof scheduleRequest>) =>
  apiRequest<typeof scheduleResponse, typeof scheduleRequest>(`${api}/dues-schedules`, {
    method: 'POST',
    body,
  });

export const saveSchedule = (id: string, body: z.input<typeof scheduleRequest>) =>
  apiRequest<typeof scheduleResponse, typeof scheduleRequest>(at('dues-schedules', id), {
    method: 'PUT',
    body,
  });

export const previewBill = (id: string, signal?: AbortSignal) =>
  apiRequest<typeof billPreviewResponse>(
    at('dues-schedules', id, '/bill-preview'),
    options(signal),
  );

export const billSchedule = (id: string) =>
  apiRequest<typeof billResponse>(at('dues-schedules', id, '/bill'), { method: 'POST' });

// ---- Claims, proposals, plans --------------------------------------------------------------------

export const loadClaims = (status: string, page: number, signal?: AbortSignal) =>
  apiRequest<typeof claimsResponse>(
    `${api}/payment-claims${query({ status, page, pageSize: 50 })}`,
    options(signal),
  );

export const decideClaim = (id: string, body: z.input<typeof claimDecisionRequest>) =>
  apiRequest<typeof claimDecisionResponse, typeof claimDecisionRequest>(
    at('payment-claims', id, '/decision'),
    { method: 'POST', body },
  );

export const loadProposals = (signal?: AbortSignal) =>
  apiRequest<typeof proposalsResponse>(`${api}/money-proposals`, options(signal));

export const postProposals = (items: readonly string[]) =>
  apiRequest<typeof postProposalsResponse, typeof postProposalsRequest>(
    `${api}/money-proposals/post`,
    { method: 'POST', body: { items: [...items] } },
  );

export const loadPlans = (status: string, page: number, signal?: AbortSignal) =>
  apiRequest<typeof plansResponse>(
    `${api}/payment-plans${query({ status, page, pageSize: 50 })}`,
    options(signal),
  );

export const proposePlan = (body: z.input<typeof planRequest>) =>
  apiRequest<typeof planResponse, typeof planRequest>(`${api}/payment-plans`, {
    method: 'POST',
    body,
  });

export const acceptPlan = (id: string) =>
  apiRequest<typeof planResponse>(at('payment-plans', id, '/accept'), { method: 'POST' });

export const declinePlan = (id: string, note: string | null) =>
  apiRequest<typeof planResponse, typeof declineRequest>(at('payment-plans', id, '/decline'), {
    method: 'POST',
    body: { note },
  });

// ---- Reports, handover, settings -----------------------------------------------------------------

/** A report as the CSV file the accountant takes (`journal`, `trial-balance`, `aging`). */
export const reportCsvUrl = (kind: string) =>
  `${api}/money-reports/${encodeURIComponent(kind)}?format=csv`;

export const loadHandover = (signal?: AbortSignal) =>
  apiRequest<typeof handoverResponse>(`${api}/money-handover`, options(signal));

export const loadSettings = (signal?: AbortSignal) =>
  apiRequest<typeof moneySettingsResponse>(`${api}/money-settings`, options(signal));

export const saveSettings = (body: z.input<typeof moneySettingsBody>) =>
  apiRequest<typeof moneySettingsResponse, typeof moneySettingsBody>(`${api}/money-settings`, {
    method: 'PUT',
    body,
  });

// ---- Paying online ---------------------------------------------------------------------------------

export const loadPaymentsStatus = (signal?: AbortSignal) =>
  apiRequest<typeof paymentsStatusResponse>(`${api}/payments/status`, options(signal));

export const reconcilePayments = () =>
  apiRequest<typeof reconcileResponse>(`${api}/payments/reconcile`, { method: 'POST' });

export interface OnlinePaymentsAsked {
  status: string;
  q: string;
  page: number;
  pageSize: number;
}

export const loadOnlinePayments = (asked: OnlinePaymentsAsked, signal?: AbortSignal) =>
  apiRequest<typeof onlinePaymentsResponse>(
    `${api}/payments${query({ ...asked })}`,
    options(signal),
  );

export const refundPayment = (attemptId: string, body: z.input<typeof refundRequest>) =>
  apiRequest<typeof refundResponse, typeof refundRequest>(at('payments', attemptId, '/refund'), {
    method: 'POST',
    body,
  });
