// React Router framework mode: no runtime SSR; every page is prerendered to HTML at build time.
import type { Config } from '@react-router/dev/config';
import { mePages } from './contract/me-pages.ts';
import { recruitmentPages } from './contract/recruitment-pages.ts';

/** The officer console's paths (web/routes.ts), which are not prerendered. */
const consolePrefix = '/officers';
const isConsolePath = (path: string) =>
  path === consolePrefix || path.startsWith(`${consolePrefix}/`);

export default {
  appDirectory: 'web',
  // BUILD_DIR lets tools build a second copy elsewhere (e.g. for bundle analysis).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [
      // The officer console runs in the browser only: its pages are for signed-in officers, and
      // the server sends the app's shell for /officers/* (server/plugins/web-app.ts).
      ...getStaticPaths().filter((path) => !isConsolePath(path)),
      // A brother's home and its pages: one route (`me/*`), an address each.
      ...Object.values(mePages),
      // Recruitment's public pages: one route (`recruitment/*`), an address each.
      ...Object.values(recruitmentPages),
      // The page the server sends, with status 404, for any unknown path.
      '/404',
      // Where the newsletter's email links land.
      '/newsletter/confirmed',
      '/newsletter/already-subscribed',
      // An unsubscribe link's question: its button acts, once the page runs.
      '/newsletter/unsubscribe',
      '/newsletter/unsubscribed',
      '/newsletter/invalid',
      '/newsletter/mail-off',
    ];
  },
} satisfies Config;
