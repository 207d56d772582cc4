// Test fixtures: a distinct client address per test, reading the emails the app sent, axe checks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { mailDir } from './paths.ts';

export interface SentEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

function emailsTo(address: string): SentEmail[] {
  return readdirSync(mailDir)
    .filter((file) => file.endsWith('.json'))
    .toSorted()
    .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as SentEmail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for the newest email the app sent to `address` (the SMTP server saves each as JSON). */
export async function lastEmailTo(address: string, timeoutMs = 10_000): Promise<SentEmail> {
  let found: SentEmail | undefined;
  await expect
    .poll(
      () => {
        found = emailsTo(address).at(-1);
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `an email to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** Waits for the newest email to `address` with `subject` (other emails may arrive meanwhile). */
export async function emailTo(
  address: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<SentEmail> {
  let found: SentEmail | undefined;
  await expect
    .poll(
      () => {
        found = emailsTo(address).findLast((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `an email to ${address}: ${subject}` },
    )
    .toBe(true);
  return found!;
}

export function emailCountTo(address: string): number {
  return emailsTo(address).length;
}

/** A unique address for one test, so tests never see each other's mail. */
export function uniqueEmail(label = 'visitor'): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Removes the console errors a test causes on purpose (failed requests), and checks there was one. */
export function expectConsoleErrors(consoleErrors: string[], pattern: RegExp): void {
  const expected = consoleErrors.filter((text) => pattern.test(text));
  expect(expected.length, `a console error matching ${pattern}`).toBeGreaterThan(0);
  const rest = consoleErrors.filter((text) => !pattern.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

/**
 * Drops the refusals of a sandboxed frame (a preview) to run the test tools' own script in it:
 * they say the sandbox works, and are not the page's errors. There may be none (Playwright
 * injects into a frame only when a test looks inside it, or records a trace).
 */
export function dropSandboxRefusals(consoleErrors: string[]): void {
  const refused =
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;
  const rest = consoleErrors.filter((text) => !refused.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

/** What axe checks: WCAG 2.2 A and AA, and its best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type AxeWindow = { axe?: typeof axe };

/**
 * Runs axe on the page (WCAG 2.2 A and AA) and fails on any violation. axe is put into each
 * document once and run there, as `axe.run` (the same rules on the same page, with its frames
 * reached by axe's own messages): @axe-core/playwright's builder put its 650 kB in again for every
 * check and opened a second page to gather the results, ten times the check's own time.
 */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  for (const frame of page.frames()) {
    // A frame that runs no script (a sandboxed preview) cannot take it: axe reports it as a frame
    // it could not look into (for review), not as a violation.
    const present = await frame
      .evaluate(() => (window as AxeWindow).axe !== undefined)
      .catch(() => true);
    if (!present) await frame.evaluate(axe.source).catch(() => {});
  }
  const violations = await page.evaluate(
    async ({ excluded, tags }) => {
      const results = await (window as AxeWindow).axe!.run(
        { include: [], exclude: excluded },
        { runOnly: { type: 'tag', values: tags } },
      );
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { excluded: exclude, tags: axeTags },
  );
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export const test = base.extend<{ consoleErrors: string[] }>({
  // Every test gets its own client address (the e2e server trusts X-Forwarded-For).
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': randomIp() });
  },
  // Errors in the browser console fail the test; a test that expects one removes it from this list.
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, consoleErrors }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));
    await use(page);
    expect(consoleErrors, 'browser console errors').toEqual([]);
  },
});

export { expect };
