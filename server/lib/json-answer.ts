// JSON answers that are the same for every caller and kept while the data they show is unchanged
// (decision 019): checked by their response schema, serialised and compressed once
// (encoded-body.ts), then sent as those bytes to every request in the encoding it accepts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { encodeBody, pickEncoding, type EncodedBody } from './encoded-body.ts';

/** `value` as its response schema gives it (unlisted fields stripped), serialised and compressed. */
export async function encodeJson<S extends z.ZodType>(
  schema: S,
  value: z.input<S>,
): Promise<EncodedBody> {
  return encodeBody(Buffer.from(JSON.stringify(schema.parse(value))));
}

/** Sends a body made by `encodeJson`, in the best encoding the request accepts. */
export function sendEncodedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  cacheControl: string,
): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply
    .type('application/json; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  // The bytes of the route's 200 schema, already serialised (Fastify sends a Buffer as it is).
  return reply.send((encoding ? body[encoding] : body.identity).bytes as never);
}

/**
 * `make`, remembering its last answer while it is asked again with the same inputs (the same
 * objects, `===`): a kept summary and the published content it is shown with. A promise that
 * fails is not kept.
 */
export function keptWhileSame<A extends readonly unknown[], T>(
  make: (...inputs: A) => T,
): (...inputs: A) => T {
  let last: { inputs: A; value: T } | undefined;
  return (...inputs) => {
    if (
      last &&
      last.inputs.length === inputs.length &&
      last.inputs.every((input, i) => input === inputs[i])
    )
      return last.value;
    const kept = { inputs, value: make(...inputs) };
    last = kept;
    if (kept.value instanceof Promise)
      kept.value.catch(() => {
        if (last === kept) last = undefined;
      });
    return kept.value;
  };
}
