// The officer console's calls, part 1 (docs/api.md#officer-console): accounts, invites, the audit
// log and the chapter's export. Every call is under /api/officer and needs an officer with the
// call's area.
import { z } from 'zod';
import { limits } from '../limits.ts';
import { roles } from './auth.ts';
import { freeText } from './common.ts';
import { maxPageSize, pageFields, pageQuery } from './paging.ts';
import { areas } from '../officer-areas.ts';

// Kept in a module without zod, so that the console's pages can name the areas cheaply.
export { areaLabels, areas, type Area } from '../officer-areas.ts';

const id = z.string().regex(/^[0-9a-f-]{36}$/, 'There is no such record.');
export const idParams = z.object({ id });
/** An event's id in an address: `:eventId` wherever a URL is about one event (docs/api.md). */
export const eventIdParams = z.object({ eventId: id });

/** Any list of the console answers `?format=csv` with the same rows as a CSV file. */
export const listFormat = z.enum(['json', 'csv']).default('json');

// ---- Accounts ------------------------------------------------------------------------------------

export const accountRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  isOfficer: z.boolean(),
  areas: z.array(z.enum(areas)),
  position: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  /** A member's initiation day (a new member until then, an active from it); null: not initiated. */
  initiatedOn: z.string().nullable(),
  verified: z.boolean(),
  /** No way in: disabled by an officer, or ended by its owner. */
  disabled: z.boolean(),
  /** Ended by its owner (DELETE /api/me): shown as "Ended", never changed again. */
  ended: z.boolean(),
  twoFactor: z.boolean(),
  createdAt: z.string(),
  /** The last time any of its sessions was used (to the hour), or null. */
  lastSeenAt: z.string().nullable(),
});
export type AccountRow = z.infer<typeof accountRow>;

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

const classYear = z.coerce
  .number({ error: 'A class is a year, like 2026.' })
  .int('A class is a year, like 2026.')
  .min(1900, 'A class is a year, like 2026.')
  .max(2100, 'A class is a year, like 2026.');

export const accountsQuery = z.object({
  /** Matches the name, email or position. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(roles).optional(),
  officer: flag,
  verified: flag,
  disabled: flag,
  /** Accounts of exactly this class (graduation year). */
  classYear: classYear.optional(),
  /** Accounts of this class or an earlier one: the console home's "Graduated members". */
  graduatedBy: classYear.optional(),
  /** Members initiated by today (actives), or not (new members). */
  initiated: flag,
  ...pageQuery(25),
  format: listFormat,
});
export type AccountsQuery = z.input<typeof accountsQuery>;

export const accountsResponse = z.object({
  accounts: z.array(accountRow),
  ...pageFields,
  /** Every class some account gives, oldest first (the class filter's choices). */
  classYears: z.array(z.number().int()),
});
export type AccountsResponse = z.infer<typeof accountsResponse>;

export const accountPatch = z
  .object({
    role: z.enum(roles, { error: 'The role is member or alumni.' }).optional(),
    isOfficer: z.boolean({ error: 'Officer is yes or no.' }).optional(),
    areas: z
      .array(z.enum(areas, { error: `An area is one of: ${areas.join(', ')}.` }))
      .max(areas.length)
      .refine((list) => new Set(list).size === list.length, 'An area is listed twice.')
      .optional(),
    position: freeText({ label: 'The position', max: limits.profile.positionMaxLength })
      .nullable()
      .optional(),
    disabled: z.boolean({ error: 'Disabled is yes or no.' }).optional(),
    /** The initiation day (YYYY-MM-DD), or null for a new member not initiated yet. */
    initiatedOn: z
      .string({ error: 'The initiation day is a day written YYYY-MM-DD, or null.' })
      .pipe(z.iso.date('The initiation day is a day written YYYY-MM-DD, like 2026-10-03.'))
      .nullable()
      .optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Say what to change.');
export type AccountPatch = z.input<typeof accountPatch>;

export const accountResponse = z.object({ account: accountRow, message: z.string() });
/** One account, as the list has it (the console's page of one account, opened by its address). */
export const oneAccountResponse = z.object({ account: accountRow });

// ---- Invites -------------------------------------------------------------------------------------

export const inviteRequest = z.object({
  role: z.enum(roles, { error: 'An invite is for members or alumni.' }),
  uses: z
    .number({ error: 'The number of uses is a whole number.' })
    .int('The number of uses is a whole number.')
    .min(1, 'An invite can be used at least once.')
    .max(limits.invites.maxUses, `An invite can be used at most ${limits.invites.maxUses} times.`),
  days: z
    .number({ error: 'The expiry is a number of days.' })
    .int('The expiry is a whole number of days.')
    .min(1, 'An invite is valid for at least a day.')
    .max(limits.invites.maxDays, `An invite is valid for at most ${limits.invites.maxDays} days.`),
});
export type InviteRequest = z.infer<typeof inviteRequest>;

/** The new invite, with its code: the only time the code is ever shown. */
export const createdInvite = z.object({
  id: z.string(),
  code: z.string(),
  role: z.enum(roles),
  usesLeft: z.number().int(),
  expiresAt: z.string(),
});
export type CreatedInvite = z.infer<typeof createdInvite>;

export const inviteStatus = ['active', 'used up', 'expired', 'revoked'] as const;

export const inviteRow = z.object({
  id: z.string(),
  role: z.enum(roles),
  usesLeft: z.number().int(),
  /** How many accounts were created with it. */
  used: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Who made it: an officer's name, "command line" or "demo". */
  createdBy: z.string(),
  status: z.enum(inviteStatus),
});
export type InviteRow = z.infer<typeof inviteRow>;
export type InviteStatus = (typeof inviteStatus)[number];
export const invitesQuery = z.object({
  status: z.enum(inviteStatus).optional(),
  role: z.enum(roles).optional(),
  ...pageQuery(50),
  format: listFormat,
});
export type InvitesQuery = z.input<typeof invitesQuery>;
/** Newest first. */
export const invitesResponse = z.object({ invites: z.array(inviteRow), ...pageFields });

// ---- Audit log -----------------------------------------------------------------------------------

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** Who did it: an officer's name and email, "command line (user)", or "system". */
  actor: z.string(),
  actorId: z.string().nullable(),
  action: z.string(),
  /** What it was done to, for people: an account's name and email, an invite, … */
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.object({
  /** Entries on the page: 1–200 (paged lists' limit), 50 when absent. */
  limit: z.coerce.number().int().min(1).max(maxPageSize).default(50),
  /** The id of the last entry of the previous page: entries older than it. */
  before: z.string().max(100).optional(),
  actor: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  format: listFormat,
});
export const auditResponse = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next page; null on the last one. */
  next: z.string().nullable(),
  /** How many entries match the filters, over all pages (whatever `before`). */
  total: z.number().int(),
  /** The actions and actors that occur, for the filters. */
  actions: z.array(z.string()),
  actors: z.array(z.object({ id: z.string().nullable(), label: z.string() })),
});
export type AuditResponse = z.infer<typeof auditResponse>;

// ---- The console's home --------------------------------------------------------------------------

export const attentionResponse = z.object({
  /** Invites still usable. */
  activeInvites: z.number().int(),
  /** Accounts that signed up but never verified their email. */
  unverified: z.array(accountRow),
  /** Members whose class has graduated: move them to the alumni side? */
  graduated: z.array(accountRow),
  /** The last class that has graduated: the accounts list's `graduatedBy` for those above. */
  graduatedBy: z.number().int(),
  /** Disabled accounts. */
  disabled: z.number().int(),
  /** Officers without two-factor (when it is required, they cannot use the console). */
  officersWithoutTwoFactor: z.array(accountRow),
  twoFactorRequired: z.boolean(),
});
export type AttentionResponse = z.infer<typeof attentionResponse>;
