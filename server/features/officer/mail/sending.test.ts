// Sending a newsletter from the console (docs/api.md#newsletter-console): one email per active
// subscriber through the outbox, received by a real SMTP server with the RFC 8058 headers; the
// Idempotency-Key against double clicks, retries and concurrent repeats; pacing; bounces; the
// preview and the test email; and every refusal changing nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { asOfficer, createOfficer, type Account } from '../../../test/accounts.ts';
import { TestSmtpServer } from '../../../test/smtp.ts';
import {
  addSubscribers,
  newsletter,
  newsletterEmails,
  progressWhenDone,
  sendNewsletter,
} from '../../../test/subscribers.ts';

const auditActions = async (t: TestApp) =>
  (await t.app.db.selectFrom('auditLog').select('action').orderBy('at').execute()).map(
    (row) => row.action,
  );
const sendRows = (t: TestApp) => t.app.db.selectFrom('newsletterSends').selectAll().execute();

describe('sending to a real SMTP server', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let editor: Account;
  beforeEach(async () => {
    smtp = new TestSmtpServer();
    await smtp.start(0);
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    editor = await createOfficer(t, ['communications'], { name: 'Nell Newsletter' });
    // The officer's verification email: delivered before the newsletters are counted.
    await smtp.waitFor(1);
  });
  afterEach(async () => {
    await t.close();
    smtp.release();
    await smtp.stop();
  });

  it('sends one email per active subscriber, each with its own one-click unsubscribe, and shows the progress', async () => {
    const active = await addSubscribers(t, 3, 'active');
    await addSubscribers(t, 1, 'pending');
    await addSubscribers(t, 1, 'unsubscribed');
    await addSubscribers(t, 1, 'bouncing');
    const before = smtp.received.length;

    const response = await sendNewsletter(t, editor, 'first-send-0001', {
      subject: 'The Lambda Letter, November',
      body: '# Homecoming\n\nWe won **again**.\n\n- Float\n- Banner\n\nPhotos: https://example.org/photos',
    });
    expect(response.statusCode).toBe(202);
    const answer = response.json();
    expect(answer).toEqual({
      queued: 3,
      sendId: expect.any(String),
      message: 'The newsletter is on its way to 3 subscribers.',
    });
    expect(response.headers['idempotent-replayed']).toBeUndefined();

    const progress = await progressWhenDone(t, editor, answer.sendId);
    expect(progress).toMatchObject({
      recipients: 3,
      queued: 0,
      sent: 3,
      failed: 0,
      bounced: 0,
      done: true,
      subject: 'The Lambda Letter, November',
      createdBy: `Nell Newsletter <${editor.email}>`,
    });
    const mails = (await smtp.waitFor(before + 3)).slice(before);
    expect(mails.map((mail) => mail.to[0]).toSorted()).toEqual(
      active.map((s) => s.email).toSorted(),
    );
    for (const subscriber of active) {
      const mail = mails.find((m) => m.to[0] === subscriber.email)!;
      const link = `http://chapter.test/api/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`;
      const header = (name: string) =>
        mail.parsed.headers.find((h) => h.key === name.toLowerCase())?.value;
      expect(header('List-Unsubscribe')).toBe(`<${link}>`);
      expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.parsed.subject).toBe('The Lambda Letter, November');
      expect(mail.parsed.html).toContain(`href="${link}"`);
      expect(mail.parsed.html).toContain('<strong>again</strong>');
      expect(mail.parsed.html).toContain('<li>Float</li>');
      expect(mail.parsed.html).toContain('href="https://example.org/photos"');
      expect(mail.parsed.text).toContain(`Unsubscribe: ${link}`);
      expect(mail.parsed.text).toContain('We won again.');
    }

    // The link works in one click (RFC 8058), and the next newsletter skips the reader.
    const leaver = active[0]!;
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${leaver.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const next = await sendNewsletter(t, editor, 'second-send-0002', {
      subject: 'December',
      body: 'Hi.',
    });
    expect(next.json().queued).toBe(2);

    const list = (await asOfficer(t, editor, 'GET', '/api/officer/mail/sends')).json();
    expect(list.delivering).toBe(true);
    expect(list.pace).toBeNull();
    expect(list.sends.map((send: { subject: string }) => send.subject)).toEqual([
      'December',
      'The Lambda Letter, November',
    ]);
    expect(await auditActions(t)).toEqual(['newsletter sent', 'newsletter sent']);
    const entry = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', answer.sendId)
      .executeTakeFirstOrThrow();
    expect(entry.actorId).toBe(editor.id);
    expect(JSON.parse(entry.details)).toEqual({
      recipients: 3,
      audience: 'subscribers',
      kind: 'announcements',
    });
  });

  it('marks an address the receiving server refuses for good as bouncing, and skips it next time', async () => {
    const [kept, gone] = await addSubscribers(t, 2, 'active');
    smtp.unknownRecipients.add(gone!.email);
    const sendId = (await sendNewsletter(t, editor, 'bounce-send-01')).json().sendId;
    expect(await progressWhenDone(t, editor, sendId)).toMatchObject({
      sent: 1,
      failed: 1,
      bounced: 1,
      queued: 0,
    });
    const statuses = await t.app.db
      .selectFrom('newsletterSubscribers')
      .select(['email', 'status', 'bouncedAt'])
      .orderBy('email')
      .execute();
    expect(statuses).toEqual([
      { email: kept!.email, status: 'active', bouncedAt: null },
      { email: gone!.email, status: 'bouncing', bouncedAt: expect.any(String) },
    ]);
    const again = await sendNewsletter(t, editor, 'bounce-send-02', {
      subject: 'Again',
      body: 'Hi.',
    });
    expect(again.json().queued).toBe(1);
    const subscribers = (await asOfficer(t, editor, 'GET', '/api/officer/mail/subscribers')).json();
    expect(subscribers.counts).toEqual({ pending: 0, active: 1, unsubscribed: 0, bouncing: 1 });
  });

  it('sends a test to the officer himself, marked as a test, and nobody else', async () => {
    await addSubscribers(t, 2, 'active');
    const before = smtp.received.length;
    const response = await asOfficer(t, editor, 'POST', '/api/officer/mail/test', newsletter);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: `A test email is on its way to ${editor.email}.`,
      to: editor.email,
    });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(smtp.received).toHaveLength(before + 1);
    expect(mail!.to).toEqual([editor.email]);
    expect(mail!.parsed.subject).toBe(`[Test] ${newsletter.subject}`);
    expect(mail!.parsed.html).toContain('Hello <strong>brothers</strong>.');
    expect(await newsletterEmails(t)).toHaveLength(0);
    expect(await sendRows(t)).toHaveLength(0);
    expect(await auditActions(t)).toEqual(['newsletter test sent']);
  });
});

describe('the Idempotency-Key', () => {
  let t: TestApp;
  let editor: Account;
  beforeEach(async () => {
    t = await createTestApp();
    editor = await createOfficer(t, ['communications']);
    await addSubscribers(t, 4, 'active');
  });
  afterEach(async () => t.close());

  it('makes a repeat (a double click, a retried request) send nothing more and answer as the first', async () => {
    const first = await sendNewsletter(t, editor, 'double-click-1');
    const again = await sendNewsletter(t, editor, 'double-click-1');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    // A quoted key (a structured-field string, as the IETF draft writes it) is the same key.
    const quoted = await sendNewsletter(t, editor, '"double-click-1"');
    expect(quoted.json()).toEqual(first.json());
    expect(await newsletterEmails(t)).toHaveLength(4);
    expect(await sendRows(t)).toHaveLength(1);
    expect(await auditActions(t)).toEqual(['newsletter sent']);
  });

  it('sends once when the same request arrives many times at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sendNewsletter(t, editor, 'concurrent-key-1')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(202));
    expect(new Set(answers.map((answer) => answer.json().sendId)).size).toBe(1);
    expect(answers.filter((answer) => !answer.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await newsletterEmails(t)).toHaveLength(4);
    expect(await sendRows(t)).toHaveLength(1);
    expect(await auditActions(t)).toEqual(['newsletter sent']);
  });

  it('refuses the same key with another subject or text (422), sending nothing', async () => {
    await sendNewsletter(t, editor, 'reused-key-01');
    for (const changed of [
      { ...newsletter, subject: 'Another subject' },
      { ...newsletter, body: 'Another text.' },
    ]) {
      const response = await sendNewsletter(t, editor, 'reused-key-01', changed);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'idempotency_key_reused',
        message: expect.stringContaining('use a new key for a new newsletter'),
      });
    }
    // The same text with other outer spaces is the same newsletter (it is stored trimmed).
    const trimmed = await sendNewsletter(t, editor, 'reused-key-01', {
      subject: ` ${newsletter.subject} `,
      body: `${newsletter.body}\n`,
    });
    expect(trimmed.statusCode).toBe(202);
    expect(await newsletterEmails(t)).toHaveLength(4);
    expect(await sendRows(t)).toHaveLength(1);
  });

  it('is each officer’s own: another officer’s same key is another newsletter', async () => {
    const other = await createOfficer(t, ['communications']);
    const mine = (await sendNewsletter(t, editor, 'shared-key-001')).json();
    const theirs = (
      await sendNewsletter(t, other, 'shared-key-001', { ...newsletter, confirmDuplicate: true })
    ).json();
    expect(theirs.sendId).not.toBe(mine.sendId);
    expect(await newsletterEmails(t)).toHaveLength(8);
  });

  const badKeys = [
    ['missing', undefined, 'Send an Idempotency-Key header'],
    ['empty', '', 'The Idempotency-Key header must be'],
    ['too short', 'abc', 'The Idempotency-Key header must be'],
    ['too long', 'k'.repeat(129), 'The Idempotency-Key header must be'],
    ['with spaces', 'two words here', 'The Idempotency-Key header must be'],
    ['not ASCII', 'clé-unique-123', 'The Idempotency-Key header must be'],
    ['half quoted', '"abcdefgh', 'The Idempotency-Key header must be'],
  ] as const;

  it('refuses a missing or malformed Idempotency-Key with 400, sending nothing', async () => {
    for (const [what, key, message] of badKeys) {
      const response = await sendNewsletter(t, editor, key);
      expect({ what, status: response.statusCode, body: response.json() }).toEqual({
        what,
        status: 400,
        body: { error: 'validation_failed', message: expect.stringContaining(message) },
      });
    }
    expect(await newsletterEmails(t)).toHaveLength(0);
    expect(await sendRows(t)).toHaveLength(0);
    expect(await auditActions(t)).toEqual([]);
  });
});

describe('a second send of the same subject within an hour', () => {
  let t: TestApp;
  let editor: Account;
  beforeEach(async () => {
    t = await createTestApp();
    editor = await createOfficer(t, ['communications']);
    await addSubscribers(t, 4, 'active');
    const first = await sendNewsletter(t, editor, 'first-of-two-1');
    if (first.statusCode !== 202) throw new Error(`the first send answered ${first.statusCode}`);
  });
  afterEach(async () => t.close());

  const duplicateAnswer = {
    error: 'duplicate_send',
    message: expect.stringMatching(
      /^“The Lambda Letter, November” went out \d+ minutes? ago\. Send it again to 4 people\?$/,
    ),
    recipients: 4,
    sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  };

  it('is refused with 409 duplicate_send and the number of people, sending nothing', async () => {
    for (const subject of [newsletter.subject, '  the lambda letter,   NOVEMBER ']) {
      const response = await sendNewsletter(t, editor, `second-try-${subject.length}`, {
        subject,
        body: 'Another text.',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(duplicateAnswer);
    }
    // Whoever sent the first: another officer's send of it is asked about too.
    const other = await createOfficer(t, ['communications']);
    expect((await sendNewsletter(t, other, 'other-officer-1')).json()).toEqual(duplicateAnswer);
    expect(await newsletterEmails(t)).toHaveLength(4);
    expect(await sendRows(t)).toHaveLength(1);
    expect(await auditActions(t)).toEqual(['newsletter sent']);
  });

  it('goes out when the request confirms it, and its key then answers as that send', async () => {
    const refused = await sendNewsletter(t, editor, 'second-send-1');
    expect(refused.statusCode).toBe(409);
    const confirmed = await sendNewsletter(t, editor, 'second-send-1', {
      ...newsletter,
      confirmDuplicate: true,
    });
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json().queued).toBe(4);
    // A retry of the confirmed request, with or without the confirmation: the same send.
    const retried = await sendNewsletter(t, editor, 'second-send-1');
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toEqual(confirmed.json());
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(await newsletterEmails(t)).toHaveLength(8);
    expect(await sendRows(t)).toHaveLength(2);
  });

  it('never asks about a repeat of the first send (its own key), nor another subject, nor after an hour', async () => {
    const repeat = await sendNewsletter(t, editor, 'first-of-two-1');
    expect(repeat.statusCode).toBe(202);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    const another = await sendNewsletter(t, editor, 'another-one-1', {
      ...newsletter,
      subject: 'The Lambda Letter, December',
    });
    expect(another.statusCode).toBe(202);
    // An hour and a minute later, the same subject is a newsletter of its own.
    await t.app.db
      .updateTable('newsletterSends')
      .set({ createdAt: new Date(Date.now() - 61 * 60_000).toISOString() })
      .execute();
    expect((await sendNewsletter(t, editor, 'next-hour-01')).statusCode).toBe(202);
    expect(await sendRows(t)).toHaveLength(3);
  });
});

describe('what a newsletter may contain', () => {
  let t: TestApp;
  let editor: Account;
  beforeEach(async () => {
    t = await createTestApp();
    editor = await createOfficer(t, ['communications']);
    await addSubscribers(t, 2, 'active');
  });
  afterEach(async () => t.close());

  const nothingChanged = async () => {
    expect(await t.app.db.selectFrom('outbox').select('id').execute()).toHaveLength(
      // The officer's verification email.
      1,
    );
    expect(await sendRows(t)).toHaveLength(0);
    expect(await auditActions(t)).toEqual([]);
  };

  const badNewsletters = [
    ['an empty subject', { subject: '  ', body: 'Hi' }, 'subject', 'The subject is required.'],
    ['a missing subject', { body: 'Hi' }, 'subject', 'The subject must be text.'],
    [
      'a subject over 150 characters',
      { subject: 's'.repeat(151), body: 'Hi' },
      'subject',
      'The subject can be at most 150 characters.',
    ],
    [
      'a line break in the subject (header injection)',
      { subject: 'Hello\r\nBcc: everyone@example.com', body: 'Hi' },
      'subject',
      'The subject must be on one line.',
    ],
    [
      'a bare line feed in the subject',
      { subject: 'Hello\nX-Evil: 1', body: 'Hi' },
      'subject',
      'The subject must be on one line.',
    ],
    ['an empty text', { subject: 'Hi', body: '\n \n' }, 'body', 'The text is required.'],
    ['a text that is not text', { subject: 'Hi', body: 42 }, 'body', 'The text must be text.'],
    [
      'a text over 20,000 characters',
      { subject: 'Hi', body: 'x'.repeat(20_001) },
      'body',
      'The text can be at most 20000 characters.',
    ],
    [
      'a control character in the text',
      { subject: 'Hi', body: 'Hello\u0007' },
      'body',
      'The text contains invisible control characters that are not allowed.',
    ],
    [
      'a right-to-left override in the subject',
      { subject: 'Invoice \u202Efdp.exe', body: 'Hi' },
      'subject',
      'The subject contains invisible control characters that are not allowed.',
    ],
  ] as const;

  it('refuses a bad subject or text with 400 naming the field, sending nothing', async () => {
    for (const [index, [what, body, field, message]] of badNewsletters.entries()) {
      for (const url of ['/api/officer/mail/preview', '/api/officer/mail/test']) {
        const response = await asOfficer(t, editor, 'POST', url, body);
        expect({ what, url, status: response.statusCode, body: response.json() }).toEqual({
          what,
          url,
          status: 400,
          body: { error: 'validation_failed', message, field },
        });
      }
      const key = `bad-input-${String(index).padStart(4, '0')}`;
      const response = await sendNewsletter(t, editor, key, body);
      expect({ what, status: response.statusCode, body: response.json() }).toEqual({
        what,
        status: 400,
        body: { error: 'validation_failed', message, field },
      });
    }
    await nothingChanged();
  });

  it('accepts a text of 20,000 characters, and refuses an oversized body with 413 unread', async () => {
    const long = { subject: 'Long', body: 'é'.repeat(20_000) };
    expect((await asOfficer(t, editor, 'POST', '/api/officer/mail/preview', long)).statusCode).toBe(
      200,
    );
    const huge = { subject: 'Huge', body: 'x'.repeat(200_000) };
    const response = await sendNewsletter(t, editor, 'oversized-0001', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
    await nothingChanged();
  });

  it('refuses malformed JSON and a body that is not JSON, sending nothing', async () => {
    const malformed = await sendNewsletter(t, editor, 'malformed-0001', '{"subject": "Hi", ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
    const form = await sendNewsletter(t, editor, 'malformed-0002', 'subject=Hi&body=Hi', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    const poisoned = await sendNewsletter(
      t,
      editor,
      'malformed-0003',
      '{"subject":"Hi","body":"Hi","__proto__":{"admin":true}}',
    );
    expect(poisoned.statusCode).toBe(400);
    await nothingChanged();
  });

  it('makes markup in the subject and the text plain text in the email, never markup', async () => {
    const hostile = {
      subject: '<script>alert("subject")</script> & <b>bold</b>',
      body: [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '[click me](javascript:alert(3))',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '[quote](https://ok.example/"onmouseover="alert(4))',
        '**<i>nested</i>** and &amp; entities',
        '"><a href="https://evil.example">x</a>',
      ].join('\n\n'),
    };
    const preview = await asOfficer(t, editor, 'POST', '/api/officer/mail/preview', hostile);
    expect(preview.statusCode).toBe(200);
    const sent = await sendNewsletter(t, editor, 'markup-send-01', hostile);
    expect(sent.statusCode).toBe(202);
    const [email] = await newsletterEmails(t);
    for (const html of [preview.json().html as string, email!.htmlBody]) {
      expect(html).not.toMatch(/<script|<img|<i>|<b>/i);
      // No tag carries an event handler (the escaped text may still read "onerror=").
      for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) expect(tag).not.toMatch(/\son\w+=/i);
      // Every link is one the format makes: an https address (or the unsubscribe link), quoted.
      for (const [tag] of html.matchAll(/<a\b[^>]*>/g))
        expect(tag).toMatch(
          /^<a href="(https:\/\/|http:\/\/chapter\.test\/)[^"<>\s]*" style="[^"]*">$/,
        );
      expect(html).toContain(
        '<title>&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</title>',
      );
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
      expect(html).toContain('[click me](javascript:alert(3))');
      expect(html).toContain('<strong>&lt;i&gt;nested&lt;/i&gt;</strong> and &amp;amp; entities');
      // Text that looks like a link's markup stays text around the (real) address it holds.
      expect(html).toContain('&quot;&gt;&lt;a href=&quot;<a href="https://evil.example/"');
    }
    // The subject header is the text as typed (a header is not HTML).
    expect(email!.subject).toBe(hostile.subject);
    expect(preview.json().subject).toBe(hostile.subject);
    expect(preview.json().text).toContain('<script>alert(1)</script>');
  });

  it('previews the email exactly as it is sent, with a sample unsubscribe link', async () => {
    const preview = (
      await asOfficer(t, editor, 'POST', '/api/officer/mail/preview', newsletter)
    ).json();
    await sendNewsletter(t, editor, 'preview-match-1');
    const [email] = await newsletterEmails(t);
    const subscriber = await t.app.db
      .selectFrom('newsletterSubscribers')
      .select('unsubscribeToken')
      .where('email', '=', email!.toAddress)
      .executeTakeFirstOrThrow();
    const personal = (text: string) =>
      text.replaceAll('sample-link-in-a-preview', subscriber.unsubscribeToken);
    expect(personal(preview.html)).toBe(email!.htmlBody);
    expect(personal(preview.text)).toBe(email!.textBody);
    expect(preview.subject).toBe(email!.subject);
    // A preview changes nothing.
    expect(await auditActions(t)).toEqual(['newsletter sent']);
  });

  it('refuses to send when nobody is subscribed (409), recording nothing', async () => {
    await t.app.db.updateTable('newsletterSubscribers').set({ status: 'unsubscribed' }).execute();
    const response = await sendNewsletter(t, editor, 'nobody-send-01');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'conflict',
      message: 'There is no active subscriber to send it to: nothing was sent.',
    });
    await nothingChanged();
  });

  it('limits test emails to 20 an hour per officer', async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (await asOfficer(t, editor, 'POST', '/api/officer/mail/test', newsletter)).statusCode,
      ).toBe(202);
    const limited = await asOfficer(t, editor, 'POST', '/api/officer/mail/test', newsletter);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await t.app.db
        .selectFrom('outbox')
        .select('id')
        .where('toAddress', '=', editor.email)
        .execute(),
    ).toHaveLength(21);
  });
});

describe('pacing (NEWSLETTER_PACE)', () => {
  it('hands each email over no earlier than its turn', async () => {
    const smtp = new TestSmtpServer();
    await smtp.start(0);
    const t = await createTestApp({ env: { NEWSLETTER_PACE: '1200/minute', SMTP_URL: smtp.url } });
    try {
      const editor = await createOfficer(t, ['communications']);
      await addSubscribers(t, 4, 'active');
      const sendId = (await sendNewsletter(t, editor, 'paced-delivery-1')).json().sendId;
      expect(await progressWhenDone(t, editor, sendId)).toMatchObject({ sent: 4, queued: 0 });
      const emails = await newsletterEmails(t);
      for (const email of emails)
        expect(Date.parse(email.sentAt!)).toBeGreaterThanOrEqual(Date.parse(email.nextAttemptAt));
      const due = emails.map((email) => Date.parse(email.nextAttemptAt));
      expect(due.slice(1).map((at, i) => at - due[i]!)).toEqual([50, 50, 50]);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });

  it('spaces the emails at the pace, and a second newsletter after the first', async () => {
    const t = await createTestApp({
      env: { NEWSLETTER_PACE: '2/minute', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
    try {
      const editor = await createOfficer(t, ['communications']);
      await addSubscribers(t, 3, 'active');
      // The worker must not try to deliver (nothing listens on port 9): it is stopped.
      await t.app.mailer.stop();
      const started = Date.now();
      await sendNewsletter(t, editor, 'paced-send-001');
      await sendNewsletter(t, editor, 'paced-send-002', { subject: 'Two', body: 'Hi.' });
      const due = (await newsletterEmails(t)).map((mail) => Date.parse(mail.nextAttemptAt));
      expect(due).toHaveLength(6);
      expect(due[0]).toBeGreaterThanOrEqual(started - 1000);
      for (let i = 1; i < due.length; i++) expect(due[i]! - due[i - 1]!).toBe(30_000);
      const list = (await asOfficer(t, editor, 'GET', '/api/officer/mail/sends')).json();
      expect(list.pace).toBe('2/minute');
      const second = list.sends.find((send: { subject: string }) => send.subject === 'Two');
      expect(second).toMatchObject({ queued: 3, sent: 0, done: false });
      expect(Date.parse(second.nextAt)).toBe(due[3]);
    } finally {
      await t.close();
    }
  });
});
