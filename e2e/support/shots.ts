// Screenshots for people to look at: with SHOTS_DIR set, a test saves the whole page as
// `<name>-<project>.png` there (390 px and 1280 px, by project); without it, nothing is written.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';

export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `${name}-${test.info().project.name}.png`),
    fullPage: true,
  });
}
