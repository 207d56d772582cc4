import { describe, expect, it } from 'vitest';
import {
  alumniEventRequest,
  alumniEventUpdate,
  calendarEventRequest,
  type OfficerAlumniEvent,
  type OfficerCalendarEvent,
} from '../../../../contract/api/officer/calendar.ts';
import {
  alumniEventInput,
  browserToday,
  nextCalendarEvents,
  shiftDay,
  alumniEventValues,
  blankAlumniEvent,
  blankCalendarEvent,
  calendarEventInput,
  calendarEventsByDate,
  calendarEventValues,
  followingLabel,
  newCalendarEventForm,
  seriesLine,
  seriesPreview,
  capacityInput,
  disposalLabel,
  disposalText,
  gridRange,
  monthOf,
  rsvpPeople,
  rsvpSummary,
  splitAlumniEvents,
  suggestedKey,
  timeText,
  withTitle,
  type CalendarEventValues,
} from './rules.ts';

const calendarEvent = (over: Partial<OfficerCalendarEvent> = {}): OfficerCalendarEvent => ({
  id: 'e1',
  title: 'Chapter meeting',
  date: '2027-03-02',
  time: '7:00 PM – 9:00 PM',
  allDay: false,
  location: 'Chapter House',
  description: null,
  attendance: 'none',
  points: 0,
  serviceHours: 0,
  recruitment: false,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: null,
  seriesId: null,
  repeat: null,
  ...over,
});

const alumniEvent = (over: Partial<OfficerAlumniEvent> = {}): OfficerAlumniEvent => ({
  key: 'FoundersDay-2027-03-06',
  title: 'Founders Day',
  displayDate: 'Saturday, March 6, 2027',
  sortDate: '2027-03-06',
  endDate: null,
  time: '6:00 PM',
  allDay: false,
  location: null,
  type: 'Founders Day',
  icon: 'landmark',
  description: 'Dinner.',
  canRsvp: true,
  capacity: 40,
  attending: 0,
  waitlisted: 0,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: null,
  ...over,
});

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );

describe('the month', () => {
  it('asks for the 42 days of the grid', () => {
    expect(gridRange({ year: 2026, month: 10 })).toEqual({ from: '2026-11-01', to: '2026-12-12' });
    expect(gridRange({ year: 2027, month: 2 })).toEqual({ from: '2027-02-28', to: '2027-04-10' });
    expect(monthOf('2027-03-15')).toEqual({ year: 2027, month: 2 });
  });

  it('puts each event on its day, in the order given', () => {
    const a = calendarEvent({ id: 'a', title: 'A' });
    const b = calendarEvent({ id: 'b', title: 'B' });
    const c = calendarEvent({ id: 'c', date: '2027-03-03' });
    const byDate = calendarEventsByDate([a, b, c]);
    expect(byDate.get('2027-03-02')?.map((e) => e.id)).toEqual(['a', 'b']);
    expect(byDate.get('2027-03-03')?.map((e) => e.id)).toEqual(['c']);
    expect(byDate.get('2027-03-04')).toBeUndefined();
  });
});

describe('the member-event form', () => {
  it('sends a timed event as the contract wants it', () => {
    const values = { ...blankCalendarEvent('2027-03-02'), title: ' Rush BBQ ', time: '7 pm' };
    const parsed = calendarEventRequest.parse(calendarEventInput(values));
    expect(parsed).toEqual({
      title: 'Rush BBQ',
      date: '2027-03-02',
      time: '7:00 PM',
      location: null,
      description: null,
      attendance: 'none',
      points: 0,
      serviceHours: 0,
      recruitment: false,
    });
    // A rush event must take attendance: the contract says so at Attendance, as the server does.
    const rush = calendarEventRequest.safeParse(
      calendarEventInput({ ...values, recruitment: true }),
    );
    expect(rush.error?.issues.map((issue) => issue.path)).toEqual([['attendance']]);
    expect(
      calendarEventRequest.parse(
        calendarEventInput({ ...values, recruitment: true, attendance: 'optional' }),
      ),
    ).toMatchObject({ recruitment: true, attendance: 'optional' });
    // An event that counts sends its numbers as numbers; one that does not, none (whatever was typed).
    const counting = {
      ...values,
      attendance: 'required' as const,
      points: '5',
      serviceHours: '1.5',
    };
    expect(calendarEventRequest.parse(calendarEventInput(counting))).toMatchObject({
      attendance: 'required',
      points: 5,
      serviceHours: 1.5,
    });
    expect(
      calendarEventRequest.parse(calendarEventInput({ ...counting, attendance: 'none' })),
    ).toMatchObject({ attendance: 'none', points: 0, serviceHours: 0 });
    const typo = calendarEventRequest.safeParse(
      calendarEventInput({ ...counting, points: 'five' }),
    );
    expect(messages(typo).points).toBe('The points are a whole number from 0 to 100.');
  });

  it('drops the time of an all-day event and asks for one otherwise', () => {
    const allDay = {
      ...blankCalendarEvent('2027-03-02'),
      title: 'Retreat',
      allDay: true,
      time: '9 am',
    };
    expect(calendarEventRequest.parse(calendarEventInput(allDay)).time).toBeNull();
    const missing = calendarEventRequest.safeParse(
      calendarEventInput({ ...blankCalendarEvent('2027-03-02'), title: 'Retreat' }),
    );
    expect(messages(missing).time).toMatch(/^The time is required unless the event is all day/);
  });

  it('says what is wrong at each field', () => {
    const result = calendarEventRequest.safeParse(
      calendarEventInput({ ...blankCalendarEvent('2027-02-30'), time: '25:00' }),
    );
    const errors = messages(result);
    expect(errors.title).toBeDefined();
    expect(errors.date).toBe('The date is a day written YYYY-MM-DD, like 2027-02-14.');
    expect(errors.time).toBeDefined();
  });

  it('opens an event with its values, an all-day one without a time', () => {
    expect(calendarEventValues(calendarEvent())).toEqual({
      title: 'Chapter meeting',
      date: '2027-03-02',
      allDay: false,
      time: '7:00 PM – 9:00 PM',
      location: 'Chapter House',
      description: '',
      attendance: 'none',
      points: '',
      serviceHours: '',
      recruitment: false,
      repeat: 'never',
      until: '',
    });
    expect(
      calendarEventValues(calendarEvent({ attendance: 'optional', points: 3, serviceHours: 2.5 })),
    ).toMatchObject({ attendance: 'optional', points: '3', serviceHours: '2.5' });
    expect(
      calendarEventValues(calendarEvent({ attendance: 'optional', recruitment: true })),
    ).toMatchObject({ recruitment: true });
    expect(calendarEventValues(calendarEvent({ allDay: true, time: null })).time).toBe('');
    expect(timeText(calendarEvent({ allDay: true, time: null }))).toBe('All day');
    expect(timeText(calendarEvent())).toBe('7:00 PM – 9:00 PM');
    expect(withTitle('The event was saved.', 'BBQ')).toBe('The event was saved. (“BBQ”)');
    expect(withTitle('"BBQ" is on the calendar.', 'BBQ')).toBe('"BBQ" is on the calendar.');
  });
});

describe('a repeating event in the form', () => {
  const weekly: CalendarEventValues = {
    ...blankCalendarEvent('2026-09-07'),
    title: 'Chapter meeting',
    time: '8 pm',
    repeat: 'week',
    until: '2026-12-18',
  };
  const check = async (values: typeof weekly) =>
    newCalendarEventForm['~standard'].validate(calendarEventInput(values));

  it('sends the series only when the event repeats', async () => {
    expect(calendarEventInput(weekly).repeat).toEqual({ every: 'week', until: '2026-12-18' });
    expect('repeat' in calendarEventInput({ ...weekly, repeat: 'never' })).toBe(false);
    expect(await check(weekly)).toMatchObject({
      value: { date: '2026-09-07', repeat: { every: 'week', until: '2026-12-18' } },
    });
    expect(await check({ ...weekly, repeat: 'never' })).toMatchObject({ value: { repeat: null } });
  });

  it('shows a problem of the last day at Until, and one of the rule at Repeats', async () => {
    const paths = async (values: typeof weekly) =>
      ((await check(values)).issues ?? []).map((issue) => [issue.path, issue.message]);
    expect(await paths({ ...weekly, until: '2026-09-01' })).toEqual([
      [['until'], 'The last day of the series must be after its first day.'],
    ]);
    expect((await paths({ ...weekly, until: '' }))[0]).toEqual([
      ['until'],
      expect.stringMatching(/^The last day of the series is a day written/),
    ]);
    expect(
      await paths({ ...weekly, repeat: 'daily' as unknown as CalendarEventValues['repeat'] }),
    ).toMatchObject([[['repeat', 'every'], expect.stringMatching(/^Repeats is every week/)]]);
  });

  it('previews what it makes, and says how an occurrence repeats', () => {
    expect(seriesPreview(weekly)).toBe('15 events, Mon, Sep 7, 2026 … Mon, Dec 14, 2026');
    expect(seriesPreview({ ...weekly, repeat: 'month', until: '2027-01-07' })).toBe(
      '5 events, Mon, Sep 7, 2026 … Thu, Jan 7, 2027',
    );
    expect(seriesPreview({ ...weekly, until: '' })).toBeNull();
    expect(seriesPreview({ ...weekly, until: '2028-01-01' })).toBeNull();
    expect(seriesPreview({ ...weekly, repeat: 'never' })).toBeNull();
    expect(seriesLine({ every: 'two-weeks', until: '2026-12-18', count: 8, after: 3 })).toBe(
      'Every other week until Fri, Dec 18, 2026 · 8 events',
    );
    expect(followingLabel(3)).toBe(
      'This one and the following: 4 events, to the end of the series',
    );
  });
});

describe('the alumni-event form', () => {
  it('makes a key from the title and the date', () => {
    expect(suggestedKey("Founders' Day Dinner", '2027-03-06')).toBe(
      'Founders-Day-Dinner-2027-03-06',
    );
    expect(suggestedKey('Café & Golf!', '2027-05-01')).toBe('Cafe-Golf-2027-05-01');
    expect(suggestedKey('日本', '2027-05-01')).toBe('Event-2027-05-01');
    expect(suggestedKey('x'.repeat(200), 'not a date')).toHaveLength(60);
  });

  it('reads the capacity: empty is no limit, digits a number, anything else refused', () => {
    expect(capacityInput('')).toBeNull();
    expect(capacityInput(' 40 ')).toBe(40);
    expect(capacityInput('1.5')).toBe('1.5');
    const base = {
      ...blankAlumniEvent('2027-03-06'),
      title: 'Gala',
      type: 'Gala',
      description: 'x',
      time: '7 pm',
    };
    const problem = (capacity: string) =>
      messages(
        alumniEventRequest.safeParse(alumniEventInput({ ...base, capacity }, { adding: true })),
      ).capacity;
    expect(problem('0')).toBe('The capacity is at least 1 (leave it empty for no limit).');
    expect(problem('5001')).toBe('The capacity can be at most 5000.');
    expect(problem('lots')).toBe(
      'The capacity is a whole number of places (or empty for no limit).',
    );
    expect(problem('12')).toBeUndefined();
  });

  it('adds with a key made for it, and saves an edit without one', () => {
    const values = {
      ...blankAlumniEvent('2027-03-06'),
      title: 'Spring Gala',
      type: 'Gala',
      description: 'Black tie.',
      time: '7 pm',
      capacity: '1',
    };
    const added = alumniEventRequest.parse(alumniEventInput(values, { adding: true }));
    expect(added).toMatchObject({
      key: 'Spring-Gala-2027-03-06',
      time: '7:00 PM',
      capacity: 1,
      displayDate: null,
      endDate: null,
      canRsvp: true,
    });
    expect(alumniEventInput({ ...values, key: 'Gala27' }, { adding: true }).key).toBe('Gala27');
    const edit = alumniEventInput(alumniEventValues(alumniEvent()), { adding: false });
    expect(edit).not.toHaveProperty('key');
    expect(alumniEventUpdate.parse(edit)).toMatchObject({ capacity: 40, time: '6:00 PM' });
  });

  it('opens a shown date written from the dates empty, and one typed by an officer as it is', () => {
    expect(alumniEventValues(alumniEvent()).displayDate).toBe('');
    expect(
      alumniEventValues(alumniEvent({ endDate: '2027-03-08', displayDate: 'March 6–8, 2027' }))
        .displayDate,
    ).toBe('');
    expect(alumniEventValues(alumniEvent({ displayDate: 'Early March' })).displayDate).toBe(
      'Early March',
    );
  });

  it('refuses a last day before the first', () => {
    const values = {
      ...alumniEventValues(alumniEvent()),
      endDate: '2027-03-05',
    };
    expect(
      messages(alumniEventUpdate.safeParse(alumniEventInput(values, { adding: false }))).endDate,
    ).toBe('The last day cannot be before the first day.');
  });
});

describe('the alumni events list', () => {
  it('lists upcoming (and ongoing) soonest first, then past latest first', () => {
    const events = [
      alumniEvent({ key: 'old', sortDate: '2026-01-10' }),
      alumniEvent({ key: 'later', sortDate: '2027-06-01' }),
      alumniEvent({ key: 'ongoing', sortDate: '2026-11-20', endDate: '2026-11-24' }),
      alumniEvent({ key: 'older', sortDate: '2025-05-01' }),
      alumniEvent({ key: 'soon', sortDate: '2026-12-01' }),
    ];
    const { upcoming, past } = splitAlumniEvents(events, '2026-11-23');
    expect(upcoming.map((e) => e.key)).toEqual(['ongoing', 'soon', 'later']);
    expect(past.map((e) => e.key)).toEqual(['old', 'older']);
  });

  it('says the places taken and the waitlist', () => {
    expect(rsvpSummary(alumniEvent({ capacity: 1, attending: 1, waitlisted: 1 }))).toBe(
      '1 of 1 place taken · 1 on the waitlist',
    );
    expect(rsvpSummary(alumniEvent({ capacity: null, attending: 3 }))).toBe(
      '3 attending (no limit)',
    );
    expect(rsvpSummary(alumniEvent({ capacity: 2000, attending: 2000, waitlisted: 1553 }))).toBe(
      '2,000 of 2,000 places taken · 1,553 on the waitlist',
    );
    expect(rsvpSummary(alumniEvent({ canRsvp: false }))).toBe('Takes no RSVPs');
    expect(rsvpSummary(alumniEvent({ canRsvp: false, attending: 2, capacity: 40 }))).toBe(
      '2 of 40 places taken · RSVPs closed',
    );
  });

  it('names the RSVPs a delete would take and what each choice does', () => {
    const event = alumniEvent({ attending: 2, waitlisted: 1 });
    expect(rsvpPeople(event)).toBe('2 attending and 1 on the waitlist');
    expect(rsvpPeople(alumniEvent({ waitlisted: 1 }))).toBe('1 on the waitlist');
    expect(disposalText('cancel', event)).toBe(
      'Email all 3 that the event is cancelled, then delete it with the RSVPs.',
    );
    expect(disposalText('discard', alumniEvent({ attending: 1 }))).toMatch(
      /^Delete it with the RSVP and email nobody/,
    );
    expect(disposalLabel('cancel', 3)).toBe('Delete and email 3 people');
    expect(disposalLabel('cancel', 1)).toBe('Delete and email 1 person');
    expect(disposalLabel('discard', 3)).toBe('Delete without emails');
    expect(disposalLabel(null, 0)).toBe('Delete the event');
  });
});

describe('the console home’s coming up', () => {
  it('lists the member-calendar events from today on, soonest first, at most three', () => {
    const events = [
      calendarEvent({ id: 'past', date: '2027-03-01' }),
      calendarEvent({ id: 'later', date: '2027-03-20' }),
      calendarEvent({ id: 'b', title: 'B', date: '2027-03-02' }),
      calendarEvent({ id: 'a', title: 'A', date: '2027-03-02' }),
      calendarEvent({ id: 'next', date: '2027-03-05' }),
    ];
    expect(nextCalendarEvents(events, '2027-03-02').map((event) => event.id)).toEqual([
      'a',
      'b',
      'next',
    ]);
    expect(nextCalendarEvents(events, '2027-03-21')).toEqual([]);
  });

  it('counts days across months and years, and takes today from the browser’s calendar', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2027-01-01', 60)).toBe('2027-03-02');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(browserToday(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});
