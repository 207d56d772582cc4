// The chapter's data for its officers (GET /api/officer/export): every list as JSON and CSV in one
// zip (every gift with its void status; the confirmed, active newsletter subscribers), without a
// single credential — no password hashes, tokens, invite codes, two-factor secrets
// or recovery codes (those travel only in the server's own archive, `npm run export`).
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Content } from '../../../contract/content.ts';
import type { Db } from '../../db/database.ts';
import { toCsv, type CsvValue } from '../../lib/csv.ts';
import { areasOf } from '../users/user-rows.ts';
import { officerExportRows } from './repository.ts';

export async function officerExport(
  db: Db,
  siteName: string,
  content?: Content,
): Promise<Uint8Array> {
  const { users, invites, events, alumniEvents, rsvps, donations, subscribers, audit } =
    await officerExportRows(db);
  const sheets = [
    sheet(
      'accounts',
      users.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        officer: yesNo(u.isOfficer === 1),
        areas: areasOf(u).join(' '),
        position: u.position,
        major: u.major,
        graduationYear: u.graduationYear,
        linkedin: u.linkedin,
        verified: yesNo(u.verifiedAt !== null),
        disabled: yesNo(u.disabledAt !== null),
        twoFactor: yesNo(u.twoFactorEnabledAt !== null),
        createdAt: u.createdAt,
      })),
    ),
    sheet(
      'invites',
      invites.map((i) => ({
        id: i.id,
        role: i.role,
        usesLeft: i.usesLeft,
        expiresAt: i.expiresAt,
        createdAt: i.createdAt,
        createdBy: i.createdBy,
        revokedAt: i.revokedAt,
      })),
    ),
    sheet('calendar-events', events),
    sheet(
      'alumni-events',
      alumniEvents.map((e) => Object.assign({}, e, { canRsvp: yesNo(e.canRsvp === 1) })),
    ),
    sheet('rsvps', rsvps),
    sheet(
      'donations',
      donations.map((d) => ({
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
      })),
    ),
    sheet(
      'newsletter-subscribers',
      subscribers.map((s) => ({
        email: s.email,
        status: s.status,
        createdAt: s.createdAt,
        confirmedAt: s.confirmedAt,
        unsubscribedAt: s.unsubscribedAt,
      })),
    ),
    sheet(
      'audit-log',
      audit.map((a) => ({
        at: a.at,
        actor: a.actorLabel,
        action: a.action,
        target: a.targetLabel,
        details: a.details,
      })),
    ),
  ];

  const files: Zippable = {
    'README.txt': strToU8(
      `${siteName}: the chapter's data, exported ${new Date().toISOString()}.\r\n` +
        'Each list is here twice: as JSON, and as CSV for a spreadsheet.\r\n' +
        'No passwords, codes or other credentials are included.\r\n' +
        'donations: every gift; a voided one (voided = yes, with when, by whom and why) counts in no total.\r\n' +
        'newsletter-subscribers: the confirmed, active newsletter subscribers only.\r\n' +
        "content/ holds the public pages' texts as published, as the site's content/ folder does.\r\n",
    ),
  };
  for (const { name, json, csv } of sheets) {
    files[`${name}.json`] = strToU8(json);
    files[`${name}.csv`] = strToU8(csv);
  }
  // The public pages' texts as published, in the `content/` folder's own format.
  if (content)
    for (const [name, document] of Object.entries(content))
      files[`content/${name}.json`] = strToU8(`${JSON.stringify(document, null, 2)}\n`);
  return zipSync(files, { level: 6 });
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A list as JSON and as CSV (its rows' own fields as the columns). */
function sheet<Row extends Record<string, string | number | boolean | null>>(
  name: string,
  rows: Row[],
) {
  const keys = Object.keys(rows[0] ?? {});
  const columns = keys.map((key) => ({ header: key, value: (row: Row) => row[key] as CsvValue }));
  return { name, json: JSON.stringify(rows, null, 2), csv: toCsv(rows, columns) };
}
