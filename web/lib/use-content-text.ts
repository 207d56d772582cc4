// Fills the years a content text names ({academicYear}, {fallRushYear}: docs/content.md#dates) for
// the chapter's today: the build day while prerendering and hydrating, the browser's day afterwards,
// so an old build still names this year's board and the next fall rush.
import { fillTokens } from '../../contract/content-dates.ts';
import { localDate } from '../../contract/event-dates.ts';
import { builtAt } from './built-at.ts';
import { chapter } from './content/chapter.ts';
import { useNow } from './use-now.ts';

export function useContentText(): (text: string) => string {
  const today = localDate(useNow() ?? builtAt, chapter.timeZone);
  return (text) => fillTokens(text, today);
}
