// The child process of `renderInWorker` (page-renderer.ts): loads the build's server bundle, renders
// the routes it is sent with the published set, sends the pages back and exits, taking React's
// server renderer and the bundle's memory with it (a worker thread's would stay in the server's
// process: 30 MB more, not 11 less).
import type { Content } from '../../contract/content.ts';
import type { PublishedSet } from '../../contract/live-content.ts';
import { loadPageRenderer } from './page-renderer.ts';

interface Job {
  serverBuildFile: string;
  routes: string[];
  published: PublishedSet;
  bundled: Content;
}

async function render({ serverBuildFile, routes, published, bundled }: Job): Promise<void> {
  const renderer = await loadPageRenderer(serverBuildFile);
  const pages: { route: string; html?: string; error?: string }[] = [];
  for (const route of routes) {
    try {
      if (!renderer) throw new Error('there is no server build');
      pages.push({ route, html: await renderer.render(route, published, bundled) });
    } catch (error) {
      pages.push({ route, error: error instanceof Error ? error.message : String(error) });
    }
  }
  process.send!(pages, () => process.exit(0));
}

// Only as the process the server forked (loading it elsewhere, to fill the compile cache, does
// nothing).
if (import.meta.main) process.once('message', (job) => void render(job as Job));
