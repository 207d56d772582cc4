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
import { z } from 'zod';
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

/** One problem of a request as the zod type provider reports it. */
interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const zodEnglish = z.locales.en().localeError;

/**
 * Whether the message is zod's own English ("Invalid input: expected string, received number"),
 * not one a schema set: those are replaced by a sentence for people (`personSentence`).
 */
function isZodsOwn(entry: ValidationEntry): boolean {
  const message = entry.message ?? '';
  if (message === '' || message === 'Invalid input') return true;
  let english: unknown;
  try {
    english = zodEnglish({ code: entry.keyword, ...entry.params } as never);
  } catch {
    return false;
  }
  const text = typeof english === 'string' ? english : (english as { message?: string })?.message;
  if (!text) return false;
  // What the value was is not in the report (zod leaves its input out): the rest must match.
  if (entry.keyword === 'invalid_type') return message.startsWith(text.replace(/received .*$/, ''));
  return message === text;
}

/** How a field's key is said in a sentence (others: its words, `graduationYear` → "graduation year"). */
const fieldWords: Record<string, string> = {
  phone: 'phone number',
  email: 'email address',
  linkedin: 'LinkedIn address',
  q: 'search',
  profilePicture: 'picture',
};
const wordsOf = (key: string): string =>
  fieldWords[key] ??
  key
    .slice(0, 40)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

const kindWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

const quantity = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * A sentence for people in place of zod's own message: what is wrong, with the field said in words
 * ("Please fill in the name.", "The phone number is not valid.", "The page must be at least 1.").
 */
function personSentence(entry: ValidationEntry, value: unknown, where: string): string {
  const keys = entry.instancePath.split('/').filter((key) => key !== '' && !/^\d+$/.test(key));
  const key = keys.at(-1);
  const params = entry.params;
  if (entry.keyword === 'unrecognized_keys') {
    const unknown = Array.isArray(params['keys']) ? String(params['keys'][0]).slice(0, 40) : '';
    return `There is no field “${unknown}” in this request: leave it out.`;
  }
  if (key === undefined)
    return entry.keyword === 'invalid_type' && where === 'body'
      ? 'The request body must be a JSON object of fields.'
      : 'The request is not valid.';
  const words = wordsOf(key);
  const the = `The ${words}`;
  const origin = String(params['origin'] ?? '');
  const sized = origin === 'string' || origin === 'array' || origin === 'set';
  const unit = origin === 'string' ? ['character', 'characters'] : ['entry', 'entries'];
  switch (entry.keyword) {
    case 'invalid_type': {
      if (value === undefined || value === null || value === '')
        return `Please fill in the ${words}.`;
      const kind = kindWords[String(params['expected'])];
      return kind ? `${the} must be ${kind}.` : `${the} is not valid.`;
    }
    case 'too_small': {
      const minimum = Number(params['minimum']);
      if (origin === 'string' && minimum <= 1) return `Please fill in the ${words}.`;
      if (sized) return `${the} must have at least ${quantity(minimum, unit[0]!, unit[1]!)}.`;
      return params['inclusive'] === false
        ? `${the} must be more than ${minimum}.`
        : `${the} must be at least ${minimum}.`;
    }
    case 'too_big': {
      const maximum = Number(params['maximum']);
      if (sized) return `${the} can have at most ${quantity(maximum, unit[0]!, unit[1]!)}.`;
      return params['inclusive'] === false
        ? `${the} must be less than ${maximum}.`
        : `${the} can be at most ${maximum}.`;
    }
    case 'invalid_format':
      if (params['format'] === 'email') return `${the} is not a valid email address.`;
      if (params['format'] === 'url') return `${the} is not a valid web address.`;
      return `${the} is not valid.`;
    case 'invalid_value': {
      const values = Array.isArray(params['values']) ? params['values'].map(String) : [];
      return values.length > 0 && values.length <= 8
        ? `${the} must be one of: ${values.join(', ')}.`
        : `${the} is not one of the choices.`;
    }
    case 'not_multiple_of':
      return `${the} must be a multiple of ${String(params['divisor'])}.`;
    default:
      return `${the} is not valid.`;
  }
}

/** The value the request sent at a problem's path (undefined when it sent none). */
function sentValue(request: FastifyRequest, where: string, path: string): unknown {
  const part =
    where === 'body'
      ? request.body
      : where === 'querystring'
        ? request.query
        : where === 'params'
          ? request.params
          : undefined;
  let value: unknown = part;
  for (const key of path.split('/').filter((segment) => segment !== '')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function answerFor(error: FastifyError, request: FastifyRequest): Answer | undefined {
  if (error instanceof HttpError)
    return [error.statusCode, error.code, error.message, error.field, error.details];
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0] as ValidationEntry | undefined;
    const where = error.validationContext ?? '';
    // A body field's rule names the field (`/linkedin` → `linkedin`), so a form can show it there;
    // a field the body may not have (a strict object's unknown key) is named itself.
    const unknownKeys = first?.keyword === 'unrecognized_keys' ? first.params['keys'] : undefined;
    const unknown = Array.isArray(unknownKeys) ? String(unknownKeys[0]) : undefined;
    const field =
      where === 'body' ? unknown || first?.instancePath.split('/')[1] || undefined : undefined;
    // A schema's own message is for people already; zod's English is put in words of ours.
    const message = !first
      ? 'The request is not valid.'
      : isZodsOwn(first)
        ? personSentence(first, sentValue(request, where, first.instancePath), where)
        : first.message!;
    return [400, 'validation_failed', message, field];
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
      const answer = isResponseSerializationError(error) ? undefined : answerFor(error, request);
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
