// A member's dues (docs/api.md#money-a-members-dues), on SQLite and PostgreSQL: his balance,
// statement, receipts and next due after charges, payments and reversals; his claims (checked,
// at most 5 waiting, also when sent at once; confirmed once); the picture of a receipt, his and
// the treasurer's only; his plan proposed and the treasurer's accepted. Alumni 403, visitors 401,
// and another member's claim or plan is as missing as one that never was.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInAccount, nextClient, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fixture } from '../../../test/pictures.ts';
import { clock } from '../../../lib/clock.ts';
import { listNewest } from '../../../core/mail/outbox-repository.ts';
import { decideClaim } from '../../../core/money/claims.ts';
import { post, reverse } from '../../../core/money/ledger.ts';
import { proposePlan } from '../../../core/money/plans.ts';
import { receiptOf, sendReceiptEmail } from '../../../core/money/receipts.ts';

let t: TestApp;
const realNow = clock.now;
// Noon in Chicago on Wed, Mar 3, 2027.
const today = '2027-03-03';
const treasurer = { id: 'treasurer-id', name: 'Tom Treasurer' };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => {
  clock.now = () => Date.parse('2027-03-03T18:00:00Z');
});
afterEach(() => {
  clock.now = realNow;
});

const call = (
  who: Account | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  extra: { headers?: Record<string, string>; body?: Buffer } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextClient(),
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...extra.headers,
    },
    ...(extra.body ? { payload: extra.body } : {}),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** A dues charge to `userId`, billed on `occurredOn` and due on `dueOn`. */
const charge = (
  userId: string,
  amountCents: number,
  dueOn: string,
  description = 'Spring dues',
  occurredOn = '2027-01-15',
) =>
  t.app.db.transaction().execute(async (trx) => {
    const [id] = await post(trx, [
      {
        kind: 'dues',
        occurredOn,
        dueOn,
        userId,
        description,
        lines: [
          { account: 'receivable', userId, amountCents },
          { account: 'dues_income', amountCents: -amountCents },
        ],
        by: treasurer,
      },
    ]);
    return id!;
  });

const claimBody = {
  amountCents: 5_000,
  method: 'venmo',
  reference: 'VENMO-123',
  paidOn: '2027-03-01',
};

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----money${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([head, data, tail]),
  };
}

describe('who may call', () => {
  it('answers 401 signed out and 403 to an alumnus, on every call', async () => {
    const alumnus = await createSignedInAccount(t, { role: 'alumni' });
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['GET', '/api/me/dues', undefined],
      ['POST', '/api/me/payment-claims', claimBody],
      ['GET', `/api/me/payment-claims/${id}/picture`, undefined],
      ['POST', '/api/me/payment-plan', { instalments: [{ dueOn: today, amountCents: 100 }] }],
      ['POST', '/api/me/payment-plan/accept', { planId: id }],
    ] as const) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      expect((await call(alumnus, method, url, body)).statusCode).toBe(403);
    }
  });
});

describe('his dues', () => {
  it('is nothing owed for a new member, kept by no cache', async () => {
    const member = await createSignedInAccount(t);
    const answer = await call(member, 'GET', '/api/me/dues');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      balanceCents: 0,
      overdueCents: 0,
      overdueSince: null,
      status: 'paid',
      nextDue: null,
      plan: null,
      proposal: null,
      statement: [],
      statementEarlier: 0,
      receipts: [],
      claims: [],
      online: false,
      onlinePayment: null,
    });
  });

  it('says since when he is overdue: the oldest charge still open past the grace days', async () => {
    const member = await createSignedInAccount(t);
    const since = async () => (await call(member, 'GET', '/api/me/dues')).json().overdueSince;
    // Due two days ago: within the chapter's 7 grace days, not overdue yet.
    await charge(member.id, 3_000, '2027-03-01', 'Fine', '2027-02-20');
    expect(await since()).toBeNull();
    await charge(member.id, 10_000, '2027-02-10', 'Spring dues', '2027-01-20');
    await charge(member.id, 4_000, '2027-01-20', 'Formal', '2027-01-10');
    expect(await since()).toBe('2027-01-20');
    // Paid $40: the oldest charge is settled, and the next one is overdue since its day.
    await t.app.db.transaction().execute((trx) =>
      post(trx, [
        {
          kind: 'payment',
          occurredOn: today,
          userId: member.id,
          description: 'Payment',
          method: 'cash',
          lines: [
            { account: 'cash', amountCents: 4_000 },
            { account: 'receivable', userId: member.id, amountCents: -4_000 },
          ],
          by: treasurer,
        },
      ]),
    );
    expect(await since()).toBe('2027-02-10');
  });

  it('follows charges, a payment and a reversal, with a running balance and receipts', async () => {
    const member = await createSignedInAccount(t, { name: 'Pat Payer' });
    const other = await createSignedInAccount(t);
    const fall = await charge(member.id, 20_000, '2027-02-01', 'Fall <b>dues</b>');
    const fine = await charge(member.id, 2_500, '2027-03-20', 'Fine', '2027-01-16');
    await charge(other.id, 99_900, '2027-02-01');
    // He says he paid 150.00; the treasurer confirms it.
    const claimed = await call(member, 'POST', '/api/me/payment-claims', {
      ...claimBody,
      amountCents: 15_000,
    });
    expect(claimed.statusCode).toBe(201);
    const decided = await t.app.db
      .transaction()
      .execute((trx) =>
        decideClaim(trx, { claimId: claimed.json().claim.id, approve: true, by: treasurer, today }),
      );
    let dues = (await call(member, 'GET', '/api/me/dues')).json();
    expect(dues.balanceCents).toBe(7_500);
    // The payment settled the oldest charge first: $50 of Fall dues is open and past due.
    expect(dues.overdueCents).toBe(5_000);
    expect(dues.overdueSince).toBe('2027-02-01');
    expect(dues.status).toBe('overdue');
    expect(dues.nextDue).toEqual({ dueOn: '2027-02-01', amountCents: 5_000 });
    expect(
      dues.statement.map((line: { postingId: string; balanceAfterCents: number }) => [
        line.postingId,
        line.balanceAfterCents,
      ]),
    ).toEqual([
      [fall, 20_000],
      [fine, 22_500],
      [decided.postingId, 7_500],
    ]);
    // Markup in a description is text, as it was written.
    expect(dues.statement[0].description).toBe('Fall <b>dues</b>');
    expect(dues.receipts).toEqual([
      expect.objectContaining({
        postingId: decided.postingId,
        userId: member.id,
        name: 'Pat Payer',
        amountCents: 15_000,
        method: 'venmo',
        reference: 'VENMO-123',
        receivedOn: '2027-03-01',
        reversed: false,
        recordedBy: 'Tom Treasurer',
      }),
    ]);
    expect(dues.claims[0]).toMatchObject({
      status: 'approved',
      receiptNumber: dues.receipts[0].number,
    });

    // The fine was a mistake: reversed, it leaves the statement with both lines and a reason.
    await t.app.db
      .transaction()
      .execute((trx) => reverse(trx, fine, 'Excused after all', treasurer, today));
    dues = (await call(member, 'GET', '/api/me/dues')).json();
    expect(dues.balanceCents).toBe(5_000);
    expect(dues.statement.at(-1)).toMatchObject({
      kind: 'reversal',
      reverses: fine,
      reason: 'Excused after all',
      amountCents: -2_500,
      balanceAfterCents: 5_000,
    });
    expect(dues.statement[1]).toMatchObject({ postingId: fine, reversedBy: expect.any(String) });
    // Nothing of the other member's is in his answer.
    expect(JSON.stringify(dues)).not.toContain(other.id);
  });
});

describe('claims', () => {
  it('refuses bad fields naming the field, and writes nothing', async () => {
    const member = await createSignedInAccount(t);
    for (const [body, field] of [
      [{ ...claimBody, amountCents: 0 }, 'amountCents'],
      [{ ...claimBody, amountCents: 12.5 }, 'amountCents'],
      [{ ...claimBody, amountCents: 100_000_01 }, 'amountCents'],
      [{ ...claimBody, amountCents: '5000' }, 'amountCents'],
      [{ ...claimBody, method: 'bitcoin' }, 'method'],
      [{ ...claimBody, paidOn: '2027-02-30' }, 'paidOn'],
      [{ ...claimBody, paidOn: '1999-12-31' }, 'paidOn'],
      [{ ...claimBody, paidOn: '2027-03-04' }, 'paidOn'],
      [{ ...claimBody, reference: 'x'.repeat(101) }, 'reference'],
      [{ ...claimBody, note: 'n'.repeat(501) }, 'note'],
    ] as const) {
      const answer = await call(member, 'POST', '/api/me/payment-claims', body);
      expect({ status: answer.statusCode, field: answer.json().field }).toEqual({
        status: 400,
        field,
      });
    }
    expect(
      (await call(member, 'POST', '/api/me/payment-claims', { ...claimBody, status: 'approved' }))
        .statusCode,
    ).toBe(400);
    expect((await call(member, 'GET', '/api/me/dues')).json().claims).toEqual([]);
  });

  it('keeps markup as text, and lets at most 5 wait, also when sent at once', async () => {
    const member = await createSignedInAccount(t);
    const first = await call(member, 'POST', '/api/me/payment-claims', {
      ...claimBody,
      reference: '<script>alert(1)</script>',
      note: '<img src=x onerror=alert(1)>',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().claim).toMatchObject({
      reference: '<script>alert(1)</script>',
      note: '<img src=x onerror=alert(1)>',
      status: 'pending',
      hasPicture: false,
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(member, 'POST', '/api/me/payment-claims', claimBody)),
    );
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([
      201, 201, 201, 201, 409, 409, 409, 409,
    ]);
    const claims = (await call(member, 'GET', '/api/me/dues')).json().claims;
    expect(claims).toHaveLength(5);
  });

  it('is confirmed once, even by two decisions at once', async () => {
    const member = await createSignedInAccount(t);
    await charge(member.id, 10_000, '2027-04-01');
    const claim = (await call(member, 'POST', '/api/me/payment-claims', claimBody)).json().claim;
    const decide = () =>
      t.app.db
        .transaction()
        .execute((trx) =>
          decideClaim(trx, { claimId: claim.id, approve: true, by: treasurer, today }),
        )
        .then(
          () => 'decided',
          (error: { code?: string }) => error.code,
        );
    expect((await Promise.all([decide(), decide(), decide()])).toSorted()).toEqual([
      'already_decided',
      'already_decided',
      'decided',
    ]);
    const dues = (await call(member, 'GET', '/api/me/dues')).json();
    expect(dues.balanceCents).toBe(5_000);
    expect(dues.receipts).toHaveLength(1);
  });

  it('emails the receipt of a claim confirmed, and says so once it is reversed', async () => {
    const member = await createSignedInAccount(t, { name: 'Rex Receipt' });
    const claim = (
      await call(member, 'POST', '/api/me/payment-claims', {
        ...claimBody,
        reference: '<b>ref</b>',
      })
    ).json().claim;
    const { postingId } = await t.app.db
      .transaction()
      .execute((trx) =>
        decideClaim(trx, { claimId: claim.id, approve: true, by: treasurer, today }),
      );
    const deps = {
      db: t.app.db,
      mailer: t.app.mailer,
      brand: t.app.emailBrand,
      publicUrl: 'http://chapter.test',
    };
    expect(await sendReceiptEmail(deps, postingId!)).toBe(true);
    const receipt = (await receiptOf(t.app.db, postingId!, 'Chapter'))!;
    const [mail] = await listNewest(t.app.db, 1, member.email);
    expect(mail!.subject).toBe(`Receipt ${receipt.number}: $50.00 received`);
    expect(mail!.textBody).toContain(`http://chapter.test/me/dues?receipt=${receipt.number}`);
    expect(mail!.textBody).toContain('Received on: Mon, Mar 1, 2027');
    expect(mail!.htmlBody).toContain('&lt;b&gt;ref&lt;/b&gt;');
    expect(mail!.htmlBody).not.toContain('<b>ref</b>');
    await t.app.db
      .transaction()
      .execute((trx) => reverse(trx, postingId!, 'Bounced', treasurer, today));
    expect(await receiptOf(t.app.db, postingId!, 'Chapter')).toMatchObject({
      reversed: true,
      amountCents: 5_000,
      name: 'Rex Receipt',
      recordedBy: 'Tom Treasurer',
    });
    // A posting without a receipt sends nothing.
    const fee = await charge(member.id, 1_000, '2027-04-01');
    expect(await sendReceiptEmail(deps, fee)).toBe(false);
  });

  it('takes a picture of his receipt, shown to him alone here and never at /media', async () => {
    const member = await createSignedInAccount(t);
    const other = await createSignedInAccount(t);
    const claim = (await call(member, 'POST', '/api/me/payment-claims', claimBody)).json().claim;
    const url = `/api/me/payment-claims/${claim.id}/picture`;
    const photo = multipart('picture', 'receipt.jpg', 'image/jpeg', fixture('photo-with-gps.jpg'));
    expect((await call(other, 'POST', url, undefined, photo)).statusCode).toBe(404);
    const text = multipart('picture', 'receipt.jpg', 'image/jpeg', Buffer.from('not a picture'));
    expect((await call(member, 'POST', url, undefined, text)).statusCode).toBe(415);
    const added = await call(member, 'POST', url, undefined, photo);
    expect(added.statusCode).toBe(200);
    expect(added.json().claim.hasPicture).toBe(true);
    const seen = await call(member, 'GET', url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toMatch(/^image\//);
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    const { pictureId } = (await t.app.db
      .selectFrom('paymentClaims')
      .select('pictureId')
      .where('id', '=', claim.id)
      .executeTakeFirst())!;
    expect((await call(member, 'GET', `/media/${pictureId}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/media/${pictureId}`)).statusCode).toBe(404);
  });
});

describe('plans', () => {
  it('takes his proposal that covers his balance, and refuses one that does not', async () => {
    const member = await createSignedInAccount(t);
    await charge(member.id, 30_000, '2027-02-15');
    const wrong = await call(member, 'POST', '/api/me/payment-plan', {
      instalments: [{ dueOn: '2027-04-01', amountCents: 10_000 }],
    });
    expect({ status: wrong.statusCode, field: wrong.json().field }).toEqual({
      status: 400,
      field: 'instalments',
    });
    const bad = await call(member, 'POST', '/api/me/payment-plan', {
      instalments: [{ dueOn: '2027-13-01', amountCents: 30_000 }],
    });
    expect(bad.statusCode).toBe(400);
    const proposed = await call(member, 'POST', '/api/me/payment-plan', {
      instalments: [
        { dueOn: '2027-04-01', amountCents: 15_000 },
        { dueOn: '2027-05-01', amountCents: 15_000 },
      ],
    });
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json().plan).toMatchObject({ status: 'proposed', proposedBy: 'member' });
    const dues = (await call(member, 'GET', '/api/me/dues')).json();
    expect(dues.plan).toMatchObject({ id: proposed.json().plan.id, status: 'proposed' });
    expect(dues.status).toBe('overdue');
    // He cannot accept his own proposal.
    const own = await call(member, 'POST', '/api/me/payment-plan/accept', {
      planId: proposed.json().plan.id,
    });
    expect(own.statusCode).toBe(409);
  });

  it('accepts the treasurer’s proposal to him, never another member’s', async () => {
    const member = await createSignedInAccount(t);
    const other = await createSignedInAccount(t);
    await charge(member.id, 20_000, '2027-02-15');
    const plan = await t.app.db.transaction().execute((trx) =>
      proposePlan(trx, {
        userId: member.id,
        instalments: [
          { dueOn: '2027-03-15', amountCents: 10_000 },
          { dueOn: '2027-04-15', amountCents: 10_000 },
        ],
        side: 'treasurer',
        by: treasurer,
        today,
      }),
    );
    expect(
      (await call(other, 'POST', '/api/me/payment-plan/accept', { planId: plan.id })).statusCode,
    ).toBe(404);
    const accepted = await call(member, 'POST', '/api/me/payment-plan/accept', {
      planId: plan.id,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().plan).toMatchObject({ status: 'accepted', planStatus: 'on_track' });
    const dues = (await call(member, 'GET', '/api/me/dues')).json();
    // On a plan on track he is not overdue, and his next due is the plan's instalment.
    expect(dues.status).toBe('on_plan');
    expect(dues.nextDue).toEqual({ dueOn: '2027-03-15', amountCents: 10_000 });
    expect(
      (await call(member, 'POST', '/api/me/payment-plan/accept', { planId: plan.id })).statusCode,
    ).toBe(409);
  });
});
