// The one error shape every API failure uses, and the machine-readable codes it carries.
import { z } from 'zod';

export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'conflict',
  /** A save's If-Match names a version that is no longer the published one (live content). */
  'precondition_failed',
  /** A save without If-Match: the server cannot tell whether it would overwrite another's work. */
  'precondition_required',
  /** The event has started: RSVPs are closed (docs/api.md#call-4-rsvp). */
  'event_closed',
  /** An alumni event with RSVPs is deleted only when the request says what happens to them (`?rsvps=`). */
  'event_has_rsvps',
  'internal',
  'unavailable',
  /** The password was right; the account's two-factor code is missing or wrong (or an officer call needs two-factor on). */
  'two_factor_required',
  /**
   * An Idempotency-Key used before for a different request (a newsletter send with another
   * subject or text): 422, nothing is done (docs/api.md#newsletter-console).
   */
  'idempotency_key_reused',
  /**
   * A newsletter whose subject went out less than an hour ago, sent without `confirmDuplicate`:
   * 409 with the number of people it would go to, nothing is sent.
   */
  'duplicate_send',
  /** An officer-elect's write in an area he may only read until his term starts (403). */
  'not_yet',
  /** A term that would make more holders of a position current at once than it has seats (409). */
  'seats_full',
  /** An event that takes no attendance: no check-in screen, no check-in, no marks (409). */
  'not_counted',
  /** A check-in outside the event's door window (30 minutes before to 2 hours after; 409). */
  'check_in_closed',
  /** A check-in code that was the screen's, more than 40 seconds ago (400). */
  'code_expired',
  /** A check-in code that was never this event's screen's (400). */
  'code_wrong',
  /** A posting that is a reversal, or was reversed already, cannot be reversed (409). */
  'already_reversed',
  /** A claim or plan decided already, or a schedule whose billed fields cannot change (409). */
  'already_decided',
  /** Paying online is not set up (no processor keys), so no checkout can start (409). */
  'online_unavailable',
  /** A member who owes nothing has nothing to pay online (409). */
  'nothing_owed',
  /** The payment processor did not answer or refused the call; nothing was charged (502). */
  'processor_unavailable',
  /** A webhook whose signature is missing, wrong, tampered with or too old (400). */
  'bad_signature',
  /** A refund asked for a payment that was not paid (409). */
  'not_paid',
  /** A refund asked for a payment refunded in full already, or with less left than asked (409). */
  'already_refunded',
  /** No recruitment period is open: the interest form takes no registrations (409). */
  'recruitment_closed',
  /** A recruitment period whose days overlap another's: one is open at a time (409). */
  'period_overlap',
  /** A recruitment period whose prospects were deleted can no longer change (409). */
  'period_deleted',
  /** A note or a vote outside the open recruitment period (409). */
  'period_closed',
  /** A stage taken out of a period's list while prospects are in it (409). */
  'stage_in_use',
  /** A rush check-in with an email the open period has no registration for (404). */
  'not_registered',
  /** A vote by someone who was not an active when the ballot opened (403). */
  'not_eligible',
  /** A vote on a ballot closed by the officer or past its closing time (409). */
  'ballot_closed',
  /** A second vote by the same active on the same prospect of a ballot (409). */
  'already_voted',
  /** A bid for a prospect who has one extended and unexpired, accepted or declined (409). */
  'bid_exists',
  /** A bid answered already: the answer stands (409). */
  'bid_answered',
  /** A bid answered after the end of its last day (409). */
  'bid_expired',
  /** An emailed link's token that is unknown, used up or expired (400). */
  'invalid_token',
] as const;

export const apiErrorSchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  /** The request field the message is about, when it is about one, so a form can show it there. */
  field: z.string().optional(),
});

export type ApiErrorCode = (typeof errorCodes)[number];
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The error shape of the two legacy profile calls, whose answers all carry `success`. */
export const successFlagErrorSchema = apiErrorSchema.extend({ success: z.literal(false) });
