// Full-page screenshots of every public route at phone and desktop widths (for looking, not testing).
// Usage: node scripts/screenshots.ts [base-url] [route ...]   → reports/screenshots/*.png
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const routes = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ['/', '/about', '/philanthropy', '/highlights', '/merch', '/members/exec', '/no-such-page'];
const outDir = path.resolve(import.meta.dirname, '..', 'reports', 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // Lazy images load as they scroll into view; scroll through once so the shot shows them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const name = `${label}${route === '/' ? '-home' : route.replaceAll('/', '-')}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();
