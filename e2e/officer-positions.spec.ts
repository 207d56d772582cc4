// The console's Positions page (area `accounts`, docs/product.md#positions-and-terms), at 390 px and
// 1280 px: an officer adds a position with an area and a checklist, enters a brother's term (the
// brother's console opens on that area at once), then ends it today (the brother's access ends with
// it, and he moves to the past officers); the server's guards are said at their field or in the
// form (seats, one's own term). Each test makes its own officer, brother and position.
import { gotoHydrated, signIn } from './helpers.ts';
import { createAccount, sessionOf } from './support/accounts.ts';
import { expect, expectConsoleErrors, expectNoAxeViolations } from './support/fixtures.ts';
import { shot } from './support/shots.ts';
import { addPosition, addTerm, chapterDay, createOfficer, test } from './support/officers.ts';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an officer adds a position, enters a brother’s term, and ends it; the brother’s access follows', async ({
  page,
  request,
  demoOfficer,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const officer = await createOfficer(request, demoOfficer, { label: 'positions' });
  const brother = await createAccount(request, 'historian');
  const brotherApi = await sessionOf(playwright, baseURL!, brother);
  const calendarCall = () => brotherApi.get('/api/officer/alumni-events');
  expect((await calendarCall()).status()).toBe(403);
  const title = `Historian ${suffix()}`;
  // The chapter's today (the server's calendar, whatever this machine's zone): his term starts the
  // day before, so that it can end today.
  const today = await chapterDay(demoOfficer);
  const yesterday = await chapterDay(demoOfficer, -1);

  await signIn(page, officer);
  await gotoHydrated(page, '/officers/positions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Positions');
  await page.getByRole('button', { name: 'Add a position' }).click();
  const form = page.getByRole('form', { name: 'Add a position' });
  await expect(page.getByRole('heading', { name: 'Add a position' })).toBeFocused();
  // Checked at the field before anything is sent.
  await form.getByLabel('Seats').fill('0');
  await form.getByLabel('Seats').blur();
  await expect(form.getByText('A position has at least one seat.')).toBeVisible();
  await form.getByLabel('Seats').fill('1');
  await form.getByLabel('Title').fill(title);
  await form.getByRole('checkbox', { name: 'Calendar and events' }).check();
  await form.getByLabel('Handover checklist').fill('Archive handed over\nPhotos backed up');
  await expectNoAxeViolations(page);
  await shot(page, 'positions-add');
  await form.getByRole('button', { name: 'Add the position' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${title} was added.` })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Nobody holds it today.');
  await expect(card).toContainText('Console: Calendar and events');

  // His term, from today: his console opens on the area at once.
  await card.getByRole('button', { name: `Enter a term as ${title}` }).click();
  const termForm = page.getByRole('form', { name: `Enter a term as ${title}` });
  await expect(page.getByRole('heading', { name: `Enter a term as ${title}` })).toBeFocused();
  await termForm.getByLabel('Email of the holder’s account').fill(`nobody-${suffix()}@example.com`);
  await termForm.getByRole('button', { name: 'Enter the term' }).click();
  await expect(termForm.getByText('No account has this email.')).toBeVisible();
  await expect(termForm.getByLabel('First day')).toHaveValue(today);
  await termForm.getByLabel('First day').fill(yesterday);
  await termForm.getByLabel('Email of the holder’s account').fill(brother.email);
  await termForm.getByRole('button', { name: 'Enter the term' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${brother.name} was entered as ${title}.` }),
  ).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: brother.name })).toContainText(
    'no end set',
  );
  expect((await calendarCall()).status()).toBe(200);
  await expectNoAxeViolations(page);
  await shot(page, 'positions-held');

  // Ended today: his access ends now, and he is one of the past officers.
  await card.getByRole('button', { name: `End of ${brother.name}’s term` }).click();
  const dialog = page.getByRole('dialog', { name: `End ${brother.name}’s term?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog.getByLabel(/^End day/)).toHaveValue(today);
  await dialog.getByRole('button', { name: 'End the term' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: `${brother.name}’s term as ${title} was changed.` }),
  ).toBeVisible();
  await expect(card).toContainText('Nobody holds it today.');
  await card.getByText('Past officers (1)').click();
  await expect(card.getByRole('listitem').filter({ hasText: brother.name })).toBeVisible();
  expect((await calendarCall()).status()).toBe(403);
  await brotherApi.dispose();
});

test('the server’s guards are said where they apply: nobody enters his own term', async ({
  page,
  request,
  demoOfficer,
  consoleErrors,
}) => {
  const officer = await createOfficer(request, demoOfficer, { label: 'ownterm' });
  const title = `Scribe ${suffix()}`;
  await addPosition(demoOfficer, { title });

  await signIn(page, officer);
  await gotoHydrated(page, '/officers/positions');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Enter a term as ${title}` }).click();
  const termForm = page.getByRole('form', { name: `Enter a term as ${title}` });
  await termForm.getByLabel('Email of the holder’s account').fill(officer.email);
  await termForm.getByRole('button', { name: 'Enter the term' }).click();
  await expect(termForm.getByRole('alert')).toContainText(
    'This is about your own account: another officer has to do it',
  );
  await expect(card).toContainText('Nobody holds it today.');
  expectConsoleErrors(consoleErrors, /status of 403/);
});

test('"Enter the new board" enters a successor who follows the current holder on the day given', async ({
  page,
  request,
  demoOfficer,
}) => {
  const officer = await createOfficer(request, demoOfficer, { label: 'election' });
  const holder = await createAccount(request, 'outgoing');
  const successor = await createAccount(request, 'incoming');
  const title = `Steward ${suffix()}`;
  await addTerm(demoOfficer, await addPosition(demoOfficer, { title }), holder.email);
  const start = await chapterDay(demoOfficer, 30);

  await signIn(page, officer);
  await gotoHydrated(page, '/officers/positions');
  await page.getByRole('button', { name: 'Enter the new board' }).click();
  const form = page.getByRole('form', { name: 'Enter the new board' });
  await expect(page.getByRole('heading', { name: 'Enter the new board' })).toBeFocused();
  await form.getByLabel('First day of the new terms').fill(start);
  const line = form.getByLabel(`${title} after ${holder.name}`);
  await line.fill(successor.email);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Enter the new board' }).click();
  await expect(form.getByText(`✓ ${successor.name} was entered as ${title}.`)).toBeVisible();
  await expect(line).toBeDisabled();
  await expect(form.getByRole('status')).toContainText('One term was entered.');
  await form.getByRole('button', { name: 'Close' }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('listitem').filter({ hasText: successor.name })).toContainText(
    'starts',
  );
  await expect(card.getByRole('listitem').filter({ hasText: holder.name })).toContainText('ends');
});

test('an officer-elect looks at his coming area from 14 days before, and changes nothing yet', async ({
  page,
  request,
  demoOfficer,
}) => {
  const elect = await createAccount(request, 'elect');
  const title = `Social Chair ${suffix()}`;
  const positionId = await addPosition(demoOfficer, { title, areas: ['calendar'] });
  const start = await chapterDay(demoOfficer, 10);
  await addTerm(demoOfficer, positionId, elect.email, { startsOn: start });

  await signIn(page, elect);
  await gotoHydrated(page, '/officers/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar');
  await expect(page.getByRole('note')).toContainText(
    'Your term has not started: you can look at calendar and events, not change anything yet.',
  );
  const refused = await page.request.post('/api/officer/events', {
    data: { title: 'Too early', date: start },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('not_yet');
});
