// The check-in codes of an event's screen (docs/product.md#check-in): a 6-character
// code for each 20-second step, made from the event's own random key with HMAC-SHA-256, so any
// instance of one database shows and accepts the same codes without storing them, and a code says
// nothing about the next one. A code is accepted during its step and the step after (40 s at most):
// a screenshot forwarded to a brother who is not there is useless a minute later.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { checkIn, checkInStep } from '../../../contract/attendance.ts';

/** A new key for an event's codes (256 random bits, base64url). */
export const newCheckInKey = (): string => randomBytes(32).toString('base64url');

/** The code of `eventId`'s screen during `step`. */
export function codeForStep(key: string, eventId: string, step: number): string {
  const digest = createHmac('sha256', Buffer.from(key, 'base64url'))
    .update(`${eventId}:${step}`)
    .digest();
  let code = '';
  // 32 characters: 5 bits of each byte, no bias.
  for (let index = 0; index < checkIn.length; index++)
    code += checkIn.alphabet[digest[index]! & 31];
  return code;
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** How an event's screen code stands at `at`: accepted, once valid but too old, or never this
 *  event's (the last `lookBackSteps` steps are searched, to say "expired" rather than "wrong"). */
export function matchCode(
  key: string,
  eventId: string,
  code: string,
  at: number,
  lookBackSteps = 30,
): 'accepted' | 'expired' | 'wrong' {
  const now = checkInStep(at);
  let result: 'accepted' | 'expired' | 'wrong' = 'wrong';
  // Every step is computed and compared, whatever matches, so the time taken says nothing.
  for (let back = 0; back <= lookBackSteps; back++) {
    if (same(codeForStep(key, eventId, now - back), code) && result === 'wrong')
      result = back < checkIn.acceptedSteps ? 'accepted' : 'expired';
  }
  return result;
}

/** The code to show at `at`, when the next one replaces it and until when it is accepted. */
export function currentCode(key: string, eventId: string, at: number) {
  const step = checkInStep(at);
  const stepMs = checkIn.stepSeconds * 1000;
  return {
    code: codeForStep(key, eventId, step),
    changesAt: (step + 1) * stepMs,
    expiresAt: (step + checkIn.acceptedSteps) * stepMs,
  };
}
