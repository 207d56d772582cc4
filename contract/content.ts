// The schema of a chapter's `content/` folder: what a chapter must provide, checked at build and start.
import { z } from 'zod';

/** A path inside `content/images/`, e.g. `highlights/formal-1.svg`. */
export const imageRef = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(svg|jpe?g|png|webp|avif)$/,
    'must be a lower-case path inside content/images ending in .svg, .jpg, .png, .webp or .avif',
  );

const text = z.string().trim().min(1);
const externalUrl = z.url({ protocol: /^https?$/ });
const mailto = z.string().regex(/^mailto:[^\s@]+@[^\s@]+$/, 'must be a mailto: link');
const href = z.union([externalUrl, mailto]);
const link = z.strictObject({ label: text, href });
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
  logo: imageRef,
  email: z.email(),
  alumniEmail: z.email(),
  social: z
    .array(z.strictObject({ network: socialNetwork, label: text, href: externalUrl }))
    .min(1),
  footer: z.strictObject({ text }),
});

export const newsletterPageSchema = z.strictObject({
  id: z.int().positive(),
  title: text,
  image: imageRef,
});

export const homeSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, image: imageRef }),
  intro: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
  newsletterSignup: z.strictObject({ heading: text, text }),
  latestNewsletter: z.strictObject({
    title: text,
    issue: text,
    summary: text,
    /** Exactly three pages: the viewer says "Page X of 3". */
    pages: z.array(newsletterPageSchema).length(3),
  }),
  connect: z.strictObject({ heading: text, text, alumniText: text }),
});

export const aboutSchema = z.strictObject({
  intro: text,
  history: z.strictObject({ heading: text, paragraphs: z.array(text).min(1), image: imageRef }),
  milestones: z.array(z.strictObject({ year: text, title: text, text })).min(1),
  mission: z.strictObject({ heading: text, text }),
  values: z
    .array(z.strictObject({ name: text, text }))
    .min(1)
    .max(8),
  shield: z.strictObject({
    heading: text,
    text,
    image: imageRef,
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
      z.strictObject({
        id: text,
        title: text,
        host: text,
        date: text,
        time: text.optional(),
        location: text.optional(),
        /** Ticket price in whole US dollars, shown as "$7 per ticket". */
        ticketPrice: z.int().positive().optional(),
        description: text,
        image: imageRef,
        link,
      }),
    )
    .min(1),
  pastEvents: z.array(z.strictObject({ title: text, date: text, description: text })),
  competitors: z.strictObject({
    heading: text,
    text,
    items: z.array(z.strictObject({ name: text, img: imageRef, desc: text })).min(1),
  }),
});

export const highlightsSchema = z.strictObject({
  intro: text,
  events: z
    .array(
      z.strictObject({
        id: text,
        title: text,
        image: imageRef,
        video: z.null(),
        description: text,
        date: text,
        gallery: z.array(imageRef),
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
          image: imageRef,
        }),
      )
      .min(1),
  }),
  stats: z.array(z.strictObject({ value: text, label: text })).min(1),
});

export const merchSchema = z.strictObject({
  intro: text,
  items: z
    .array(
      z.strictObject({
        id: text,
        name: text,
        description: text,
        /** Price in US dollars, shown with cents ("$25.00"). */
        price: z.number().positive(),
        sizes: z.array(text).min(1),
        image: imageRef,
      }),
    )
    .min(1),
  categories: z.array(z.strictObject({ name: text, text, image: imageRef })).min(1),
  offers: z.array(text),
});

export const officerSchema = z.strictObject({
  name: text,
  title: text,
  image: imageRef.optional(),
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
  calendar: z.strictObject({ heading: text, text }),
  directory: z.strictObject({
    heading: text,
    text,
    loginPrompt: text,
    /** The class filter's choices (SPEC.md §9: 2025–2028); a chapter updates them each year. */
    classYears: z.array(z.int().min(1940).max(2100)).min(1),
  }),
  education: z.strictObject({
    heading: text,
    text,
    bullets: z.array(text).min(1),
    /** SPEC.md §9: three images, moved only by the person. */
    carousel: z.array(z.strictObject({ image: imageRef, caption: text })).length(3),
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
  events: z.strictObject({ heading: text, contactSubject: text }),
  rsvp: z.strictObject({ eventKey: text, heading: text, text }),
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
          image: imageRef.optional(),
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
