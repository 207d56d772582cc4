// Graduation and the handover, as people do them (docs/product.md#positions-and-terms): an officer
// moves the ticked members of a class to the alumni side at once (warned first of the office it
// leaves empty; an officer among them loses his term that day, each is welcomed by email); a holder ticks his checklist and writes his handover
// note on his office's page, and the next holder reads it on his. Each test makes its own people.
import { formatDay } from '../contract/dates.ts';
import { gotoHydrated, signIn } from './helpers.ts';
import { createAccount, sessionOf } from './support/accounts.ts';
import { emailTo, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { addPosition, addTerm, chapterDay, createOfficer, test } from './support/officers.ts';
import { shot } from './support/shots.ts';

const suffix = () => Math.random().toString(36).slice(2, 8);

test('an officer moves the ticked members of a class to the alumni side at once', async ({
  page,
  request,
  demoOfficer,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A class of its own (an old one, so that no demo member is in it), as the members give it.
  const year = 1941 + Math.floor(Math.random() * 58);
  const people = [];
  for (const label of ['seniora', 'seniorb', 'seniorc']) {
    const person = await createAccount(request, label);
    const api = await sessionOf(playwright, baseURL!, person);
    const saved = await api.put('/api/auth/update-profile', { data: { graduationYear: year } });
    expect(saved.status(), await saved.text()).toBe(200);
    people.push({ ...person, api });
  }
  const [first, second, staying] = people as [
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
  ];
  // The second holds an office: his term ends with the move.
  const title = `Alumni Relations ${suffix()}`;
  await addTerm(demoOfficer, await addPosition(demoOfficer, { title }), second.email);

  const officer = await createOfficer(request, demoOfficer, { label: 'graduation' });
  await signIn(page, officer);
  await gotoHydrated(page, '/officers/graduation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Graduation');
  await page.getByLabel('Class of').selectOption(String(year));
  const list = page.getByRole('group', { name: new RegExp(`class of ${year}`) });
  await expect(list.getByRole('checkbox', { name: new RegExp(first.name) })).toBeChecked();
  await expect(list.getByRole('checkbox', { name: new RegExp(second.name) })).toBeVisible();
  // Only this test's people (another run may share the year): the rest unticked, and one stays.
  for (const box of await list.getByRole('checkbox').all()) {
    const name = (await box.getAttribute('id')) ?? '';
    const label = await page.locator(`label[for="${name}"]`).textContent();
    if (!label?.includes(first.name) && !label?.includes(second.name)) await box.uncheck();
  }
  await expect(list.getByRole('checkbox', { name: new RegExp(staying.name) })).not.toBeChecked();
  await expect(list.getByRole('checkbox', { name: new RegExp(second.name) })).toHaveAccessibleName(
    new RegExp(`${title}: the term ends today`),
  );
  // Before anyone moves: the office his move leaves empty, from today, and the way to fill it.
  const today = formatDay(await chapterDay(demoOfficer));
  const warning = page.getByRole('note').filter({ hasText: 'Graduating these 2' });
  await expect(warning).toContainText(
    `Graduating these 2 leaves ${title} empty from ${today}: enter a successor in Positions first.`,
  );
  await expect(warning.getByRole('link', { name: 'Open Positions' })).toHaveAttribute(
    'href',
    '/officers/positions',
  );
  await expectNoAxeViolations(page);
  await shot(page, 'graduation-class');
  await page.getByRole('button', { name: 'Move 2 members to the alumni side' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 2 members to the alumni side?' });
  await expect(dialog).toContainText(`${second.name} (${title})`);
  await dialog.getByRole('button', { name: 'Move them' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '2 members were moved to the alumni side and welcomed by email.' }),
  ).toContainText(`${title} is empty now: enter a successor on the Positions page.`);
  await expect(list.getByRole('checkbox', { name: new RegExp(first.name) })).toHaveCount(0);
  await expect(list.getByRole('checkbox', { name: new RegExp(staying.name) })).toBeVisible();

  for (const moved of [first, second]) {
    const me = (await (await moved.api.get('/api/auth/me')).json()) as { role: string };
    expect(me.role).toBe('alumni');
    const welcome = await emailTo(moved.email, `Welcome to the alumni chapter, ${moved.name}`);
    expect(welcome.text).toContain('your RSVPs and your history all stay');
  }
  const still = (await (await staying.api.get('/api/auth/me')).json()) as { role: string };
  expect(still.role).toBe('member');
  for (const person of people) await person.api.dispose();
});

test('a holder writes his handover on his account page, and the next holder reads it', async ({
  page,
  request,
  demoOfficer,
}) => {
  const title = `Archivist ${suffix()}`;
  const positionId = await addPosition(demoOfficer, {
    title,
    checklist: ['Archive key handed over', 'Photos backed up'],
  });
  const holder = await createAccount(request, 'archivist');
  const next = await createAccount(request, 'nextarchivist');
  const held = await addTerm(demoOfficer, positionId, holder.email);
  // The next holder starts in ten days: the earlier notes open to him 14 days before his term.
  await addTerm(demoOfficer, positionId, next.email, {
    startsOn: await chapterDay(demoOfficer, 10),
    replaces: held,
  });

  await signIn(page, holder);
  await gotoHydrated(page, '/me/office');
  const office = page.getByRole('region', { name: 'Your office' });
  const card = office.getByRole('article', { name: title });
  await expect(card).toContainText('You hold it');
  await card.getByRole('checkbox', { name: 'Archive key handed over' }).check();
  await card.getByLabel('Handover note').fill('The archive key is with the house manager.');
  await card.getByRole('button', { name: 'Save your handover' }).click();
  await expect(card.getByRole('status')).toHaveText('Your handover was saved.');
  await expectNoAxeViolations(page);
  await shot(page, 'your-office');

  await signIn(page, next);
  await gotoHydrated(page, '/me/office');
  const nextCard = page.getByRole('region', { name: 'Your office' }).getByRole('article', {
    name: title,
  });
  await expect(nextCard).toContainText('Elect');
  await nextCard.getByText('Notes from the earlier holders (1)').click();
  await expect(nextCard).toContainText('The archive key is with the house manager.');
  await expect(nextCard).toContainText(holder.name);
});
