// The officers' areas and their names (docs/product.md#officer-console), without zod: the console's
// pages show them without loading the validation library (docs/decisions/009).

/** What an officer may be responsible for (docs/product.md#officer-console). */
export const areas = [
  'accounts',
  'calendar',
  'treasury',
  'communications',
  'content',
  'standing',
  'recruitment',
] as const;
export type Area = (typeof areas)[number];

export const areaLabels: Record<Area, string> = {
  accounts: 'Accounts and access',
  calendar: 'Calendar and events',
  treasury: 'Money',
  communications: 'Newsletter',
  content: 'Public pages',
  standing: 'Attendance and standing',
  recruitment: 'Recruitment',
};
