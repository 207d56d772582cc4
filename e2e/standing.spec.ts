// Excuses, service hours and standing (docs/product.md#standing): a new member asks to be excused
// from a required meeting and logs service hours on /me/standing; the standing officer approves
// the excuse and denies the hours (a denial needs its note) in the queues; the member reads both
// decisions on his page and in his email, and the officer finds him in the chapter's standing.
// Made today, he is not counted for the semester's earlier required meetings. The member's page is
// looked at on a phone too: nothing runs off its side. Near the semester's end (on a server of its
// own, whose clock is moved), the advice names only what can still be done by its last day.
import { formatDay } from '../contract/dates.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoMember, gotoHydrated, signIn } from './helpers.ts';
import { createAccount } from './support/accounts.ts';
import { emailTo, expect } from './support/fixtures.ts';
import { chapterDay, createOfficer, demoOfficer as demoLogin, test } from './support/officers.ts';
import { startOwnServer } from './support/own-server.ts';

/** A semester that holds today: the demo's, or one of the test's own between the demo's two. */
async function semesterToday(api: APIRequestContext, today: string): Promise<void> {
  const { semesters } = (await (await api.get('/api/officer/semesters')).json()) as {
    semesters: { startsOn: string; endsOn: string }[];
  };
  if (semesters.some((s) => s.startsOn <= today && s.endsOn >= today)) return;
  const made = await api.post('/api/officer/semesters', {
    data: { name: `Break ${today}`, startsOn: today, endsOn: today.replace(/-\d\d$/, '-28') },
  });
  expect([201, 409]).toContain(made.status());
}

/** Days from one calendar day to another. */
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a member asks, the standing officer decides, and both see the standing', async ({
  page,
  browser,
  request,
  demoOfficer,
  playwright,
}, testInfo) => {
  test.setTimeout(60_000);
  const officer = await createOfficer(request, demoOfficer, {
    label: 'recorder',
    areas: ['standing', 'calendar'],
    position: 'Recorder',
  });
  const member = await createAccount(request, 'brother');
  const api = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL!,
    extraHTTPHeaders: { 'x-forwarded-for': '10.79.0.9' },
  });
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    expect((await api.post('/api/auth/login', { data: officer })).status()).toBe(200);
    const today = await chapterDay(demoOfficer);
    await semesterToday(api, today);
    const title = `Standing meeting ${Math.random().toString(36).slice(2, 7)}`;
    const made = await api.post('/api/officer/events', {
      data: { title, date: today, allDay: true, attendance: 'required', points: 5 },
    });
    expect(made.status(), await made.text()).toBe(201);

    // The member, on his standing's page.
    await signIn(page, member);
    await gotoHydrated(page, '/me/standing');
    const standing = page.getByRole('region', { name: /^Your standing/ });
    // Made today: the semester's earlier required meetings are neither attended nor missed for him,
    // and nothing is due on his first day.
    await expect(standing.getByText('Good standing', { exact: true })).toBeVisible();
    await expect(standing.getByText(/^No required event has been held for you yet/)).toBeVisible();
    const meeting = standing.locator('option', { hasText: title });
    await standing
      .getByLabel('Required event', { exact: true })
      .selectOption((await meeting.getAttribute('value'))!);
    await standing
      .getByLabel('Reason', { exact: true })
      .fill('A job interview in Chicago that afternoon.');
    await standing.getByRole('button', { name: 'Ask to be excused' }).click();
    await expect(standing.getByText(`You asked to be excused from "${title}".`)).toBeVisible();
    await standing.getByLabel('Date', { exact: true }).fill(today);
    await standing.getByLabel('Hours', { exact: true }).fill('2.5');
    await standing.getByLabel('What you did').fill('Tutoring at Alder Elementary.');
    await standing.getByRole('button', { name: 'Log the hours' }).click();
    await expect(standing.getByText('2.5 hours were logged.', { exact: false })).toBeVisible();
    const requests = standing.getByRole('list').filter({ hasText: 'Excuse from' });
    await expect(requests.getByText('Waiting for the standing officer')).toHaveCount(2);

    // The standing officer, in the queues: approves the excuse, denies the hours with a note.
    const desk = await laptop.newPage();
    await signIn(desk, officer);
    await gotoHydrated(desk, '/officers/standing/queues');
    const excuse = desk.getByRole('listitem').filter({ hasText: `${member.name}: ${title}` });
    await excuse.getByRole('button', { name: /^Approve/ }).click();
    await expect(
      desk.getByText(`${member.name}'s excuse from "${title}" was approved`),
    ).toBeVisible();
    const hours = desk.getByRole('listitem').filter({ hasText: `${member.name}: 2.5 hours` });
    await hours.getByRole('button', { name: /^Deny/ }).click();
    await expect(hours.getByRole('alert')).toContainText('Say why in the note');
    await hours.getByLabel('Note (needed to deny)').fill('Tutoring counts from January.');
    await hours.getByRole('button', { name: /^Deny/ }).click();
    await expect(
      desk.getByText(`${member.name}'s 2.5 hours of ${formatDay(today)} were denied`),
    ).toBeVisible();

    // The chapter's standing lists him.
    await desk.getByRole('link', { name: 'Standing', exact: true }).click();
    await desk.getByRole('searchbox', { name: 'Search' }).fill(member.name);
    await expect(desk.getByRole('row', { name: new RegExp(member.name) })).toContainText(
      'New member',
    );

    // He reads both decisions, on his page and by email.
    await emailTo(member.email, `Your excuse from ${title} was approved`);
    await page.reload();
    await expect(standing.getByText('Approved', { exact: true })).toBeVisible();
    await expect(standing.getByText('Note: Tutoring counts from January.')).toBeVisible();
    expect(await overflows(page)).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(standing.getByText('Denied', { exact: true })).toBeVisible();
    expect(await overflows(page)).toBe(false);
  } finally {
    await laptop.close();
    await api.dispose();
  }
});

test('near the semester’s end the advice names only what can still be done', async ({
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(60_000);
  const own = await startOwnServer(testInfo.workerIndex);
  const api = await playwright.request.newContext({
    baseURL: own.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.79.0.10' },
  });
  const laptop = await browser.newContext({
    baseURL: own.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  try {
    expect((await api.post('/api/auth/login', { data: demoLogin })).status()).toBe(200);
    // The semester that holds today, or the next one; the clock moves to five days before its end.
    const today = await chapterDay(api);
    const { semesters } = (await (await api.get('/api/officer/semesters')).json()) as {
      semesters: { startsOn: string; endsOn: string }[];
    };
    const semester = semesters
      .filter((s) => s.endsOn >= today)
      .toSorted((a, b) => a.endsOn.localeCompare(b.endsOn))[0]!;
    own.moveClock(days(today, semester.endsOn) - 5);
    // The server reads its clock's file ten times a second.
    await expect.poll(async () => days(await chapterDay(api), semester.endsOn)).toBe(5);
    // One required meeting is left, on the semester's last day.
    const made = await api.post('/api/officer/events', {
      data: {
        title: 'Last meeting',
        date: semester.endsOn,
        allDay: true,
        attendance: 'required',
        points: 5,
      },
    });
    expect(made.status(), await made.text()).toBe(201);

    const page = await laptop.newPage();
    await signIn(page, demoMember);
    await gotoHydrated(page, '/me/standing');
    const standing = page.getByRole('region', { name: /^Your standing/ });
    await expect(
      standing.getByText(/required events? so far; 1 left this semester$/),
    ).toBeVisible();
    const advice = standing.getByRole('list', { name: 'Still to do this semester' });
    await expect(advice).toBeVisible();
    const lines = await advice.getByRole('listitem').allTextContents();
    // The last day as the site writes days ("Fri, Dec 18, 2026").
    const lastDay = new Date(`${semester.endsOn}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const by = `by ${lastDay}`;
    // Each line is something he can do by the last day, or says plainly that it cannot be done.
    const doable = new RegExp(
      `^((Attend (the 1|all \\d+|\\d+ of the \\d+) required events? left|Log [\\d.]+ more service hours?.*|Earn \\d+ more points?) ${by}|Your pending hours would cover|Not reachable this semester: .* Talk to the standing officer)`,
    );
    expect(lines.filter((line) => !doable.test(line))).toEqual([]);
    expect(lines.join(' ')).not.toContain('Attend the next');
  } finally {
    await laptop.close();
    await api.dispose();
    await own.stop();
  }
});
