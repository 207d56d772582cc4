// The Executive Board page follows the terms (docs/product.md#executive-board): an elected
// President shows there on the day his term starts, on the page's HTML (no JavaScript) and to a
// visitor who comes from another page, with no officer touching the content. The chapter's clock
// is moved, so the test runs on a server of its own (e2e/support/own-server.ts).
import { siteNav, waitForHydration } from './helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { addTerm, chapterDay, demoOfficer } from './support/officers.ts';
import { startOwnServer } from './support/own-server.ts';

test('the elected President shows on the board page on his first day, with no edit', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(60_000);
  const own = await startOwnServer(testInfo.workerIndex);
  const api = await playwright.request.newContext({
    baseURL: own.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' },
  });
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  try {
    expect((await api.post('/api/auth/login', { data: demoOfficer })).status()).toBe(200);
    const { terms } = (await (await api.get('/api/officer/terms?status=current')).json()) as {
      terms: { id: string; positionId: string; position: string; name: string }[];
    };
    const president = terms.find((term) => term.position === 'President')!;
    expect(president.name).toBe('Ethan Caldwell');
    // The election: the Demo Member is President from tomorrow, replacing him.
    const tomorrow = await chapterDay(api, 1);
    await addTerm(api, president.positionId, 'member@oxp-northmere.example', {
      startsOn: tomorrow,
      replaces: president.id,
    });

    const plain = await withoutScripts.newPage();
    const board = (on: typeof page) =>
      on.getByRole('list').filter({ has: on.getByRole('article') });
    await plain.goto(`${own.baseURL}/members/exec`);
    await expect(board(plain).getByRole('article').first()).toHaveAccessibleName(
      'Ethan Caldwell, President',
    );
    await expect(plain.getByRole('article')).toHaveCount(15);
    await expect(plain.getByText('Demo Member')).toHaveCount(0);

    // Midnight on the chapter's calendar: within seconds the page is the new board's.
    own.moveClock(1);
    await expect(async () => {
      await plain.goto(`${own.baseURL}/members/exec`);
      await expect(board(plain).getByRole('article').first()).toHaveAccessibleName(
        'Demo Member, President',
        { timeout: 250 },
      );
    }).toPass({ timeout: 8_000 });
    await expect(plain.getByText('Ethan Caldwell')).toHaveCount(0);
    await expect(plain.getByRole('article')).toHaveCount(15);

    // A visitor on the home page (which does not carry the board) goes to it by the menu.
    await page.goto(`${own.baseURL}/`);
    await waitForHydration(page);
    await siteNav(page).getByRole('button', { name: 'Members' }).click();
    await siteNav(page).getByRole('link', { name: 'Executive Board' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Executive Board');
    await expect(board(page).getByRole('article').first()).toHaveAccessibleName(
      'Demo Member, President',
    );
    await expect(page.getByText('Ethan Caldwell')).toHaveCount(0);
  } finally {
    // Closed before their server stops: a picture still loading would fail, as an error.
    await page.close();
    await withoutScripts.close();
    await api.dispose();
    await own.stop();
  }
});
