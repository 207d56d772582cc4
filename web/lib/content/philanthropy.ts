// content/philanthropy.json, typed by the schema it was validated against at build time (vite.config.ts),
// with its yearly dates placed from the day of the build (docs/content.md#dates).
// One module per content file, so a page's bundle carries only the text it shows.
import { resolveEventDates } from '../../../contract/content-dates.ts';
import type { PhilanthropyContent } from '../../../contract/content.ts';
import { liveDocument } from './live.ts';
import json from '../../../content/philanthropy.json';
import { builtOn } from '../built-at.ts';

type Content = PhilanthropyContent;
type Dated<T> = Omit<T, 'date' | 'endDate'> & { date: string; endDate: string | null };

export type CurrentEvent = Dated<Content['currentEvents'][number]>;
export type PastEvent = Dated<Content['pastEvents'][number]>;

function withDates(content: Content) {
  return {
    ...content,
    currentEvents: content.currentEvents.map((event): CurrentEvent => ({
      ...event,
      ...resolveEventDates(event, builtOn()),
    })),
    pastEvents: content.pastEvents.map((event): PastEvent => ({
      title: event.title,
      date: event.date,
      endDate: event.endDate ?? null,
      description: event.description,
    })),
  };
}

export const philanthropyContent = liveDocument<ReturnType<typeof withDates>, Content>(
  'philanthropy',
  json,
  withDates,
);
