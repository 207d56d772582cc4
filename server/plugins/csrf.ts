// Cross-site request forgery: a browser says where an unsafe request comes from (`Sec-Fetch-Site`,
// or `Origin`); an API write from another site is refused. The check follows the routed path, so a
// percent-encoded URL (`/%61pi/…`) that reaches an API route is checked like the plain one.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Lets a route accept unsafe requests from other sites (only the RFC 8058 one-click unsubscribe). */
    allowCrossSite?: boolean;
  }
}

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp<{ publicUrl: string }>(
  async function csrfPlugin(app: FastifyInstance, { publicUrl }) {
    const publicOrigin = new URL(publicUrl).origin;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!unsafe.has(request.method)) return done();
      const route = request.routeOptions.url;
      if (route === undefined || !route.startsWith('/api/')) return done();
      if (request.routeOptions.config.allowCrossSite) return done();
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const crossSite = fetchSite
        ? fetchSite !== 'same-origin' && fetchSite !== 'none'
        : origin !== undefined &&
          origin !== publicOrigin &&
          origin !== `${request.protocol}://${request.host}`;
      done(
        crossSite
          ? new HttpError(403, 'forbidden', 'This request came from another site and was refused.')
          : undefined,
      );
    });
  },
  { name: 'csrf' },
);
