// Private calendar feeds (docs/api.md#calendar-feeds): each account's subscription URL holds a
// random token (256 bits) that is the only thing needed to read the feed, so it can be pasted into
// any calendar app. Only the token's hash is kept, so the URL is shown once, when it is made; making
// a new one is the reset, and the old URL answers 404. Members get the member calendar (what
// /members/active shows), alumni the alumni events.
import type { Db } from '../../db/database.ts';
import { localDate } from '../../../contract/event-dates.ts';
import { randomToken } from '../../lib/tokens.ts';
import { rsvpsOf, listAlumniEvents } from '../../core/calendar/alumni-events-repository.ts';
import { chapterCalendar } from '../../core/calendar/calendar.ts';
import type { User } from '../../db/schema.ts';
import {
  findUserByCalendarFeedToken,
  hasCalendarFeed,
  replaceCalendarFeedToken,
} from '../../core/users/repository.ts';
import { buildIcs, type FeedEvent } from './ics.ts';

/** Events over for longer than this leave the feed (calendar apps keep what they saw). */
const keptDays = 365;

export interface FeedSite {
  publicUrl: string;
  siteName: string;
  timeZone: string;
}

export const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/calendar/${token}.ics`;

/** Whether the account has a feed URL (it cannot be shown again: only its hash is kept). */
export const feedMade = (db: Db, userId: string): Promise<boolean> => hasCalendarFeed(db, userId);

/** A new feed URL for the account, the first or in place of the old one (which stops working). */
export async function resetFeed(db: Db, publicUrl: string, userId: string): Promise<string> {
  const token = randomToken();
  await replaceCalendarFeedToken(db, userId, token);
  return feedUrl(publicUrl, token);
}

/** The feed a token opens, or undefined for an unknown (or reset) token or a disabled account. */
export async function feedFor(db: Db, site: FeedSite, token: string): Promise<string | undefined> {
  const user = await findUserByCalendarFeedToken(db, token);
  if (!user) return undefined;
  const since = localDate(Date.now() - keptDays * 86_400_000, site.timeZone);
  const events =
    user.role === 'alumni' ? await alumniFeed(db, site, user) : await memberFeed(db, site);
  const kept = events.filter((event) => (event.endDate ?? event.date) >= since);
  const alumni = user.role === 'alumni';
  return buildIcs({
    name: `${site.siteName} — ${alumni ? 'alumni events' : 'chapter calendar'}`,
    description: alumni
      ? `The alumni events of ${site.siteName}.`
      : `The chapter calendar of ${site.siteName}.`,
    timeZone: site.timeZone,
    siteName: site.siteName,
    events: kept,
  });
}

const uidHost = (publicUrl: string) => new URL(publicUrl).hostname;

/** The member calendar: the chapter calendar, as GET /api/events lists it. */
async function memberFeed(db: Db, site: FeedSite): Promise<FeedEvent[]> {
  const host = uidHost(site.publicUrl);
  return (await chapterCalendar(db)).map((entry) => ({
    uid: `${entry.kind}-${entry.id}@${host}`,
    title: entry.title,
    date: entry.date,
    endDate: entry.endDate,
    time: entry.time,
    location: entry.location,
    description: entry.description,
    changedAt: entry.changedAt,
  }));
}

function alumniFeedEvent(
  event: Awaited<ReturnType<typeof listAlumniEvents>>[number],
  host: string,
  note?: string,
): FeedEvent {
  return {
    uid: `alumni-${event.key}@${host}`,
    title: event.title,
    date: event.sortDate,
    endDate: event.endDate,
    time: event.time,
    location: event.location,
    description: note ? `${note}\n\n${event.description}` : event.description,
    changedAt: event.updatedAt ?? event.createdAt,
  };
}

/** The alumni events, each saying whether the alumnus RSVPed or waits for a place. */
async function alumniFeed(db: Db, site: FeedSite, user: User): Promise<FeedEvent[]> {
  const host = uidHost(site.publicUrl);
  const [events, mine] = await Promise.all([listAlumniEvents(db), rsvpsOf(db, user.id)]);
  const notes = {
    attending: 'You RSVPed: you are attending.',
    waitlisted: 'You are on the waitlist.',
  };
  return events.map((event) => {
    const status = mine.get(event.key);
    return alumniFeedEvent(event, host, status ? notes[status] : undefined);
  });
}
