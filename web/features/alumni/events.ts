// Alumni events in date order (SPEC.md §2: sorted by date, ascending).
import type { AlumniEvent } from '../../../contract/api/member-area.ts';

export const byDate = (events: AlumniEvent[]): AlumniEvent[] =>
  events.toSorted((a, b) => a.sortDate.localeCompare(b.sortDate) || a.title.localeCompare(b.title));
