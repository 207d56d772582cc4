// The calendar on /members/active (docs/product.md#calendar): a 42-day month starting at today's
// month, previous and next by one month, day styles, a tooltip on hover and on keyboard focus, and a
// click that selects the day. The events come from the real GET /api/events (seeded across the current
// academic year), so the months to visit are worked out from the server's list.
import type { Locator, Page } from '@playwright/test';
import { formatEventDates } from '../contract/event-dates.ts';
import { gotoHydrated } from './helpers.ts';
import { expect, test } from './support/fixtures.ts';

interface CalendarEvent {
  id: string;
  title: string;
  date: string;
  /** The last day of an event of several days (the alumni events), else null. */
  endDate: string | null;
  time: string | null;
  location: string | null;
  description: string | null;
}

interface Month {
  year: number;
  /** 0–11 */
  month: number;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// ---------------------------------------------------------------------------------------------
// Dates

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const title = ({ year, month }: Month) => `${monthNames[month]} ${year}`;
const monthIndex = ({ year, month }: Month) => year * 12 + month;
const monthOf = (date: string): Month => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)) - 1,
});
const shift = (m: Month, delta: number): Month => {
  const total = monthIndex(m) + delta;
  return { year: Math.floor(total / 12), month: total % 12 };
};

/** "Sunday, November 1, 2026" */
function longDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${weekdayNames[d.getUTCDay()]}, ${monthNames[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** The 42 dates of a month's grid: from the Sunday on or before the 1st. */
function gridDates({ year, month }: Month): string[] {
  const first = new Date(Date.UTC(year, month, 1));
  return Array.from({ length: 42 }, (_, i) =>
    isoDate(new Date(Date.UTC(year, month, 1 - first.getUTCDay() + i))),
  );
}

/** Every day of an event: one, or each from its date to its end date. */
function daysOf(event: CalendarEvent): string[] {
  const days = [event.date];
  while (event.endDate && days.at(-1)! < event.endDate) {
    const next = new Date(`${days.at(-1)!}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    days.push(isoDate(next));
  }
  return days;
}

/** docs/product.md#calendar: the time is shown unless it is missing or "TBD". */
const whenLine = (event: CalendarEvent) => {
  const dates = event.endDate ? formatEventDates(event.date, event.endDate) : longDate(event.date);
  return event.time && event.time.trim().toUpperCase() !== 'TBD'
    ? `${dates} · ${event.time}`
    : dates;
};

// ---------------------------------------------------------------------------------------------
// Page helpers

const calendar = (page: Page) => page.getByRole('region', { name: 'Chapter Calendar' });
const monthHeading = (page: Page) => calendar(page).getByRole('heading', { level: 3 });
const previousMonth = (page: Page) =>
  calendar(page).getByRole('button', { name: 'Previous month' });
const nextMonth = (page: Page) => calendar(page).getByRole('button', { name: 'Next month' });
const dayCells = (page: Page) => calendar(page).locator('table tbody td');
const dayButton = (page: Page, date: string, events: CalendarEvent[]) =>
  calendar(page).getByRole('button', {
    name: `${longDate(date)}: ${events.length === 1 ? events[0]!.title : `${events.length} events`}`,
    exact: true,
  });
const selectedArea = (page: Page) => calendar(page).locator('.events-calendar__selected');

/** The tooltip a day button points at (whether it is shown or not). */
async function tooltipOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-describedby');
  expect(id, 'the day button is described by its tooltip').toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

async function eventsFromApi(page: Page): Promise<CalendarEvent[]> {
  const response = await page.request.get('/api/events');
  expect(response.status()).toBe(200);
  const { events } = (await response.json()) as { events: CalendarEvent[] };
  expect(events.length, 'the demo calendar has events').toBeGreaterThan(0);
  return events;
}

function byDate(events: CalendarEvent[]): Map<string, CalendarEvent[]> {
  const map = new Map<string, CalendarEvent[]>();
  for (const event of events)
    for (const day of daysOf(event)) map.set(day, [...(map.get(day) ?? []), event]);
  return map;
}

/** Today in the browser (its local date), as the calendar sees it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

/** Opens the page and checks that the calendar shows today's month; returns today and the events. */
async function openCalendar(page: Page) {
  const events = await eventsFromApi(page);
  await gotoHydrated(page, '/members/active');
  const today = await browserToday(page);
  const start = monthOf(today);
  await expect(monthHeading(page)).toHaveText(title(start));
  return { events, today, start };
}

/** Presses Previous or Next until the calendar shows `target`, checking every step. */
async function moveTo(page: Page, from: Month, target: Month): Promise<void> {
  const delta = monthIndex(target) - monthIndex(from);
  let shown = from;
  for (let i = 0; i < Math.abs(delta); i += 1) {
    await (delta > 0 ? nextMonth(page) : previousMonth(page)).click();
    shown = shift(shown, Math.sign(delta));
    await expect(monthHeading(page)).toHaveText(title(shown));
  }
}

interface CellState {
  day: string;
  otherMonth: boolean;
  current: string | null;
  hasEvent: boolean;
  button: boolean;
}

/** What the grid shows, cell by cell. */
const readGrid = (page: Page): Promise<CellState[]> =>
  dayCells(page).evaluateAll((cells) =>
    cells.map((cell) => {
      const day = cell.querySelector('.calendar-day__button, .calendar-day__number');
      return {
        day: day?.childNodes[0]?.textContent?.trim() ?? '',
        otherMonth: cell.classList.contains('is-other-month'),
        current: cell.getAttribute('aria-current'),
        hasEvent: cell.classList.contains('has-event'),
        button: cell.querySelector('button') !== null,
      };
    }),
  );

/** What the grid of `month` must show: 42 days, other-month days, today, and a button per event day. */
function expectedGrid(month: Month, today: string, eventDates: Set<string>): CellState[] {
  return gridDates(month).map((date) => ({
    day: String(Number(date.slice(8, 10))),
    otherMonth: monthIndex(monthOf(date)) !== monthIndex(month),
    current: date === today ? 'date' : null,
    hasEvent: eventDates.has(date),
    button: eventDates.has(date),
  }));
}

/** How a day cell looks: text colour, background and outline. */
const look = (cell: Locator) =>
  cell.evaluate((td) => {
    const style = getComputedStyle(td);
    return { color: style.color, background: style.backgroundColor, shadow: style.boxShadow };
  });

/** Checks an event's details block (tooltip or Selected area). */
async function expectDetails(details: Locator, events: CalendarEvent[]): Promise<void> {
  await expect(details.locator('.event-details__title')).toHaveText(events.map((e) => e.title));
  await expect(details.locator('.event-details__when')).toHaveText(events.map(whenLine));
  await expect(details.locator('.event-details__where')).toHaveText(
    events.map((e) => e.location ?? ''),
  );
  await expect(details.locator('.event-details__text')).toHaveText(
    events.map((e) => e.description ?? ''),
  );
}

// ---------------------------------------------------------------------------------------------

test.describe('events calendar', () => {
  test("starts at today's month with a 42-day grid, and moves one month per press across a year", async ({
    page,
  }) => {
    const { events, today, start } = await openCalendar(page);
    const eventDates = new Set(events.flatMap(daysOf));

    await expect(calendar(page).getByRole('columnheader')).toHaveText([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    await expect(dayCells(page)).toHaveCount(42);
    await expect.poll(() => readGrid(page)).toEqual(expectedGrid(start, today, eventDates));

    // Today is marked once, and looks different; so do the days of the neighbouring months.
    const todayCell = calendar(page).locator('td[aria-current="date"]');
    await expect(todayCell).toHaveCount(1);
    await expect(todayCell).toHaveClass(/\bis-today\b/);
    await expect(todayCell).toContainText(String(Number(today.slice(8, 10))));
    const plainDay = calendar(page)
      .locator('td.calendar-day:not(.is-other-month):not(.is-today):not(.has-event)')
      .first();
    const otherDay = calendar(page).locator('td.is-other-month:not(.has-event)').first();
    const plain = await look(plainDay);
    const other = await look(otherDay);
    expect(other.color).not.toBe(plain.color);
    expect(other.background).not.toBe(plain.background);
    expect((await look(todayCell)).shadow).not.toBe(plain.shadow);

    // One month forward, two back.
    await nextMonth(page).click();
    await expect(monthHeading(page)).toHaveText(title(shift(start, 1)));
    await expect
      .poll(() => readGrid(page))
      .toEqual(expectedGrid(shift(start, 1), today, eventDates));
    await previousMonth(page).click();
    await previousMonth(page).click();
    await expect(monthHeading(page)).toHaveText(title(shift(start, -1)));
    await expect
      .poll(() => readGrid(page))
      .toEqual(expectedGrid(shift(start, -1), today, eventDates));
    // Today is not in every grid.
    await expect(calendar(page).locator('[aria-current="date"]')).toHaveCount(
      gridDates(shift(start, -1)).includes(today) ? 1 : 0,
    );

    // Across the year boundary: December to January and back.
    const december = { year: start.year, month: 11 };
    await moveTo(page, shift(start, -1), december);
    await nextMonth(page).click();
    const january = { year: start.year + 1, month: 0 };
    await expect(monthHeading(page)).toHaveText(title(january));
    await expect.poll(() => readGrid(page)).toEqual(expectedGrid(january, today, eventDates));
    await previousMonth(page).click();
    await expect(monthHeading(page)).toHaveText(title(december));
    await expect.poll(() => readGrid(page)).toEqual(expectedGrid(december, today, eventDates));
  });

  test("shows a day's events on hover (with a mouse) and on keyboard focus, below the day, and keeps them when clicked", async ({
    page,
  }, testInfo) => {
    const { events, start } = await openCalendar(page);
    const dates = byDate(events);
    // The month nearest today whose first event day has one event with a time, place and text.
    const eventDaysOf = (month: Month) => gridDates(month).filter((date) => dates.has(date));
    const target = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6]
      .map((delta) => shift(start, delta))
      .find((month) => {
        const first = dates.get(eventDaysOf(month)[0] ?? '');
        return (
          first?.length === 1 &&
          first[0]!.time !== null &&
          first[0]!.time.toUpperCase() !== 'TBD' &&
          first[0]!.location &&
          first[0]!.description
        );
      });
    expect(target, 'a month with a fully described event').toBeDefined();
    await moveTo(page, start, target!);
    const [firstDate, secondDate] = eventDaysOf(target!);
    const firstEvents = dates.get(firstDate!)!;
    const button = dayButton(page, firstDate!, firstEvents);
    const tooltip = await tooltipOf(button);

    // A touch screen cannot hover (docs/product.md#calendar): it gets no tooltip, a tap selects.
    const touch = await page.evaluate(() => matchMedia('(hover: none)').matches);
    expect(touch, 'the phone is a touch screen').toBe(testInfo.project.name === 'phone');
    await expect(tooltip).toBeHidden();
    await expect(calendar(page).getByRole('tooltip')).toHaveCount(0);
    await button.hover();
    if (touch) {
      await expect(tooltip).toBeHidden();
    } else {
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveRole('tooltip');
      await expect(calendar(page).getByRole('tooltip')).toHaveCount(1);
      await expectDetails(tooltip, firstEvents);
      expect(whenLine(firstEvents[0]!)).toContain(' · ');
      await expect(button).toHaveAccessibleDescription(
        [
          firstEvents[0]!.title,
          whenLine(firstEvents[0]!),
          firstEvents[0]!.location,
          firstEvents[0]!.description,
        ].join(' '),
      );
      // Leaving the day hides it.
      await monthHeading(page).hover();
      await expect(tooltip).toBeHidden();
    }

    // By keyboard: Tab from the Next button reaches the first event day of the grid.
    await nextMonth(page).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(tooltip).toBeVisible();
    await expectDetails(tooltip, firstEvents);
    // It opens below the day: the month title and the buttons above the grid stay clear.
    const box = (await tooltip.boundingBox())!;
    const day = (await button.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(day.y + day.height);
    for (const control of [previousMonth(page), monthHeading(page), nextMonth(page)]) {
      const covered = (await control.boundingBox())!;
      expect(box.y, 'the tooltip starts below the header').toBeGreaterThan(
        covered.y + covered.height,
      );
    }
    // Escape puts it away without moving the focus (WCAG 1.4.13).
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tooltip).toBeVisible();
    // Tab on: the focus leaves the day and its tooltip goes.
    await page.keyboard.press('Tab');
    await expect(button).not.toBeFocused();
    await expect(tooltip).toBeHidden();
    if (secondDate) {
      const second = dayButton(page, secondDate, dates.get(secondDate)!);
      await expect(second).toBeFocused();
      await expect(await tooltipOf(second)).toBeVisible();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await expect(tooltip).toBeVisible();

    // A click (or a tap) selects the day and keeps its events under "Selected".
    await expect(selectedArea(page)).toHaveText(
      'Select a highlighted day to keep its events here.',
    );
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button.locator('xpath=ancestor::td')).toHaveClass(/\bis-selected\b/);
    await expect(selectedArea(page).getByRole('heading', { level: 4 })).toHaveText('Selected');
    await expectDetails(selectedArea(page), firstEvents);
  });
});

test.describe('events calendar details', () => {
  test.skip(({ isMobile }) => isMobile, 'the same rules at every width; checked on desktop');

  test('hides the time when it is missing or "TBD", and shows every event of a busy day', async ({
    page,
  }) => {
    const { events, start } = await openCalendar(page);
    const dates = byDate(events);
    const single = (predicate: (e: CalendarEvent) => boolean) =>
      events.find((e) => predicate(e) && dates.get(e.date)!.length === 1);
    const noTime = single((e) => e.time === null);
    const tbd = single((e) => e.time?.trim().toUpperCase() === 'TBD');
    const busyDay = [...dates.entries()].find(([, list]) => list.length > 1);
    expect(noTime, 'an event without a time (content/demo/events.json)').toBeDefined();
    expect(tbd, 'an event at "TBD" (content/demo/events.json)').toBeDefined();
    expect(busyDay, 'a day with several events (content/demo/events.json)').toBeDefined();

    // Visit the months in date order, so the calendar walks in one direction at a time.
    let shown = start;
    for (const event of [noTime!, tbd!].toSorted((a, b) => a.date.localeCompare(b.date))) {
      await moveTo(page, shown, monthOf(event.date));
      shown = monthOf(event.date);
      const button = dayButton(page, event.date, [event]);
      const tooltip = await tooltipOf(button);
      await button.hover();
      await expect(tooltip).toBeVisible();
      await expectDetails(tooltip, [event]);
      // Only the long date: no time, no separator.
      await expect(tooltip.locator('.event-details__when')).toHaveText(
        event.endDate ? formatEventDates(event.date, event.endDate) : longDate(event.date),
      );
      await monthHeading(page).hover();
      await expect(tooltip).toBeHidden();
    }

    // A day with several events: the button says how many, the tooltip and Selected list them all.
    const [busyDate, busyEvents] = busyDay!;
    await moveTo(page, shown, monthOf(busyDate));
    shown = monthOf(busyDate);
    const busy = dayButton(page, busyDate, busyEvents);
    await expect(busy).toHaveText(String(Number(busyDate.slice(8, 10))));
    const tooltip = await tooltipOf(busy);
    await busy.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip.locator('.event-details')).toHaveCount(busyEvents.length);
    await expectDetails(tooltip, busyEvents);

    await busy.click();
    await expect(busy).toHaveAttribute('aria-pressed', 'true');
    await expect(selectedArea(page).getByRole('heading', { level: 4 })).toHaveText('Selected');
    await expect(selectedArea(page).locator('.event-details')).toHaveCount(busyEvents.length);
    await expectDetails(selectedArea(page), busyEvents);

    // Selecting another day replaces the selection.
    const otherDate = gridDates(shown).find((date) => dates.has(date) && date !== busyDate);
    expect(otherDate, 'another event day in the same grid').toBeDefined();
    const other = dayButton(page, otherDate!, dates.get(otherDate!)!);
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(busy).toHaveAttribute('aria-pressed', 'false');
    await expectDetails(selectedArea(page), dates.get(otherDate!)!);
  });
});
