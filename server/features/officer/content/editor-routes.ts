// The console's content editors (docs/api.md#live-content), area `content`: the index of the
// documents with who published each last, and a preview of a draft: the document's public page
// rendered with the draft by the build's own server bundle (decision 016), as a visitor without
// JavaScript sees it. A preview publishes nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentParams,
  documentsResponse,
  invalidDocumentError,
} from '../../../../contract/api/content.ts';
import { contentPagePaths } from '../../../../contract/content-pages.ts';
import type { Content } from '../../../../contract/content.ts';
import { limits } from '../../../../contract/limits.ts';
import { errorAnswers, HttpError } from '../../../http-error.ts';
import { sharedPageRenderer } from '../../../lib/page-renderer.ts';
import { checkDraft, documentNames, isDocumentName } from '../../../core/content/service.ts';

/**
 * The preview's policy: no script of any kind, no plugin, no form; pictures and styles from the
 * site; shown only in a frame of the site itself (the console's).
 */
export const previewPolicy = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The page without its scripts and script preloads: what a visitor without JavaScript gets. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

export interface EditorRoutesOptions {
  /** The build's server bundle (build/server/index.js), which renders the preview. */
  serverBuildFile: string;
}

const officerContentEditorRoutes: FastifyPluginAsyncZod<EditorRoutesOptions> = async (
  app,
  { serverBuildFile },
) => {
  const { contentDir } = app.config;

  app.get(
    '/',
    {
      config: { area: 'content', about: 'chapter' },
      schema: { response: { 200: documentsResponse } },
    },
    async () => {
      const rows = await app.db
        .selectFrom('contentDocuments')
        .innerJoin('contentVersions', 'contentVersions.id', 'contentDocuments.currentVersionId')
        .select([
          'contentDocuments.name as name',
          'contentVersions.id as id',
          'contentVersions.number as number',
          'contentVersions.createdAt as at',
          'contentVersions.authorLabel as author',
        ])
        .execute();
      const byName = new Map(rows.map((row) => [row.name, row]));
      return {
        documents: documentNames.flatMap((name) => {
          const row = byName.get(name);
          return row
            ? [
                {
                  name,
                  version: {
                    id: row.id,
                    number: Number(row.number),
                    at: row.at,
                    author: row.author,
                  },
                },
              ]
            : [];
        }),
      };
    },
  );

  app.post(
    '/:document/preview',
    {
      config: { area: 'content', about: 'chapter' },
      bodyLimit: limits.content.bodyMaxBytes,
      schema: {
        params: documentParams,
        body: z.unknown(),
        response: {
          200: z.string(),
          400: invalidDocumentError.or(invalidDocumentError.omit({ issues: true })),
          ...errorAnswers(404, 503),
        },
      },
    },
    async (request, reply) => {
      const name = request.params.document;
      if (!isDocumentName(name))
        throw new HttpError(404, 'not_found', 'There is no such content document.');
      // Checked as publishing checks it: pictures uploaded in the editor are stored ones.
      const checked = await checkDraft(app.db, name, request.body, contentDir);
      if (!checked.ok) {
        const count = checked.problems.length;
        return reply.code(400).send({
          error: 'validation_failed',
          message: `The document has ${count} problem${count === 1 ? '' : 's'}; fix ${count === 1 ? 'it' : 'them'} to see the preview.`,
          issues: checked.problems,
          ...(checked.problems[0]?.path ? { field: checked.problems[0].path } : {}),
        });
      }
      const renderer = await sharedPageRenderer(serverBuildFile);
      if (!renderer)
        throw new HttpError(503, 'unavailable', 'The preview needs the built site; none is here.');
      const draft = { ...app.content, [name]: checked.document } as Content;
      // The page as it would be: the draft among the published documents and issues.
      const html = await renderer.render(
        contentPagePaths[name],
        { ...app.liveContent.published(), content: draft },
        app.liveContent.seed,
      );
      return reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', previewPolicy)
        .header('x-frame-options', 'SAMEORIGIN')
        .send(withoutScripts(html));
    },
  );
};

export default officerContentEditorRoutes;
