// Page titles and descriptions for search engines and link previews.
import { chapter } from './content/chapter.ts';

export function pageMeta(title: string | null, description: string = chapter.description) {
  const fullTitle = title ? `${title} | ${chapter.siteName}` : chapter.siteName;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: chapter.siteName },
  ];
}
