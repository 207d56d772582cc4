// Check-in at the door (docs/product.md#check-in): the officer's screen on a laptop shows a code
// that moves; a member's phone opens its link signed out, logs in and comes back to the same
// check-in; a code scanned after its 40 seconds is refused with the reason; without the camera,
// /check-in and the calendar lead him to the meeting's check-in, where he types the code on the
// screen now, and is told the time on the chapter's clock though his phone is in Tokyo; the screen
// counts and names him, and the list marks another by hand. The server's clock is moved past the code's life, so the test runs on a server of its own
// (e2e/support/own-server.ts).
import { formatTime } from '../contract/dates.ts';
import { signIn, waitForHydration, demoMember } from './helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { chapterDay, demoOfficer, logInThroughForm } from './support/officers.ts';
import { startOwnServer } from './support/own-server.ts';

/** "7:02 PM" on content/chapter.json's clock (the demo chapter's), as the product writes it. */
const chapterTime = (at: string) => formatTime(at, 'America/Chicago');

test('a member checks in on his phone with the code on the officer’s screen', async ({
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(60_000);
  const own = await startOwnServer(testInfo.workerIndex);
  const api = await playwright.request.newContext({
    baseURL: own.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.78.0.1' },
  });
  const laptop = await browser.newContext({
    baseURL: own.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const phone = await browser.newContext({
    baseURL: own.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // Far from the chapter: every time on the check-in pages is still the chapter's.
    timezoneId: 'Asia/Tokyo',
  });
  try {
    expect((await api.post('/api/auth/login', { data: demoOfficer })).status()).toBe(200);
    // A chapter meeting today, all day (the door open whatever the hour the test runs at).
    const today = await chapterDay(api);
    const made = await api.post('/api/officer/events', {
      data: {
        title: 'Check-in test meeting',
        date: today,
        allDay: true,
        attendance: 'required',
        points: 5,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const eventId = ((await made.json()) as { event: { id: string } }).event.id;

    // The officer opens the screen from the Attendance page.
    const screen = await laptop.newPage();
    await signIn(screen, demoOfficer);
    await screen.goto('/officers/standing');
    const row = screen.getByRole('row', { name: /Check-in test meeting/ });
    await expect(row).toContainText('Required · 5 points');
    await row.getByRole('link', { name: /Check-in screen/ }).click();
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(
      'Check-in: Check-in test meeting',
    );
    await expect(screen.getByRole('img', { name: /QR code: check in to/ })).toBeVisible();
    const letters = screen.locator('.check-in-screen__letters');
    const first = (await letters.getAttribute('data-code'))!;
    expect(first).toMatch(/^[A-Z2-9]{6}$/);
    await expect(screen.getByText('Nobody has checked in yet.')).toBeVisible();

    // The code's 40 seconds pass before the member gets to it.
    own.moveClock(45 / 86_400);

    // His camera opens the link: signed out, he logs in (a guest would check in for recruitment)
    // and is back at the same check-in.
    const member = await phone.newPage();
    await member.goto(`/check-in/${eventId}?c=${first}`);
    await expect(
      member.getByRole('link', { name: 'Not a member yet? Check in for recruitment' }),
    ).toHaveAttribute('href', `/recruitment/check-in?event=${eventId}&c=${first}`);
    await member.getByRole('link', { name: 'Log in to check in' }).click();
    await expect(member).toHaveURL(/\/login\?/);
    await expect(member.getByText('Log in to check in.')).toBeVisible();
    await waitForHydration(member);
    await logInThroughForm(member, demoMember);
    await expect(member).toHaveURL(new RegExp(`/check-in/${eventId}\\?c=${first}$`));
    await expect(member.getByText('Check-in test meeting')).toBeVisible();
    await member.getByRole('button', { name: 'Check in' }).click();
    await expect(member.getByRole('alert')).toContainText('This code has expired');

    // Without the camera: /check-in lists today's meeting, and the calendar leads to its check-in.
    await member.goto('/check-in');
    await expect(
      member
        .getByRole('list', { name: "Today's events" })
        .getByRole('listitem')
        .filter({ hasText: 'Check-in test meeting' }),
    ).toContainText('Required · 5 points');
    await member.goto('/members/active');
    await member
      .getByRole('list', { name: 'Check-in open now' })
      .getByRole('link', { name: 'Check in to Check-in test meeting' })
      .click();
    await expect(member).toHaveURL(new RegExp(`/check-in/${eventId}$`));

    // The screen shows a new code now; he types it.
    await screen.reload();
    await expect(letters).not.toHaveAttribute('data-code', first);
    const now = (await letters.getAttribute('data-code'))!;
    await member.getByLabel('The code on the screen at the door').fill(now.toLowerCase());
    const answer = member.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/events/${eventId}/check-in`) &&
        response.request().method() === 'POST',
    );
    await member.getByRole('button', { name: 'Check in' }).click();
    const { at } = (await (await answer).json()) as { at: string };
    // On the chapter's clock, though the phone is in Tokyo.
    await expect(member.getByRole('status')).toContainText(
      `You’re checked in (at ${chapterTime(at)})`,
    );

    // The screen counts and names him (asked again, as it does for every code).
    await screen.reload();
    await expect(screen.locator('.check-in-screen__count')).toHaveText('1 present');
    await expect(screen.getByRole('list', { name: 'Checked in last' })).toContainText(
      'Demo Member',
    );

    // The list: he is present by the code; the officer's own mark is another officer's to make,
    // and he corrects the member's by hand.
    await screen.getByRole('link', { name: 'Attendance list' }).click();
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(
      'Attendance: Check-in test meeting',
    );
    const memberRow = screen.getByRole('row', { name: /Demo Member/ });
    await expect(memberRow).toContainText('code at the door');
    await expect(screen.getByRole('row', { name: /Demo Officer/ })).toContainText(
      'Another officer marks you',
    );
    await expect(screen.getByRole('combobox', { name: 'Mark Demo Officer' })).toHaveCount(0);
    await screen.getByRole('combobox', { name: 'Mark Demo Member' }).selectOption('excused');
    await expect(
      screen.getByText('Demo Member is excused at "Check-in test meeting".'),
    ).toBeVisible();
    await expect(memberRow).toContainText('Excused');
  } finally {
    await laptop.close();
    await phone.close();
    await api.dispose();
    await own.stop();
  }
});
