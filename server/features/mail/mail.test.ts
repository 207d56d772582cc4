// Mail to the chapter's own people (docs/product.md#mail-to-the-chapter), on SQLite and
// PostgreSQL: each account chooses its kinds; an officer with `communications` writes to the
// actives, the alumni, a class or an event's attendees, sees how many it reaches first, and each
// email's one-click link turns its kind off for that account alone. Disabled and ended accounts
// get nothing; a wrong link or audience changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newsletterEmails, sendNewsletter } from '../../test/subscribers.ts';

let t: TestApp;
let editor: Account;
let alumni: Account[];
const year = 1987;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createOfficer(t, ['communications', 'calendar'], { name: 'Nell Newsletter' });
  alumni = [];
  for (const name of ['Abe', 'Ben', 'Cal', 'Dan'])
    alumni.push(await createSignedInAccount(t, { role: 'alumni', name: `${name} Alum` }));
  await t.app.db
    .updateTable('users')
    .set({ graduationYear: year })
    .where(
      'id',
      'in',
      alumni.slice(0, 3).map((a) => a.id),
    )
    .execute();
  // Dan's account is disabled: he gets nothing.
  await t.app.db
    .updateTable('users')
    .set({ disabledAt: new Date().toISOString() })
    .where('id', '=', alumni[3]!.id)
    .execute();
});
afterAll(() => t.close());

const call = (account: Account, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  asOfficer(t, account, method as never, url, payload);

const recipients = async (audience: string, kind = 'events') =>
  (
    await call(
      editor,
      'GET',
      `/api/officer/mail/recipients?audience=${encodeURIComponent(audience)}&kind=${kind}`,
    )
  ).json();

describe('which kinds an account receives', () => {
  it('are all on until he says otherwise; only known kinds, as true or false', async () => {
    const me = alumni[2]!;
    expect((await call(me, 'GET', '/api/me/mail')).json()).toEqual({
      announcements: true,
      events: true,
      fundraising: true,
    });
    for (const body of [{ security: false }, { events: 'no' }, { events: null }, []]) {
      const refused = await call(me, 'PUT', '/api/me/mail', body);
      expect(refused.statusCode).toBe(400);
    }
    const saved = await call(me, 'PUT', '/api/me/mail', { fundraising: false });
    expect(saved.json()).toEqual({ announcements: true, events: true, fundraising: false });
    expect((await call(me, 'PUT', '/api/me/mail', { fundraising: true })).json().fundraising).toBe(
      true,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/me/mail' })).statusCode).toBe(401);
  });
});

describe('writing to the chapter', () => {
  it('counts first, sends to the audience that takes the kind, and the link turns it off for one', async () => {
    await call(alumni[1]!, 'PUT', '/api/me/mail', { events: false });
    expect(await recipients(`class:${year}`)).toEqual({ recipients: 2, label: `Class of ${year}` });
    expect((await recipients(`class:${year}`, 'announcements')).recipients).toBe(3);
    expect((await recipients('members')).recipients).toBeGreaterThan(0);

    const sent = await sendNewsletter(t, editor, `class-send-${randomUUID()}`, {
      subject: 'Reunion weekend',
      body: 'Come **home**.',
      audience: `class:${year}`,
      kind: 'events',
    });
    expect(sent.statusCode).toBe(202);
    const { sendId } = sent.json();
    const emails = (await newsletterEmails(t)).filter((e) => e.newsletterSendId === sendId);
    const to = new Set(emails.map((e) => e.toAddress));
    expect(to).toEqual(new Set([alumni[0]!.email, alumni[2]!.email]));
    const mail = emails.find((e) => e.toAddress === alumni[0]!.email)!;
    expect(mail.textBody).toContain('events emails');
    const headers = JSON.parse(mail.headers) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<([^>]+)>/.exec(headers['List-Unsubscribe']!)![1]!;
    const path = link.slice(link.indexOf('/api/'));

    // Tampered: another account's id or another kind with this signature change nothing.
    const tampered = path.replace(alumni[0]!.id, alumni[2]!.id);
    expect((await t.app.inject({ method: 'POST', url: tampered })).statusCode).toBe(404);
    const otherKind = path.replace('k=events', 'k=fundraising');
    expect((await t.app.inject({ method: 'POST', url: otherKind })).statusCode).toBe(404);
    expect((await call(alumni[2]!, 'GET', '/api/me/mail')).json().events).toBe(true);

    // RFC 8058: the mail client's POST, from anywhere.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await call(alumni[0]!, 'GET', '/api/me/mail')).json()).toEqual({
      announcements: true,
      events: false,
      fundraising: true,
    });
    expect((await call(alumni[2]!, 'GET', '/api/me/mail')).json().events).toBe(true);
    // A person's click: the site's page that says so.
    const clicked = await t.app.inject({ method: 'GET', url: path });
    expect(clicked.statusCode).toBe(303);
    expect(clicked.headers.location).toBe('/newsletter/mail-off?kind=events');
    expect((await recipients(`class:${year}`)).recipients).toBe(1);

    const progress = (await call(editor, 'GET', `/api/officer/mail/sends/${sendId}`)).json().send;
    expect(progress).toMatchObject({ audience: `class:${year}`, kind: 'events', recipients: 2 });
  });

  it('keeps the kind on when the link is only opened (a link scanner); the page’s button turns it off', async () => {
    const reader = alumni[2]!;
    const sent = await sendNewsletter(t, editor, `scanned-${randomUUID()}`, {
      subject: 'Chapter news',
      body: 'The house is painted.',
      audience: `class:${year}`,
      kind: 'announcements',
    });
    expect(sent.statusCode).toBe(202);
    const mail = (await newsletterEmails(t)).find(
      (e) => e.newsletterSendId === sent.json().sendId && e.toAddress === reader.email,
    )!;
    const link = /<([^>]+)>/.exec(JSON.parse(mail.headers)['List-Unsubscribe'])![1]!;
    expect(mail.textBody).toContain(link);
    const path = link.slice(link.indexOf('/api/'));
    const query = path.slice(path.indexOf('?'));

    // Opened, twice: the page that asks, with the link; the kind stays on.
    for (let i = 0; i < 2; i++) {
      const opened = await t.app.inject({ method: 'GET', url: path });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe(`/newsletter/unsubscribe${query}`);
    }
    expect((await call(reader, 'GET', '/api/me/mail')).json().announcements).toBe(true);

    // The page's button: the link, POSTed as the page sends it (JSON, no body).
    const pressed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { accept: 'application/json' },
    });
    expect(pressed.json()).toEqual({
      message: 'You will not receive announcements emails any more.',
    });
    expect((await call(reader, 'GET', '/api/me/mail')).json().announcements).toBe(false);
    // Opened again: the page that says it is off.
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.headers.location).toBe('/newsletter/mail-off?kind=announcements');
    // A link that is not an account's: the invalid-link page, and nothing changes.
    const forged = await t.app.inject({
      method: 'GET',
      url: path.replace(/t=[^&]+/, `t=${'A'.repeat(43)}`),
    });
    expect(forged.headers.location).toBe('/newsletter/invalid');
    await call(reader, 'PUT', '/api/me/mail', { announcements: true });
  });

  it("reaches an alumni event's attendees, and refuses what it cannot send", async () => {
    const key = `reunion-${randomUUID().slice(0, 8)}`;
    const made = await call(editor, 'POST' as never, '/api/officer/alumni-events', {
      key,
      title: 'Reunion dinner',
      sortDate: '2099-06-01',
      time: '7:00 PM',
      type: 'Dinner',
      icon: 'dinner',
      description: 'The class dinner.',
      canRsvp: true,
    });
    expect(made.statusCode).toBe(201);
    for (const account of alumni.slice(0, 2))
      expect(
        (await asOfficer(t, account, 'POST', '/api/alumni/rsvp', { event: key })).statusCode,
      ).toBe(200);
    expect(await recipients(`event:${key}`, 'announcements')).toEqual({
      recipients: 2,
      label: 'Attending Reunion dinner',
    });

    const wrong = [
      { audience: 'everyone' },
      { audience: 'class:19' },
      { audience: `event:no-such-${randomUUID().slice(0, 6)}` },
      { audience: 'alumni', kind: 'gossip' },
    ];
    for (const extra of wrong) {
      const refused = await sendNewsletter(t, editor, `wrong-${randomUUID()}`, {
        subject: 'Nothing',
        body: 'Nothing.',
        ...extra,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect(
      (await t.app.db.selectFrom('newsletterSends').select('subject').execute()).map(
        (s) => s.subject,
      ),
    ).not.toContain('Nothing');

    // The same key with another audience is another newsletter: 422, nothing sent.
    const keyed = `keyed-${randomUUID()}`;
    const first = await sendNewsletter(t, editor, keyed, {
      subject: 'Dinner details',
      body: 'Seven sharp.',
      audience: `event:${key}`,
      kind: 'announcements',
    });
    expect(first.statusCode).toBe(202);
    const again = await sendNewsletter(t, editor, keyed, {
      subject: 'Dinner details',
      body: 'Seven sharp.',
      audience: 'alumni',
      kind: 'announcements',
    });
    expect(again.statusCode).toBe(422);
    // Another officer area, a member, a visitor: no count, no send.
    const member = await createSignedInAccount(t);
    expect((await call(member, 'GET', '/api/officer/mail/recipients')).statusCode).toBe(403);
  });
});
