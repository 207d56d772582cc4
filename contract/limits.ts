// Business constants and limits shared by the server and the web app (SPEC.md §9, DESIGN.md).
export const limits = {
  /** RFC 5321 caps an address at 254 characters. */
  emailMaxLength: 254,
  /** Largest JSON body the API accepts; every call's payload is far smaller. */
  jsonBodyMaxBytes: 16 * 1024,
  newsletter: {
    /** Subscribe attempts per client address per window. */
    subscribePerClient: 5,
    subscribeWindowMs: 10 * 60 * 1000,
    /** At most one confirmation email per address per this many minutes (no mail-bombing). */
    confirmationResendMinutes: 10,
    confirmationValidDays: 7,
  },
  /** SPEC.md §9 */
  typewriterMsPerChar: 20,
  swipeThresholdPx: 40,
  calendarGridDays: 42,
  execBoardRowSize: 5,
} as const;
