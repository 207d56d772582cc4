// End-to-end tests in the system's Chromium at phone and desktop widths, against the real built app.
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './scripts/chromium.ts';

export const e2ePort = Number(process.env.E2E_PORT ?? 3999);
/** A second app whose chapter nobody else changes: exactly 50 active members for the directory tests. */
export const directoryPort = e2ePort + 1;
export const directorySize = 50;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-${e2ePort}`,
  fullyParallel: true,
  // A test.only left behind would silently skip the rest of the suite in CI.
  forbidOnly: Boolean(process.env.CI),
  // Two on the 2-core CI machine: the suite is bound by the processor (three took 16.2 min
  // where two take 14.4).
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    // Transitions off (Bootstrap honours prefers-reduced-motion): the tests wait on states, not
    // animations. Specs about motion itself (typewriter, smooth scrolling) ask for it back.
    reducedMotion: 'reduce',
    // No trace: recording one for every test (to keep those that fail) cost the suite a sixth of
    // its time (320 → 269 s). When a run fails, CI runs its failed tests again with traces
    // (.ci/run); locally, `npx playwright test --trace on <spec>` records them.
    trace: 'off',
    launchOptions: {
      executablePath: headlessShellPath,
      // One process for every site a page opens (the tests' pages are all one origin): the suite
      // spends less of the processor on starting renderers (about 5 %).
      args: [...chromiumArgs, '--disable-site-isolation-trials'],
    },
  },
  projects: [
    {
      name: 'phone',
      // At phone width only what the width changes: the navigation and the console's menu, the
      // layouts (looks, axe on every page, the cart's included), the directory's page size, the
      // carousels' swipes and the calendar's touch. Everything else (answers, rules, forms, flows:
      // the cart's, the sign-up's, the console journey) runs once, at desktop width
      // (docs/architecture.md#tests).
      testMatch: [
        'navigation.spec.ts',
        'looks.spec.ts',
        'accessibility.spec.ts',
        'member-areas-a11y.spec.ts',
        'officer-console-a11y.spec.ts',
        'officer-console-nav.spec.ts',
        'directory.spec.ts',
        'highlights.spec.ts',
        'calendar.spec.ts',
        'brother-home.spec.ts',
        'money.spec.ts',
        'payments.spec.ts',
        'recruitment.spec.ts',
      ],
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/server.ts',
      wait: { stdout: /e2e server ready/ },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/support/server.ts',
      env: { E2E_PORT: String(directoryPort), E2E_DIRECTORY_SIZE: String(directorySize) },
      wait: { stdout: /e2e server ready/ },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
