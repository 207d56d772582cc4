// What an account's end leaves behind (DELETE /api/me, docs/product.md#privacy), on SQLite and
// PostgreSQL: the audit log keeps its entries but not his old email (the page, its CSV, the
// chapter's archive), and no email queued for him before the end is sent after it.
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { areas } from '../../../contract/api/officer.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  giveOffice,
  goodPassword,
  type Account,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TestSmtpServer } from '../../test/smtp.ts';
import { recordAudit } from '../audit/record.ts';
import { replaceAddress } from '../audit/address.ts';
import { endedAddressOf } from '../users/repository.ts';

let t: TestApp;
/** What a test opened, closed after it (the pure tests open nothing). */
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const one of opened.splice(0).toReversed()) await one.close();
});

async function open(options: Parameters<typeof createTestApp>[0] = {}): Promise<void> {
  t = await createTestApp(options);
  opened.push(t);
}

const endAccount = async (account: Account) => {
  const ended = await asOfficer(t, account, 'DELETE', '/api/me', { password: goodPassword });
  expect(ended.statusCode).toBe(200);
};

describe('replacing an address in an audit text', () => {
  const to = 'ended-1@ended.invalid';
  it('replaces the whole address whatever its case, and leaves a longer one that holds it', () => {
    const email = 'hal.hidden@example.com';
    expect(replaceAddress(`Hal Hidden <${email}>`, email, to)).toBe(`Hal Hidden <${to}>`);
    expect(replaceAddress('{"to":"Hal.Hidden@Example.COM","cc":"x"}', email, to)).toBe(
      `{"to":"${to}","cc":"x"}`,
    );
    expect(replaceAddress(`wrote to ${email}.`, email, to)).toBe(`wrote to ${to}.`);
    for (const other of [
      'xhal.hidden@example.com',
      'hal.hidden@example.community',
      'hal.hidden@example.com.au',
      'b.hal.hidden@example.com',
    ])
      expect(replaceAddress(`<${other}>`, email, to)).toBe(`<${other}>`);
  });
});

describe('the audit log after an account ends', () => {
  it('keeps every entry but no longer holds his old email: the page, its CSV and the archive', async () => {
    await open();
    const chief = await createOfficer(t, areas, { name: 'Chief Officer' });
    const hal = await createAccount(t, { name: 'Hal Hidden', email: 'hal.hidden@example.com' });
    // Another person whose address holds his: his entries keep it.
    const other = await createAccount(t, {
      name: 'Xavier Other',
      email: 'xhal.hidden@example.com',
    });
    // Hal was an officer once: an entry with him as its actor.
    await giveOffice(t, hal.id, ['accounts']);
    const invite = await asOfficer(t, hal, 'POST', '/api/officer/invites', {
      role: 'member',
      uses: 1,
      days: 7,
    });
    expect(invite.statusCode).toBe(201);
    // An officer changes his account (its end also ends his office): an entry with him as target.
    const moved = await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${hal.id}`, {
      role: 'alumni',
    });
    expect(moved.statusCode).toBe(200);
    const otherMoved = await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${other.id}`, {
      role: 'alumni',
    });
    expect(otherMoved.statusCode).toBe(200);
    // And details that name his address (as typed: another case).
    await recordAudit(t.app.db, { id: null, label: 'command line (ops)' }, 'note', null, {
      to: 'Hal.Hidden@Example.com',
      also: other.email,
    });

    const audit = async (query = '') =>
      (await asOfficer(t, chief, 'GET', `/api/officer/audit${query}`)).body;
    expect((await audit()).toLowerCase()).toContain(hal.email);
    const entriesBefore = JSON.parse(await audit()).total as number;

    await endAccount(hal);

    const ended = endedAddressOf(hal.id);
    const page = await audit();
    const csv = await audit('?format=csv');
    const filtered = await audit(`?actor=${hal.id}`);
    const archive = await asOfficer(t, chief, 'GET', '/api/officer/export');
    expect(archive.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    const archived = ['audit-log.json', 'audit-log.csv'].map((name) => strFromU8(files[name]!));
    for (const text of [page, csv, filtered, ...archived]) {
      // Xavier's address holds Hal's: it stays, and is left out of the search for Hal's.
      expect(text.toLowerCase().replaceAll(other.email, '')).not.toContain(hal.email);
      expect(text).toContain(ended);
    }
    for (const text of [page, csv, ...archived]) expect(text).toContain(other.email);

    const json = JSON.parse(page) as {
      total: number;
      entries: { action: string; actor: string; actorId: string; target: string | null }[];
      actors: { id: string | null; label: string }[];
    };
    // Every entry is kept (one more: the end itself).
    expect(json.total).toBe(entriesBefore + 1);
    expect(
      json.entries.find((e) => e.action === 'account changed' && e.target?.includes(ended)),
    ).toMatchObject({ target: `Hal Hidden <${ended}>` });
    expect(json.entries.find((e) => e.action === 'invite created')).toMatchObject({
      actor: `Hal Hidden <${ended}>`,
      actorId: hal.id,
    });
    expect(json.actors).toContainEqual({ id: hal.id, label: `Hal Hidden <${ended}>` });
    // The Who filter finds his entries under the new label: the invite and the end.
    expect(JSON.parse(filtered).total).toBe(2);
  });
});

describe('email waiting for him when his account ends', () => {
  it('is dropped, never sent; the confirmation of the end still goes', async () => {
    const smtp = new TestSmtpServer();
    opened.push({ close: () => smtp.stop() });
    await open({ env: { SMTP_URL: await smtp.start(0) } });
    const gabe = await createAccount(t, { role: 'alumni', name: 'Gabe Gone' });
    // Queued before the end, to be sent later (a paced newsletter, a reminder).
    const waiting = await t.app.mailer.enqueue(t.app.db, {
      to: gabe.email,
      subject: 'Reunion reminder',
      text: 'See you there.',
      html: '<p>See you there.</p>',
      notBefore: new Date(Date.now() + 60 * 60_000),
    });

    await endAccount(gabe);
    const row = await t.app.db
      .selectFrom('outbox')
      .select(['status', 'textBody'])
      .where('id', '=', waiting)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', textBody: '' });

    // Its time comes: still nothing goes to him but the confirmation.
    await t.app.db
      .updateTable('outbox')
      .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', waiting)
      .execute();
    await t.app.mailer.deliverDue();
    const toHim = smtp.received
      .filter((mail) => mail.to.includes(gabe.email))
      .map((mail) => mail.parsed.subject ?? '');
    expect(toHim.filter((subject) => subject.endsWith('account has been ended'))).toHaveLength(1);
    expect(toHim).not.toContain('Reunion reminder');
  });
});
