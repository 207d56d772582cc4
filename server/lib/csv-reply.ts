// A CSV file as a route's reply, the one way every officer list answers `?format=csv`: the file's
// type and name, then its text, or a stream of it (`csvStream`), sent as it is read.
// A route's typed reply only takes its declared JSON or text; a stream is sent as it is, unread.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends `csv` as the download `<name>.csv`. */
export function sendCsvFile(
  reply: FastifyReply,
  name: string,
  csv: Readable | string,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
}
