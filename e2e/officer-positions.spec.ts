// The console's Positions page (area `accounts`, docs/product.md#positions-and-terms), at 390 px and
// 1280 px: an officer adds a position with an area and a checklist, enters a brother's term, chosen
// by name (the brother's console opens on that area at once), then ends it today (the brother's
// access ends with it, and he moves to the past officers); nobody is offered for his own term; the
// new board is entered by name with the keyboard, and both holders are told by email; an elect's
// console says his office and first day, and its controls are disabled with that reason. Each test
// makes its own officer, brother and position.
import { formatDay } from '../contract/dates.ts';
import { gotoHydrated, signIn } from './helpers.ts';
import { createAccount, sessionOf } from './support/accounts.ts';
import { emailTo, expect, expectNoAxeViolations } from './support/fixtures.ts';
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
  const holder = termForm.getByRole('combobox', { name: 'Holder' });
  await holder.fill(`Nobody ${suffix()}`);
  await expect(termForm.getByText('No account has this name.')).toBeVisible();
  await termForm.getByRole('button', { name: 'Enter the term' }).click();
  await expect(
    termForm.getByText('Choose the holder from the list: type part of his name.'),
  ).toBeVisible();
  await expect(termForm.getByLabel('First day')).toHaveValue(today);
  await termForm.getByLabel('First day').fill(yesterday);
  await holder.fill(brother.name);
  await page.getByRole('option', { name: new RegExp(brother.name) }).click();
  await expect(holder).toHaveValue(brother.name);
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

test('nobody is offered for his own term: his name is listed, with why, and cannot be chosen', async ({
  page,
  request,
  demoOfficer,
}) => {
  const officer = await createOfficer(request, demoOfficer, { label: 'ownterm' });
  const title = `Scribe ${suffix()}`;
  await addPosition(demoOfficer, { title });

  await signIn(page, officer);
  await gotoHydrated(page, '/officers/positions');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Enter a term as ${title}` }).click();
  const termForm = page.getByRole('form', { name: `Enter a term as ${title}` });
  const holder = termForm.getByRole('combobox', { name: 'Holder' });
  await holder.fill(officer.name);
  const himself = page.getByRole('option', { name: new RegExp(officer.name) });
  await expect(himself).toHaveAttribute('aria-disabled', 'true');
  await expect(himself).toContainText('Your own account: another officer enters your term.');
  // Neither the keyboard nor a tap chooses him.
  await holder.press('ArrowDown');
  await holder.press('Enter');
  await expect(holder).not.toHaveClass(/account-combobox__input--chosen/);
  await termForm.getByRole('button', { name: 'Enter the term' }).click();
  await expect(
    termForm.getByText('Choose the holder from the list: type part of his name.'),
  ).toBeVisible();
  await expect(card).toContainText('Nobody holds it today.');
});

test('"Enter the new board" enters a successor, chosen by name with the keyboard, who follows the current holder on the day given; both are told', async ({
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
  const line = form.getByRole('combobox', { name: `${title} after ${holder.name}` });
  // The part of his name that is his alone.
  await line.fill(successor.name.split(' ').at(-1)!);
  await expect(page.getByRole('option', { name: new RegExp(successor.name) })).toBeVisible();
  await expect(line).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await shot(page, 'positions-new-board');
  await line.press('ArrowDown');
  await expect(line).toHaveAttribute('aria-activedescendant', /.+/);
  await line.press('Enter');
  await expect(line).toHaveValue(successor.name);
  await expect(line).toHaveAttribute('aria-expanded', 'false');
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
  const starts = formatDay(start);
  const told = await emailTo(successor.email, `You were entered as ${title} from ${starts}`);
  expect(told.text).toContain(`your term starts on ${starts}, after ${holder.name}.`);
  await emailTo(holder.email, `Your term as ${title} ends on ${starts}`);
});

test('an officer-elect’s console says his office and first day; what he may not do yet is disabled with that reason', async ({
  page,
  request,
  demoOfficer,
}) => {
  const elect = await createAccount(request, 'elect');
  const title = `Recorder ${suffix()}`;
  const positionId = await addPosition(demoOfficer, { title, areas: ['accounts'] });
  const start = await chapterDay(demoOfficer, 10);
  await addTerm(demoOfficer, positionId, elect.email, { startsOn: start });
  const starts = formatDay(start);

  await signIn(page, elect);
  await gotoHydrated(page, '/officers');
  await expect(
    page.getByText(
      `${title}-elect from ${starts}; until then you can look at these pages, not change anything.`,
    ),
  ).toBeVisible();
  await expect(page.getByText('no areas yet')).toHaveCount(0);
  // His coming pages, but not the audit log or the export: they open on his first day.
  const nav = page.getByRole('navigation', { name: 'Officer console' });
  await expect(nav.getByRole('link', { name: 'Positions' })).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'console-elect-home');

  await gotoHydrated(page, '/officers/positions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Positions');
  const reason = `Your term as ${title} starts on ${starts}: until then you can look at this page, not change anything.`;
  await expect(page.getByRole('note')).toContainText(reason);
  const enter = page.getByRole('button', { name: 'Enter the new board' });
  await expect(enter).toBeDisabled();
  await expect(enter).toHaveAccessibleDescription(
    new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(
    page
      .getByRole('article', { name: title })
      .getByRole('button', { name: `Enter a term as ${title}` }),
  ).toBeDisabled();
  await shot(page, 'console-elect-positions');
  // The server refuses him the same.
  const refused = await page.request.post('/api/officer/positions', {
    data: { title: 'Too early' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('not_yet');
  // The audit log, opened by its address, says when it opens instead of failing.
  await gotoHydrated(page, '/officers/audit');
  await expect(page.getByRole('heading', { name: 'Not open to you yet' })).toBeVisible();
  await expect(
    page.getByText(`This page opens on the first day of your term, ${starts}`),
  ).toBeVisible();
});
