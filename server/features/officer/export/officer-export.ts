// The chapter's data for its officers (GET /api/officer/export): every list as JSON and CSV in one
// zip (every gift with its void status; the confirmed, active newsletter subscribers), without a
// single credential — no password hashes, tokens, invite codes, two-factor secrets
// or recovery codes (those travel only in the server's own archive, `npm run export`). Each
// person's profile fields follow his own choices (docs/product.md#privacy): what he keeps from the
// officers who look after accounts is empty here too.
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Content } from '../../../../contract/content.ts';
import type { Db } from '../../../db/database.ts';
import { fileTimestamp } from '../../../../contract/dates.ts';
import { clock } from '../../../lib/clock.ts';
import {
  csvHead,
  csvLines,
  inChapterTime,
  inKeysetBatches,
  type CsvValue,
} from '../../../lib/csv.ts';
import { ZipStreamWriter } from '../../../lib/zip-stream.ts';
import type { PrivacyRules } from '../../../../contract/privacy.ts';
import { areasOf } from '../../../core/users/user-rows.ts';
import { profileFor } from '../../../core/privacy/profiles.ts';
import { readPrivacyRules } from '../../../core/privacy/repository.ts';
import * as repo from './repository.ts';

type SheetRow = Record<string, string | number | boolean | null>;

/** A list of the export: its rows read a batch at a time, each made into the row of the file. */
interface Sheet {
  name: string;
  batches(db: Db, size: number): AsyncGenerator<SheetRow[]>;
}

function sheet<Raw>(
  name: string,
  read: (db: Db, after: repo.Cursor, limit: number) => Promise<Raw[]>,
  keyOf: (row: Raw) => string[],
  toRow: (row: Raw) => SheetRow,
): Sheet {
  return {
    name,
    async *batches(db, size) {
      for await (const rows of inKeysetBatches<Raw, repo.Cursor>(
        (after, limit) => read(db, after, limit),
        keyOf,
        size,
      ))
        yield rows.map(toRow);
    },
  };
}

/** The lists, with the chapter's privacy `rules` (each person's fields as an officer may see them). */
const sheetsFor = (rules: PrivacyRules): Sheet[] => [
  sheet(
    'accounts',
    repo.usersAfter,
    (u) => [u.name, u.id],
    (u) => {
      // As an officer with `accounts` sees him: a field he keeps from the officers is empty.
      const shown = profileFor(u, 'officers', rules);
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        officer: yesNo(u.isOfficer === 1),
        areas: areasOf(u).join(' '),
        position: u.position,
        major: shown.major ?? null,
        graduationYear: u.graduationYear,
        linkedin: shown.linkedin ?? null,
        verified: yesNo(u.verifiedAt !== null),
        disabled: yesNo(u.disabledAt !== null),
        twoFactor: yesNo(u.twoFactorEnabledAt !== null),
        createdAt: u.createdAt,
      };
    },
  ),
  sheet(
    'invites',
    repo.invitesAfter,
    (i) => [i.createdAt, i.id],
    (i) => ({
      id: i.id,
      role: i.role,
      usesLeft: i.usesLeft,
      expiresAt: i.expiresAt,
      createdAt: i.createdAt,
      createdBy: i.createdBy,
      revokedAt: i.revokedAt,
    }),
  ),
  // Offices (decision 021): the positions in their order, and every term, past, current and elect.
  sheet(
    'positions',
    repo.positionsAfter,
    (p) => [String(p.sortOrder).padStart(6, '0'), p.id],
    (p) => ({
      id: p.id,
      title: p.title,
      areas: p.areas.split(',').filter(Boolean).join(' '),
      board: yesNo(p.board === 1),
      seats: p.seats,
      order: p.sortOrder,
      checklist: (JSON.parse(p.checklist) as string[]).join(' | '),
      alumniMayHold: yesNo(p.alumniMayHold === 1),
      createdAt: p.createdAt,
    }),
  ),
  sheet(
    'terms',
    repo.termsAfter,
    (t) => [t.startsOn, t.id],
    (t) => ({
      id: t.id,
      position: t.title,
      name: t.name,
      email: t.email,
      startsOn: t.startsOn,
      endsOn: t.endsOn,
      handoverNote: t.note,
      checklistDone: (JSON.parse(t.done) as boolean[]).filter(Boolean).length,
    }),
  ),
  sheet(
    'calendar-events',
    repo.eventsAfter,
    (e) => [e.date, e.id],
    (e) => e,
  ),
  sheet(
    'alumni-events',
    repo.alumniEventsAfter,
    (e) => [e.sortDate, e.key],
    (e) => Object.assign({}, e, { canRsvp: yesNo(e.canRsvp === 1) }),
  ),
  sheet(
    'rsvps',
    repo.rsvpsAfter,
    (r) => [r.createdAt, r.eventKey, r.userId],
    // The user's id only serves as the key of the next batch.
    (r) => ({
      eventKey: r.eventKey,
      status: r.status,
      name: r.name,
      email: r.email,
      createdAt: r.createdAt,
    }),
  ),
  sheet(
    'donations',
    repo.donationsAfter,
    (d) => [d.donatedOn, d.createdAt, d.id],
    (d) => ({
      id: d.id,
      initiative: d.initiative,
      amount: d.amountCents / 100,
      donorName: d.donorName,
      donatedOn: d.donatedOn,
      note: d.note,
      recordedBy: d.recordedBy,
      createdAt: d.createdAt,
      // A voided gift stays in the ledger but counts nowhere: summing `amount` over the gifts
      // with `voided: no` gives the ledger's totals.
      voided: yesNo(d.voidedAt !== null),
      voidedAt: d.voidedAt,
      voidedBy: d.voidedBy,
      voidReason: d.voidReason,
    }),
  ),
  sheet(
    'newsletter-subscribers',
    repo.subscribersAfter,
    (s) => [s.createdAt, s.id],
    (s) => ({
      email: s.email,
      status: s.status,
      createdAt: s.createdAt,
      confirmedAt: s.confirmedAt,
      unsubscribedAt: s.unsubscribedAt,
    }),
  ),
  sheet(
    'audit-log',
    repo.auditAfter,
    (a) => [a.at, a.id],
    (a) => ({
      at: a.at,
      actor: a.actorLabel,
      action: a.action,
      target: a.targetLabel,
      details: a.details,
    }),
  ),
];

export interface OfficerExportOptions {
  /** Rows read (and compressed) in one step: each step holds the event loop for a few ms. */
  batchSize?: number;
}

/**
 * The export as a stream of the zip's bytes, made as it is read: each list is read a batch at a
 * time and each batch written, as JSON and as CSV, into the zip before the next is read, with a
 * turn of the event loop between batches (other requests are served meanwhile), and the next
 * batch is read only when the reader has taken the bytes before it. Send it as the reply.
 */
export function officerExport(
  db: Db,
  siteName: string,
  content?: Content,
  { batchSize = 500 }: OfficerExportOptions = {},
): Readable {
  return Readable.from(zipped(db, siteName, content, batchSize), { objectMode: false });
}

async function* zipped(
  db: Db,
  siteName: string,
  content: Content | undefined,
  batchSize: number,
): AsyncGenerator<Buffer> {
  const zip = new ZipStreamWriter();
  const taken = function* () {
    for (const chunk of zip.take())
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  };
  // The CSV files' instants on the chapter's clock (docs/product.md#dates); the JSON keeps them
  // as the database does, in UTC.
  const timeZone = content?.chapter.timeZone ?? 'UTC';
  const readme = zip.file('README.txt');
  await readme.write(
    `${siteName}: the chapter's data, exported ${fileTimestamp(clock.now(), timeZone)}.\r\n` +
      "Each list is here twice: as JSON (times in UTC), and as CSV for a spreadsheet (times on the chapter's clock, with its offset).\r\n" +
      'No passwords, codes or other credentials are included.\r\n' +
      "accounts: each person's major and LinkedIn as he lets the officers see them (empty when he keeps them to himself).\r\n" +
      'donations: every gift; a voided one (voided = yes, with when, by whom and why) counts in no total.\r\n' +
      'newsletter-subscribers: the confirmed, active newsletter subscribers only.\r\n' +
      "content/ holds the public pages' texts as published, as the site's content/ folder does.\r\n",
  );
  await readme.end();
  for (const { name, batches } of sheetsFor(await readPrivacyRules(db))) {
    // Both files of a list are written from the same batches (they hold the same rows); the
    // CSV's compressed bytes wait in memory until the JSON ends (a few MB for the audit log).
    const json = zip.file(`${name}.json`);
    const csv = zip.file(`${name}.csv`);
    // The rows' own fields are the columns, as the first row has them.
    let columns: { header: string; value: (row: SheetRow) => CsvValue }[] | undefined;
    for await (const rows of batches(db, batchSize)) {
      if (rows.length === 0) continue;
      // The same text as JSON.stringify(rows, null, 2) of the whole list, a batch at a time.
      const items = rows.map((row) => JSON.stringify(row, null, 2).replaceAll('\n', '\n  '));
      const pending = json.write(`${columns ? ',\n  ' : '[\n  '}${items.join(',\n  ')}`);
      if (!columns) {
        columns = Object.keys(rows[0]!).map((key) => ({
          header: key,
          value: (row: SheetRow) => row[key],
        }));
        await csv.write(csvHead(columns));
      }
      // Both compressed on the thread pool meanwhile; the next batch is read once they are in.
      await Promise.all([pending, csv.write(inChapterTime(csvLines(rows, columns), timeZone))]);
      yield* taken();
      // Other requests are served between two batches (a query answers without a turn of the loop).
      await nextTurn();
    }
    await json.write(columns ? '\n]' : '[]');
    if (!columns) await csv.write(csvHead([]));
    await Promise.all([json.end(), csv.end()]);
    yield* taken();
  }
  // The public pages' texts as published, in the `content/` folder's own format.
  if (content)
    for (const [name, document] of Object.entries(content)) {
      const file = zip.file(`content/${name}.json`);
      await file.write(`${JSON.stringify(document, null, 2)}\n`);
      await file.end();
    }
  zip.end();
  yield* taken();
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
