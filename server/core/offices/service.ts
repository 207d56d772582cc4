// The officers' work on positions and terms (docs/product.md#positions-and-terms, docs/api.md): each
// change is one transaction with its audit entry, run under the offices' invariants on every day
// from today on (core/offices/guard.ts: somebody with `accounts`, seats, one seat per person, no
// alumnus or disabled holder, no officer widening his own access), which also serialises two
// officers' changes and refreshes the copied office of everyone a change touches. The early
// answers here name the field a form shows them at. Whose record a write is about (never the
// officer's own) is declared by the routes with `about*` below.
import { randomUUID } from 'node:crypto';
import type {
  Candidate,
  PositionRequest,
  PositionRow,
  TermRequest,
  TermRow,
} from '../../../contract/api/officer/positions.ts';
import { limits } from '../../../contract/limits.ts';
import { holdsOn, seatsFull, spanProblem, termStatus } from '../../../contract/terms.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import { now, type Db } from '../../db/database.ts';
import { guardMessages, guardOffices } from './guard.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { audited, type Actor } from '../audit/record.ts';
import { areaList, storedAreaList } from './office.ts';
import * as repo from './repository.ts';
import { queueTermNews, type TermNewsDeps } from './term-emails.ts';
import { accountColumnsOf, findUserById, openAccountsNamed } from '../users/repository.ts';

export const officeMessages = {
  noPosition: 'There is no such position.',
  noTerm: 'There is no such term.',
  noAccount: 'There is no such account.',
  titleTaken: 'Another position has this title.',
  hasTerms:
    'This position has terms (the chapter’s history keeps them), so it cannot be deleted. Remove it from the board instead.',
  lastHolder: guardMessages.lastHolder,
  seatsFull: guardMessages.seatsFull,
  seatsBelowHolders: (holders: number) =>
    `${holders} hold this position at once on some day from today: it needs at least ${holders} seats.`,
  disabled: 'This account is disabled: it cannot hold a position.',
  alumnus: 'This is an alumni account: only a position open to alumni (an adviser) can be his.',
  notElect: 'Only a term that has not started can be deleted; end this one instead.',
  replacesOther: 'The term it replaces must be of the same position.',
  replacesSpan: 'The term it replaces must be held on the new term’s first day.',
  positionCreated: (title: string) => `${title} was added.`,
  positionSaved: (title: string) => `${title} was saved.`,
  positionDeleted: (title: string) => `${title} was deleted.`,
  termCreated: (name: string, title: string) => `${name} was entered as ${title}.`,
  termChanged: (name: string, title: string) => `${name}’s term as ${title} was changed.`,
  termDeleted: (name: string, title: string, restored?: string) =>
    `${name}’s coming term as ${title} was deleted.${restored ? ` ${restored} holds it as before.` : ''}`,
} as const;

export function toPositionRow(row: repo.PositionRow): PositionRow {
  return {
    id: row.id,
    title: row.title,
    areas: areaList(row.areas),
    board: row.board === 1,
    seats: row.seats,
    order: row.sortOrder,
    checklist: JSON.parse(row.checklist) as string[],
    alumniMayHold: row.alumniMayHold === 1,
  };
}

export function toTermRow(row: repo.TermListRow, today: string): TermRow {
  return {
    id: row.id,
    positionId: row.positionId,
    position: row.positionTitle,
    userId: row.userId,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    status: termStatus(row, today),
  };
}

const conflict = (message: string) => new HttpError(409, 'conflict', message);

/**
 * Why an account may not hold a position, whoever enters it: a disabled account holds none, and an
 * alumnus only one open to alumni (an adviser). Null when he may.
 */
export function holderProblem(
  holder: { role: string; disabledAt: string | null },
  position: { alumniMayHold: number },
): 'disabled' | 'alumnus' | null {
  if (holder.disabledAt) return 'disabled';
  if (holder.role === 'alumni' && position.alumniMayHold !== 1) return 'alumnus';
  return null;
}

/** Why a candidate is not offered as eligible, in the few words the console's list shows. */
export const candidateReasons = {
  disabled: 'Disabled account: enable it first.',
  alumnus: 'Alumni account: this office is not open to alumni.',
  yourself: 'Your own account: another officer enters your term.',
} as const;

/**
 * The accounts whose name holds every word of `q` that the console offers for `positionId` (GET
 * /api/officer/positions/:id/candidates): at most `candidatesListed`, by name, each said eligible
 * or not (and why) by the same rule a term's entry is checked with; no email, and no account its
 * owner ended. `self` is the asking officer, who never enters his own term.
 */
export async function candidatesFor(
  db: Db,
  positionId: string,
  q: string,
  self: string,
): Promise<Candidate[]> {
  const position = await repo.findPosition(db, positionId);
  if (!position) throw new HttpError(404, 'not_found', officeMessages.noPosition);
  if (!q) return [];
  const found = await openAccountsNamed(db, q, limits.offices.candidatesListed);
  const candidates: Candidate[] = [];
  for (const account of found) {
    const { disabledAt } = (await accountColumnsOf(db, account.id, ['disabledAt'])) ?? {
      disabledAt: null,
    };
    const problem = holderProblem({ role: account.role, disabledAt }, position);
    const reason = problem
      ? candidateReasons[problem]
      : account.id === self
        ? candidateReasons.yourself
        : null;
    candidates.push({
      id: account.id,
      name: account.name,
      graduationYear: account.graduationYear,
      role: account.role,
      eligible: reason === null,
      reason,
    });
  }
  return candidates;
}

/** The most terms of a position held at once on any day from `today` on. */
function mostHeldFrom(terms: readonly repo.TermListRow[], today: string): number {
  const days = [today, ...terms.map((term) => term.startsOn).filter((day) => day > today)];
  return Math.max(0, ...days.map((day) => terms.filter((term) => holdsOn(term, day)).length));
}

async function titleFree(db: Db, title: string, except?: string) {
  const other = await repo.findPositionByTitle(db, title);
  if (other && other.id !== except) throw conflict(officeMessages.titleTaken);
}

const positionLabel = (title: string) => `position ${title}`;

export async function createPosition(
  db: Db,
  actor: Actor,
  body: ReturnType<typeof normalise>,
): Promise<PositionRow> {
  return audited(db, actor, 'position created', async (trx) => {
    await bumpVersion(trx, 'accounts');
    await titleFree(trx, body.title);
    const at = now();
    const row = {
      id: randomUUID(),
      title: body.title,
      areas: storedAreaList(body.areas),
      board: body.board ? 1 : 0,
      seats: body.seats,
      sortOrder: body.order ?? (await repo.nextPositionOrder(trx)),
      checklist: JSON.stringify(body.checklist),
      alumniMayHold: body.alumniMayHold ? 1 : 0,
      createdAt: at,
      updatedAt: at,
    };
    await repo.insertPosition(trx, row);
    const position = toPositionRow(row);
    return {
      result: position,
      target: { id: row.id, label: positionLabel(row.title) },
      details: { ...position, id: undefined },
    };
  });
}

/** A position request with its defaults applied (zod's output). */
export function normalise(body: PositionRequest & { areas: PositionRow['areas'] }) {
  return {
    title: body.title,
    areas: body.areas,
    board: body.board ?? false,
    seats: body.seats ?? 1,
    order: body.order,
    checklist: body.checklist ?? [],
    alumniMayHold: body.alumniMayHold ?? false,
  };
}

export async function updatePosition(
  db: Db,
  actor: Actor,
  id: string,
  body: ReturnType<typeof normalise>,
  today: string,
): Promise<PositionRow> {
  return audited(db, actor, 'position changed', async (trx) => {
    const result = await guardOffices(trx, actor.id, today, async () => {
      const before = await repo.findPosition(trx, id);
      if (!before) throw new HttpError(404, 'not_found', officeMessages.noPosition);
      await titleFree(trx, body.title, id);
      const terms = await repo.termsOfPosition(trx, id);
      const most = mostHeldFrom(terms, today);
      if (body.seats < most) throw fieldError('seats', officeMessages.seatsBelowHolders(most));
      await repo.updatePosition(trx, id, {
        title: body.title,
        areas: storedAreaList(body.areas),
        board: body.board ? 1 : 0,
        seats: body.seats,
        sortOrder: body.order ?? before.sortOrder,
        checklist: JSON.stringify(body.checklist),
        alumniMayHold: body.alumniMayHold ? 1 : 0,
        updatedAt: now(),
      });
      const was = toPositionRow(before);
      const is = toPositionRow((await repo.findPosition(trx, id))!);
      return { result: { was, is }, touched: terms.map((term) => term.userId) };
    });
    const changed = Object.fromEntries(
      (Object.keys(result.is) as (keyof PositionRow)[])
        .filter((key) => JSON.stringify(result.was[key]) !== JSON.stringify(result.is[key]))
        .map((key) => [key, { from: result.was[key], to: result.is[key] }]),
    );
    return {
      result: result.is,
      target: { id, label: positionLabel(result.is.title) },
      details: changed,
    };
  });
}

export async function deletePosition(db: Db, actor: Actor, id: string): Promise<string> {
  return audited(db, actor, 'position deleted', async (trx) => {
    await bumpVersion(trx, 'accounts');
    const position = await repo.findPosition(trx, id);
    if (!position) throw new HttpError(404, 'not_found', officeMessages.noPosition);
    if ((await repo.countTermsOf(trx, id)) > 0) throw conflict(officeMessages.hasTerms);
    await repo.deletePosition(trx, id);
    return {
      result: officeMessages.positionDeleted(position.title),
      target: { id, label: positionLabel(position.title) },
    };
  });
}

const termLabel = (term: { name: string; positionTitle: string }) =>
  `${term.name} as ${term.positionTitle}`;

/**
 * Enters a term; with `news`, its holder and the holder of the term it follows are emailed
 * (core/offices/term-emails.ts), in the same transaction.
 */
export async function createTerm(
  db: Db,
  actor: Actor,
  body: TermRequest,
  today: string,
  news?: TermNewsDeps,
): Promise<TermRow> {
  const entered = await audited(db, actor, 'term created', async (trx) => {
    const term = await guardOffices(trx, actor.id, today, async () => {
      const position = await repo.findPosition(trx, body.positionId);
      if (!position) throw fieldError('positionId', officeMessages.noPosition);
      const holder = await findUserById(trx, body.userId);
      if (!holder) throw fieldError('userId', officeMessages.noAccount);
      const refused = holderProblem(holder, position);
      if (refused) throw fieldError('userId', officeMessages[refused]);
      const span = { startsOn: body.startsOn, endsOn: body.endsOn ?? null };
      const problem = spanProblem(span);
      if (problem) throw fieldError(problem.field, problem.message);
      const existing = await repo.termsOfPosition(trx, position.id);
      let replaced: repo.TermListRow | undefined;
      if (body.replaces) {
        replaced = existing.find((other) => other.id === body.replaces);
        if (!replaced) {
          const elsewhere = await repo.findTerm(trx, body.replaces);
          throw fieldError(
            'replaces',
            elsewhere ? officeMessages.replacesOther : officeMessages.noTerm,
          );
        }
        // It holds the office up to the new first day (its end, if set, is not before it).
        const upTo = replaced.endsOn === null || replaced.endsOn >= span.startsOn;
        if (!(replaced.startsOn < span.startsOn && upTo))
          throw fieldError('replaces', officeMessages.replacesSpan);
      }
      if (seatsFull(existing, span, position.seats, replaced ? [replaced.id] : []))
        throw new HttpError(
          409,
          'seats_full',
          officeMessages.seatsFull(position.title, position.seats),
        );
      const row = {
        id: randomUUID(),
        positionId: position.id,
        userId: holder.id,
        startsOn: span.startsOn,
        endsOn: span.endsOn,
        ...(replaced ? { replaces: replaced.id, replacedEndsOn: replaced.endsOn } : {}),
        createdAt: now(),
      };
      await repo.insertTerm(trx, row);
      if (replaced) await repo.updateTerm(trx, replaced.id, { endsOn: span.startsOn });
      return {
        result: { row: (await repo.findTerm(trx, row.id))!, replaced, position },
        touched: [holder.id, ...(replaced ? [replaced.userId] : [])],
      };
    });
    if (news)
      await queueTermNews(
        trx,
        news,
        { term: term.row, position: term.position, replaced: term.replaced },
        today,
      );
    return {
      result: toTermRow(term.row, today),
      target: { id: term.row.id, label: termLabel(term.row) },
      details: {
        startsOn: term.row.startsOn,
        endsOn: term.row.endsOn,
        ...(term.replaced
          ? { replaces: termLabel(term.replaced), replacedEndsOn: term.row.startsOn }
          : {}),
      },
    };
  });
  news?.mailer.wake();
  return entered;
}

export async function changeTermEnd(
  db: Db,
  actor: Actor,
  id: string,
  endsOn: string | null,
  today: string,
): Promise<TermRow> {
  return audited(db, actor, 'term changed', async (trx) => {
    const term = await guardOffices(trx, actor.id, today, async () => {
      const before = await repo.findTerm(trx, id);
      if (!before) throw new HttpError(404, 'not_found', officeMessages.noTerm);
      const span = { startsOn: before.startsOn, endsOn };
      const problem = spanProblem(span);
      if (problem) throw fieldError(problem.field, problem.message);
      const position = (await repo.findPosition(trx, before.positionId))!;
      const others = await repo.termsOfPosition(trx, before.positionId);
      if (seatsFull(others, span, position.seats, [before.id]))
        throw new HttpError(
          409,
          'seats_full',
          officeMessages.seatsFull(position.title, position.seats),
        );
      await repo.updateTerm(trx, id, { endsOn });
      return {
        result: { before, after: (await repo.findTerm(trx, id))! },
        touched: [before.userId],
      };
    });
    return {
      result: toTermRow(term.after, today),
      target: { id, label: termLabel(term.after) },
      details: { endsOn: { from: term.before.endsOn, to: term.after.endsOn } },
    };
  });
}

/**
 * What deleting the elect term `found` gives back: the term it replaced ends again as it did
 * before (unless its end was changed since), or, when a later term replaced `found` in turn (A ←
 * B ← C, deleting B), the day that later term starts, so that A hands over to C; that later term
 * (`successor`) then replaces A.
 */
export function restoreOnDelete<
  T extends { id: string; startsOn: string; endsOn: string | null; replaces: string | null },
>(
  found: T & { replacedEndsOn: string | null },
  positionTerms: readonly T[],
): { restore?: { term: T; endsOn: string | null }; successor?: T } {
  const replaced = found.replaces
    ? positionTerms.find((term) => term.id === found.replaces)
    : undefined;
  const successor = positionTerms.find(
    (term) => term.replaces === found.id && term.startsOn === found.endsOn,
  );
  if (!replaced || replaced.endsOn !== found.startsOn) return successor ? { successor } : {};
  const endsOn = successor ? successor.startsOn : found.replacedEndsOn;
  return { restore: { term: replaced, endsOn }, ...(successor ? { successor } : {}) };
}

/** Whose record a change of a position is: its holders (now or to come) when its areas change. */
export async function aboutPosition(
  db: Db,
  id: string,
  areas: PositionRow['areas'],
  today: string,
): Promise<string[]> {
  const before = await repo.findPosition(db, id);
  if (!before || before.areas === storedAreaList(areas)) return [];
  return (await repo.termsOfPosition(db, id))
    .filter((term) => termStatus(term, today) !== 'past')
    .map((term) => term.userId);
}

/**
 * Whose record a change of a term's end is: its holder's — except ending his own term early (from
 * today on), the one change of his own office an officer may make: it only narrows his access.
 */
export async function aboutTermEnd(
  db: Db,
  id: string,
  endsOn: string | null,
  today: string,
): Promise<string[]> {
  const term = await repo.findTerm(db, id);
  if (!term) return [];
  const endsEarlier =
    endsOn !== null && (term.endsOn === null || endsOn < term.endsOn) && endsOn >= today;
  return endsEarlier ? [] : [term.userId];
}

/** Whose record deleting an elect term is: its holder's, and that of the term whose end it restores. */
export async function aboutTermDeletion(db: Db, id: string): Promise<string[]> {
  const found = await repo.findTerm(db, id);
  if (!found) return [];
  const { restore } = restoreOnDelete(found, await repo.termsOfPosition(db, found.positionId));
  return [found.userId, ...(restore ? [restore.term.userId] : [])];
}

export async function deleteTerm(db: Db, actor: Actor, id: string, today: string): Promise<string> {
  return audited(db, actor, 'term deleted', async (trx) => {
    const term = await guardOffices(trx, actor.id, today, async () => {
      const found = await repo.findTerm(trx, id);
      if (!found) throw new HttpError(404, 'not_found', officeMessages.noTerm);
      if (termStatus(found, today) !== 'elect') throw conflict(officeMessages.notElect);
      const { restore, successor } = restoreOnDelete(
        found,
        await repo.termsOfPosition(trx, found.positionId),
      );
      await repo.deleteTerm(trx, id);
      if (restore) await repo.updateTerm(trx, restore.term.id, { endsOn: restore.endsOn });
      // The term that replaced the deleted one now replaces the one before it.
      if (successor)
        await repo.updateTerm(trx, successor.id, {
          replaces: restore ? restore.term.id : null,
          replacedEndsOn: restore ? found.replacedEndsOn : null,
        });
      // The invariants then refuse a restore that would overfill a seat on a later day.
      return {
        result: { found, restored: restore && { ...restore.term, endsOn: restore.endsOn } },
        touched: [found.userId, ...(restore ? [restore.term.userId] : [])],
      };
    });
    const { found, restored } = term;
    return {
      result: officeMessages.termDeleted(found.name, found.positionTitle, restored?.name),
      target: { id, label: termLabel(found) },
      details: {
        startsOn: found.startsOn,
        endsOn: found.endsOn,
        ...(restored ? { restores: termLabel(restored), restoredEndsOn: restored.endsOn } : {}),
      },
    };
  });
}
