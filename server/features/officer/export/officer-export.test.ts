// The officers' export is streamed (docs/api.md#officer-console): each list read in batches and
// written into the zip as it is read, so the server keeps answering (/readyz) while a large
// chapter is exported, and the archive holds the same files, byte for byte, however it is batched.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { asOfficer, createAccount, createOfficer, type Account } from '../../../test/accounts.ts';
import { stallBoundMs, whileAskingReadyz } from '../../../test/responsiveness.ts';
import { addSubscribers } from '../../../test/subscribers.ts';
import { officerExport } from './officer-export.ts';

let t: TestApp;
let chief: Account;
beforeAll(async () => {
  // The demo chapter: accounts, events, RSVPs, gifts, an audit log.
  t = await createTestApp({ env: { DEMO_DATA: 'true' } });
  chief = await createOfficer(t, ['accounts']);
  await addSubscribers(t, 15, 'active');
  await grow(40);
}, 60_000);
afterAll(async () => t.close());

/** `count` gifts and as many audit entries, a few hundred per statement. */
async function grow(count: number) {
  const at = Date.now();
  for (let i = 0; i < count; i += 500) {
    const n = Math.min(500, count - i);
    await t.app.db
      .insertInto('donations')
      .values(
        Array.from({ length: n }, (_, j) => ({
          id: randomUUID(),
          initiative: j % 2 ? 'Pool Table' : 'Scholarship Fund',
          amountCents: 100 + j,
          donorName: `Donor ${i + j}`,
          donatedOn: `2025-${String((j % 12) + 1).padStart(2, '0')}-01`,
          note: j % 3 ? null : 'In memory of a brother',
          recordedBy: 'Terry Treasurer <treasurer@example.com>',
          createdAt: new Date(at + i + j).toISOString(),
        })),
      )
      .execute();
    await t.app.db
      .insertInto('auditLog')
      .values(
        Array.from({ length: n }, (_, j) => ({
          id: randomUUID(),
          at: new Date(at + i + j).toISOString(),
          actorId: null,
          actorLabel: 'Terry Treasurer <treasurer@example.com>',
          action: 'donation recorded',
          targetId: null,
          targetLabel: `Donor ${i + j}`,
          details: JSON.stringify({ amount: 100 + j, initiative: 'Pool Table' }),
        })),
      )
      .execute();
  }
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Every file's text but the README's (it says when it was made). */
const texts = (files: Record<string, Uint8Array>) =>
  Object.entries(files)
    .filter(([name]) => name !== 'README.txt')
    .map(([name, bytes]) => ({ name, text: strFromU8(bytes) }));

describe('the demo chapter at start', () => {
  it('has its board’s page drawn from the terms (rendered in a process of its own)', async () => {
    const page = await t.app.inject({
      url: '/members/exec',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(page.body).toContain('aria-label="Ethan Caldwell, President"');
    expect(page.body.match(/class="officer-card"/g)).toHaveLength(15);
  });
});

describe('the officers’ export follows each person’s choices', () => {
  it('leaves out of accounts.csv and accounts.json a major and LinkedIn their owner keeps to himself', async () => {
    const profile = (who: Account, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/update-profile',
        headers: { cookie: who.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const hidden = await createAccount(t, { name: 'Hugo Hidden' });
    const shown = await createAccount(t, { name: 'Sara Shown' });
    for (const [who, major, linkedin] of [
      [hidden, 'Quietude Studies', 'https://www.linkedin.com/in/hugo-hidden-7q'],
      [shown, 'Lighthouse Keeping', 'https://www.linkedin.com/in/sara-shown-3k'],
    ] as const)
      expect((await profile(who, { major, linkedin })).statusCode).toBe(200);
    const choice = await asOfficer(t, hidden, 'PUT', '/api/me/privacy', {
      major: 'me',
      linkedin: 'me',
    });
    expect(choice.statusCode).toBe(200);

    const response = await asOfficer(t, chief, 'GET', '/api/officer/export');
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    for (const name of ['accounts.csv', 'accounts.json']) {
      const text = strFromU8(files[name]!);
      expect({
        name,
        hugo: text.includes('Hugo Hidden'),
        sara: text.includes('Sara Shown'),
      }).toEqual({ name, hugo: true, sara: true });
      for (const secret of ['Quietude Studies', 'hugo-hidden-7q'])
        expect({ name, secret, found: text.includes(secret) }).toEqual({
          name,
          secret,
          found: false,
        });
      for (const value of ['Lighthouse Keeping', 'sara-shown-3k'])
        expect({ name, value, found: text.includes(value) }).toEqual({ name, value, found: true });
    }
    const rows = JSON.parse(strFromU8(files['accounts.json']!)) as Record<string, unknown>[];
    expect(rows.find((row) => row.name === 'Hugo Hidden')).toMatchObject({
      major: null,
      linkedin: null,
    });
  });
});

describe('the officers’ export, streamed', () => {
  it('holds the same files whatever the batch, each list whole and in the format of one read', async () => {
    const site = t.app.content.chapter.siteName;
    const batched = unzipSync(
      await bytesOf(officerExport(t.app.db, site, t.app.content, { batchSize: 7 })),
    );
    const whole = unzipSync(
      await bytesOf(officerExport(t.app.db, site, t.app.content, { batchSize: 1_000_000 })),
    );
    expect(Object.keys(batched)).toEqual(Object.keys(whole));
    expect(texts(batched)).toEqual(texts(whole));

    const count = async (
      table: 'donations' | 'auditLog' | 'users' | 'rsvps' | 'positions' | 'terms',
    ) =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const lists = {
      accounts: await count('users'),
      donations: await count('donations'),
      'audit-log': await count('auditLog'),
      rsvps: await count('rsvps'),
      'newsletter-subscribers': 15,
      // The offices (the demo's board and the chief's): every position and every term.
      positions: await count('positions'),
      terms: await count('terms'),
    };
    for (const [name, rows] of Object.entries(lists)) {
      const json = strFromU8(batched[`${name}.json`]!);
      const parsed = JSON.parse(json) as Record<string, unknown>[];
      const csv = batched[`${name}.csv`]!;
      expect({
        name,
        moreThanABatch: rows > 7,
        rows: parsed.length,
        // JSON.stringify(rows, null, 2) of the whole list, as the export always wrote it.
        json,
        // A byte-order mark (which the decoder drops), then a header row of the JSON's fields.
        bom: [...csv.subarray(0, 3)],
        header: strFromU8(csv).split('\r\n')[0],
      }).toEqual({
        name,
        moreThanABatch: true,
        rows,
        json: JSON.stringify(parsed, null, 2),
        bom: [0xef, 0xbb, 0xbf],
        header: Object.keys(parsed[0]!).join(','),
      });
    }
    // The ledger in its order: by the day given, then as recorded.
    const gifts = JSON.parse(strFromU8(batched['donations.json']!)) as { donatedOn: string }[];
    expect(gifts.map((g) => g.donatedOn)).toEqual(gifts.map((g) => g.donatedOn).toSorted());
    const terms = JSON.parse(strFromU8(batched['terms.json']!)) as Record<string, unknown>[];
    expect(terms).toContainEqual(
      expect.objectContaining({ position: 'President', name: 'Ethan Caldwell', endsOn: null }),
    );
    // A list with no rows is still there, as an empty list.
    expect(strFromU8(batched['invites.json']!)).toMatch(/^\[/);
  });

  it('keeps the server answering while it exports 30,000 rows', async () => {
    await grow(15_000);
    const { result: response, ...responsive } = await whileAskingReadyz(t, () =>
      asOfficer(t, chief, 'GET', '/api/officer/export'),
    );
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(JSON.parse(strFromU8(files['audit-log.json']!)).length).toBeGreaterThan(15_000);
    // zipSync over the whole chapter held the loop for 3.2–4.3 s at 20,000 accounts (1.7 s at
    // this size); a batch takes a few ms. The bounds leave room for a loaded machine (at 20,000
    // on a quiet one, /readyz answered within 111 ms: docs/decisions/019).
    expect(responsive.loopDelayMs).toBeLessThan(stallBoundMs(responsive));
    expect(responsive.readyzWaitMs).toBeLessThan(stallBoundMs(responsive));
  }, 60_000);
});
