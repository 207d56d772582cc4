// The schema of a chapter's `content/` folder: what a chapter must provide, checked at build and start.
import { z } from 'zod';
import { annualDatePattern } from './content-dates.ts';
import { isTimeZone } from './event-dates.ts';
import { isSitePath } from './site-path.ts';
import { textProblem, type TextRule } from './text.ts';

/**
 * The folders of `content/images`. The build makes the sizes of each folder's pictures for the
 * part of the site that shows them (its `import.meta.glob`), so a field names a picture of its own
 * folder: a picture of another folder would be missing from that page's bundle.
 */
export type ImageFolder =
  | 'shared'
  | 'home'
  | 'newsletter'
  | 'about'
  | 'philanthropy'
  | 'highlights'
  | 'merch'
  | 'officers'
  | 'members'
  | 'alumni';

const imageFields = new WeakSet<object>();

/**
 * A picture of the pages: one of `content/images/<folder>`, e.g. `highlights/formal-1.svg` (its
 * sizes are made by the build), or a picture uploaded in the console,
 * `uploads/<id>-<width>x<height>.webp` (contract/content-pictures.ts; decision 018).
 */
export function imageIn(folder: ImageFolder) {
  const schema = z
    .string()
    .regex(
      new RegExp(
        `^(uploads/[0-9a-f]{24}-[1-9]\\d{0,4}x[1-9]\\d{0,4}\\.webp|${folder}/[a-z0-9][a-z0-9_-]*\\.(svg|jpe?g|png|webp|avif))$`,
      ),
      `must be a picture of content/images/${folder} (a lower-case name ending in .svg, .jpg, .png, .webp or .avif) or an uploaded picture`,
    );
  imageFields.add(schema);
  return schema;
}

/** Whether a schema is a picture field (the console's editors offer an upload for it). */
export const isImageField = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && imageFields.has(schema);

/** Marks a text schema whose value may hold line breaks (see isMultilineField). */
const multilineFields = new WeakSet<object>();
function multiline<T extends object>(schema: T): T {
  multilineFields.add(schema);
  return schema;
}

/**
 * Whether a text field may run to several lines (a paragraph, a bio): the console's editors give
 * it a text area. Every other text is one line (a title, a name, a label, the site's name), which
 * keeps line breaks out of page titles, email subjects and calendar feeds.
 */
export const isMultilineField = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && multilineFields.has(schema);

/** The API's one text rule (contract/text.ts) for a content text, at the field. */
const textRule =
  (rule: TextRule) =>
  (value: string, context: z.RefinementCtx): void => {
    const problem = textProblem(value, rule);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  };
/** One line of text: no line break, nothing hidden. */
const line = z.string().trim().min(1).superRefine(textRule({}));
/** Sentences, which may run to paragraphs: line breaks kept, nothing hidden. */
const paragraph = multiline(
  z
    .string()
    .trim()
    .min(1)
    .superRefine(textRule({ multiline: true })),
);
/** Marks an address field (the console's editors offer a phone its URL keyboard). */
const urlFields = new WeakSet<object>();
export const isUrlField = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && urlFields.has(schema);

/**
 * A https:// address, on one line: z.url() alone would drop a line break from it quietly, so the
 * text rule runs first and the address is checked as it was written.
 */
function httpsAddress(message: string, host?: RegExp) {
  const url = z.url({ protocol: /^https$/, ...(host ? { hostname: host } : {}) });
  const schema = z
    .string()
    .trim()
    .superRefine(textRule({}))
    .refine((value) => url.safeParse(value).success, message);
  urlFields.add(schema);
  return schema;
}

/** Links leave the site only over https (text is text: no `javascript:`, `data:` or `http:`). */
const externalUrl = httpsAddress('must be a https:// address');
const mailto = z
  .string()
  .regex(/^mailto:[^\s@]+@[^\s@]+$/, 'must be a mailto: link')
  .superRefine(textRule({}));
const linkMessage = 'must be a https:// address or a mailto: link';
const href = z.union([externalUrl, mailto], { error: linkMessage });
const link = z.strictObject({ label: line, href });
/** A page of the site, e.g. `/members/alumni#support`. */
const sitePath = z
  .string()
  .refine(isSitePath, 'must be a path of the site, like /members/alumni#support');
const anyLink = z.strictObject({
  label: line,
  href: z.union([externalUrl, mailto, sitePath], {
    error: 'must be a https:// address, a mailto: link or a path of the site, like /about',
  }),
});
const isoDate = z.iso.date('must be a date, YYYY-MM-DD');
/** docs/content.md#dates: a day (YYYY-MM-DD) or the same day every year (--MM-DD). */
const contentDate = z
  .string()
  .refine(
    (date) => annualDatePattern.test(date) || isoDate.safeParse(date).success,
    'must be a date, YYYY-MM-DD, or a yearly date, --MM-DD',
  );
const isAnnual = (date: string) => date.startsWith('--');
const linkedinUrl = httpsAddress(
  'must be a https://linkedin.com/ address',
  /^(www\.)?linkedin\.com$/,
);

export const badgeVariant = z.enum([
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'dark',
]);

export const socialNetwork = z.enum([
  'instagram',
  'facebook',
  'linkedin',
  'x',
  'tiktok',
  'youtube',
  'website',
]);

export const chapterSchema = z.strictObject({
  organisation: z.strictObject({
    name: line,
    letters: line,
    /** The short tag used in taglines and payment notes, e.g. "OXP". */
    abbreviation: line,
    founded: z.int().min(1700).max(2100),
  }),
  chapter: z.strictObject({
    name: line,
    established: z.int().min(1700).max(2100),
  }),
  university: line,
  location: line,
  /** The name shown in the navigation bar and page titles. */
  siteName: line,
  description: paragraph,
  logo: imageIn('shared'),
  email: z.email(),
  alumniEmail: z.email(),
  /** The chapter's IANA time zone: an event's date is a day on the chapter's calendar. */
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone, like "America/Chicago"'),
  social: z
    .array(z.strictObject({ network: socialNetwork, label: line, href: externalUrl }))
    .min(1),
  footer: z.strictObject({ text: paragraph }),
});

export const newsletterPageSchema = z.strictObject({
  id: z.int().positive(),
  title: line,
  image: imageIn('newsletter'),
});

export const homeSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: line, title: line, subtitle: paragraph, image: imageIn('home') }),
  intro: z.strictObject({ heading: line, paragraphs: z.array(paragraph).min(1) }),
  newsletterSignup: z.strictObject({ heading: line, text: paragraph }),
  latestNewsletter: z.strictObject({
    title: line,
    issue: line,
    summary: paragraph,
    /** Exactly three pages: the viewer says "Page X of 3". */
    pages: z.array(newsletterPageSchema).length(3),
  }),
  /** A visitor's next step (rush, a visit, a gift), shown under the welcome. */
  nextSteps: z.strictObject({
    heading: line,
    items: z
      .array(z.strictObject({ title: line, text: paragraph, link: anyLink }))
      .min(1)
      .max(4),
  }),
  connect: z.strictObject({ heading: line, text: paragraph, alumniText: paragraph }),
});

export const aboutSchema = z.strictObject({
  intro: paragraph,
  history: z.strictObject({
    heading: line,
    paragraphs: z.array(paragraph).min(1),
    image: imageIn('about'),
  }),
  milestones: z.array(z.strictObject({ year: line, title: line, text: paragraph })).min(1),
  mission: z.strictObject({ heading: line, text: paragraph }),
  values: z
    .array(z.strictObject({ name: line, text: paragraph }))
    .min(1)
    .max(8),
  shield: z.strictObject({
    heading: line,
    text: paragraph,
    image: imageIn('about'),
    symbols: z.array(z.strictObject({ name: line, meaning: paragraph })).min(1),
  }),
  manual: z.strictObject({ heading: line, text: paragraph, link }),
  credit: z.strictObject({
    text: paragraph,
    name: line,
    email: z.email(),
    linkedin: linkedinUrl,
  }),
});

export const philanthropySchema = z.strictObject({
  intro: paragraph,
  mission: z.strictObject({
    heading: line,
    paragraphs: z.array(paragraph).min(1),
    figures: z.array(z.strictObject({ value: line, label: line })).min(1),
  }),
  currentEvents: z
    .array(
      z
        .strictObject({
          id: line,
          title: line,
          host: line,
          /** The (first) day; an event leaves "Current Events" once its last day is over. */
          date: contentDate,
          endDate: contentDate.optional(),
          time: line.optional(),
          location: line.optional(),
          /** Ticket price in whole US dollars, shown as "$7 per ticket". */
          ticketPrice: z.int().positive().optional(),
          description: paragraph,
          image: imageIn('philanthropy'),
          link,
        })
        .refine(
          (event) =>
            !event.endDate ||
            (isAnnual(event.endDate) === isAnnual(event.date) &&
              (isAnnual(event.date) || event.endDate >= event.date)),
          {
            message:
              'endDate must be written like date (both yearly or both days) and not before it',
            path: ['endDate'],
          },
        ),
    )
    .min(1),
  pastEvents: z.array(
    z.strictObject({
      title: line,
      date: isoDate,
      endDate: isoDate.optional(),
      description: paragraph,
    }),
  ),
  competitors: z.strictObject({
    heading: line,
    text: paragraph,
    items: z
      .array(z.strictObject({ name: line, img: imageIn('philanthropy'), desc: paragraph }))
      .min(1),
  }),
});

export const highlightsSchema = z.strictObject({
  intro: paragraph,
  events: z
    .array(
      z.strictObject({
        id: line,
        title: line,
        image: imageIn('highlights'),
        video: z.null(),
        description: paragraph,
        date: line,
        gallery: z.array(imageIn('highlights')),
      }),
    )
    .min(1),
  recognition: z.strictObject({
    heading: line,
    text: paragraph,
    categories: z.record(line, badgeVariant),
    items: z
      .array(
        z.strictObject({
          id: line,
          name: line,
          accomplishment: paragraph,
          description: paragraph,
          category: line,
          year: line,
          image: imageIn('highlights'),
        }),
      )
      .min(1),
  }),
  stats: z.array(z.strictObject({ value: line, label: line })).min(1),
});

export const merchSchema = z
  .strictObject({
    intro: paragraph,
    items: z
      .array(
        z.strictObject({
          /** Names the item in orders and carts: keep it when the name or price changes. */
          id: z
            .string()
            .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits, -'),
          name: line,
          description: paragraph,
          /** Price in US dollars, shown with cents ("$25.00"). */
          price: z.number().positive().max(10_000),
          sizes: z
            .array(line.max(20))
            .min(1)
            .refine((sizes) => new Set(sizes).size === sizes.length, 'sizes must differ'),
          /** The category tiles that list it. */
          categories: z.array(line).min(1),
          image: imageIn('merch'),
        }),
      )
      .min(1)
      .refine(
        (items) => new Set(items.map((item) => item.id)).size === items.length,
        'item ids must differ',
      ),
    categories: z
      .array(z.strictObject({ name: line, text: paragraph, image: imageIn('merch') }))
      .min(1),
    offers: z.array(paragraph),
    /** docs/product.md#merchandise: the order request goes to `email`; payment is by `payment`. */
    order: z.strictObject({
      email: z.email(),
      text: paragraph,
      payment: z.strictObject({ text: paragraph, app: line, link }),
      after: paragraph,
    }),
  })
  .superRefine((merch, context) => {
    const names = new Set(merch.categories.map((category) => category.name));
    merch.items.forEach((item, index) => {
      for (const category of item.categories) {
        if (!names.has(category))
          context.addIssue({
            code: 'custom',
            message: `"${category}" is not one of the categories`,
            path: ['items', index, 'categories'],
          });
      }
    });
  });

/**
 * The Executive Board page's texts. The board itself comes from the terms (GET /api/board,
 * decision 021); the list of officers this document held before is ignored where an older
 * document, export or `content/` folder still has it.
 */
export const officersSchema = z.preprocess(
  (document) => {
    if (typeof document !== 'object' || document === null || !('officers' in document))
      return document;
    const { officers: _formerBoard, ...texts } = document as Record<string, unknown>;
    return texts;
  },
  z.strictObject({
    intro: paragraph,
  }),
);

export const membersPageSchema = z.strictObject({
  title: line,
  intro: paragraph,
  resources: z.strictObject({
    heading: line,
    items: z.array(z.strictObject({ label: line, href, text: paragraph })).min(1),
  }),
  /** `text` for a mouse or keyboard, `touchText` for a touch screen (which cannot hover). */
  calendar: z.strictObject({ heading: line, text: paragraph, touchText: paragraph }),
  directory: z.strictObject({
    heading: line,
    text: paragraph,
    loginPrompt: paragraph,
  }),
  education: z.strictObject({
    heading: line,
    text: paragraph,
    bullets: z.array(paragraph).min(1),
    /** docs/product.md#new-member-education: three images, moved only by the person. */
    carousel: z.array(z.strictObject({ image: imageIn('members'), caption: line })).length(3),
    recognition: paragraph,
    rush: z.strictObject({ text: paragraph, link }),
  }),
});

export const initiativeSchema = z.strictObject({
  name: line,
  /** In whole US dollars; a goal of 0 shows 0 %. */
  goal: z.number().min(0),
  description: paragraph,
});

/**
 * /recruitment (docs/product.md#recruitment): why join, what the chapter asks, how a prospective
 * member's details are kept, and the interest form's consent. When they are deleted is not here: the
 * page writes it from the open period's days, so the promise cannot be edited away.
 */
export const recruitmentSchema = z.strictObject({
  title: line,
  intro: paragraph,
  why: z.strictObject({
    heading: line,
    points: z
      .array(z.strictObject({ title: line, text: paragraph }))
      .min(1)
      .max(6),
  }),
  ask: z.strictObject({ heading: line, paragraphs: z.array(paragraph).min(1).max(4) }),
  privacy: z.strictObject({
    heading: line,
    /** What is kept. */
    kept: paragraph,
    /** Who sees it, and who never does. */
    seenBy: paragraph,
  }),
  /** The interest form's checkbox label, before the deletion day the page adds. */
  consent: paragraph,
  /** Shown instead of the form while no period is open. */
  closed: paragraph,
});

export const alumniPageSchema = z.strictObject({
  title: line,
  tagline: paragraph,
  welcome: paragraph,
  events: z.strictObject({ heading: line, pastHeading: line, contactSubject: line }),
  /** The RSVP section follows the next alumni event of this type that takes RSVPs. */
  rsvp: z.strictObject({ eventType: line, heading: line, text: paragraph }),
  support: z.strictObject({
    heading: line,
    text: paragraph,
    initiatives: z
      .array(initiativeSchema)
      .min(1)
      .refine(
        (list) => new Set(list.map((i) => i.name)).size === list.length,
        'initiative names must differ',
      ),
    payment: z.strictObject({ text: paragraph, app: line, link, tag: line }),
    confirm: z.strictObject({ text: paragraph, link }),
  }),
  hiring: z.strictObject({ heading: line, text: paragraph, linkLabel: line }),
  notableAlumni: z.strictObject({
    heading: line,
    items: z
      .array(
        z.strictObject({
          id: line,
          name: line,
          label: line,
          title: line,
          achievements: z.array(paragraph),
          image: imageIn('alumni').optional(),
          linkedin: linkedinUrl.optional(),
        }),
      )
      .min(1),
    nomination: z.strictObject({ text: paragraph, label: line, subject: line }),
  }),
  stayConnected: z.strictObject({
    heading: line,
    newsletter: z.strictObject({ title: line, text: paragraph, label: line }),
    directory: z.strictObject({ title: line, text: paragraph, link }),
    mentorship: z.strictObject({ title: line, text: paragraph, label: line, subject: line }),
  }),
});

/** Every file of `content/`, keyed by file name without `.json`. */
/**
 * The content schemas' words for what zod finds without a message of the schema's own (a field
 * left empty, a list too short or too long, a field the page does not know), from the problem's
 * code and numbers rather than zod's English. Every check of a content document passes it:
 * `schema.safeParse(json, { error: contentMessages })` (the build, a save, the editor).
 */
export const contentMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Fill this in.';
      if (issue.expected === 'number') return 'Enter a number.';
      return undefined;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Fill this in.';
      if (issue.origin === 'array') {
        const least = Number(issue.minimum);
        return `Needs at least ${least} ${least === 1 ? 'entry' : 'entries'}.`;
      }
      return undefined;
    case 'too_big':
      return issue.origin === 'array'
        ? `Keep it to at most ${Number(issue.maximum)} entries.`
        : undefined;
    case 'unrecognized_keys':
      return `Fields this page does not know: ${issue.keys.map((key) => `"${key}"`).join(', ')}.`;
    default:
      return undefined;
  }
};

export const contentSchemas = {
  chapter: chapterSchema,
  home: homeSchema,
  about: aboutSchema,
  philanthropy: philanthropySchema,
  highlights: highlightsSchema,
  merch: merchSchema,
  officers: officersSchema,
  members: membersPageSchema,
  alumni: alumniPageSchema,
  recruitment: recruitmentSchema,
} as const;

export type ContentFile = keyof typeof contentSchemas;
/** Every content document, in the order of `content/`'s files as the console lists them. */
export const contentFiles = Object.keys(contentSchemas) as ContentFile[];
export type Content = { [K in ContentFile]: z.infer<(typeof contentSchemas)[K]> };
export type Chapter = Content['chapter'];
export type HomeContent = Content['home'];
export type AboutContent = Content['about'];
export type PhilanthropyContent = Content['philanthropy'];
export type HighlightsContent = Content['highlights'];
export type MerchContent = Content['merch'];
export type OfficersContent = Content['officers'];
export type MembersPageContent = Content['members'];
export type AlumniPageContent = Content['alumni'];
export type RecruitmentContent = Content['recruitment'];
export type Initiative = z.infer<typeof initiativeSchema>;
export type BadgeVariant = z.infer<typeof badgeVariant>;
export type SocialNetwork = z.infer<typeof socialNetwork>;
