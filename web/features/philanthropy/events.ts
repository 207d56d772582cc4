// Which philanthropy events are current and which are past (docs/product.md#philanthropy): decided
// from the build day in the prerendered page, then from the browser's clock once it has hydrated.
import { eventPhase, splitByPhase } from '../../../contract/event-dates.ts';
import { builtAt } from '../../lib/built-at.ts';
import { chapter } from '../../lib/content/chapter.ts';
import type { CurrentEvent, PastEvent } from '../../lib/content/philanthropy.ts';
import { useNow } from '../../lib/use-now.ts';

/** A past event as the past list shows it: written as past, or a current one that is over. */
export type ListedPastEvent = Pick<PastEvent, 'title' | 'date' | 'endDate' | 'description'>;

export function philanthropyEvents(
  current: readonly CurrentEvent[],
  past: readonly PastEvent[],
  now: number,
  timeZone: string,
) {
  const split = splitByPhase(current, (event) => event, now, timeZone);
  const listedPast = splitByPhase<ListedPastEvent>(
    [...split.past, ...past],
    (event) => event,
    now,
    timeZone,
  );
  return {
    current: split.current.map((event) => ({
      event,
      happening: eventPhase(event, now, timeZone) === 'ongoing',
    })),
    // Everything in the past list is over by then; the order is the latest first.
    past: [...listedPast.past, ...listedPast.current],
  };
}

export function usePhilanthropyEvents(
  current: readonly CurrentEvent[],
  past: readonly PastEvent[],
) {
  const now = useNow() ?? builtAt;
  return philanthropyEvents(current, past, now, chapter.timeZone);
}
