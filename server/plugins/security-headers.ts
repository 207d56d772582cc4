// Security headers for every response: a strict CSP (inline scripts allowed only by hash), nosniff, no framing.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export default fp<{ https: boolean }>(
  async function securityHeaders(app: FastifyInstance, options) {
    await app.register(helmet, {
      // Set below, so that a page can replace it with one that names its own script hashes.
      contentSecurityPolicy: false,
      hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    });
    const defaultPolicy = contentSecurityPolicy({ https: options.https });
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', defaultPolicy);
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    });
  },
  { name: 'security-headers' },
);
