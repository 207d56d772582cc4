// An error a handler throws to answer with a specific status, code and human-readable message.
import type { ApiErrorCode } from '../contract/api/errors.ts';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: ApiErrorCode,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}
