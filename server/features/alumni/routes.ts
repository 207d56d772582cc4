// GET /api/alumni/events, GET /api/alumni/rsvp-list, POST and DELETE /api/alumni/rsvp (docs/api.md,
// calls 3–5). The events are kept in memory with their counts until they change
// (events-summary.ts): a request adds only the caller's own RSVPs.
// Who RSVPs is always the caller (from the session); whatever else the payload says is ignored. The
// list is closed from the event's start, on the chapter's clock (contract/event-dates.ts). Past an
// event's capacity an RSVP waits; a withdrawal gives the place to the first in line
// (rsvp-service.ts).
import { alumniPageOf } from '../../core/calendar/alumni-emails.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alumniEventsResponse,
  rsvpList,
  rsvpQuery,
  rsvpRequest,
  type RsvpList,
} from '../../../contract/api/member-area.ts';
import { rsvpOpen } from '../../../contract/event-dates.ts';
import { errorAnswers, HttpError } from '../../http-error.ts';
import { clock } from '../../lib/clock.ts';
import type { EncodedBody } from '../../lib/encoded-body.ts';
import { encodeJson, sendEncodedJson } from '../../lib/json-answer.ts';
import {
  eventsAt,
  eventsSummary,
  withRsvps,
  type EventsAt,
  type SummaryEvent,
} from './events-summary.ts';
import * as repo from '../../core/calendar/alumni-events-repository.ts';
import {
  noRsvpEvent,
  rsvpTo,
  withdrawFrom,
  type RsvpDeps,
} from '../../core/calendar/rsvp-service.ts';

export const closedMessage = 'RSVPs for this event closed when it started.';

/** The alumni page's address, for emails. */
const alumniRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read on each request: an officer may publish another time zone or chapter name (live content).
  const timeZone = () => app.content.chapter.timeZone;
  const deps = (): RsvpDeps => ({
    db: app.db,
    mailer: app.mailer,
    brand: app.emailBrand,
    alumniPageUrl: alumniPageOf(app.config.publicUrl),
  });

  // The answer for callers without RSVPs, made once per summary, clock span and published setting
  // (time zone, founders-day event type), serialised and compressed once.
  let shown:
    | {
        events: readonly SummaryEvent[];
        zone: string;
        eventType: string;
        at: EventsAt;
        body: Promise<EncodedBody>;
      }
    | undefined;
  const eventsNow = (events: readonly SummaryEvent[], now: number) => {
    const zone = timeZone();
    const eventType = app.content.alumni.rsvp.eventType;
    if (
      shown?.events !== events ||
      shown.zone !== zone ||
      shown.eventType !== eventType ||
      now < shown.at.from ||
      now >= shown.at.until
    ) {
      const at = eventsAt(events, eventType, now, zone);
      const body = encodeJson(alumniEventsResponse, at.answer);
      shown = { events, zone, eventType, at, body };
      // A failed encoding is made again by the next request.
      const kept = shown;
      body.catch(() => {
        if (shown === kept) shown = undefined;
      });
    }
    return shown;
  };

  app.get(
    '/events',
    { config: { access: 'visitor' }, schema: { response: { 200: alumniEventsResponse } } },
    async (request, reply) => {
      const caller = request.session;
      const { alumniEvents } = await app.dataVersions();
      const [events, mine] = await Promise.all([
        eventsSummary(app.db, alumniEvents),
        // Only an alumnus has RSVPs: one query by the index on the account.
        caller?.user.role === 'alumni' ? repo.rsvpsOf(app.db, caller.userId) : undefined,
      ]);
      const current = eventsNow(events, clock.now());
      // An alumnus with RSVPs gets his own answer; everyone else the bytes made once.
      if (mine?.size) return withRsvps(current.at.answer, mine);
      return sendEncodedJson(request, reply, await current.body, 'no-store');
    },
  );

  async function rsvpEvent(key: string) {
    const event = await repo.findAlumniEvent(app.db, key);
    if (!event || event.canRsvp !== 1) throw noRsvpEvent();
    return event;
  }

  async function listFor(
    request: FastifyRequest,
    event: { key: string; capacity: number | null },
  ): Promise<RsvpList> {
    const [people, counts] = await Promise.all([
      repo.attendees(app.db, event.key),
      repo.countsFor(app.db, event.key),
    ]);
    const caller = request.session;
    const mine = caller ? await repo.rsvpStatus(app.db, event.key, caller.userId) : undefined;
    return {
      event: event.key,
      count: people.length,
      // Names are for alumni (docs/product.md#roles); members and visitors see only the count.
      names: caller?.user.role === 'alumni' ? people.map((p) => p.name) : [],
      attending: mine === 'attending',
      waitlisted: mine === 'waitlisted',
      capacity: event.capacity,
      waitlistCount: counts.waitlisted,
    };
  }

  app.get(
    '/rsvp-list',
    {
      config: { access: 'visitor' },
      schema: { querystring: rsvpQuery, response: { 200: rsvpList, ...errorAnswers(400, 404) } },
    },
    async (request) => listFor(request, await rsvpEvent(request.query.event)),
  );

  // RSVP and un-RSVP differ only in what they do to the list.
  for (const [method, change] of [
    ['POST', rsvpTo],
    ['DELETE', withdrawFrom],
  ] as const) {
    app.route({
      method,
      url: '/rsvp',
      config: { access: 'alumni' },
      schema: {
        body: rsvpRequest,
        response: { 200: rsvpList, ...errorAnswers(401, 403, 404, 409) },
      },
      handler: async (request) => {
        const event = await rsvpEvent(request.body.event);
        // Once it has started the list is what it was: nobody joins or leaves it.
        const when = { date: event.sortDate, endDate: event.endDate, time: event.time };
        if (!rsvpOpen(when, clock.now(), timeZone()))
          throw new HttpError(409, 'event_closed', closedMessage);
        await change(deps(), event.key, request.session!.userId);
        return listFor(request, (await repo.findAlumniEvent(app.db, event.key)) ?? event);
      },
    });
  }
};

export default alumniRoutes;
