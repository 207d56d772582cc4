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
  password: { minLength: 8, maxLength: 128 },
  profile: { nameMaxLength: 100, majorMaxLength: 100, graduationYearsAhead: 8 },
  /** SPEC.md §5 and §9: pictures up to 10 MB, 45 s to upload. */
  upload: {
    maxBytes: 10 * 1024 * 1024,
    timeoutMs: 45_000,
    /** Longest side of the stored picture. */
    maxDimension: 512,
    /** Pixels a decoded image may have (a decompression bomb is refused before decoding). */
    maxInputPixels: 50_000_000,
    acceptedExtensions: ['jpeg', 'jpg', 'png', 'webp', 'gif', 'heic', 'heif'],
    /** Pictures never saved into a profile are removed after this long. */
    unattachedTtlMs: 24 * 60 * 60_000,
  },
  auth: {
    sessionDays: 30,
    verificationCodeMinutes: 15,
    verificationCodeTries: 5,
    resetLinkMinutes: 60,
    inviteDefaultDays: 14,
  },
  /** SPEC.md §9 */
  typewriterMsPerChar: 20,
  swipeThresholdPx: 40,
  calendarGridDays: 42,
  execBoardRowSize: 5,
} as const;
