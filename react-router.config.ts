// React Router framework mode: no runtime SSR; every page is prerendered to HTML at build time.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  // BUILD_DIR lets tools build a second copy elsewhere (e.g. for bundle analysis).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      // The page the server sends, with status 404, for any unknown path.
      '/404',
      // Where the newsletter's email links land.
      '/newsletter/confirmed',
      '/newsletter/unsubscribed',
      '/newsletter/invalid',
    ];
  },
} satisfies Config;
