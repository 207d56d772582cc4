// The calendar feed's iCalendar text against the RFC 5545 rules, read back with a maintained parser
// (ical.js): the calendar and its events, UID and DTSTAMP, CRLF line ends, lines folded at 75
// octets, text escaped, all-day events as DATE values, times on the chapter's clock.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, feedTimes, type FeedEvent } from './ics.ts';

const chicago = 'America/Chicago';
const stamp = '2026-10-01T12:34:56.000Z';

const event = (overrides: Partial<FeedEvent>): FeedEvent => ({
  uid: 'event-1@chapter.test',
  title: 'Chapter Meeting',
  date: '2026-11-02',
  endDate: null,
  time: '7:00 PM',
  location: null,
  description: null,
  changedAt: stamp,
  ...overrides,
});

const build = (...events: FeedEvent[]) =>
  buildIcs({
    name: 'Omicron Xi Psi — chapter calendar',
    description: 'The chapter calendar.',
    timeZone: chicago,
    siteName: 'Omicron Xi Psi at Northmere',
    events,
  });

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

describe('the iCalendar text', () => {
  it('is one VCALENDAR (VERSION 2.0, PRODID) of VEVENTs, each with its UID and DTSTAMP', () => {
    const ics = build(event({}), event({ uid: 'alumni-FoundersDay-2027-03-06@chapter.test' }));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const { calendar, events } = parse(ics);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(
      '-//Omicron Xi Psi at Northmere//Calendar feed//EN',
    );
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Omicron Xi Psi — chapter calendar',
    );
    expect(events.map((e) => e.uid)).toEqual([
      'event-1@chapter.test',
      'alumni-FoundersDay-2027-03-06@chapter.test',
    ]);
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const dtstamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(dtstamp.toJSDate().toISOString()).toBe('2026-10-01T12:34:56.000Z');
      expect(dtstamp.zone?.tzid).toBe('UTC');
    }
  });

  it('ends every line with CRLF and folds lines longer than 75 octets (never inside a character)', () => {
    const ics = build(
      event({
        title: 'Fundraiser '.repeat(12).trim(),
        description: 'é'.repeat(100) + ' 🎉'.repeat(30),
      }),
    );
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Unfolded, the text is whole again: no character was cut in two.
    const [parsed] = parse(ics).events;
    expect(parsed!.summary).toBe('Fundraiser '.repeat(12).trim());
    expect(parsed!.description).toBe('é'.repeat(100) + ' 🎉'.repeat(30));
  });

  it('escapes commas, semicolons, backslashes and line breaks in text, and keeps markup as text', () => {
    const title = '<script>alert(1)</script> Dues, snacks; & "more"';
    const description =
      "Line one\nLine two, with a comma; a semicolon \\ and '; DROP TABLE events; --";
    const ics = build(event({ title, description, location: 'House, Room 2; upstairs' }));
    expect(ics).toContain('SUMMARY:<script>alert(1)</script> Dues\\, snacks\\; & "more"\r\n');
    expect(ics).toContain('LOCATION:House\\, Room 2\\; upstairs\r\n');
    expect(ics).toContain(
      'DESCRIPTION:Line one\\nLine two\\, with a comma\\; a semicolon \\\\ and',
    );
    expect(ics).not.toMatch(/X-ALT-DESC/);
    const [parsed] = parse(ics).events;
    expect(parsed!.summary).toBe(title);
    expect(parsed!.description).toBe(description);
    expect(parsed!.location).toBe('House, Room 2; upstairs');
  });
});

/** A line break that starts a forged event, in every flavour a parser may split lines on. */
const forged = (value: string) =>
  [
    `${value}\r\nBEGIN:VEVENT\r\nUID:forged\r\nSUMMARY:Free beer\r\nDTSTART:20300101T000000Z\r\nEND:VEVENT\r\nX-FORGED:1`,
    `${value}\nX-FORGED:2`,
    `${value}\rX-FORGED:3`,
    `${value}\u0000\u0007\u001b\u007f\u0085\u2028\u2029X-FORGED:4`,
  ].join(' ');

const propertyNames = (component: ICAL.Component) =>
  component.getAllProperties().map((property) => property.name);

describe('whatever the data holds', () => {
  it('writes every value on its own line: no forged event, property or line, the real values kept', () => {
    const ics = buildIcs({
      name: forged('Chapter calendar'),
      description: forged('The calendar'),
      timeZone: chicago,
      siteName: forged('Omicron Xi Psi'),
      events: [
        event({
          uid: forged('event-1@chapter.test'),
          title: forged('Chapter Meeting'),
          location: forged('House'),
          description: forged('Bring dues.\nAnd snacks.'),
        }),
        event({ uid: 'event-2@chapter.test', title: 'Second', time: forged('7:00 PM') }),
      ],
    });
    // Every line of the text is a property of ours (or the continuation of a folded one).
    const lines = ics.split('\r\n').slice(0, -1);
    // oxlint-disable-next-line no-control-regex -- no control character may be left in a line
    expect(lines.filter((line) => /[\u0000-\u001f\u007f\u0085\u2028\u2029]/u.test(line))).toEqual(
      [],
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('X-FORGED'))).toEqual([]);
    const { calendar, events } = parse(ics);
    expect(events).toHaveLength(2);
    expect(propertyNames(calendar)).toEqual([
      'version',
      'prodid',
      'name',
      'x-wr-calname',
      'x-wr-caldesc',
      'refresh-interval',
      'x-published-ttl',
      'x-wr-timezone',
    ]);
    for (const vevent of calendar.getAllSubcomponents('vevent'))
      expect(
        propertyNames(vevent).filter(
          (name) => name.startsWith('x-') && !name.startsWith('x-microsoft'),
        ),
      ).toEqual([]);
    const [first, second] = events;
    expect(first!.summary).toMatch(/^Chapter Meeting /);
    expect(first!.summary).toContain('BEGIN:VEVENT');
    expect(first!.location).toMatch(/^House /);
    // A description keeps its own line breaks, as text.
    expect(first!.description).toMatch(/^Bring dues\.\nAnd snacks\.\nBEGIN:VEVENT\nUID:forged/);
    expect(second!.summary).toBe('Second');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/^Chapter calendar /);
  });
});

describe('times on the chapter’s clock', () => {
  it('writes a timed event as the UTC instant of its time in the chapter’s zone, winter and summer', () => {
    const { events } = parse(
      build(
        event({ uid: 'winter@t', date: '2026-11-02', time: '7:00 PM' }),
        event({ uid: 'summer@t', date: '2026-07-04', time: '7:00 PM' }),
      ),
    );
    // Chicago is UTC-6 in November and UTC-5 in July.
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-11-03T01:00:00.000Z');
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe('2026-07-05T00:00:00.000Z');
    expect(events[0]!.startDate.isDate).toBe(false);
  });

  it('ends a range at its end time, the next day when it runs past midnight', () => {
    const { events } = parse(
      build(
        event({ uid: 'range@t', date: '2026-11-02', time: '5:00 PM - 8:00 PM' }),
        event({ uid: 'late@t', date: '2026-11-07', time: '9:00 PM – 1:00 AM' }),
      ),
    );
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe('2026-11-03T02:00:00.000Z');
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe('2026-11-08T03:00:00.000Z');
    expect(events[1]!.endDate.toJSDate().toISOString()).toBe('2026-11-08T07:00:00.000Z');
  });

  it('writes an all-day event (no time, "ALL DAY", "TBD") as DATE values, the end the day after', () => {
    const ics = build(
      event({ uid: 'a@t', time: null, date: '2026-11-02' }),
      event({ uid: 'b@t', time: 'TBD', date: '2026-12-31' }),
      event({ uid: 'c@t', time: 'ALL DAY', date: '2027-03-06', endDate: '2027-03-08' }),
    );
    expect(ics).toContain('DTSTART;VALUE=DATE:20261102\r\nDTEND;VALUE=DATE:20261103\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270306\r\nDTEND;VALUE=DATE:20270309\r\n');
    for (const parsed of parse(ics).events) expect(parsed.startDate.isDate).toBe(true);
  });

  it('lets a weekend starting at a time last until its last day is over', () => {
    const times = feedTimes(
      { date: '2027-03-06', endDate: '2027-03-08', time: '5:00 PM' },
      chicago,
    );
    expect(times).toEqual({
      allDay: false,
      start: new Date('2027-03-06T23:00:00Z'),
      // Midnight after 8 March in Chicago, still on standard time (UTC-6; summer time starts 14 March).
      end: new Date('2027-03-09T06:00:00Z'),
    });
  });

  it('leaves the end out when only a start is known (RFC 5545: it ends when it starts)', () => {
    const ics = build(event({ time: '7:00 PM' }));
    expect(ics).toContain('DTSTART:20261103T010000Z\r\n');
    expect(ics).not.toContain('DTEND');
  });
});
