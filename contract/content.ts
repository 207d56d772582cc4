// The schema of a chapter's `content/` folder: what a chapter must provide, checked at build and start.
import { z } from 'zod';
import { annualDatePattern } from './content-dates.ts';
import { isTimeZone } from './event-dates.ts';

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

const text = z.string().trim().min(1);
/** Links leave the site only over https (text is text: no `javascript:`, `data:` or `http:`). */
const externalUrl = z.url({ protocol: /^https$/, error: 'must be a https:// address' });
const mailto = z.string().regex(/^mailto:[^\s@]+@[^\s@]+$/, 'must be a mailto: link');
const linkMessage = 'must be a https:// address or a mailto: link';
const href = z.union([externalUrl, mailto], { error: linkMessage });
const link = z.strictObject({ label: text, href });
/** A page of the site, e.g. `/members/alumni#support`. */
const sitePath = z
  .string()
  .regex(/^\/(?!\/)\S*$/, 'must be a path of the site, like /members/alumni#support');
const anyLink = z.strictObject({
  label: text,
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
const linkedinUrl = z
  .url({ protocol: /^https$/ })
  .regex(/^https:\/\/(www\.)?linkedin\.com\//, 'must be a https://linkedin.com/ address');

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
    name: text,
    letters: text,
    /** The short tag used in taglines and payment notes, e.g. "OXP". */
    abbreviation: text,
    founded: z.int().min(1700).max(2100),
  }),
  chapter: z.strictObject({
    name: text,
    established: z.int().min(1700).max(2100),
  }),
  university: text,
  location: text,
  /** The name shown in the navigation bar and page titles. */
  siteName: text,
  description: text,
  logo: imageIn('shared'),
  email: z.email(),
  alumniEmail: z.email(),
  /** The chapter's IANA time zone: an event's date is a day on the chapter's calendar. */
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone, like "America/Chicago"'),
  social: z
    .array(z.strictObject({ network: socialNetwork, label: text, href: externalUrl }))
    .min(1),
  footer: z.strictObject({ text }),
});

export const newsletterPageSchema = z.strictObject({
  id: z.int().positive(),
  title: text,
  image: imageIn('newsletter'),
});

export const homeSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, image: imageIn('home') }),
  intro: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
  newsletterSignup: z.strictObject({ heading: text, text }),
  latestNewsletter: z.strictObject({
    title: text,
    issue: text,
    summary: text,
    /** Exactly three pages: the viewer says "Page X of 3". */
    pages: z.array(newsletterPageSchema).length(3),
  }),
  /** A visitor's next step (rush, a visit, a gift), shown under the welcome. */
  nextSteps: z.strictObject({
    heading: text,
    items: z
      .array(z.strictObject({ title: text, text, link: anyLink }))
      .min(1)
      .max(4),
  }),
  connect: z.strictObject({ heading: text, text, alumniText: text }),
});

export const aboutSchema = z.strictObject({
  intro: text,
  history: z.strictObject({
    heading: text,
    paragraphs: z.array(text).min(1),
    image: imageIn('about'),
  }),
  milestones: z.array(z.strictObject({ year: text, title: text, text })).min(1),
  mission: z.strictObject({ heading: text, text }),
  values: z
    .array(z.strictObject({ name: text, text }))
    .min(1)
    .max(8),
  shield: z.strictObject({
    heading: text,
    text,
    image: imageIn('about'),
    symbols: z.array(z.strictObject({ name: text, meaning: text })).min(1),
  }),
  manual: z.strictObject({ heading: text, text, link }),
  credit: z.strictObject({
    text,
    name: text,
    email: z.email(),
    linkedin: linkedinUrl,
  }),
});

export const philanthropySchema = z.strictObject({
  intro: text,
  mission: z.strictObject({
    heading: text,
    paragraphs: z.array(text).min(1),
    figures: z.array(z.strictObject({ value: text, label: text })).min(1),
  }),
  currentEvents: z
    .array(
      z
        .strictObject({
          id: text,
          title: text,
          host: text,
          /** The (first) day; an event leaves "Current Events" once its last day is over. */
          date: contentDate,
          endDate: contentDate.optional(),
          time: text.optional(),
          location: text.optional(),
          /** Ticket price in whole US dollars, shown as "$7 per ticket". */
          ticketPrice: z.int().positive().optional(),
          description: text,
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
    z.strictObject({ title: text, date: isoDate, endDate: isoDate.optional(), description: text }),
  ),
  competitors: z.strictObject({
    heading: text,
    text,
    items: z.array(z.strictObject({ name: text, img: imageIn('philanthropy'), desc: text })).min(1),
  }),
});

export const highlightsSchema = z.strictObject({
  intro: text,
  events: z
    .array(
      z.strictObject({
        id: text,
        title: text,
        image: imageIn('highlights'),
        video: z.null(),
        description: text,
        date: text,
        gallery: z.array(imageIn('highlights')),
      }),
    )
    .min(1),
  recognition: z.strictObject({
    heading: text,
    text,
    categories: z.record(text, badgeVariant),
    items: z
      .array(
        z.strictObject({
          id: text,
          name: text,
          accomplishment: text,
          description: text,
          category: text,
          year: text,
          image: imageIn('highlights'),
        }),
      )
      .min(1),
  }),
  stats: z.array(z.strictObject({ value: text, label: text })).min(1),
});

export const merchSchema = z
  .strictObject({
    intro: text,
    items: z
      .array(
        z.strictObject({
          /** Names the item in orders and carts: keep it when the name or price changes. */
          id: z
            .string()
            .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits, -'),
          name: text,
          description: text,
          /** Price in US dollars, shown with cents ("$25.00"). */
          price: z.number().positive().max(10_000),
          sizes: z
            .array(text.max(20))
            .min(1)
            .refine((sizes) => new Set(sizes).size === sizes.length, 'sizes must differ'),
          /** The category tiles that list it. */
          categories: z.array(text).min(1),
          image: imageIn('merch'),
        }),
      )
      .min(1)
      .refine(
        (items) => new Set(items.map((item) => item.id)).size === items.length,
        'item ids must differ',
      ),
    categories: z.array(z.strictObject({ name: text, text, image: imageIn('merch') })).min(1),
    offers: z.array(text),
    /** docs/product.md#merchandise: the order request goes to `email`; payment is by `payment`. */
    order: z.strictObject({
      email: z.email(),
      text,
      payment: z.strictObject({ text, app: text, link }),
      after: text,
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

export const officerSchema = z.strictObject({
  name: text,
  title: text,
  image: imageIn('officers').optional(),
  /** Shown over the photo on hover or focus, so it must fit a phone-width card. */
  bio: text.max(200, 'keep the bio to 200 characters so it fits over the photo'),
  linkedin: linkedinUrl.optional(),
});

export const officersSchema = z.strictObject({
  intro: text,
  officers: z.array(officerSchema).min(1),
});

export const membersPageSchema = z.strictObject({
  title: text,
  intro: text,
  resources: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ label: text, href, text })).min(1),
  }),
  /** `text` for a mouse or keyboard, `touchText` for a touch screen (which cannot hover). */
  calendar: z.strictObject({ heading: text, text, touchText: text }),
  directory: z.strictObject({
    heading: text,
    text,
    loginPrompt: text,
  }),
  education: z.strictObject({
    heading: text,
    text,
    bullets: z.array(text).min(1),
    /** docs/product.md#new-member-education: three images, moved only by the person. */
    carousel: z.array(z.strictObject({ image: imageIn('members'), caption: text })).length(3),
    recognition: text,
    rush: z.strictObject({ text, link }),
  }),
});

export const initiativeSchema = z.strictObject({
  name: text,
  /** In whole US dollars; a goal of 0 shows 0 %. */
  goal: z.number().min(0),
  description: text,
});

export const alumniPageSchema = z.strictObject({
  title: text,
  tagline: text,
  welcome: text,
  events: z.strictObject({ heading: text, pastHeading: text, contactSubject: text }),
  /** The RSVP section follows the next alumni event of this type that takes RSVPs. */
  rsvp: z.strictObject({ eventType: text, heading: text, text }),
  support: z.strictObject({
    heading: text,
    text,
    initiatives: z
      .array(initiativeSchema)
      .min(1)
      .refine(
        (list) => new Set(list.map((i) => i.name)).size === list.length,
        'initiative names must differ',
      ),
    payment: z.strictObject({ text, app: text, link, tag: text }),
    confirm: z.strictObject({ text, link }),
  }),
  hiring: z.strictObject({ heading: text, text, linkLabel: text }),
  notableAlumni: z.strictObject({
    heading: text,
    items: z
      .array(
        z.strictObject({
          id: text,
          name: text,
          label: text,
          title: text,
          achievements: z.array(text),
          image: imageIn('alumni').optional(),
          linkedin: linkedinUrl.optional(),
        }),
      )
      .min(1),
    nomination: z.strictObject({ text, label: text, subject: text }),
  }),
  stayConnected: z.strictObject({
    heading: text,
    newsletter: z.strictObject({ title: text, text, label: text }),
    directory: z.strictObject({ title: text, text, link }),
    mentorship: z.strictObject({ title: text, text, label: text, subject: text }),
  }),
});

/** Every file of `content/`, keyed by file name without `.json`. */
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
export type Officer = z.infer<typeof officerSchema>;
export type MembersPageContent = Content['members'];
export type AlumniPageContent = Content['alumni'];
export type Initiative = z.infer<typeof initiativeSchema>;
export type BadgeVariant = z.infer<typeof badgeVariant>;
export type SocialNetwork = z.infer<typeof socialNetwork>;
