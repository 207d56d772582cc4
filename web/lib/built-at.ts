// The instant the site was built: what the prerendered pages, and so the first render in the
// browser, date the chapter's events from (docs/decisions/009). Set once per build by vite.config.ts.
import { localDate } from '../../contract/event-dates.ts';
import { chapter } from './content/chapter.ts';

export const builtAt: number = Date.parse(import.meta.env.CHAPTER_BUILT_AT ?? '') || Date.now();

/**
 * The chapter's date on the day of the build: relative dates in content/ are placed from it. In
 * the chapter's time zone as published (read on each use: an officer may publish another).
 */
export const builtOn = (): string => localDate(builtAt, chapter.timeZone);
