// Every route the server answers, as a flat table (method, URL, declared answers), for
// docs/routes.md (written by a test) and for anyone who asks `app.routeTable()`.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { accessOf } from '../core/sessions/access.ts';

export interface RouteRow {
  method: string;
  url: string;
  /** The statuses its schema declares, in order; empty for routes without one (pages). */
  answers: string[];
  /**
   * Who may call it (core/sessions/access.ts): `visitor`, `signed-in`, `member`, `alumni`, or
   * `officer` for a console route, whose area says which officers.
   */
  access?: string;
  /** The officer area it belongs to (console routes), else undefined. */
  area?: string;
  /** The feature folder that declares it (server/plugins/features.ts), else undefined. */
  feature?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable(): RouteRow[];
  }
}

export default fp(
  async function routeTablePlugin(app: FastifyInstance) {
    // The routes as registered; read when the table is asked for, after every onRoute hook (a
    // feature's scope marks its routes with its folder, server/plugins/features.ts).
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route: RouteOptions) => {
      routes.push(route);
    });
    app.decorate('routeTable', () =>
      routes
        .flatMap((route) => {
          const response = (route.schema as { response?: Record<string, unknown> } | undefined)
            ?.response;
          const answers = Object.keys(response ?? {}).toSorted();
          // HEAD answers as GET does (Fastify adds it to every GET route).
          const row: Omit<RouteRow, 'method'> = { url: route.url, answers };
          const access = accessOf(route.config);
          if (access) row.access = access;
          if (route.config?.area) row.area = route.config.area;
          if (route.config?.feature) row.feature = route.config.feature;
          return [route.method]
            .flat()
            .filter((method) => method !== 'HEAD')
            .map((method): RouteRow => Object.assign({ method }, row));
        })
        .toSorted((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method)),
    );
  },
  { name: 'route-table' },
);
