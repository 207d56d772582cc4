// The content documents the console's editors open (docs/api.md#live-content), with the names
// officers know them by. Free of zod and of the schemas: the console's routing reads it.
import type { ContentFile } from '../../../contract/content.ts';

export const contentDocumentFacts: Record<ContentFile, { title: string; description: string }> = {
  home: {
    title: 'Home page',
    description: 'The welcome, next steps, newsletter and connect texts.',
  },
  about: { title: 'About', description: 'History, milestones, mission, values and the shield.' },
  philanthropy: {
    title: 'Philanthropy',
    description: 'Mission figures, current and past events, the competitors.',
  },
  highlights: {
    title: 'Highlights',
    description: 'Events with their galleries, the recognition wall, the stats.',
  },
  merch: { title: 'Merch', description: 'Items, categories, offers and how to order.' },
  officers: {
    title: 'Executive board',
    description:
      'The introduction. The officers are the board positions’ holders (Positions), each with his own picture and bio.',
  },
  members: {
    title: 'Member resources',
    description: 'Resources, calendar and directory texts, new-member education.',
  },
  alumni: {
    title: 'Alumni page',
    description: 'Notable alumni, initiatives with goals, stay connected.',
  },
  recruitment: {
    title: 'Recruitment',
    description: 'Join us: why join, what we ask, how a prospect’s details are kept, the consent.',
  },
  chapter: {
    title: 'Chapter',
    description: 'Name, university, contact addresses, social links, footer (every page).',
  },
};

/** The documents in the order the index lists them. */
export const contentDocumentOrder = Object.keys(contentDocumentFacts) as ContentFile[];

export const isContentDocument = (name: string): name is ContentFile =>
  Object.hasOwn(contentDocumentFacts, name);
