// One error handler: every failure leaves as `{error, message}`; 5xx are logged and answered generically.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError, ApiErrorCode } from '../../contract/api/errors.ts';
import { HttpError } from '../http-error.ts';

const fastifyErrorAnswers: Record<string, [number, ApiErrorCode, string]> = {
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
    /** The call's answers carry `success` (DESIGN.md calls 10 and 11): errors add `success: false`. */
    successFlag?: boolean;
  }
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  error: ApiErrorCode,
  message: string,
): FastifyReply {
  const body: ApiError & { success?: false } = reply.request.routeOptions.config.successFlag
    ? { success: false, error, message }
    : { error, message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

function answerFor(error: FastifyError): [number, ApiErrorCode, string] | undefined {
  if (error instanceof HttpError) return [error.statusCode, error.code, error.message];
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return [400, 'validation_failed', first?.message ?? 'The request is not valid.'];
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

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
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
