// Who sees what of a person's profile (docs/product.md#privacy), without zod: the account page and
// the directories' cards read these rules without loading the validation library
// (docs/decisions/009).

/** From the widest to the narrowest. */
export const audiences = ['public', 'chapter', 'members', 'officers', 'me'] as const;
export type Audience = (typeof audiences)[number];

/** How the account page and the console name each audience. */
export const audienceLabels: Record<Audience, string> = {
  public: 'Everyone',
  chapter: 'Chapter',
  members: 'Actives',
  officers: 'Officers',
  me: 'Only me',
};

/** What each audience is, in a sentence (the choosers' hint). */
export const audienceMeaning: Record<Audience, string> = {
  public: "the site's visitors too (on the Executive Board page, while one holds a seat on it)",
  chapter: 'every signed-in member and alumnus',
  members: 'signed-in active members (initiated; new members see what the chapter sees)',
  officers: 'the officers who look after accounts',
  me: 'nobody else',
};

/** The profile fields a person decides about; his name and class are the chapter's to see. */
export const privacyFields = [
  'profilePicture',
  'bio',
  'linkedin',
  'major',
  'phone',
  'city',
  'employer',
  'industry',
  'mentoring',
  'hiring',
] as const;
export type PrivacyField = (typeof privacyFields)[number];

export const privacyFieldLabels: Record<PrivacyField, string> = {
  profilePicture: 'Picture',
  bio: 'Bio',
  linkedin: 'LinkedIn',
  major: 'Major',
  phone: 'Phone',
  city: 'City',
  employer: 'Employer',
  industry: 'Industry',
  mentoring: 'Open to mentoring',
  hiring: 'Hiring',
};

/** Only these may ever be shown to the public (docs/product.md#privacy): the rest are the chapter's at widest. */
export const publicFields: readonly PrivacyField[] = ['profilePicture', 'bio', 'linkedin'];

/** A field's rule in the chapter: what a person who never chose gets, and the widest he may choose. */
export interface FieldRule {
  default: Audience;
  widest: Audience;
}
export type PrivacyRules = Record<PrivacyField, FieldRule>;

/**
 * The product's rules until the chapter sets its own: the Executive Board page's picture, bio and
 * LinkedIn stay public as they were; a phone number is the actives' unless its owner says otherwise.
 */
export const productPrivacyRules: PrivacyRules = {
  profilePicture: { default: 'public', widest: 'public' },
  bio: { default: 'public', widest: 'public' },
  linkedin: { default: 'public', widest: 'public' },
  major: { default: 'chapter', widest: 'chapter' },
  phone: { default: 'members', widest: 'chapter' },
  city: { default: 'chapter', widest: 'chapter' },
  employer: { default: 'chapter', widest: 'chapter' },
  industry: { default: 'chapter', widest: 'chapter' },
  mentoring: { default: 'chapter', widest: 'chapter' },
  hiring: { default: 'chapter', widest: 'chapter' },
};

/** The alumni directory's industries (a fixed list, so that its filter finds everyone in one). */
export const industries = [
  'Accounting',
  'Agriculture',
  'Architecture and construction',
  'Arts and design',
  'Consulting',
  'Education',
  'Energy',
  'Engineering',
  'Finance and banking',
  'Government and military',
  'Healthcare',
  'Hospitality',
  'Insurance',
  'Law',
  'Manufacturing',
  'Marketing and sales',
  'Media and entertainment',
  'Nonprofit',
  'Real estate',
  'Retail',
  'Science and research',
  'Sports',
  'Technology',
  'Transportation and logistics',
  'Other',
] as const;
export type Industry = (typeof industries)[number];

const rank = (audience: Audience): number => audiences.indexOf(audience);

/** The narrower of two audiences. */
export const narrower = (a: Audience, b: Audience): Audience => (rank(a) >= rank(b) ? a : b);

/** Whether `a` reaches further than `b`. */
export const isWider = (a: Audience, b: Audience): boolean => rank(a) < rank(b);

/**
 * The audience a field is shown to: the person's choice (or the chapter's default when he never
 * chose), never wider than the chapter allows. It is worked out when read, and nothing stored is
 * rewritten: a limit narrowed later narrows every choice and the default with it, and widened
 * again gives each back as it was.
 */
export const effectiveAudience = (choice: Audience | undefined, rule: FieldRule): Audience =>
  narrower(choice ?? rule.default, rule.widest);

/** The default as whoever never chose gets it: the officers' default, within the limit. */
export const effectiveDefault = (rule: FieldRule): Audience => narrower(rule.default, rule.widest);

/** The audiences a person may choose for a field: its widest and every narrower one. */
export const allowedAudiences = (rule: Pick<FieldRule, 'widest'>): Audience[] =>
  audiences.filter((audience) => !isWider(audience, rule.widest));

/** The widest the chapter may ever allow for a field (public for the few public fields only). */
export const widestPossible = (field: PrivacyField): Audience =>
  publicFields.includes(field) ? 'public' : 'chapter';

/**
 * Who a viewer is, as an audience: a visitor the public, an alumnus the chapter, an active member
 * (initiated: his `side`, contract/attendance.ts `sideOn`) the members, a new member not yet
 * initiated the chapter, an officer with `accounts` the officers (the owner himself is `me`).
 * `side` is asked only of a member without `accounts`.
 */
export function viewerAudience(
  viewer: {
    role: 'member' | 'alumni';
    areas: readonly string[];
    side: () => 'new' | 'active';
  } | null,
): Audience {
  if (!viewer) return 'public';
  if (viewer.areas.includes('accounts')) return 'officers';
  if (viewer.role !== 'member') return 'chapter';
  return viewer.side() === 'active' ? 'members' : 'chapter';
}

/** Whether a viewer (as an audience) sees a field shown to `audience`. */
export const sees = (viewer: Audience, audience: Audience): boolean => !isWider(viewer, audience);

export type PrivacyChoices = Partial<Record<PrivacyField, Audience>>;

/** A person's stored choices (JSON of field → audience), or null when they are not that. */
export function privacyChoicesOf(stored: string): PrivacyChoices | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed);
  const valid = entries.every(
    ([field, audience]) =>
      (privacyFields as readonly string[]).includes(field) &&
      (audiences as readonly unknown[]).includes(audience),
  );
  return valid ? (Object.fromEntries(entries) as PrivacyChoices) : null;
}

/**
 * The viewers who stop seeing a field when its audience goes from `from` to the narrower `to`, as
 * audiences: `chapter` to `officers` hides it from the chapter and the members (an officer still
 * sees it). None when `to` is as wide as `from` or wider.
 */
export const hiddenFrom = (from: Audience, to: Audience): Audience[] =>
  audiences.slice(rank(from), Math.max(rank(from), rank(to)));

/** A person as a change of the chapter's rules counts him: his choices and the fields he filled. */
export interface CountedPerson {
  choices: PrivacyChoices;
  filled: readonly PrivacyField[];
}

/** A change of who sees a field: `affected` people who filled it in go from `from` to `to`. */
export interface AudienceChange {
  field: PrivacyField;
  from: Audience;
  to: Audience;
  affected: number;
}

/** Whether a change hides the field from some who saw it. */
export const narrows = (change: Pick<AudienceChange, 'from' | 'to'>): boolean =>
  isWider(change.from, change.to);

/**
 * What changing the chapter's rules from `before` to `after` does to the people's fields that are
 * filled in (an empty field hides nothing): one entry per field and move, in the fields' order and
 * then from the widest `from`, each with how many it moves. A field nobody filled, or whose rule
 * changes nobody's audience, has none.
 */
export function audienceChanges(
  people: readonly CountedPerson[],
  before: PrivacyRules,
  after: PrivacyRules,
): AudienceChange[] {
  const counts = new Map<string, AudienceChange>();
  for (const person of people)
    for (const field of person.filled) {
      const from = effectiveAudience(person.choices[field], before[field]);
      const to = effectiveAudience(person.choices[field], after[field]);
      if (from === to) continue;
      const key = `${field} ${from} ${to}`;
      const change = counts.get(key) ?? { field, from, to, affected: 0 };
      change.affected += 1;
      counts.set(key, change);
    }
  const order = (change: AudienceChange) =>
    [privacyFields.indexOf(change.field), rank(change.from), rank(change.to)] as const;
  return [...counts.values()].toSorted((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}
