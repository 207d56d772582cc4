// The one error shape every API failure uses, and the machine-readable codes it carries.
import { z } from 'zod';

export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'conflict',
  'internal',
  'unavailable',
] as const;

export const apiErrorSchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
});

export type ApiErrorCode = (typeof errorCodes)[number];
export type ApiError = z.infer<typeof apiErrorSchema>;
