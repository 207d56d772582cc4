// GET /api/events: the chapter calendar (the active members page shows it to everyone): the calendar's
// own events and the alumni events, each from its one row, so a date is the same on every page.
// A signed-in active member also learns what each event counts for and when its check-in door is
// open (docs/product.md#calendar); visitors and alumni get the calendar alone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkInWindow, type AttendanceKind } from '../../../contract/attendance.ts';
import { eventsResponse, type EventCounts } from '../../../contract/api/member-area.ts';
import { listCountingEvents } from '../../core/attendance/repository.ts';
import { chapterCalendar } from '../../core/calendar/calendar.ts';

const iso = (at: number) => new Date(at).toISOString();

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { access: 'visitor' }, schema: { response: { 200: eventsResponse } } },
    async (request) => {
      const member = request.session?.user.role === 'member';
      const [calendar, counting] = await Promise.all([
        chapterCalendar(app.db),
        member ? listCountingEvents(app.db) : [],
      ]);
      const timeZone = app.content.chapter.timeZone;
      const counts = new Map<string, EventCounts>();
      for (const event of counting) {
        const window = checkInWindow(event, timeZone);
        counts.set(event.id, {
          attendance: (event.attendance as AttendanceKind) === 'required' ? 'required' : 'optional',
          points: event.points,
          serviceHours: event.serviceHalfHours / 2,
          checkIn: { opensAt: iso(window.opensAt), closesAt: iso(window.closesAt) },
        });
      }
      return {
        events: calendar.map(({ kind, changedAt: _changed, ...event }) => {
          // `event` is this entry's own copy already: it takes its counts in place.
          const counted = kind === 'event' ? counts.get(event.id) : undefined;
          return counted ? Object.assign(event, { counts: counted }) : event;
        }),
      };
    },
  );
};

export default eventRoutes;
