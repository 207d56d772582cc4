// Every route the server answers, as a flat table (method, URL, declared answers), for
// docs/routes.md (written by a test) and for anyone who asks `app.routeTable()`.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteRow {
  method: string;
  url: string;
  /** The statuses its schema declares, in order; empty for routes without one (pages). */
  answers: string[];
  /** The officer area it belongs to (console routes), else undefined. */
  area?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable(): RouteRow[];
  }
}

export default fp(
  async function routeTablePlugin(app: FastifyInstance) {
    const rows: RouteRow[] = [];
    app.addHook('onRoute', (route: RouteOptions) => {
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)
        ?.response;
      const answers = Object.keys(response ?? {}).toSorted();
      // HEAD answers as GET does (Fastify adds it to every GET route).
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD'))
        rows.push({
          method,
          url: route.url,
          answers,
          ...(route.config?.area ? { area: route.config.area } : {}),
        });
    });
    app.decorate('routeTable', () =>
      rows.toSorted((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method)),
    );
  },
  { name: 'route-table' },
);
