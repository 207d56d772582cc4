// Live content: an officer publishes a change to the highlights through the API, and a visitor's
// page shows it with JavaScript off, and after hydration with it on (no mismatch: the page carries
// the published document), and after a navigation inside the app from a page that does not carry
// the document (fetched on the way). The new event's photo is uploaded in the console (decision 018) and
// shown in AVIF and WebP sizes. Runs against the second server, whose highlights no other spec
// reads, and puts them back afterwards.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { directoryPort } from '../playwright.config.ts';
import { gotoHydrated } from './helpers.ts';
import { withContentLock } from './support/content-lock.ts';
import { expect, test } from './support/fixtures.ts';

const officer = { email: 'officer@oxp-northmere.example', password: 'Demo-Officer-2026!' };
const origin = `http://127.0.0.1:${directoryPort}`;

test.use({ baseURL: origin });

test('published highlights show to visitors with and without JavaScript', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // One edit at a time: the phone and desktop runs would save the same document at once.
  test.skip(testInfo.project.name !== 'desktop', 'edits shared content once');
  // The content editors' spec edits the same documents: one at a time.
  await withContentLock(directoryPort, async () => {
    const login = await request.post(`${origin}/api/auth/login`, { data: officer });
    expect(login.status()).toBe(200);
    const read = await request.get(`${origin}/api/officer/content/highlights`);
    expect(read.status()).toBe(200);
    const highlights = (await read.json()) as { events: Record<string, unknown>[] };
    const seedVersion = (
      (await (await request.get(`${origin}/api/officer/content/highlights/versions`)).json()) as {
        versions: { id: string }[];
      }
    ).versions.at(-1)!.id;
    const uploaded = await request.post(`${origin}/api/officer/content/images`, {
      multipart: {
        picture: {
          name: 'jordan.jpg',
          mimeType: 'image/jpeg',
          buffer: readFileSync(
            path.join(import.meta.dirname, '../server/test/fixtures/photo-with-gps.jpg'),
          ),
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const photo = (await uploaded.json()) as { ref: string; width: number; height: number };
    try {
      highlights.events.push({
        id: 'jordan-livewell',
        title: 'Jordan Livewell Night',
        image: photo.ref,
        video: null,
        description: 'Kept the site <b>live</b>.',
        date: 'June 2026',
        gallery: [photo.ref],
      });
      const saved = await request.put(`${origin}/api/officer/content/highlights`, {
        data: highlights,
        headers: { 'if-match': read.headers()['etag']! },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
      const visitor = await noScript.newPage();
      await visitor.goto('/highlights');
      await expect(visitor.getByText('Jordan Livewell Night')).toBeVisible();
      await expect(visitor.getByText('Kept the site <b>live</b>.')).toBeAttached();
      // The uploaded photo: AVIF and WebP sizes, its width and height, and it loads.
      const img = visitor
        .locator('.highlight-card')
        .filter({ has: visitor.getByRole('heading', { name: 'Jordan Livewell Night' }) })
        .locator('img');
      await expect(img).toHaveAttribute('width', String(photo.width));
      await expect(img).toHaveAttribute('height', String(photo.height));
      const sources = img.locator('xpath=..').locator('source');
      await expect(sources.first()).toHaveAttribute('type', 'image/avif');
      await expect(sources.first()).toHaveAttribute(
        'srcset',
        /\/media\/content\/[0-9a-f]{24}-480\.avif 480w/,
      );
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      await noScript.close();

      // With JavaScript: hydration keeps the published text (a mismatch would fail the test
      // through the console-error check), and so does a navigation inside the app.
      await gotoHydrated(page, '/highlights');
      await expect(page.getByText('Jordan Livewell Night')).toBeVisible();
      // The home page does not carry the highlights (a page carries only the documents it
      // shows): the app fetches them on its way there.
      await gotoHydrated(page, '/');
      const fetched = page.waitForResponse((response) =>
        response.url().endsWith('/api/content/highlights'),
      );
      await page.evaluate(() => window.history.pushState({}, '', '/highlights'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      expect((await fetched).status()).toBe(200);
      await expect(page.getByText('Jordan Livewell Night')).toBeVisible();
    } finally {
      const restored = await request.post(
        `${origin}/api/officer/content/highlights/versions/${seedVersion}/restore`,
      );
      expect(restored.status()).toBe(200);
    }
  });
});
