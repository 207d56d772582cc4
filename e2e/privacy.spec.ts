// Each brother decides who sees what; alumni find each other (docs/product.md#privacy, "Your data"
// and the alumni directory): an alumnus fills his directory details on his account page, keeps his
// phone to himself with its chooser, sees his card as an alumnus, an active member and a visitor
// would (/me/privacy), turns a kind of chapter email off (/me/mail) and downloads his data
// (/me/data); another alumnus finds him in the directory by his employer and as open to
// mentoring, without his phone. On a phone, an alumnus ends his account (a wrong password first
// changes nothing): the login page says so, the password no longer logs in, and an email confirms
// it. In the console, an officer narrows the city's widest
// audience: the default stays as chosen, Save first asks, naming how many it hides the city of
// (Cancel changes nothing), and widened again it saves without asking; the chapter's rules are put
// back as they were found (the server is shared).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { e2ePort } from '../playwright.config.ts';
import { gotoAccountSettled, gotoHydrated, signIn } from './helpers.ts';
import { alumniInvite, createAccount } from './support/accounts.ts';
import { expect, expectConsoleErrors, lastEmailTo } from './support/fixtures.ts';
import { createOfficer, logInThroughForm, test } from './support/officers.ts';
import { shot } from './support/shots.ts';
import { withSpecLock } from './support/spec-lock.ts';

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const tag = () => Math.random().toString(36).slice(2, 8);

/** Opens a click-to-edit field of the account page and types into it (Enter closes it). */
async function typeInto(page: Page, label: string, value: string) {
  await page.getByRole('button', { name: `Edit ${label}` }).click();
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Enter');
}

/** Opens a click-to-edit list of the account page and chooses one of its options. */
async function chooseIn(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: `Edit ${label}` }).click();
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

test('an alumnus chooses who sees what, takes his data, and a brother finds him', async ({
  page,
  request,
}) => {
  const [alumnus, brother] = await Promise.all([
    createAccount(request, 'alumnus', { inviteCode: alumniInvite }),
    createAccount(request, 'brother', { inviteCode: alumniInvite }),
  ]);
  const city = `Port Alder ${tag()}`;
  const employer = `Quillfeather ${tag()}`;
  const phone = `+1 555 ${String(100 + Math.floor(Math.random() * 900))} ${String(1000 + Math.floor(Math.random() * 9000))}`;

  // His directory details, saved with Save Changes.
  await signIn(page, alumnus);
  await gotoAccountSettled(page, '/alumni-account');
  await typeInto(page, 'Phone', phone);
  await typeInto(page, 'City', city);
  await typeInto(page, 'Employer', employer);
  await chooseIn(page, 'Industry', 'Technology');
  await chooseIn(page, 'Mentoring', 'Yes, students may ask me for advice');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // His phone, for him alone: saved at once.
  await page
    .getByRole('combobox', { name: 'Who sees your phone' })
    .selectOption({ label: 'Only me' });
  await expect(page.getByRole('status').filter({ hasText: 'Phone:' })).toHaveText(
    'Phone: shown to only me.',
  );

  // His card as each viewer sees it, on his privacy page.
  await gotoHydrated(page, '/me/privacy');
  const preview = page.getByRole('region', { name: 'Who sees your profile' });
  const seeAs = (viewer: string) => preview.getByRole('button', { name: viewer, exact: true });
  await expect(seeAs('An alumnus')).toHaveAttribute('aria-pressed', 'true');
  const asAlumnus = preview.getByRole('figure', { name: 'Your profile as an alumnus sees it' });
  await expect(asAlumnus).toContainText(`${employer} · ${city}`);
  await expect(asAlumnus).toContainText('Technology');
  await expect(asAlumnus).toContainText('Mentoring');
  await expect(asAlumnus).not.toContainText(phone);
  await expect(preview.getByText('Hidden from an alumnus: phone.')).toBeVisible();
  await seeAs('An active member').click();
  await expect(seeAs('An active member')).toHaveAttribute('aria-pressed', 'true');
  await expect(
    preview.getByRole('figure', { name: 'Your profile as an active member sees it' }),
  ).not.toContainText(phone);
  await expect(preview.getByText('Hidden from an active member: phone.')).toBeVisible();
  await seeAs('A visitor').click();
  const asVisitor = preview.getByRole('figure', { name: 'Your profile as a visitor sees it' });
  await expect(asVisitor).toContainText(alumnus.name);
  await expect(asVisitor).not.toContainText(city);
  await expect(asVisitor).not.toContainText(employer);
  await expect(
    preview.getByText('Visitors see you only on the Executive Board page, while you hold a seat'),
  ).toBeVisible();
  await shot(page, 'privacy-preview');

  // One kind of chapter email off, on his mail page.
  await gotoHydrated(page, '/me/mail');
  const mail = page.getByRole('region', { name: 'Email from the chapter' });
  const events = mail.getByRole('checkbox', { name: /^Events/ });
  await expect(events).toBeChecked();
  // The switch turns once the server has the choice (not at the click): clicked, then awaited.
  await events.click();
  await expect(mail.getByRole('status')).toHaveText('Events: you will not receive them any more.');
  await expect(events).not.toBeChecked();

  // His data, as a file, on his data page.
  await gotoHydrated(page, '/me/data');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; city: string; employer: string; phone: string };
    privacy: { phone: { audience: string; chosen: boolean } };
  };
  expect(data.account).toMatchObject({ email: alumnus.email, city, employer, phone });
  expect(data.privacy.phone).toMatchObject({ audience: 'me', chosen: true });
  await expect(yourData.getByText('Your data was downloaded.')).toBeVisible();

  // Another alumnus finds him in the directory by his employer, without his phone.
  await signIn(page, brother);
  await gotoHydrated(page, '/members/alumni');
  const directory = page.getByRole('region', { name: 'Alumni Directory' });
  await directory.getByRole('searchbox', { name: 'Search' }).fill(employer);
  const count = directory.locator('.alumni-count');
  await expect(count).toHaveText('1 alumnus matches');
  const card = directory.getByRole('article').filter({ hasText: alumnus.name });
  await expect(card).toContainText(`${employer} · ${city}`);
  await expect(card).toContainText('Mentoring');
  await expect(page.locator('body')).not.toContainText(phone);
  // The filters live in the page's address: a switch turns once the address has changed.
  const mentoring = directory.getByRole('checkbox', { name: 'Open to mentoring' });
  const mentors = page.waitForResponse(
    (answer) =>
      answer.url().includes('/api/alumni/directory?') && /mentoring=true/.test(answer.url()),
  );
  await mentoring.click();
  await expect(mentoring).toBeChecked();
  expect((await mentors).status()).toBe(200);
  await expect(page).toHaveURL(/mentoring=true/);
  await expect(count).toHaveText('1 alumnus matches');
  await expect(card).toBeVisible();
  const hiring = directory.getByRole('checkbox', { name: 'Hiring', exact: true });
  await hiring.click();
  await expect(hiring).toBeChecked();
  await expect(directory.getByText('No alumni match these filters.')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an alumnus ends his account with his password', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const alumnus = await createAccount(request, 'leaving', { inviteCode: alumniInvite });
    await signIn(page, alumnus);
    await gotoHydrated(page, '/me/data');

    // The section loaded (a request still out when the account ends would be refused).
    const yourData = page.getByRole('region', { name: 'Your data' });
    await expect(
      yourData.getByText('Nobody has opened or exported your data in the last year.'),
    ).toBeVisible();
    expect(await overflows(page), 'the data page fits the phone').toBe(false);
    await yourData.getByRole('button', { name: 'End my account...' }).click();
    const password = yourData.getByLabel('Your password, to end your account');
    const end = yourData.getByRole('button', { name: 'End my account for good' });

    // A wrong password: said at the field, and nothing ends.
    await password.fill('Not-My-Password-1!');
    await end.click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(yourData.getByText('That is not your password.')).toBeVisible();
    expectConsoleErrors(consoleErrors, /status of 400/);
    await expect(page).toHaveURL(/\/me\/data$/);
    expect((await page.request.get('/api/me/privacy')).status(), 'still signed in').toBe(200);
    expect(await overflows(page), 'the refusal fits the phone').toBe(false);
    await shot(page, 'privacy-phone-end-refused');

    // The right one ends it.
    await password.fill(alumnus.password);
    await end.click();
    await expect(page).toHaveURL(/\/login\?reason=account-ended$/);
    await expect(
      page.getByText(
        'Your account has been ended and you have been signed out. An email to your address confirms it.',
      ),
    ).toBeVisible();
    expect(await overflows(page), 'the login page fits the phone').toBe(false);

    // The password no longer logs in; an email confirms the end.
    await logInThroughForm(page, alumnus);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    expectConsoleErrors(consoleErrors, /status of 401/);
    await expect
      .poll(async () => (await lastEmailTo(alumnus.email)).subject)
      .toMatch(/ account has been ended$/);
  });
});

test('an officer narrows where cities are shown, asked first, and widens it back', async ({
  page,
  request,
  demoOfficer,
}) => {
  const officer = await createOfficer(request, demoOfficer, {
    label: 'privacy',
    areas: ['accounts'],
  });
  type Rules = Record<string, { default: string; widest: string }>;
  const rulesNow = async () =>
    ((await (await demoOfficer.get('/api/officer/privacy')).json()) as { fields: Rules }).fields;
  // The chapter's rules are everyone's on this server: one test at a time changes them, and they
  // are put back as they were found.
  await withSpecLock(
    'privacy-rules',
    e2ePort,
    async () => {
      const fields = await rulesNow();
      expect(fields.city, 'cities shown to the chapter, as the product has them').toEqual({
        default: 'chapter',
        widest: 'chapter',
      });
      try {
        await signIn(page, officer);
        await gotoHydrated(page, '/officers/privacy');
        const widest = page.getByRole('combobox', { name: 'City: widest allowed' });
        const limited = page.getByText(
          'Default: Chapter — limited to Actives while the widest allowed is Actives.',
        );
        await widest.selectOption({ label: 'Actives' });
        // The default stays as it was chosen; the row says what it is while the limit holds it.
        await expect(page.getByRole('combobox', { name: 'City: default' })).toHaveValue('chapter');
        await expect(limited).toBeVisible();

        // Save asks first, naming how many brothers' cities it hides and from whom.
        const save = page.getByRole('button', { name: 'Save', exact: true });
        const dialog = page.getByRole('dialog', { name: 'Hide these fields?' });
        await save.click();
        const question = dialog.getByText(/^This hides the city of \d+ brothers? from alumni/);
        await expect(question).toHaveText(
          /^This hides the city of \d+ brothers? from alumni and new members\.$/,
        );
        expect(Number(/\d+/.exec((await question.textContent()) ?? '')?.[0])).toBeGreaterThan(0);
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await shot(page, 'privacy-console-confirm');

        // Cancel changes nothing.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText('1 field changed, not saved yet.')).toBeVisible();
        expect((await rulesNow()).city).toEqual(fields.city);

        // Save saves it as chosen: the limit, and the default kept.
        await save.click();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Saved: City.')).toBeVisible();
        await expect(page.getByText('No changes.')).toBeVisible();
        expect((await rulesNow()).city).toEqual({ default: 'chapter', widest: 'members' });
        await expect(limited).toBeVisible();
        await shot(page, 'privacy-console');

        // Widened again, it saves without asking, and the default is the chapter again.
        await widest.selectOption({ label: 'Chapter' });
        await expect(limited).toBeHidden();
        await save.click();
        await expect(page.getByText('No changes.')).toBeVisible();
        await expect(dialog).toBeHidden();
        expect((await rulesNow()).city).toEqual({ default: 'chapter', widest: 'chapter' });
      } finally {
        const restored = await demoOfficer.put('/api/officer/privacy', { data: { fields } });
        expect(restored.status(), await restored.text()).toBe(200);
      }
    },
    { timeoutMs: 20_000 },
  );
});
