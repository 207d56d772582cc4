// A streamed CSV file as a route's reply (`csvStream`): the file's type and name, then the stream.
// A route's typed reply only takes its declared JSON or text; a stream is sent as it is, unread.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends `csv` as the download `<name>.csv`. */
export function sendCsvFile(reply: FastifyReply, name: string, csv: Readable): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
}
