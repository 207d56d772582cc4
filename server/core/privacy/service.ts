// Privacy's changes (docs/product.md#privacy): a person's choices within the chapter's limits, and
// the chapter's defaults and limits (area `accounts`, audited). Each refused change names its field
// and changes nothing.
import {
  audienceChanges,
  audienceLabels,
  effectiveDefault,
  isWider,
  privacyFieldLabels,
  privacyFields,
  widestPossible,
  type AudienceChange,
  type PrivacyField,
  type PrivacyRules,
} from '../../../contract/privacy.ts';
import type {
  ChapterPrivacyRequest,
  MyPrivacy,
  MyPrivacyRequest,
} from '../../../contract/api/privacy.ts';
import type { Db } from '../../db/database.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { audited, type Actor } from '../audit/record.ts';
import { accountColumnsOf, openAccountsOf } from '../users/repository.ts';
import { audiencesOf, filledFields } from './profiles.ts';
import { choicesOf, readPrivacyRules, saveChoices, savePrivacyRules } from './repository.ts';

const givenFields = <T>(changes: Partial<Record<PrivacyField, T>>) =>
  privacyFields.filter((field) => changes[field] !== undefined);

/** His choices as the account page shows them. */
export function myPrivacy(stored: string, rules: PrivacyRules): MyPrivacy {
  const choices = choicesOf(stored);
  const shown = audiencesOf(choices, rules);
  return {
    fields: Object.fromEntries(
      privacyFields.map((field) => [
        field,
        {
          audience: shown[field],
          widest: rules[field].widest,
          default: effectiveDefault(rules[field]),
          chosen: choices[field] !== undefined,
        },
      ]),
    ) as MyPrivacy['fields'],
  };
}

export async function readMyPrivacy(db: Db, userId: string): Promise<MyPrivacy> {
  const [user, rules] = await Promise.all([storedChoices(db, userId), readPrivacyRules(db)]);
  return myPrivacy(user, rules);
}

async function storedChoices(db: Db, userId: string): Promise<string> {
  const row = await accountColumnsOf(db, userId, ['privacy']);
  if (!row) throw new HttpError(401, 'unauthorized', 'Please log in.');
  return row.privacy;
}

/** Saves his choices (null: back to the chapter's default); one wider than allowed refuses all. */
export async function changeMyPrivacy(
  db: Db,
  userId: string,
  changes: MyPrivacyRequest,
): Promise<MyPrivacy> {
  const [stored, rules] = await Promise.all([storedChoices(db, userId), readPrivacyRules(db)]);
  const choices = choicesOf(stored);
  for (const field of givenFields(changes)) {
    const audience = changes[field]!;
    if (audience !== null && isWider(audience, rules[field].widest))
      throw fieldError(
        field,
        `${privacyFieldLabels[field]}: the chapter allows it to be shown at most to ${audienceLabels[rules[field].widest].toLowerCase()} (${rules[field].widest}).`,
      );
  }
  for (const field of givenFields(changes)) {
    const audience = changes[field]!;
    if (audience === null) delete choices[field];
    else choices[field] = audience;
  }
  await saveChoices(db, userId, choices);
  return myPrivacy(JSON.stringify(choices), rules);
}

/**
 * Refuses a rule that may never be: a default or widest beyond what the field may ever have (the
 * public only for the picture, the bio and LinkedIn). A default wider than its own widest is kept
 * as the officer chose it: it applies within the limit, and again in full once the limit widens.
 */
function checkChapterRules(changes: ChapterPrivacyRequest['fields']): void {
  for (const field of givenFields(changes)) {
    const rule = changes[field]!;
    if (isWider(rule.widest, widestPossible(field)) || isWider(rule.default, widestPossible(field)))
      throw fieldError(
        field,
        `${privacyFieldLabels[field]} may be shown at most to ${audienceLabels[widestPossible(field)].toLowerCase()} (only the picture, the bio and LinkedIn may be public).`,
      );
  }
}

/** The chapter's rules with the fields given changed. */
const withChanges = (rules: PrivacyRules, changes: ChapterPrivacyRequest['fields']) => ({
  ...rules,
  ...Object.fromEntries(givenFields(changes).map((field) => [field, changes[field]!])),
});

/**
 * What the change would do to the people the directories show (the open accounts, members and
 * alumni), saving nothing: each field's moves of audience and how many each moves.
 */
export async function previewChapterPrivacy(
  db: Db,
  request: ChapterPrivacyRequest,
): Promise<AudienceChange[]> {
  checkChapterRules(request.fields);
  const columns = ['privacy', ...privacyFields] as const;
  const [before, members, alumni] = await Promise.all([
    readPrivacyRules(db),
    openAccountsOf(db, 'member', columns),
    openAccountsOf(db, 'alumni', columns),
  ]);
  const people = [...members, ...alumni].map((row) => ({
    choices: choicesOf(row.privacy),
    filled: filledFields(row),
  }));
  return audienceChanges(people, before, withChanges(before, request.fields));
}

/**
 * Sets the chapter's defaults and limits of the fields given, as given (nothing else moves: not
 * another field's default, not anyone's choice); audited with what each was.
 */
export async function changeChapterPrivacy(
  db: Db,
  actor: Actor,
  request: ChapterPrivacyRequest,
): Promise<PrivacyRules> {
  const changes = request.fields;
  checkChapterRules(changes);
  // A PUT that changes nothing is answered as it is, and leaves no entry in the log.
  const current = await readPrivacyRules(db);
  const differs = givenFields(changes).some(
    (field) =>
      changes[field]!.default !== current[field].default ||
      changes[field]!.widest !== current[field].widest,
  );
  if (!differs) return current;
  return audited(db, actor, 'privacy rules changed', async (trx) => {
    const before = await readPrivacyRules(trx);
    const after = { ...before };
    const changed: Partial<PrivacyRules> = {};
    const details: Record<string, unknown> = {};
    for (const field of givenFields(changes)) {
      const rule = changes[field]!;
      if (rule.default === before[field].default && rule.widest === before[field].widest) continue;
      details[field] = { from: before[field], to: rule };
      changed[field] = after[field] = { default: rule.default, widest: rule.widest };
    }
    await savePrivacyRules(trx, changed);
    return { result: after, target: null, details: { changes: details } };
  });
}
