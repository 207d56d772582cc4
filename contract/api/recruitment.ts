// Recruitment (docs/api.md#recruitment, docs/product.md#recruitment): a period's interest form,
// confirmation, check-in at rush events, the bid and a prospect's own deletion (public); the
// pipeline, notes and the secret ballot (actives); and the recruitment officer's console calls
// under /api/officer/recruitment. The rules without zod are contract/recruitment.ts.
import { z } from 'zod';
import { recruitmentLimits as L, defaultStages } from '../recruitment.ts';
import { phoneNumberPattern, graduationYearRange } from './auth.ts';
import { freeText, tokenPattern } from './common.ts';
import { emailAddress } from './newsletter.ts';
import { listFormat } from './officer.ts';
import { pageFields, pageQuery } from './paging.ts';

export { defaultStages };

const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

/** A day written YYYY-MM-DD. */
const day = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD, like 2027-02-14).` })
    .pipe(z.iso.date(`${label} is a day written YYYY-MM-DD, like 2027-02-14.`));

/** An id in the address or a body: a UUID. */
const id = (what: string) =>
  z.string({ error: `Choose ${what}.` }).regex(/^[0-9a-f-]{36}$/, `There is no such ${what}.`);

/** A link's secret (≥ 128 bits, URL-safe). */
export const linkToken = z
  .string({ error: 'This link is not complete.' })
  .regex(tokenPattern, 'This link is not complete. Open it again from the email.');

// ---- Public ------------------------------------------------------------------------------------

/** POST /api/recruitment/interest — the interest form. */
export const interestRequest = z.object({
  name: freeText({ label: 'Your name', max: L.nameMaxLength, person: true }),
  email: emailAddress,
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'The phone number must be text.' })
      .trim()
      .regex(
        phoneNumberPattern,
        'Enter a phone number of digits, spaces, dashes or brackets, like +1 555 010 0199.',
      )
      .optional(),
  ),
  classYear: z.preprocess(
    (value) =>
      emptyToUndefined(value) === undefined
        ? undefined
        : typeof value === 'string'
          ? Number(value)
          : value,
    z
      .number({ error: 'Enter your class year as a number, like 2029.' })
      .int('Enter your class year as a number, like 2029.')
      .refine((year) => {
        const { max } = graduationYearRange();
        return year >= new Date().getUTCFullYear() - 1 && year <= max;
      }, 'Enter the year you expect to graduate, like 2029.')
      .optional(),
  ),
  major: z.preprocess(
    emptyToUndefined,
    freeText({ label: 'The major', max: L.majorMaxLength, person: true }).optional(),
  ),
  heardFrom: z.preprocess(
    emptyToUndefined,
    freeText({ label: 'How you heard of us', max: L.heardFromMaxLength }).optional(),
  ),
  consent: z.literal(true, {
    error: 'Please agree to how we keep your details, so that we can keep them.',
  }),
});
export type InterestRequest = z.infer<typeof interestRequest>;
export type InterestInput = z.input<typeof interestRequest>;

/** 202 — the same whatever the address. */
export const interestResponse = z.object({ message: z.string() });

/** GET /api/recruitment — what the public page needs: the open period, if any, and its rush events. */
export const recruitmentInfo = z.object({
  period: z
    .object({
      name: z.string(),
      opensOn: z.string(),
      closesOn: z.string(),
      deleteAfterDays: z.number().int(),
      /** The first day his data is gone if he does not join. */
      deletedOn: z.string(),
    })
    .nullable(),
  /** The rush events of the open period from today on. */
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      date: z.string(),
      time: z.string().nullable(),
      location: z.string().nullable(),
    }),
  ),
});
export type RecruitmentInfo = z.infer<typeof recruitmentInfo>;

/** POST /api/recruitment/confirm, POST /api/recruitment/forget. */
export const tokenRequest = z.object({ token: linkToken });

/** POST /api/recruitment/check-in — a prospect at a rush event: the code on the screen and his email. */
export const prospectCheckInRequest = z.object({
  eventId: id('event'),
  code: z
    .string({ error: 'Enter the code shown at the door.' })
    .trim()
    .min(1, 'Enter the code shown at the door.')
    .max(20, 'That is not the code shown at the door.'),
  email: emailAddress,
});
export const prospectCheckInResponse = z.object({ message: z.string() });

/** GET /api/recruitment/bids/:token — what the prospect reads before he answers. */
export const bidParams = z.object({ token: linkToken });
export const bidView = z.object({
  name: z.string(),
  /** `extended` (waiting for him), `accepted`, `declined` or `expired`. */
  status: z.enum(['extended', 'accepted', 'declined', 'expired']),
  expiresOn: z.string(),
  /** After he accepted: where he creates his account (the invite in it). Only in this answer. */
  signupUrl: z.string().nullable(),
});
export type BidView = z.infer<typeof bidView>;
/** POST /api/recruitment/bids/:token. */
export const bidAnswerRequest = z.object({
  accept: z.boolean({ error: 'Choose accept or decline.' }),
});

// ---- Actives -----------------------------------------------------------------------------------

export const noteView = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  authorId: z.string().nullable(),
  at: z.string(),
  /** When it was last edited; the earlier texts are kept (`edits`). */
  editedAt: z.string().nullable(),
  edits: z.array(z.object({ text: z.string(), at: z.string() })),
});
export type NoteView = z.infer<typeof noteView>;

export const bidStatus = z.enum(['none', 'extended', 'accepted', 'declined', 'expired']);
export type BidStatus = z.infer<typeof bidStatus>;

/** A prospect as actives and the officer see him in the pipeline. */
export const prospectView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  classYear: z.number().int().nullable(),
  major: z.string().nullable(),
  heardFrom: z.string().nullable(),
  stage: z.string(),
  confirmed: z.boolean(),
  registeredAt: z.string(),
  /** The rush events he checked in at. */
  events: z.array(z.object({ id: z.string(), title: z.string(), date: z.string() })),
  notes: z.array(noteView),
  bid: z.object({ status: bidStatus, expiresOn: z.string().nullable() }),
  /** His account once he signed up. */
  joined: z.boolean(),
});
export type ProspectView = z.infer<typeof prospectView>;

export const periodView = z.object({
  id: z.string(),
  name: z.string(),
  opensOn: z.string(),
  closesOn: z.string(),
  deleteAfterDays: z.number().int(),
  stages: z.array(z.string()),
  vote: z.object({
    quorumPercent: z.number().int(),
    thresholdPercent: z.number().int(),
    vetoes: z.number().int(),
  }),
  /** `upcoming`, `open`, `closed` or `deleted` (its prospects' data gone). */
  state: z.enum(['upcoming', 'open', 'closed', 'deleted']),
  /** The first day its prospects who did not join are deleted. */
  deletesOn: z.string(),
  deletedAt: z.string().nullable(),
});
export type PeriodView = z.infer<typeof periodView>;

/** One ballot as an active sees it: what he still has to vote on. */
export const activeBallotView = z.object({
  id: z.string(),
  closesAt: z.string(),
  prospects: z.array(z.object({ id: z.string(), name: z.string(), voted: z.boolean() })),
});
export type ActiveBallotView = z.infer<typeof activeBallotView>;

/**
 * A prospect as every active sees him: not how to reach him (his email and phone) nor how he heard
 * of the chapter — those are the recruitment officer's alone.
 */
export const activeProspectView = prospectView.omit({ email: true, phone: true, heardFrom: true });
export type ActiveProspectView = z.infer<typeof activeProspectView>;

/** GET /api/recruitment/prospects — the open period's prospects with their notes, and open ballots. */
export const activeProspectsResponse = z.object({
  period: periodView.nullable(),
  prospects: z.array(activeProspectView),
  ballots: z.array(activeBallotView),
  /** Whether he may vote (an active, not a new member). */
  canVote: z.boolean(),
});
export type ActiveProspectsResponse = z.infer<typeof activeProspectsResponse>;

export const prospectParams = z.object({ id: id('prospective member') });
export const noteRequest = z.object({
  text: freeText({ label: 'The note', max: L.noteMaxLength, multiline: true }),
});
export const noteParams = z.object({ id: id('prospective member'), noteId: id('note') });
export const noteResponse = z.object({ note: noteView });

export const ballotParams = z.object({ id: id('ballot') });
export const voteChoices = ['yes', 'no', 'abstain', 'recuse'] as const;
export type VoteChoice = (typeof voteChoices)[number];
/** POST /api/recruitment/ballots/:id/vote. */
export const voteRequest = z.object({
  prospectId: id('prospective member'),
  vote: z.enum(voteChoices, { error: 'Vote yes, no or abstain, or recuse yourself.' }),
});
export const voteResponse = z.object({ message: z.string() });

// ---- Officer: /api/officer/recruitment ---------------------------------------------------------

const stageName = freeText({ label: 'A stage', max: L.stageMaxLength });
const percent = (label: string) =>
  z
    .number({ error: `${label} is a whole percentage.` })
    .int(`${label} is a whole percentage.`)
    .min(0, `${label} is between 0 and 100.`)
    .max(100, `${label} is between 0 and 100.`);

/** POST /periods, PUT /periods/:id. */
export const periodRequest = z
  .object({
    name: freeText({ label: 'The name', max: L.periodNameMaxLength }),
    opensOn: day('The first day'),
    closesOn: day('The last day'),
    deleteAfterDays: z
      .number({ error: 'Days to keep is a whole number.' })
      .int('Days to keep is a whole number.')
      .min(0, 'Days to keep is 0 or more.')
      .max(L.deleteAfterDaysMax, `Days to keep is at most ${L.deleteAfterDaysMax}.`)
      .default(L.deleteAfterDaysDefault),
    stages: z
      .array(stageName)
      .min(2, 'A period has at least two stages.')
      .max(L.stagesMax, `A period has at most ${L.stagesMax} stages.`)
      .refine(
        (stages) => new Set(stages.map((s) => s.toLowerCase())).size === stages.length,
        'Each stage has its own name.',
      )
      .default([...defaultStages]),
    vote: z.object({
      quorumPercent: percent('The quorum'),
      thresholdPercent: percent('The threshold'),
      vetoes: z
        .number({ error: 'Vetoes is a whole number.' })
        .int('Vetoes is a whole number.')
        .min(0, 'Vetoes is 0 (none) or more.')
        .max(20, 'Vetoes is at most 20.'),
    }),
  })
  .superRefine((period, ctx) => {
    if (period.closesOn < period.opensOn)
      ctx.addIssue({
        code: 'custom',
        path: ['closesOn'],
        message: 'The last day is on or after the first day.',
      });
    const days = (Date.parse(period.closesOn) - Date.parse(period.opensOn)) / 86_400_000;
    if (days > L.periodDaysMax)
      ctx.addIssue({
        code: 'custom',
        path: ['closesOn'],
        message: `A period runs at most ${L.periodDaysMax} days.`,
      });
  });
export type PeriodRequest = z.infer<typeof periodRequest>;
export type PeriodInput = z.input<typeof periodRequest>;

export const periodParams = z.object({ id: id('period') });
export const periodsResponse = z.object({ periods: z.array(periodView) });
export const periodResponse = z.object({ period: periodView });

/** GET /prospects?period&stage&q&page&format. */
export const prospectsQuery = z.object({
  period: id('period').optional(),
  stage: z.string().max(L.stageMaxLength).optional(),
  q: z.string().max(100).optional(),
  ...pageQuery(50),
  format: listFormat,
});
export type ProspectsQuery = z.input<typeof prospectsQuery>;
export const prospectsResponse = z.object({
  prospects: z.array(prospectView),
  ...pageFields,
});
export type ProspectsResponse = z.infer<typeof prospectsResponse>;

/** PATCH /prospects/:id. */
export const stageRequest = z.object({
  stage: z.string({ error: 'Choose a stage.' }).min(1, 'Choose a stage.').max(L.stageMaxLength),
});
export const prospectResponse = z.object({ prospect: prospectView });

/** POST /prospects/:id/bid. */
export const bidRequest = z.object({ expiresOn: day('The answer-by day') });

export const ballotView = z.object({
  id: z.string(),
  periodId: z.string(),
  prospects: z.array(z.object({ id: z.string(), name: z.string() })),
  openedAt: z.string(),
  closesAt: z.string(),
  closedAt: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  /** The actives who could vote when it opened. */
  eligible: z.number().int(),
  /** How many have voted on at least one of its prospects (never who voted what). */
  turnout: z.number().int(),
});
export type BallotView = z.infer<typeof ballotView>;

/** POST /ballots. */
export const ballotRequest = z.object({
  prospectIds: z
    .array(id('prospective member'))
    .min(1, 'Choose at least one prospective member.')
    .max(L.ballotProspectsMax, `A ballot holds at most ${L.ballotProspectsMax}.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each one once.'),
  closesAt: z.iso.datetime({ offset: true, error: 'Choose when the ballot closes.' }),
});
export const ballotResponse = z.object({ ballot: ballotView });
/** GET /ballots?period — a period's ballots (default: the open period, else the newest). */
export const ballotsQuery = z.object({ period: id('period').optional() });
export const ballotsResponse = z.object({ ballots: z.array(ballotView) });

export const ballotResultRow = z.object({
  prospectId: z.string(),
  name: z.string(),
  eligible: z.number().int(),
  cast: z.number().int(),
  yes: z.number().int(),
  no: z.number().int(),
  abstain: z.number().int(),
  recused: z.number().int(),
  quorumMet: z.boolean(),
  passed: z.boolean(),
  vetoed: z.boolean(),
});
export type BallotResultRow = z.infer<typeof ballotResultRow>;
/** GET /ballots/:id — results only once it is closed (empty before). */
export const ballotResultsResponse = z.object({
  ballot: ballotView,
  results: z.array(ballotResultRow),
});
export type BallotResultsResponse = z.infer<typeof ballotResultsResponse>;

/** GET /periods/:id/stats. */
export const periodStats = z.object({
  registered: z.number().int(),
  confirmed: z.number().int(),
  attended: z.number().int(),
  votedOn: z.number().int(),
  bids: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
});
export type PeriodStats = z.infer<typeof periodStats>;
export const statsQuery = z.object({ format: listFormat });

/** GET /deletions — the log: the day, the period and the count, never a name. */
export const deletionsResponse = z.object({
  deletions: z.array(
    z.object({
      at: z.string(),
      periodId: z.string(),
      periodName: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type DeletionsResponse = z.infer<typeof deletionsResponse>;
