// Which public page shows each content document (docs/api.md#live-content): the page the console's
// preview renders with a draft. The chapter's document (name, links, footer) shows on every page:
// its preview is the home page.
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
};
