// Recruitment (docs/product.md#recruitment) as people do it in the browser, once, at phone width:
// a prospective member fills in the interest form on his phone, confirms his email, checks in at a
// rush event with the code on the door's screen, is voted on in a secret ballot (an active votes
// on his phone, two by the API), gets a bid from the recruitment chair's console, accepts it and
// creates his account with the invite it brings, a new member; another, who never joins, is gone
// with the period's end, leaving only a count. What the server refuses, counts and deletes is proven
// by the data tests. Each test runs on a server of its own (e2e/support/own-server.ts): the ballot
// needs a quorum of the chapter's actives, which the test sets for its own three, and ending the
// period would end it for every other test.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { gotoHydrated, signIn } from './helpers.ts';
import { memberInvite, newAccount, sessionOf, type Account } from './support/accounts.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { accountId, chapterDay, demoOfficer, logInThroughForm } from './support/officers.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

/** Once, at phone width: the prospect's pages are made for his phone, and CI's time is short. */
const phoneOnly = 'runs once, at 390 px';

/** A period as GET /api/officer/recruitment/periods gives it (docs/api.md#recruitment). */
interface PeriodView {
  id: string;
  name: string;
  opensOn: string;
  closesOn: string;
  deleteAfterDays: number;
  stages: string[];
  vote: { quorumPercent: number; thresholdPercent: number; vetoes: number };
  state: 'upcoming' | 'open' | 'closed' | 'deleted';
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A phone (the prospect's, an active's) or the officer's laptop, on the test's own server. */
const newDevice = (browser: Browser, baseURL: string, kind: 'phone' | 'laptop') =>
  browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    ...(kind === 'phone'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });

/** A page whose console errors fail the test (as the fixtures' own page does). */
async function watchedPage(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return page;
}

/** The demo chapter's open period (the only one of a fresh demo chapter). */
async function openPeriod(officer: APIRequestContext): Promise<PeriodView> {
  const answer = await officer.get('/api/officer/recruitment/periods');
  expect(answer.status(), await answer.text()).toBe(200);
  const { periods } = (await answer.json()) as { periods: PeriodView[] };
  const open = periods.find((period) => period.state === 'open');
  expect(open, 'the demo chapter’s open period').toBeDefined();
  return open!;
}

/** The period changed by the officer: the rest of it as it was. */
async function changePeriod(
  officer: APIRequestContext,
  period: PeriodView,
  change: Partial<Pick<PeriodView, 'closesOn' | 'deleteAfterDays' | 'vote'>>,
): Promise<PeriodView> {
  const { name, opensOn, closesOn, deleteAfterDays, stages, vote } = period;
  const answer = await officer.put(`/api/officer/recruitment/periods/${period.id}`, {
    data: { name, opensOn, closesOn, deleteAfterDays, stages, vote, ...change },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { period: PeriodView }).period;
}

/** A prospect registered and confirmed through the API, as the form and the email's link do. */
async function confirmedProspect(api: APIRequestContext, own: OwnServer, name: string) {
  const email = uniqueEmail('prospect');
  const sent = await api.post('/api/recruitment/interest', {
    data: { name, email, consent: true },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const [, token] = await own.fromEmail(email, /\/recruitment\/confirm\?token=([\w-]+)/);
  const confirmed = await api.post('/api/recruitment/confirm', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return email;
}

/** New members signed up with the emailed code and initiated today by the officer: actives. */
async function newActives(
  playwright: Parameters<typeof sessionOf>[0],
  own: OwnServer,
  officer: APIRequestContext,
  today: string,
  count: number,
): Promise<Account[]> {
  const accounts = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const account = newAccount(`active${index + 1}`);
      const api = await playwright.request.newContext({
        baseURL: own.baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': `10.79.${index}.1` },
      });
      const signup = await api.post('/api/auth/signup', {
        data: { ...account, inviteCode: memberInvite },
      });
      expect(signup.status(), await signup.text()).toBe(200);
      const [, code] = await own.fromEmail(account.email, /^\s*(\d{6})\s*$/m);
      const verify = await api.post('/api/auth/verify', { data: { email: account.email, code } });
      expect(verify.status(), await verify.text()).toBe(200);
      await api.dispose();
      return account;
    }),
  );
  const ids = await Promise.all(accounts.map((account) => accountId(officer, account.email)));
  const initiated = await officer.post('/api/officer/accounts/initiate', {
    data: { ids, initiatedOn: today },
  });
  expect(initiated.status(), await initiated.text()).toBe(200);
  return accounts;
}

test('a prospect registers on his phone, checks in, is voted on, accepts his bid and signs up', async ({
  browser,
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', phoneOnly);
  test.setTimeout(60_000);
  const own = await startOwnServer(testInfo.workerIndex, { mail: true });
  const errors: string[] = [];
  const officer = await playwright.request.newContext({
    baseURL: own.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.79.200.1' },
  });
  const phone = await newDevice(browser, own.baseURL, 'phone');
  const activePhone = await newDevice(browser, own.baseURL, 'phone');
  const laptop = await newDevice(browser, own.baseURL, 'laptop');
  try {
    expect((await officer.post('/api/auth/login', { data: demoOfficer })).status()).toBe(200);
    const today = await chapterDay(officer);
    const [actives, period, eventId] = await Promise.all([
      newActives(playwright, own, officer, today, 3),
      // The demo chapter's forty-odd actives are not here to vote: the test's three make a quorum
      // of 5 %.
      openPeriod(officer).then((open) =>
        changePeriod(officer, open, { vote: { ...open.vote, quorumPercent: 5 } }),
      ),
      // A rush event today, all day (the door open whatever the hour the test runs at).
      officer
        .post('/api/officer/events', {
          data: {
            title: 'Rush pizza night',
            date: today,
            allDay: true,
            attendance: 'optional',
            recruitment: true,
          },
        })
        .then(async (made) => {
          expect(made.status(), await made.text()).toBe(201);
          return ((await made.json()) as { event: { id: string } }).event.id;
        }),
    ]);
    expect(period.state).toBe('open');

    // He finds the form on the public page, agrees to how his details are kept, and sends it.
    const prospect = newAccount('prospect');
    const page = await watchedPage(phone, errors);
    await gotoHydrated(page, '/recruitment');
    const form = page.getByRole('form', { name: 'Interest form' });
    await form.getByLabel('Your name').fill(prospect.name);
    await form.getByLabel('Email', { exact: true }).fill(prospect.email);
    await form.getByLabel('Major (optional)').fill('History');
    await form.getByRole('checkbox', { name: /^I agree that the chapter keeps/ }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thanks. Check your email for a link to confirm')).toBeVisible();

    // The email's link confirms his address.
    const [confirmLink] = await own.fromEmail(
      prospect.email,
      /\/recruitment\/confirm\?token=[\w-]+/,
    );
    await page.goto(confirmLink);
    await expect(page.getByText('Your email is confirmed.')).toBeVisible();

    // At the rush event the door's QR code opens the check-in with its code; he gives his email.
    const screen = await officer.post(`/api/officer/events/${eventId}/check-in-codes`);
    expect(screen.status(), await screen.text()).toBe(200);
    const { code } = (await screen.json()) as { code: string };
    await gotoHydrated(page, `/recruitment/check-in?event=${eventId}&c=${code}`);
    await expect(page.getByLabel('Code')).toHaveValue(code);
    await page.getByLabel('Your email').fill(prospect.email);
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(
      page.getByText('You are checked in at "Rush pizza night". Welcome!'),
    ).toBeVisible();

    // The recruitment chair chooses him on the Prospects page and opens a ballot on him.
    const chair = await watchedPage(laptop, errors);
    await signIn(chair, demoOfficer);
    await gotoHydrated(
      chair,
      `/officers/recruitment/prospects?q=${encodeURIComponent(prospect.name)}`,
    );
    await chair.getByRole('checkbox', { name: `Choose ${prospect.name} for a ballot` }).check();
    await chair.getByRole('button', { name: 'Open a ballot' }).click();
    await chair.getByRole('button', { name: 'Open the ballot' }).click();
    await expect(chair.getByText('The ballot is open')).toBeVisible();

    // An active votes Yes on his phone; two others by the API.
    const [first, ...others] = actives;
    const voter = await watchedPage(activePhone, errors);
    await signIn(voter, first!);
    await gotoHydrated(voter, '/me/recruitment');
    const ballot = voter.getByRole('form', { name: prospect.name });
    await ballot.getByRole('radio', { name: 'Yes' }).check();
    await ballot.getByRole('button', { name: `Vote on ${prospect.name}` }).click();
    await expect(voter.getByText(`${prospect.name}: You voted.`)).toBeVisible();
    await Promise.all(
      others.map(async (active) => {
        const api = await sessionOf(playwright, own.baseURL, active);
        const { ballots } = (await (await api.get('/api/recruitment/prospects')).json()) as {
          ballots: { id: string; prospects: { id: string; name: string }[] }[];
        };
        const [on] = ballots;
        const prospectId = on!.prospects.find((one) => one.name === prospect.name)!.id;
        const vote = await api.post(`/api/recruitment/ballots/${on!.id}/vote`, {
          data: { prospectId, vote: 'yes' },
        });
        expect(vote.status(), await vote.text()).toBe(200);
        await api.dispose();
      }),
    );

    // The chair closes the ballot: he passed.
    await gotoHydrated(chair, '/officers/recruitment/ballots');
    await chair.getByRole('button', { name: new RegExp(`^Close now.*${prospect.name}`) }).click();
    await chair.getByRole('button', { name: 'Close the ballot' }).click();
    await expect(chair.getByText('The ballot is closed: its results are below.')).toBeVisible();
    // Passed, eligible (every active when it opened), cast, yes, no, abstain, recused, quorum.
    const result = chair.getByRole('row', { name: new RegExp(prospect.name) });
    await expect(result.getByRole('cell')).toHaveText([
      'Passed',
      /^\d+$/,
      '3',
      '3',
      '0',
      '0',
      '0',
      'Met',
    ]);

    // He extends a bid from the prospect's details, answered by a week from today.
    await gotoHydrated(
      chair,
      `/officers/recruitment/prospects?q=${encodeURIComponent(prospect.name)}`,
    );
    await chair.getByRole('button', { name: prospect.name, exact: true }).click();
    await chair.getByRole('button', { name: 'Extend a bid' }).click();
    await expect(chair.getByText(`A bid is on its way to ${prospect.name}.`)).toBeVisible();

    // The bid's email: he accepts and creates his account, his name and email filled in.
    const [bidLink] = await own.fromEmail(prospect.email, /\/recruitment\/bid\?token=[\w-]+/);
    await gotoHydrated(page, bidLink);
    await page.getByRole('button', { name: 'Accept the bid' }).click();
    await expect(page.getByText('You accepted the bid. Welcome!')).toBeVisible();
    await page.getByRole('link', { name: 'Create your account' }).click();
    await expect(heading(page)).toHaveText('Create Account');
    await expect(page.getByLabel('Full name')).toHaveValue(prospect.name);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(prospect.email);
    await page.getByLabel('Password', { exact: true }).fill(prospect.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page).toHaveURL(/\/verify\?email=/);
    const [, verification] = await own.fromEmail(prospect.email, /^\s*(\d{6})\s*$/m);
    await page.getByLabel('Verification code').fill(verification!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?reason=verified/);
    await logInThroughForm(page, prospect);

    // Signed in, a new member: his home offers a brother's pages, and recruitment only to actives.
    await expect(page).toHaveURL(/\/members\/active$/);
    await page.getByRole('link', { name: 'Your home' }).click();
    await expect(heading(page)).toHaveText('Your home');
    const yourPages = page.getByRole('navigation', { name: 'Your pages' });
    await expect(yourPages.getByRole('link', { name: /^Standing/ })).toBeVisible();
    await expect(yourPages.getByRole('link', { name: /^Recruitment/ })).toHaveCount(0);

    // The chair's pipeline has him joined.
    const pipeline = await officer.get(
      `/api/officer/recruitment/prospects?q=${encodeURIComponent(prospect.name)}`,
    );
    const { prospects } = (await pipeline.json()) as { prospects: { joined: boolean }[] };
    expect(prospects.map((one) => one.joined)).toEqual([true]);
    expect(errors, 'browser console errors').toEqual([]);
  } finally {
    // Settled, not all: a context a timeout closed first must not keep the server running.
    await Promise.allSettled([
      phone.close(),
      activePhone.close(),
      laptop.close(),
      officer.dispose(),
    ]);
    await own.stop();
  }
});

test('a prospect who never joins is deleted when the period ends, leaving a count', async ({
  browser,
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', phoneOnly);
  const own = await startOwnServer(testInfo.workerIndex, { mail: true });
  const errors: string[] = [];
  const officer = await playwright.request.newContext({
    baseURL: own.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.79.201.1' },
  });
  const laptop = await newDevice(browser, own.baseURL, 'laptop');
  try {
    expect((await officer.post('/api/auth/login', { data: demoOfficer })).status()).toBe(200);
    const name = newAccount('gone').name;
    const [yesterday, period] = await Promise.all([
      chapterDay(officer, -1),
      openPeriod(officer),
      confirmedProspect(officer, own, name),
    ]);

    // The chair ends the period yesterday, keeping nothing: its prospects are deleted at once.
    const ended = await changePeriod(officer, period, { closesOn: yesterday, deleteAfterDays: 0 });
    expect(ended.state).toBe('deleted');

    const chair = await watchedPage(laptop, errors);
    await signIn(chair, demoOfficer);
    await gotoHydrated(chair, '/officers/recruitment');
    await expect(
      chair.getByRole('table', { name: 'Periods' }).getByRole('row', { name: period.name }),
    ).toContainText('Deleted');
    const log = chair.getByRole('table', { name: 'Deletions' });
    await expect(log.getByRole('row', { name: period.name })).toContainText(/\d+ prospects/);
    await expect(log).not.toContainText(name);

    await gotoHydrated(chair, `/officers/recruitment/prospects?q=${encodeURIComponent(name)}`);
    await expect(chair.getByText('This period’s prospects have been deleted.')).toBeVisible();
    await expect(chair.getByRole('main').getByText(name)).toHaveCount(0);
    expect(errors, 'browser console errors').toEqual([]);
  } finally {
    await Promise.allSettled([laptop.close(), officer.dispose()]);
    await own.stop();
  }
});
