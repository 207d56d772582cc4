// Excuses, service hours and standing (docs/product.md#standing): a new member asks to be excused
// from a required meeting and logs service hours on his account page; the standing officer approves
// the excuse and denies the hours (a denial needs its note) in the queues; the member reads both
// decisions on his page and in his email, and the officer finds him in the chapter's standing.
// The member's page is looked at on a phone too: nothing runs off its side.
import type { APIRequestContext, Page } from '@playwright/test';
import { gotoHydrated, signIn } from './helpers.ts';
import { createAccount } from './support/accounts.ts';
import { emailTo, expect } from './support/fixtures.ts';
import { chapterDay, createOfficer, test } from './support/officers.ts';

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

    // The member, on his account page.
    await signIn(page, member);
    await gotoHydrated(page, '/account');
    const standing = page.getByRole('region', { name: /^Your standing/ });
    await expect(standing.getByText(/^(Good standing|At risk)$/)).toBeVisible();
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
      desk.getByText(`${member.name}'s 2.5 hours of ${today} were denied`),
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
