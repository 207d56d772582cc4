// A CSV file as a route's reply, the one way every officer list answers `?format=csv`: the file's
// type and name, then its text, or a stream of it (`csvStream`), sent as it is read.
// A route's typed reply only takes its declared JSON or text; a stream is sent as it is, unread.
// Every instant in it is written on the chapter's clock with its offset (docs/product.md#dates).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { inChapterTime, streamInChapterTime } from './csv.ts';

/** Sends `csv` as the download `<name>.csv`, its instants on the chapter's clock. */
export function sendCsvFile(
  reply: FastifyReply,
  name: string,
  csv: Readable | string,
): FastifyReply {
  const { timeZone } = reply.server.content.chapter;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(
      csv instanceof Readable ? streamInChapterTime(csv, timeZone) : inChapterTime(csv, timeZone),
    );
}

/**
 * Words for a file's name, from what it holds (an event's title): lower case, letters and digits
 * joined by hyphens, accents dropped, at most 60 characters; "event" when nothing is left.
 */
export function fileNamePart(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return words || 'event';
}
