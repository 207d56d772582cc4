// Business constants and limits shared by the server and the web app (docs/product.md#limits).
import { pageLimits } from './page-limits.ts';

export const limits = {
  /** RFC 5321 caps an address at 254 characters. */
  emailMaxLength: 254,
  /** Largest JSON body the API accepts; every call's payload is far smaller. */
  jsonBodyMaxBytes: 16 * 1024,
  /**
   * How long a request may take to arrive (headers and body): a 10 MB picture from a slow phone
   * within the 45 s the page waits, with room; a body trickled byte by byte is cut off.
   */
  http: { requestTimeoutMs: 60_000, headersTimeoutMs: 15_000 },
  newsletter: {
    /** At most one confirmation email per address per this many minutes (no mail-bombing). */
    confirmationResendMinutes: 10,
    confirmationValidDays: 7,
    /** A newsletter's subject (one line) and text (with simple formatting). */
    subjectMaxLength: 150,
    bodyMaxLength: 20_000,
    /** The JSON body of a preview, test or send: the text's 20,000 characters, escaped, with room. */
    composeBodyMaxBytes: 160 * 1024,
    /** Test emails one officer may send himself per hour. */
    testEmailsPerHour: 20,
    /** A send whose subject went out this recently asks "Send it again to N people?" first. */
    duplicateSendMinutes: 60,
    /** Pages of one issue of the "Latest Newsletter" viewer, each a picture up to `upload.maxBytes`. */
    issuePagesMax: 12,
    issueTitleMaxLength: 120,
    /** Longest side of an issue page: as shown full screen, and as the preview on the home page. */
    issuePageMaxDimension: 1800,
    issuePreviewMaxDimension: 640,
  },
  /**
   * An email's bodies (its codes, links and text) are kept this long after it is written, then
   * cleared; the row stays (to whom, subject, status, times) for the newsletter counts and support.
   */
  outbox: { keepBodiesDays: 30 },
  password: { minLength: 8, maxLength: 128 },
  profile: {
    nameMaxLength: 100,
    majorMaxLength: 100,
    positionMaxLength: 60,
    graduationYearsAhead: 8,
    phoneMaxLength: 30,
    cityMaxLength: 80,
    employerMaxLength: 100,
  },
  /** The alumni directory (docs/product.md#privacy): one page's cards. */
  alumniDirectory: { pageSize: 24, queryMaxLength: 100 },
  invites: { maxUses: 500, maxDays: 365 },
  /** Positions and terms (docs/product.md#positions-and-terms). */
  offices: {
    titleMaxLength: 60,
    maxSeats: 20,
    maxOrder: 1000,
    checklistMaxItems: 20,
    checklistItemMaxLength: 200,
    handoverNoteMaxLength: 4000,
    bioMaxLength: 400,
    /** Accounts moved to the alumni side in one graduation. */
    graduateMax: 500,
    /** The search for an office's holder by name: its length, and the accounts one answer lists. */
    searchMaxLength: 100,
    candidatesListed: 10,
  },
  twoFactor: {
    /** Single-use codes for when the phone is lost. */
    recoveryCodes: 10,
    /** An enrolment's secret must be confirmed with a code within this time. */
    setupMinutes: 15,
  },
  /** docs/product.md#profile-picture: pictures up to 10 MB, 45 s to upload. */
  upload: {
    maxBytes: 10 * 1024 * 1024,
    timeoutMs: 45_000,
    /** Longest side of the stored picture. */
    maxDimension: 512,
    /** Pixels a decoded image may have (a decompression bomb is refused before decoding). */
    maxInputPixels: 50_000_000,
    /**
     * HEIC is decoded whole (libheif in WebAssembly): 25 megapixels, an iPhone's 24 MP default,
     * keeps one conversion under ~260 MB; larger ones (48 MP "HEIF Max") are refused.
     */
    maxHeicPixels: 25_000_000,
    /** Uploads read and processed at once; the others wait before their body is read. */
    concurrentUploads: 2,
    acceptedExtensions: ['jpeg', 'jpg', 'png', 'webp', 'gif', 'heic', 'heif'],
    /** Pictures never saved into a profile are removed after this long. */
    unattachedTtlMs: 24 * 60 * 60_000,
    /** Uploaded pictures not (yet) in use that one account keeps; older ones are removed. */
    unattachedPerOwner: 5,
  },
  auth: {
    /** A session ends this long after it was opened, however much it is used. */
    sessionDays: 30,
    /** …and after this long without use (its "last active" time, kept to the hour). */
    sessionIdleDays: 14,
    /** The emailed verification code is this many digits (docs/product.md#verification). */
    verificationCodeDigits: 6,
    verificationCodeMinutes: 15,
    verificationCodeTries: 5,
    resetLinkMinutes: 60,
    inviteDefaultDays: 14,
  },
  /** docs/product.md#merchandise: the cart and the order request. */
  merch: {
    maxLines: 10,
    maxQuantity: 10,
    phoneMaxLength: 30,
    ordersPerClient: 5,
    ordersWindowMs: 60 * 60_000,
    /** Order emails one address can receive per window (the form must not mail-bomb anyone). */
    buyerEmailsPerAddress: 3,
    buyerEmailWindowMs: 60 * 60_000,
    /**
     * Order requests (each an email to the chapter's merch address) the whole site takes per day
     * (UTC): a flood from many connections must not fill the chapter's inbox either.
     */
    chapterOrdersPerDay: 50,
  },
  /** docs/product.md#limits: the calendar and the alumni events in the officer console. */
  events: {
    titleMaxLength: 120,
    locationMaxLength: 120,
    descriptionMaxLength: 2000,
    /** Seats an alumni event may have; more is a typo (an extra zero). */
    capacityMax: 5000,
    /**
     * Points an event that counts may give (docs/product.md#check-in, docs/product.md#standing).
     */
    pointsMax: 100,
    /** Event dates the console accepts (a year outside them is a typo). */
    firstYear: 2000,
    lastYear: 2099,
  },
  /** Excuses and service hours (docs/product.md#standing). */
  standing: {
    /** An excuse's reason, and what service hours were for. */
    reasonMaxLength: 1000,
    /** The officer's note with a decision. */
    noteMaxLength: 1000,
    /** How long after a required event its excuse may be asked for. */
    excuseHoursAfter: 72,
    /** Service hours of one entry: from half an hour to a day. */
    hoursMin: 0.5,
    hoursMax: 24,
  },
  /** Live content (docs/product.md#live-content): a document an officer saves. */
  content: {
    /**
     * A document's JSON as stored (400 above it): the largest of the chapter's files is about
     * 20 kB, and a document is carried by the pages that show it.
     */
    documentMaxBytes: 256 * 1024,
    /** Objects and lists within one another, the document itself the first (400 deeper). */
    documentMaxDepth: 32,
    /** A save's or a preview's request body, read at most (413 above it). */
    bodyMaxBytes: 1024 * 1024,
    /** Items in any one list of a document (officers, gallery pictures, paragraphs…). */
    listMaxItems: 200,
    /** Versions listed by the history (the newest). */
    historyMax: 100,
    /**
     * Longest side of a picture uploaded for the pages, as stored (decision 018); its sizes are
     * at most 1600 px wide. A picture is up to `upload.maxBytes`, checked like a profile picture.
     */
    pictureMaxDimension: 2400,
    /**
     * A picture uploaded for an edit that was never published (no version names it) is removed
     * after this many days; one that a version names is kept, for a restore.
     */
    unnamedPictureDays: 30,
  },
  /** docs/product.md#limits (pages import them from page-limits.ts). */
  ...pageLimits,
} as const;
