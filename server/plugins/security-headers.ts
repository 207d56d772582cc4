// Security headers for every response: a strict CSP (inline scripts allowed only by hash), nosniff, no framing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface CspOptions {
  /** `'sha256-…'` sources for the inline scripts of the page being sent. */
  scriptHashes?: string[];
  /** True when the public URL is https: insecure sub-requests are upgraded. */
  https: boolean;
}

/** The Content-Security-Policy header value; pages add the hashes of their own inline scripts. */
export function contentSecurityPolicy({ scriptHashes = [], https }: CspOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    // No <style> blocks; components may set a few style attributes (widths, transitions).
    ['style-src', ["'self'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
  ];
  if (https) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * Helmet's headers with our options, worked out once: helmet is a middleware that sets the same
 * headers on every response, and running it per request cost about a third of a small API call.
 */
function helmetHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    // Set below, so that a page can replace it with one that names its own script hashes.
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Routed to the API, or an unknown path under it (the URL as routed, and as written). */
const isApi = (request: FastifyRequest) =>
  request.url.startsWith('/api') || request.routeOptions.url?.startsWith('/api/') === true;

export default fp<{ https: boolean }>(
  async function securityHeaders(app: FastifyInstance, options) {
    const headers = {
      ...helmetHeaders(options.https),
      'content-security-policy': contentSecurityPolicy({ https: options.https }),
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    };
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    // Set first, on every request (errors and 404s included); a page replaces the policy later.
    // API answers are personal (a session token, a profile, a guest list) unless a route says
    // otherwise: nothing stores them by default.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApi(request) ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
