// Loads and validates the chapter's `content/` folder once at start-up and exposes it as `app.content`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Content } from '../../contract/content.ts';
import { loadContent } from '../content-loader.ts';
import type { EmailBrand } from '../mail/templates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: Content;
    /** The chapter's name and footer line, for emails. */
    emailBrand: EmailBrand;
  }
}

export default fp<{ contentDir: string }>(
  async function contentPlugin(app: FastifyInstance, options) {
    const content = loadContent(options.contentDir);
    app.decorate('content', content);
    app.decorate('emailBrand', {
      siteName: content.chapter.siteName,
      footer: content.chapter.footer.text,
    });
  },
  { name: 'content' },
);
