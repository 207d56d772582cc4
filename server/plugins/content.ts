// Loads and validates the chapter's `content/` folder once at start-up and exposes it as `app.content`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Content } from '../../contract/content.ts';
import { loadContent } from '../content-loader.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: Content;
  }
}

export default fp<{ contentDir: string }>(
  async function contentPlugin(app: FastifyInstance, options) {
    app.decorate('content', loadContent(options.contentDir));
  },
  { name: 'content' },
);
