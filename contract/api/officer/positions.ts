// Positions and terms (docs/product.md#positions-and-terms,
// docs/api.md#positions-and-terms-area-accounts): the chapter's offices and who holds them from a
// day to a day, edited by officers with `accounts`; an account's own terms with their handover; the
// public Executive Board; graduation of a class.
import { z } from 'zod';
import { limits } from '../../limits.ts';
import { areas } from '../../officer-areas.ts';
import { isTermDay } from '../../terms.ts';
import { freeText } from '../common.ts';
import { listFormat } from '../officer.ts';

const id = z.string().regex(/^[0-9a-f-]{36}$/, 'There is no such record.');
const { offices } = limits;

/** A day from 2000 to 2099 (YYYY-MM-DD, a real day). */
const day = (label: string) =>
  z
    .string({ error: `${label} must be a day (YYYY-MM-DD).` })
    .refine(isTermDay, `${label} must be a day from 2000 to 2099 (YYYY-MM-DD).`);

export const termStatuses = ['elect', 'current', 'past'] as const;

// ---- Positions -----------------------------------------------------------------------------------

export const positionRow = z.object({
  id: z.string(),
  title: z.string(),
  areas: z.array(z.enum(areas)),
  board: z.boolean(),
  seats: z.number(),
  order: z.number(),
  checklist: z.array(z.string()),
  alumniMayHold: z.boolean(),
});
export type PositionRow = z.infer<typeof positionRow>;

export const positionRequest = z
  .object({
    title: freeText({ label: 'The title', max: offices.titleMaxLength }),
    areas: z
      .array(z.enum(areas, { error: `An area is one of: ${areas.join(', ')}.` }), {
        error: 'The areas are a list.',
      })
      .max(areas.length)
      .refine((list) => new Set(list).size === list.length, 'An area is listed twice.')
      .default([]),
    board: z.boolean({ error: 'On the board is yes or no.' }).default(false),
    seats: z
      .number({ error: 'The seats are a whole number.' })
      .int('The seats are a whole number.')
      .min(1, 'A position has at least one seat.')
      .max(offices.maxSeats, `A position has at most ${offices.maxSeats} seats.`)
      .default(1),
    order: z
      .number({ error: 'The order is a whole number.' })
      .int('The order is a whole number.')
      .min(1, 'The order is at least 1.')
      .max(offices.maxOrder, `The order is at most ${offices.maxOrder}.`)
      .optional(),
    checklist: z
      .array(freeText({ label: 'A checklist item', max: offices.checklistItemMaxLength }), {
        error: 'The checklist is a list of texts.',
      })
      .max(offices.checklistMaxItems, `A checklist has at most ${offices.checklistMaxItems} items.`)
      .default([]),
    alumniMayHold: z.boolean({ error: 'Alumni may hold it is yes or no.' }).default(false),
  })
  .strict();
export type PositionRequest = z.input<typeof positionRequest>;

export const positionsResponse = z.object({ positions: z.array(positionRow) });
export const positionResponse = z.object({ position: positionRow, message: z.string() });

/** GET /api/officer/positions/:id/candidates?q=: who may hold the position, found by name. */
export const candidatesQuery = z
  .object({
    q: z
      .string({ error: 'The search is a text.' })
      .trim()
      .max(offices.searchMaxLength, `The search is at most ${offices.searchMaxLength} characters.`)
      .default(''),
  })
  .strict();

/**
 * An account as the console offers it for an office: its name, class and side, and whether it may
 * hold the position (with why not) — never its email.
 */
export const candidate = z.object({
  id: z.string(),
  name: z.string(),
  graduationYear: z.number().int().nullable(),
  role: z.enum(['member', 'alumni']),
  eligible: z.boolean(),
  /** Why it may not hold the position (null when it may). */
  reason: z.string().nullable(),
});
export type Candidate = z.infer<typeof candidate>;
export const candidatesResponse = z.object({
  /** At most `offices.candidatesListed`, by name; accounts their owners ended are never listed. */
  candidates: z.array(candidate),
});

// ---- Terms ---------------------------------------------------------------------------------------

export const termRow = z.object({
  id: z.string(),
  positionId: z.string(),
  position: z.string(),
  userId: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  status: z.enum(termStatuses),
});
export type TermRow = z.infer<typeof termRow>;

export const termsQuery = z
  .object({
    position: id.optional(),
    user: id.optional(),
    status: z.enum(termStatuses, { error: 'The status is elect, current or past.' }).optional(),
    format: listFormat,
  })
  .strict();

export const termRequest = z
  .object({
    positionId: id,
    userId: id,
    startsOn: day('The first day'),
    endsOn: day('The end').nullable().optional(),
    replaces: id.optional(),
  })
  .strict();
export type TermRequest = z.input<typeof termRequest>;

export const termPatch = z.object({ endsOn: day('The end').nullable() }).strict();

export const termsResponse = z.object({
  terms: z.array(termRow),
  /** Today on the chapter's calendar: the day each status is worked out for. */
  today: z.string(),
  /** The asking officer's account: his own terms and positions are another officer's to change. */
  you: z.string(),
});
export const termResponse = z.object({ term: termRow, message: z.string() });

// ---- Graduation ----------------------------------------------------------------------------------

export const graduateRequest = z
  .object({
    ids: z
      .array(id, { error: 'The accounts are a list.' })
      .min(1, 'Choose at least one member.')
      .max(offices.graduateMax, `At most ${offices.graduateMax} accounts at once.`)
      .refine((list) => new Set(list).size === list.length, 'An account is listed twice.'),
  })
  .strict();
export const graduateResponse = z.object({ moved: z.number(), message: z.string() });

/** Initiation (docs/product.md#standing): the ticked new members become actives on a day. */
export const initiateRequest = z
  .object({
    ids: z
      .array(id, { error: 'The accounts are a list.' })
      .min(1, 'Choose at least one member.')
      .max(offices.graduateMax, `At most ${offices.graduateMax} accounts at once.`)
      .refine((list) => new Set(list).size === list.length, 'An account is listed twice.'),
    initiatedOn: z
      .string({ error: 'The initiation day is required (YYYY-MM-DD).' })
      .pipe(z.iso.date('The initiation day is a day written YYYY-MM-DD, like 2026-10-03.')),
  })
  .strict();
export const initiateResponse = z.object({ initiated: z.number(), message: z.string() });

// ---- One's own terms (GET /api/me/terms) ------------------------------------------------------------

export const myTerm = termRow.extend({
  checklist: z.array(z.object({ text: z.string(), done: z.boolean() })),
  note: z.string(),
  earlierNotes: z.array(
    z.object({
      name: z.string(),
      startsOn: z.string(),
      endsOn: z.string().nullable(),
      note: z.string(),
    }),
  ),
  /** While the earlier notes are not open yet (more than 14 days before the term): the day they open. */
  earlierNotesOpenOn: z.string().nullable(),
});
export type MyTerm = z.infer<typeof myTerm>;
export const myTermsResponse = z.object({ terms: z.array(myTerm) });

export const handoverRequest = z
  .object({
    note: freeText({
      label: 'The handover note',
      max: offices.handoverNoteMaxLength,
      required: false,
      multiline: true,
    }).optional(),
    done: z
      .array(z.boolean({ error: 'Each checklist tick is yes or no.' }), {
        error: 'The ticks are a list.',
      })
      .max(offices.checklistMaxItems)
      .optional(),
  })
  .strict();

// ---- The Executive Board (public) ----------------------------------------------------------------

export const boardMember = z.object({
  name: z.string(),
  title: z.string(),
  /** His profile picture (`/media/<id>`, a WebP), with its size in pixels for the page's layout. */
  picture: z.string().nullable(),
  pictureWidth: z.number().int().nullable(),
  pictureHeight: z.number().int().nullable(),
  bio: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type BoardMember = z.infer<typeof boardMember>;
export const boardResponse = z.object({ board: z.array(boardMember) });
