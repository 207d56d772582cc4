// Which public page shows each content document (docs/api.md#live-content), both ways: the page the
// console's preview renders with a draft, and the documents a page shows, which are all that page
// carries for the browser (decision 016). The chapter's document (name, links, footer) shows on
// every page: its preview is the home page.
import type { ContentFile } from './content.ts';

export const contentPagePaths: Record<ContentFile, string> = {
  chapter: '/',
  home: '/',
  about: '/about',
  philanthropy: '/philanthropy',
  highlights: '/highlights',
  merch: '/merch',
  officers: '/members/exec',
  members: '/members/active',
  alumni: '/members/alumni',
  recruitment: '/recruitment',
};

/**
 * The documents each page shows besides the chapter's, by path (a prefix for the pages under it).
 * web/page-documents.test.ts follows every route's imports to keep this true.
 */
const pageOwnDocuments: [path: string, documents: ContentFile[]][] = [
  ['/', ['home']],
  ['/about', ['about']],
  ['/philanthropy', ['philanthropy']],
  ['/highlights', ['highlights']],
  ['/merch', ['merch']],
  ['/members/exec', ['officers']],
  ['/members/active', ['members']],
  ['/members/alumni', ['alumni']],
  // The interest form and the pages its emails link to (confirm, forget, the bid, check-in).
  ['/recruitment', ['recruitment']],
  // Where the newsletter's email links land: they show the home page's sign-up.
  ['/newsletter', ['home']],
];

const normalised = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/** The content documents the page at `pathname` shows: the chapter's, and its own. */
export function pageDocuments(pathname: string): ContentFile[] {
  const page = normalised(pathname);
  const own = pageOwnDocuments.find(([path]) =>
    path === '/' ? page === '/' : page === path || page.startsWith(`${path}/`),
  );
  return ['chapter', ...(own?.[1] ?? [])];
}

/** Whether the page shows the newsletter issues published in the console (the home page's card). */
export const pageShowsNewsletterIssues = (pathname: string): boolean =>
  normalised(pathname) === '/';

/** Whether the page shows the Executive Board drawn from the terms (`GET /api/board`). */
export const pageShowsBoard = (pathname: string): boolean =>
  normalised(pathname) === '/members/exec';
