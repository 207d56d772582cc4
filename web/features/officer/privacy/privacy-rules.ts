// The console's privacy page rules (docs/product.md#privacy): which audiences each select offers,
// which fields changed (only those are sent), and the words of the page and of the question a
// narrowing change asks first. A limit never moves the default: the page says what the default
// is while the limit holds it. The audiences and their order are contract/privacy.ts's.
import {
  allowedAudiences,
  audienceLabels,
  effectiveDefault,
  hiddenFrom,
  isWider,
  narrows,
  privacyFieldLabels,
  privacyFields,
  widestPossible,
  type Audience,
  type AudienceChange,
  type FieldRule,
  type PrivacyField,
  type PrivacyRules,
} from '../../../../contract/privacy.ts';

export type FieldChanges = Partial<Record<PrivacyField, FieldRule>>;

/** The "Widest allowed" choices of a field: public only for the few public fields. */
export const widestChoices = (field: PrivacyField): Audience[] =>
  allowedAudiences({ widest: widestPossible(field) });

/**
 * The "Default" choices: every audience the field may ever have, whatever its limit now (a default
 * wider than the limit is kept, and applies within it).
 */
export const defaultChoices = widestChoices;

/** A new limit; the default stays as it was chosen. */
export const withWidest = (rule: FieldRule, widest: Audience): FieldRule => ({ ...rule, widest });

/** A new default. */
export const withDefault = (rule: FieldRule, audience: Audience): FieldRule => ({
  ...rule,
  default: audience,
});

/**
 * Under a default wider than its limit: "Default: Chapter — limited to Actives while the widest
 * allowed is Actives." (null when the default applies as it is).
 */
export function limitedDefaultText(rule: FieldRule): string | null {
  if (!isWider(rule.default, rule.widest)) return null;
  const limited = audienceLabels[effectiveDefault(rule)];
  return `Default: ${audienceLabels[rule.default]} — limited to ${limited} while the widest allowed is ${audienceLabels[rule.widest]}.`;
}

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

/** "a", "a and b", "a, b and c". */
const sentenceList = (words: readonly string[]): string =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** "Phone", "Phone and City", "Phone, City and Hiring". */
export const fieldList = (fields: readonly PrivacyField[]): string =>
  sentenceList(fields.map((field) => privacyFieldLabels[field]));

/** The viewers each audience adds to the next narrower one: those a narrowing hides a field from. */
const viewersOf: Record<Exclude<Audience, 'me'>, readonly string[]> = {
  public: ['visitors'],
  chapter: ['alumni', 'new members'],
  members: ['active members'],
  officers: ['the officers who look after accounts'],
};

const brothers = (count: number) => (count === 1 ? '1 brother' : `${count} brothers`);

/** "the city of 214 brothers", "whether 3 brothers are hiring". */
function whatOf(field: PrivacyField, count: number): string {
  const are = count === 1 ? 'is' : 'are';
  if (field === 'mentoring') return `whether ${brothers(count)} ${are} open to mentoring`;
  if (field === 'hiring') return `whether ${brothers(count)} ${are} hiring`;
  const noun = field === 'phone' ? 'phone number' : privacyFieldLabels[field];
  return `the ${field === 'linkedin' ? noun : noun.toLowerCase()} of ${brothers(count)}`;
}

/**
 * The question's sentences, one for each narrowing move of the server's preview that hides a filled
 * field from someone: "This hides the city of 214 brothers from alumni and new members." None:
 * nothing is hidden from anyone, and the change is saved without asking.
 */
export function hidingSentences(changes: readonly AudienceChange[]): string[] {
  return changes
    .filter((change) => narrows(change) && change.affected > 0)
    .map((change) => {
      const viewers = hiddenFrom(change.from, change.to).flatMap(
        (audience) => viewersOf[audience as Exclude<Audience, 'me'>],
      );
      return `This hides ${whatOf(change.field, change.affected)} from ${sentenceList(viewers)}.`;
    });
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
