// GET /api/alumni/events without the per-request work (decision 019): the events with their RSVP
// counts are kept per version of the alumni events data (`alumniEvents`, bumped by every write in
// repository.ts), and the answer made from them on the chapter's clock holds until the next
// instant an event starts or ends. A request then adds only the caller's own RSVPs.
import type { z } from 'zod';
import { rsvpTarget } from '../../../contract/alumni-events.ts';
import type { alumniEventsResponse, ListedAlumniEvent } from '../../../contract/api/member-area.ts';
import { eventEnd, eventPhase, eventStart } from '../../../contract/event-dates.ts';
import type { Db } from '../../db/database.ts';
import { versionedCache, type VersionedCache } from '../../lib/versioned-cache.ts';
import * as repo from '../../core/calendar/alumni-events-repository.ts';

export type AlumniEventsAnswer = z.infer<typeof alumniEventsResponse>;

/** An event as listed, without what depends on the caller and the clock. */
export type SummaryEvent = Omit<ListedAlumniEvent, 'rsvp' | 'phase'>;

/** Every alumni event by date, then title, with how many attend and wait: two queries. */
export async function readEventsSummary(db: Db): Promise<readonly SummaryEvent[]> {
  const [events, counts] = await Promise.all([repo.listAlumniEvents(db), repo.rsvpCounts(db)]);
  return events.map((event) => {
    const count = counts.get(event.key);
    return {
      id: event.key,
      title: event.title,
      displayDate: event.displayDate,
      sortDate: event.sortDate,
      endDate: event.endDate,
      time: event.time,
      location: event.location,
      type: event.type,
      icon: event.icon,
      description: event.description,
      canRsvp: event.canRsvp === 1,
      capacity: event.capacity,
      count: count?.attending ?? 0,
      waitlistCount: count?.waitlisted ?? 0,
    };
  });
}

/** One summary per database connection (one per app instance; tests run several). */
const summaries = new WeakMap<Db, VersionedCache<readonly SummaryEvent[]>>();

/** The events with their counts at `version` (the current `alumniEvents` data version). */
export function eventsSummary(
  db: Db,
  version: number,
): readonly SummaryEvent[] | Promise<readonly SummaryEvent[]> {
  let summary = summaries.get(db);
  if (!summary) {
    summary = versionedCache(() => readEventsSummary(db));
    summaries.set(db, summary);
  }
  return summary.get(version);
}

export interface EventsAt {
  /** The answer for a caller without RSVPs (every `rsvp` null). */
  answer: AlumniEventsAnswer;
  /** It holds from `from` (inclusive) to `until` (exclusive), in ms: no event starts or ends between. */
  from: number;
  until: number;
}

/**
 * The answer at `now` on the chapter's clock: each event's phase and the founders-day event, with
 * the span of time over which they stay the same (phases and the founders-day choice change only
 * when an event starts or ends).
 */
export function eventsAt(
  events: readonly SummaryEvent[],
  eventType: string,
  now: number,
  timeZone: string,
): EventsAt {
  let from = -Infinity;
  let until = Infinity;
  const listed = events.map((event) => {
    const when = { date: event.sortDate, endDate: event.endDate, time: event.time };
    for (const instant of [eventStart(when, timeZone), eventEnd(when, timeZone)]) {
      if (instant <= now) from = Math.max(from, instant);
      else until = Math.min(until, instant);
    }
    return { ...event, rsvp: null, phase: eventPhase(when, now, timeZone) };
  });
  const target = rsvpTarget(listed, eventType, now, timeZone);
  return {
    answer: {
      events: listed,
      foundersDay: target ? { event: target.event.id, open: target.open } : null,
    },
    from,
    until,
  };
}

/** The answer with the caller's own RSVPs (an alumnus's; `mine` by event key). */
export function withRsvps(
  answer: AlumniEventsAnswer,
  mine: ReadonlyMap<string, repo.RsvpStatus>,
): AlumniEventsAnswer {
  if (mine.size === 0) return answer;
  return {
    ...answer,
    events: answer.events.map((event) => {
      const rsvp = mine.get(event.id);
      return rsvp ? { ...event, rsvp } : event;
    }),
  };
}
