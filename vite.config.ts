// Vite: React Router's plugin, responsive images from content/images, and content validation at build.
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { loadContent } from './server/content-loader.ts';

const contentDir = path.resolve(import.meta.dirname, 'content');
// One instant per build, kept in the environment so that the browser bundle and the prerendering
// (which may each load this file) date the chapter from the same moment (web/lib/built-at.ts).
process.env.CHAPTER_BUILT_AT ??= new Date().toISOString();

/** Fails the build (and shows an overlay in dev) when content/ does not match its schema. */
function validateContent(): Plugin {
  return {
    name: 'chapter:validate-content',
    buildStart() {
      loadContent(contentDir);
    },
    handleHotUpdate({ file }) {
      if (file.startsWith(contentDir) && file.endsWith('.json')) loadContent(contentDir);
    },
  };
}

export default defineConfig({
  define: {
    'import.meta.env.CHAPTER_BUILT_AT': JSON.stringify(process.env.CHAPTER_BUILT_AT),
  },
  plugins: [
    validateContent(),
    imagetools({
      include: /\/content\/images\/.+\.(svg|jpe?g|png|webp|avif)\?.+/,
      // Chapter photos may carry GPS and camera data; none of it is published.
      removeMetadata: true,
      defaultDirectives: (url) => {
        const directives = new URLSearchParams();
        // AVIF at a moderate effort keeps builds quick; the size difference is a few per cent.
        if (url.searchParams.get('format')?.includes('avif')) directives.set('effort', '2');
        return directives;
      },
    }),
    reactRouter(),
  ],
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        // Bootstrap 5.3's Sass still uses @import and global functions; upstream fixes it in v6.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    // `npm run dev`: the API server runs beside Vite (scripts/dev.ts).
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/media': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
  build: {
    // Images are always separate files so they can be cached and sized; never inlined.
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === 'true',
    rolldownOptions: {
      output: {
        // Every page loads the framework and the shared app code; as two files instead of a dozen
        // small ones they do not queue for the six connections a phone opens over HTTP/1.1.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'app',
              // Shared code, but not each page's own content (web/lib/content/<page>.ts), nor the API
              // schemas (they bring zod, which only the account forms need), nor what only pages with
              // a form use (the form kit, the unsaved-changes dialog, drafts), nor the pieces of the
              // officer console and the account pages' security sections (console-kit/), nor the
              // calendar's month (calendar-grid.ts: the members' calendar and the console's), nor the
              // carousel (manual-carousel.tsx and react-bootstrap's Carousel under it: philanthropy and
              // the members' page only), nor the API client's uploads and downloads (api-transfer.ts:
              // the account pages and the console only), nor the directories' pager (pagination.tsx:
              // loaded with the lists, for signed-in brothers only), nor the API's limits (the pages'
              // own few are page-limits.ts), nor check-in's door and link (check-in-door.ts,
              // check-in-link.tsx: the members' calendar, the home and check-in only), nor a
              // receipt (receipt-view.tsx: a member's dues page and the console only), nor paying
              // online (give-online/ and use-checkout-status.ts: /philanthropy, the alumni page and
              // a member's dues page, loaded as needed), nor a prospect's note (prospect-note.tsx:
              // the actives' recruitment page and the console only): public pages stay light.
              test: /[\\/]web[\\/](lib[\\/](?!content[\\/]|console-kit[\\/]|unsaved-changes-guard\.tsx|drafts\.ts|use-load\.ts|calendar-grid\.ts|api-transfer\.ts|pagination-window\.ts|check-in-door\.ts|use-checkout-status\.ts)|components[\\/](?!form-kit[\\/]|console-kit[\\/]|load-failure\.tsx|manual-carousel\.tsx|pagination\.tsx|check-in-link\.tsx|receipt-view\.tsx|prospect-note\.tsx|give-online[\\/])|lib[\\/]content[\\/]chapter\.ts)|[\\/]contract[\\/]page-limits\.ts|[\\/]content[\\/]chapter\.json/,
            },
            {
              // The carousel with react-bootstrap's Carousel and what it needs, in one file for the
              // two pages that show one, rather than in many small shared ones.
              name: 'carousel',
              test: /[\\/]web[\\/]components[\\/]manual-carousel\.tsx/,
            },
          ],
        },
      },
    },
  },
});
