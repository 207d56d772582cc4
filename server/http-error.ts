// An error a handler throws to answer with a specific status, code and human-readable message, and
// the schemas routes declare for their error answers.
import { apiErrorSchema, type ApiErrorCode } from '../contract/api/errors.ts';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly headers: Record<string, string>;
  /** The request field the message is about (the answer's `field`). */
  readonly field: string | undefined;
  /**
   * More of the answer's body beside `{error, message, field}`, as the route's schema for this
   * status declares it (a refused content save's `issues`, a stale one's `etag` and `current`).
   */
  readonly details: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: ApiErrorCode,
    message: string,
    headers: Record<string, string> = {},
    field?: string,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
    this.field = field;
    this.details = details;
  }
}

/** A 400 about one field of the body: forms show the message at that field. */
export const fieldError = (field: string, message: string): HttpError =>
  new HttpError(400, 'validation_failed', message, {}, field);

/** The error answers a route declares, each with the one error shape: `...errorAnswers(401, 404)`. */
export function errorAnswers<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
