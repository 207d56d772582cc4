// The chapter calendar, computed once: the calendar's own events and the alumni events, each from
// its one row, so a date is the same on every page and in every feed (GET /api/events and the
// member calendar feed both read it).
import type { Db } from '../../db/database.ts';
import { listAlumniEvents } from './alumni-events-repository.ts';
import { listEvents } from './events-repository.ts';

export interface CalendarEntry {
  /** Where the entry comes from: the member calendar (`event`) or the alumni events (`alumni`). */
  kind: 'event' | 'alumni';
  /** The event's id, or the alumni event's key. */
  id: string;
  title: string;
  date: string;
  endDate: string | null;
  time: string | null;
  location: string | null;
  description: string | null;
  /** When the row last changed (a feed's LAST-MODIFIED). */
  changedAt: string;
}

/** Every event of the chapter calendar, by date and then title. */
export async function chapterCalendar(db: Db): Promise<CalendarEntry[]> {
  const [own, alumni] = await Promise.all([listEvents(db), listAlumniEvents(db)]);
  const entries: CalendarEntry[] = [
    ...own.map((event) => ({
      kind: 'event' as const,
      id: event.id,
      title: event.title,
      date: event.date,
      endDate: null,
      time: event.time,
      location: event.location,
      description: event.description,
      changedAt: event.updatedAt ?? event.createdAt,
    })),
    ...alumni.map((event) => ({
      kind: 'alumni' as const,
      id: event.key,
      title: event.title,
      date: event.sortDate,
      endDate: event.endDate,
      time: event.time,
      location: event.location,
      description: event.description,
      changedAt: event.updatedAt ?? event.createdAt,
    })),
  ];
  return entries.toSorted((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}
