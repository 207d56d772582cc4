// RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` as a form to the
// link of the `List-Unsubscribe` header, from their own servers or pages. The body says nothing the
// link does not (it carries its own token), so it is read as nothing, whatever its type; the route
// is open to other sites (the link is its own proof). Used by the newsletter and by chapter email.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Registers the routes `define` adds in a scope whose bodies (up to 4 kB) are read as nothing. */
export async function oneClickScope(
  app: FastifyInstance,
  define: (scope: ZodApp) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
    define(scope.withTypeProvider<ZodTypeProvider>());
  });
}
