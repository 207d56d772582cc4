// The console's privacy page rules (docs/product.md#privacy): which audiences each select offers,
// how a narrower limit carries the default with it, and which fields changed (only those are sent).
// The audiences and their order are contract/privacy.ts's.
import {
  allowedAudiences,
  isWider,
  narrower,
  privacyFieldLabels,
  privacyFields,
  widestPossible,
  type Audience,
  type FieldRule,
  type PrivacyField,
  type PrivacyRules,
} from '../../../../contract/privacy.ts';

export type FieldChanges = Partial<Record<PrivacyField, FieldRule>>;

/** The "Widest allowed" choices of a field: public only for the few public fields. */
export const widestChoices = (field: PrivacyField): Audience[] =>
  allowedAudiences({ widest: widestPossible(field) });

/** The "Default" choices: never wider than the field's widest allowed. */
export const defaultChoices = (rule: Pick<FieldRule, 'widest'>): Audience[] =>
  allowedAudiences(rule);

/** A new limit; a default wider than it narrows with it (the server refuses a wider default). */
export const withWidest = (rule: FieldRule, widest: Audience): FieldRule => ({
  widest,
  default: narrower(rule.default, widest),
});

/** A new default, never wider than the limit. */
export const withDefault = (rule: FieldRule, audience: Audience): FieldRule => ({
  widest: rule.widest,
  default: narrower(audience, rule.widest),
});

const sameRule = (a: FieldRule, b: FieldRule) => a.default === b.default && a.widest === b.widest;

/** The fields whose rule differs from the saved one, with their new rule: the PUT's `fields`. */
export function changedFields(saved: PrivacyRules, edited: PrivacyRules): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of privacyFields)
    if (!sameRule(saved[field], edited[field])) changes[field] = edited[field];
  return changes;
}

/** Whether a new limit is narrower than the saved one: the choices wider than it narrow too. */
export const narrowsChoices = (saved: FieldRule, edited: FieldRule): boolean =>
  isWider(saved.widest, edited.widest);

/** "Phone", "Phone and City", "Phone, City and Hiring". */
export function fieldList(fields: readonly PrivacyField[]): string {
  const labels = fields.map((field) => privacyFieldLabels[field]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The line over the table: how many fields have changes not saved yet. */
export function pendingText(changes: FieldChanges): string {
  const count = Object.keys(changes).length;
  if (count === 0) return 'No changes.';
  return count === 1
    ? '1 field changed, not saved yet.'
    : `${count} fields changed, not saved yet.`;
}

/** The success message of a save. */
export const savedText = (changes: FieldChanges): string =>
  `Saved: ${fieldList(privacyFields.filter((field) => changes[field]))}.`;

/** The field a server's 400 names (`phone`, or `fields.phone…`), when it is a privacy field. */
export function fieldNamed(named: unknown): PrivacyField | null {
  if (typeof named !== 'string') return null;
  const candidate = named.replace(/^fields[./]/, '').split(/[./]/)[0] ?? '';
  return (privacyFields as readonly string[]).includes(candidate)
    ? (candidate as PrivacyField)
    : null;
}
