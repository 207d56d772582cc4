// SQL of privacy: the chapter's defaults and limits (app_meta `privacy_rules`, only the fields an
// officer set; the product's rules for the rest) and a person's own choices (users.privacy).
import {
  privacyChoicesOf,
  privacyFields,
  productPrivacyRules,
  type PrivacyChoices,
  type PrivacyRules,
} from '../../../contract/privacy.ts';
import { getMeta, setMeta } from '../../db/app-meta.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import { updateUser } from '../users/repository.ts';

const rulesKey = 'privacy_rules';

/** The app_meta key of the chapter's rules (a query may read it beside its own). */
export const privacyRulesKey = rulesKey;

/** The fields an officer set, from the stored JSON (the product's rules stand for the others). */
function parseRules(stored: string | null | undefined): Partial<PrivacyRules> {
  try {
    return stored ? (JSON.parse(stored) as Partial<PrivacyRules>) : {};
  } catch {
    return {};
  }
}

async function storedRules(db: Db): Promise<Partial<PrivacyRules>> {
  return parseRules(await getMeta(db, rulesKey));
}

/** The chapter's rules from their stored JSON: what an officer set, over the product's. */
export function privacyRulesOf(stored: string | null | undefined): PrivacyRules {
  const set = parseRules(stored);
  return Object.fromEntries(
    privacyFields.map((field) => [field, { ...productPrivacyRules[field], ...set[field] }]),
  ) as PrivacyRules;
}

/** The chapter's rules: what an officer set, over the product's (contract/privacy.ts). */
export async function readPrivacyRules(db: Db): Promise<PrivacyRules> {
  return privacyRulesOf(await getMeta(db, rulesKey));
}

/**
 * Saves the rules of the fields an officer changed (the others keep following the product's);
 * every directory follows at once (the accounts data changed).
 */
export async function savePrivacyRules(trx: Db, changed: Partial<PrivacyRules>): Promise<void> {
  await setMeta(trx, rulesKey, JSON.stringify({ ...(await storedRules(trx)), ...changed }));
  await bumpVersion(trx, 'accounts');
}

/** A stored choice that is not one (never, but) counts as no choice. */
export const choicesOf = (stored: string): PrivacyChoices => privacyChoicesOf(stored) ?? {};

/**
 * Saves his choices and moves the accounts data version in one transaction: whatever follows that
 * version (the board, the directories) never reads the one without the other.
 */
export async function saveChoices(db: Db, userId: string, choices: PrivacyChoices): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { privacy: JSON.stringify(choices) });
  });
}
