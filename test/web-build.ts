// The data tests' global setup: the tests that serve pages (prerendered pages, the console's
// shell, the content preview) need the web app's build, made here once when it is missing or
// older than its sources (scripts/web-build.ts), so that `npm test` runs on a fresh clone.
import { ensureWebBuild } from '../scripts/web-build.ts';

export default async function buildWebApp(): Promise<void> {
  await ensureWebBuild();
}
