// The officer console's page titles: "Invites · Officer Console | Site", never indexed.
import { pageMeta } from '../../lib/meta.ts';

/** `page` is null for the console's home. */
export function consoleMeta(page: string | null) {
  return [
    ...pageMeta(page ? `${page} · Officer Console` : 'Officer Console'),
    { name: 'robots', content: 'noindex' },
  ];
}
