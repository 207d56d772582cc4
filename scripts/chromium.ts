// The system Chromium and the flags it needs on these machines (no sandbox as root, no network noise).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's old headless shell (Debian's chromium-headless-shell, the same version), for the
 * end-to-end tests: the same engine without the browser around it, the one Playwright itself
 * runs headless tests in. The suite is bound by the processor here, and the shell takes a third
 * less of it (docs/decisions/). Lighthouse and the budgets measure the whole browser.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
