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

const rulesKey = 'privacy_rules';

/** The chapter's rules: what an officer set, over the product's (contract/privacy.ts). */
export async function readPrivacyRules(db: Db): Promise<PrivacyRules> {
  const stored = await getMeta(db, rulesKey);
  let set: Partial<PrivacyRules> = {};
  try {
    set = stored ? (JSON.parse(stored) as Partial<PrivacyRules>) : {};
  } catch {
    set = {};
  }
  return Object.fromEntries(
    privacyFields.map((field) => [field, { ...productPrivacyRules[field], ...set[field] }]),
  ) as PrivacyRules;
}

/** Saves the chapter's rules; every directory follows at once (the accounts data changed). */
export async function savePrivacyRules(trx: Db, rules: PrivacyRules): Promise<void> {
  await setMeta(trx, rulesKey, JSON.stringify(rules));
  await bumpVersion(trx, 'accounts');
}

/** A stored choice that is not one (never, but) counts as no choice. */
export const choicesOf = (stored: string): PrivacyChoices => privacyChoicesOf(stored) ?? {};

export async function saveChoices(db: Db, userId: string, choices: PrivacyChoices): Promise<void> {
  await db
    .updateTable('users')
    .set({ privacy: JSON.stringify(choices), updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
  await bumpVersion(db, 'accounts');
}
