// One error handler: every failure leaves as `{error, message}`; 5xx are logged and answered generically.
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  successFlagErrorSchema,
  type ApiError,
  type ApiErrorCode,
} from '../../contract/api/errors.ts';
import { HttpError } from '../http-error.ts';

/** Status, code, message, the body field the message is about, and more of the body. */
type Answer = [number, ApiErrorCode, string, string?, Record<string, unknown>?];

const fastifyErrorAnswers: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported_media_type',
    'Send the request body as JSON (Content-Type: application/json).',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The request is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_request', 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'The request is malformed.'],
  FST_ERR_CTP_INVALID_CONTENT_TYPE: [
    415,
    'unsupported_media_type',
    'The content type is malformed.',
  ],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call's answers carry `success` (docs/api.md calls 10, 11): errors add `success: false`. */
    successFlag?: boolean;
  }
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  error: ApiErrorCode,
  message: string,
  field?: string,
  details: Record<string, unknown> = {},
): FastifyReply {
  const named = field === undefined ? {} : { field };
  const body: ApiError & { success?: false } = reply.request.routeOptions.config.successFlag
    ? { success: false, error, message, ...named, ...details }
    : { error, message, ...named, ...details };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

function answerFor(error: FastifyError): Answer | undefined {
  if (error instanceof HttpError)
    return [error.statusCode, error.code, error.message, error.field, error.details];
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    // A body field's rule names the field (`/linkedin` → `linkedin`), so a form can show it there;
    // a field the body may not have (a strict object's unknown key) is named itself.
    const unknownKeys = first?.keyword === 'unrecognized_keys' ? first.params['keys'] : undefined;
    const unknown = Array.isArray(unknownKeys) ? String(unknownKeys[0]) : undefined;
    const field =
      error.validationContext === 'body'
        ? unknown || first?.instancePath.split('/')[1] || undefined
        : undefined;
    return [400, 'validation_failed', first?.message ?? 'The request is not valid.', field];
  }
  if (error.code && error.code in fastifyErrorAnswers) return fastifyErrorAnswers[error.code];
  // JSON.parse failures inside Fastify's parser carry a 400 and a SyntaxError.
  if (error instanceof SyntaxError || error.name === 'SyntaxError') {
    return [400, 'bad_request', 'The request body is not valid JSON.'];
  }
  if (error.statusCode === 400 && /__proto__|constructor/.test(error.message)) {
    return [400, 'bad_request', 'The request body contains a forbidden key.'];
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    if (error.statusCode === 404) return [404, 'not_found', 'Not found.'];
    return [error.statusCode, 'bad_request', 'The request is not valid.'];
  }
  return undefined;
}

/**
 * Answers routes give whatever they do, declared here once: a server failure (500); for a route
 * that takes a JSON body, a malformed (400), oversized (413) or non-JSON (415) body; for an API
 * write, the refusal of a cross-site request (403, plugins/csrf.ts); for an officer route, no
 * session (401) or no permission for its area (403).
 */
function addGenericAnswers(route: RouteOptions): void {
  const schema = route.schema as
    | {
        body?: unknown;
        params?: unknown;
        querystring?: unknown;
        response?: Record<string, unknown>;
      }
    | undefined;
  if (!schema?.response) return;
  const methods = [route.method].flat();
  const write = methods.some((method) => method !== 'GET' && method !== 'HEAD');
  const generic = [
    500,
    // An officer route (core/officers/access.ts): no session, not an officer of its area.
    ...(route.config?.area ? [401, 403] : []),
    ...(schema.body ? [400, 413, 415] : schema.params || schema.querystring ? [400] : []),
    ...(write && route.url.startsWith('/api/') && !route.config?.allowCrossSite ? [403] : []),
  ];
  const shape = route.config?.successFlag ? successFlagErrorSchema : apiErrorSchema;
  for (const status of generic) schema.response[status] ??= shape;
}

/** The statuses a route declared: exact codes, `4xx`-style ranges, or `default`. */
function declares(response: Record<string, unknown>, status: number): boolean {
  return (
    String(status) in response || `${String(status)[0]}xx` in response || 'default' in response
  );
}

export interface ErrorsPluginOptions {
  /**
   * Tests: an answer with a status its route did not declare is reported with console.error (which
   * fails the test), so every route keeps a schema for each status it answers.
   */
  checkDeclaredAnswers?: boolean;
}

export default fp<ErrorsPluginOptions>(
  async function errorsPlugin(app: FastifyInstance, options) {
    app.addHook('onRoute', addGenericAnswers);
    if (options.checkDeclaredAnswers) {
      app.addHook('onSend', (request, reply, _payload, done) => {
        const response = (request.routeOptions.schema as { response?: Record<string, unknown> })
          ?.response;
        if (response && !declares(response, reply.statusCode)) {
          console.error(
            `${request.method} ${request.routeOptions.url} answered ${reply.statusCode}, which its schema does not declare`,
          );
        }
        done();
      });
    }
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const answer = isResponseSerializationError(error) ? undefined : answerFor(error);
      if (answer) {
        if (error instanceof HttpError) reply.headers(error.headers);
        return sendError(reply, ...answer);
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(
        reply,
        500,
        'internal',
        'Something went wrong on our side. Please try again later.',
      );
    });
  },
  { name: 'errors' },
);
