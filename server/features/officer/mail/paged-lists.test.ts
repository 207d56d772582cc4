// The newsletter console's lists a page at a time (docs/api.md#paged-lists): the subscribers,
// newest sign-up first, with the counts per status over everyone, a search by part of an address
// and every match as a streamed CSV file; the sends with each one's progress; and the malformed
// pages refused.
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SubscriberStatus } from '../../../../contract/api/officer/mail.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { asOfficer, createOfficer, type Account } from '../../../test/accounts.ts';
import { addSubscribers, sendNewsletter } from '../../../test/subscribers.ts';

let t: TestApp;
let editor: Account;
beforeEach(async () => {
  t = await createTestApp();
  editor = await createOfficer(t, ['communications']);
});
afterEach(async () => t.close());

const get = (url: string) => asOfficer(t, editor, 'GET', url);
const subscribers = (query = '') => get(`/api/officer/mail/subscribers${query}`);

/** `count` subscribers of `status` who signed up `minutesAgo` (all at the same instant). */
async function signedUp(count: number, status: SubscriberStatus, minutesAgo: number, prefix = '') {
  const made = await addSubscribers(t, count, status, `${prefix}${status}`);
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  await t.app.db
    .updateTable('newsletterSubscribers')
    .set({ createdAt: at })
    .where(
      'email',
      'in',
      made.map((s) => s.email),
    )
    .execute();
  return made.map((s) => ({ email: s.email, at }));
}

/**
 * Pages read one after the other hold everyone once (the order of one instant is the database's
 * own, so only the sign-up times are compared), newest sign-up first.
 */
function expectEveryoneOnce(listed: string[], everyone: { email: string; at: string }[]): void {
  expect(new Set(listed).size).toBe(listed.length);
  expect(listed.toSorted()).toEqual(everyone.map((row) => row.email).toSorted());
  const at = new Map(everyone.map((row) => [row.email, row.at]));
  const times = listed.map((email) => at.get(email)!);
  expect(times).toEqual(times.toSorted().toReversed());
}

const malformedPages = [
  'pageSize=201',
  'pageSize=0',
  'page=0',
  'page=-1',
  'page=abc',
  'page=1e9',
  'page=1.5',
  'pageSize=ten',
];

describe('the subscribers, a page at a time', () => {
  it('answers one page, newest sign-up first, with the total and the counts over everyone', async () => {
    const everyone = [
      ...(await signedUp(120, 'active', 60)),
      ...(await signedUp(5, 'pending', 0)),
      ...(await signedUp(3, 'bouncing', 1)),
      ...(await signedUp(2, 'unsubscribed', 30)),
    ];
    const first = await subscribers();
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({
      total: 130,
      page: 1,
      pageSize: 50,
      counts: { pending: 5, active: 120, unsubscribed: 2, bouncing: 3 },
    });
    expect(answer.subscribers).toHaveLength(50);
    expect(answer.subscribers.slice(0, 5).map((s: { status: string }) => s.status)).toEqual(
      Array(5).fill('pending'),
    );

    // Page by page, everyone once, in order (120 of them signed up at the same instant).
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = (await subscribers(`?page=${page}&pageSize=50`)).json();
      expect(response).toMatchObject({ total: 130, page, pageSize: 50 });
      seen.push(...response.subscribers.map((s: { email: string }) => s.email));
    }
    expectEveryoneOnce(seen, everyone);

    // A page past the end has no rows, and the same total.
    const past = (await subscribers('?page=9&pageSize=50')).json();
    expect(past).toMatchObject({ subscribers: [], total: 130, page: 9 });

    // A status: its own total, the counts still over everyone.
    const active = (await subscribers('?status=active&page=3&pageSize=50')).json();
    expect(active.subscribers).toHaveLength(20);
    expect(active).toMatchObject({
      total: 120,
      counts: { pending: 5, active: 120, unsubscribed: 2, bouncing: 3 },
    });
    expect(active.subscribers.every((s: { status: string }) => s.status === 'active')).toBe(true);
  });

  it('finds an address by part of it, taking % and _ as themselves', async () => {
    await signedUp(3, 'active', 5, 'ann.');
    await signedUp(1, 'pending', 4, 'annie.');
    for (const prefix of ['a%b', 'a_b', 'axb', 'a\\b'])
      await signedUp(1, 'active', 3, `${prefix}.`);
    const emails = async (query: string) => {
      const response = await subscribers(query);
      expect(response.statusCode).toBe(200);
      const { subscribers: rows, total } = response.json();
      expect(total).toBe(rows.length);
      return rows.map((s: { email: string }) => s.email).toSorted();
    };
    expect(await emails('?q=ANN')).toEqual([
      'ann.active.0@example.com',
      'ann.active.1@example.com',
      'ann.active.2@example.com',
      'annie.pending.0@example.com',
    ]);
    expect(await emails('?q=ann&status=pending')).toEqual(['annie.pending.0@example.com']);
    expect(await emails('?q=%25')).toEqual(['a%b.active.0@example.com']);
    expect(await emails('?q=a_b')).toEqual(['a_b.active.0@example.com']);
    expect(await emails('?q=a%5Cb')).toEqual(['a\\b.active.0@example.com']);
    expect(await emails('?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toEqual([]);
    // Blank is no search; the counts stay over everyone.
    const blank = (await subscribers('?q=%20%20')).json();
    expect(blank.total).toBe(8);
    expect((await subscribers('?q=zzz')).json().counts).toEqual({
      pending: 1,
      active: 7,
      unsubscribed: 0,
      bouncing: 0,
    });
    // The CSV file has the same matches.
    const csv = await subscribers('?q=_&format=csv');
    expect(parse(csv.body.replace(/^\uFEFF/, ''), { columns: true })).toEqual([
      expect.objectContaining({ Email: 'a_b.active.0@example.com' }),
    ]);
  });

  it('refuses a malformed page, status or search with 400 validation_failed', async () => {
    await signedUp(2, 'active', 1);
    for (const query of [...malformedPages, 'status=everyone', `q=${'a'.repeat(255)}`]) {
      const response = await subscribers(`?${query}`);
      expect({ query, status: response.statusCode, error: response.json().error }).toEqual({
        query,
        status: 400,
        error: 'validation_failed',
      });
    }
    expect((await subscribers('?pageSize=200')).statusCode).toBe(200);
  });

  it('streams every subscriber as CSV, past any page and batch, formulas neutralised', async () => {
    const everyone = [
      ...(await signedUp(510, 'active', 10)),
      ...(await signedUp(20, 'pending', 5, '=cmd|')),
      ...(await signedUp(20, 'unsubscribed', 1, '@sum.')),
    ];
    const csv = await subscribers('?format=csv&page=2&pageSize=1');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="newsletter-subscribers.csv"',
    );
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    // Every one, once, newest first, in the order of the pages: the paging is ignored.
    const listed = rows.map((row) => row.Email!.replace(/^'/, ''));
    expectEveryoneOnce(listed, everyone);
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++)
      pages.push(
        ...(await subscribers(`?page=${page}&pageSize=200`))
          .json()
          .subscribers.map((s: { email: string }) => s.email),
      );
    expect(listed).toEqual(pages);
    expect(rows.filter((row) => row.Email!.startsWith("'=cmd|"))).toHaveLength(20);
    expect(rows.filter((row) => row.Email!.startsWith("'@sum."))).toHaveLength(20);
    expect(csv.body).not.toMatch(/(^|\r\n|,)[=+\-@]/);
    const pending = await subscribers('?format=csv&status=pending');
    expect(pending.body.split('\r\n').filter(Boolean)).toHaveLength(21);
  });
});

/** A send to the active subscribers, dated `minutesAgo`; its outbox emails by address. */
async function send(subject: string, minutesAgo: number) {
  const response = await sendNewsletter(t, editor, `paged-send-${subject}`, {
    subject,
    body: 'Hello.',
  });
  expect(response.statusCode).toBe(202);
  const { sendId } = response.json();
  await t.app.db
    .updateTable('newsletterSends')
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString() })
    .where('id', '=', sendId)
    .execute();
  const emails = await t.app.db
    .selectFrom('outbox')
    .select(['id', 'toAddress'])
    .where('newsletterSendId', '=', sendId)
    .orderBy('toAddress')
    .execute();
  return { id: sendId as string, emails: emails.map((email) => email.id) };
}
const setStatus = async (ids: string[], status: 'pending' | 'sending' | 'sent' | 'failed') => {
  await t.app.db.updateTable('outbox').set({ status }).where('id', 'in', ids).execute();
};

describe('the sends, a page at a time', () => {
  it('answers a page of sends, newest first, with the progress of each', async () => {
    const readers = await addSubscribers(t, 4, 'active');
    const oldest = await send('Oldest', 30);
    const middle = await send('Middle', 20);
    const newest = await send('Newest', 10);
    // Oldest: all sent. Middle: two sent, one refused for good (its reader now bouncing), one
    // waiting. Newest: one being handed over, three waiting.
    await setStatus(oldest.emails, 'sent');
    await setStatus(middle.emails.slice(0, 2), 'sent');
    await setStatus([middle.emails[2]!], 'failed');
    await setStatus([middle.emails[3]!], 'pending');
    await t.app.db
      .updateTable('newsletterSubscribers')
      .set({ status: 'bouncing' })
      .where('email', '=', readers[2]!.email)
      .execute();
    await setStatus([newest.emails[0]!], 'sending');
    await setStatus(newest.emails.slice(1), 'pending');

    const first = await get('/api/officer/mail/sends?pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 2,
      delivering: false,
      sends: [
        {
          id: newest.id,
          subject: 'Newest',
          recipients: 4,
          queued: 4,
          sent: 0,
          failed: 0,
          bounced: 0,
          done: false,
        },
        {
          id: middle.id,
          subject: 'Middle',
          recipients: 4,
          queued: 1,
          sent: 2,
          failed: 1,
          bounced: 1,
          done: false,
        },
      ],
    });
    const second = (await get('/api/officer/mail/sends?page=2&pageSize=2')).json();
    expect(second).toMatchObject({
      total: 3,
      page: 2,
      sends: [{ id: oldest.id, queued: 0, sent: 4, failed: 0, bounced: 0, done: true }],
    });
    expect(second.sends).toHaveLength(1);
    expect((await get('/api/officer/mail/sends?page=3&pageSize=2')).json()).toMatchObject({
      sends: [],
      total: 3,
    });
    // 20 to a page by default; one send alone gives the same progress.
    expect((await get('/api/officer/mail/sends')).json()).toMatchObject({
      page: 1,
      pageSize: 20,
      total: 3,
    });
    expect((await get(`/api/officer/mail/sends/${middle.id}`)).json().send).toEqual(
      first.json().sends[1],
    );

    // A send going on is counted again on each request; a finished one (counted once) still
    // shows the addresses that bounce later.
    await setStatus(newest.emails.slice(0, 3), 'sent');
    await setStatus([newest.emails[3]!], 'failed');
    await t.app.db
      .updateTable('newsletterSubscribers')
      .set({ status: 'bouncing' })
      .where('email', '=', readers[3]!.email)
      .execute();
    const later = (await get('/api/officer/mail/sends?pageSize=3')).json().sends;
    expect(later).toMatchObject([
      { id: newest.id, queued: 0, sent: 3, failed: 1, bounced: 1, done: true },
      { id: middle.id, queued: 1, sent: 2, failed: 1, bounced: 1, done: false },
      { id: oldest.id, queued: 0, sent: 4, failed: 0, bounced: 0, done: true },
    ]);
    expect((await get(`/api/officer/mail/sends/${newest.id}`)).json().send).toEqual(later[0]);
  });

  it('refuses a malformed page with 400 validation_failed', async () => {
    for (const query of malformedPages) {
      const response = await get(`/api/officer/mail/sends?${query}`);
      expect({ query, status: response.statusCode, error: response.json().error }).toEqual({
        query,
        status: 400,
        error: 'validation_failed',
      });
    }
  });
});
