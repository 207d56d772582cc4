import { describe, expect, it } from 'vitest';
import type { AlumniEvent } from '../../../contract/api/member-area.ts';
import { rsvpTarget, upcomingAndPast } from './events.ts';

const chicago = 'America/Chicago';
const event = (id: string, sortDate: string, extra: Partial<AlumniEvent> = {}): AlumniEvent => ({
  id,
  title: id,
  displayDate: sortDate,
  sortDate,
  endDate: null,
  time: null,
  location: null,
  type: 'Social',
  icon: 'party',
  description: 'd',
  canRsvp: false,
  ...extra,
});
const founders = (id: string, sortDate: string, endDate: string) =>
  event(id, sortDate, { endDate, type: 'Founders Day', canRsvp: true });

const events = [
  founders('founders-2027', '2027-03-06', '2027-03-08'),
  founders('founders-2026', '2026-03-06', '2026-03-08'),
  event('tailgate', '2026-11-07', { time: 'ALL DAY' }),
  event('party', '2026-10-24', { time: '9:00 PM' }),
];
const at = (iso: string) => Date.parse(iso);

describe('alumni events in time', () => {
  it('lists what is to come soonest first and what is over latest first', () => {
    const { upcoming, past } = upcomingAndPast(events, at('2026-10-24T12:00:00Z'), chicago);
    expect(upcoming.map((u) => u.event.id)).toEqual(['party', 'tailgate', 'founders-2027']);
    expect(past.map((e) => e.id)).toEqual(['founders-2026']);
    expect(upcoming.find((u) => u.event.id === 'founders-2027')!.rsvpOpen).toBe(true);
  });

  it('keeps an event under way in the list, marked, with its RSVPs closed', () => {
    const { upcoming } = upcomingAndPast(events, at('2027-03-07T15:00:00Z'), chicago);
    expect(upcoming).toEqual([{ event: events[0], happening: true, rsvpOpen: false }]);
  });

  it('gives the RSVP section the next founders-day weekend, or the last one, closed', () => {
    expect(rsvpTarget(events, 'Founders Day', at('2026-11-23T12:00:00Z'), chicago)).toEqual({
      event: events[0],
      open: true,
    });
    // From the chapter's midnight on the 6th (06:00 UTC in winter) the weekend has started.
    expect(rsvpTarget(events, 'Founders Day', at('2027-03-06T05:59:00Z'), chicago)!.open).toBe(
      true,
    );
    expect(rsvpTarget(events, 'Founders Day', at('2027-03-06T06:00:00Z'), chicago)).toEqual({
      event: events[0],
      open: false,
    });
    expect(rsvpTarget(events, 'Founders Day', at('2025-12-01T12:00:00Z'), chicago)!.event.id).toBe(
      'founders-2026',
    );
    expect(rsvpTarget(events, 'Reunion', at('2026-11-23T12:00:00Z'), chicago)).toBeNull();
  });
});
