// A prospect's bid from his side (docs/api.md#recruitment, docs/product.md#recruitment), on SQLite
// and PostgreSQL: read through the emailed link, answered once (accepting makes a one-use invite
// for his email alone, declining ends it), refused once answered or past its day; and the signup
// with that invite, which takes his email only and copies his phone, class year and major.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../lib/clock.ts';
import { inviteCodeHash } from '../../../lib/invite-codes.ts';
import {
  asOfficer,
  createOfficer,
  goodPassword,
  post,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addPeriod, emailsTo, linkIn, prospectByEmail } from '../../../test/recruitment.ts';

let t: TestApp;
let officer: Account;
const realNow = clock.now;
// Noon on Tue, Mar 2, 2027 in America/Chicago, during the period.
const during = Date.parse('2027-03-02T18:00:00Z');

beforeAll(async () => {
  clock.now = () => during;
  t = await createTestApp();
  officer = await createOfficer(t, ['recruitment'], { name: 'Rush Chair' });
  await addPeriod(t, { opensOn: '2027-02-20', closesOn: '2027-03-10' });
});
afterAll(async () => {
  clock.now = realNow;
  await t.close();
});
afterEach(() => {
  clock.now = () => during;
});

/** A confirmed prospect with a bid to answer by `expiresOn`; the bid link's secret. */
async function prospectWithBid(email: string, expiresOn = '2027-03-09') {
  await post(t, '/api/recruitment/interest', {
    name: 'Bo Prospect',
    email,
    phone: '+1 555 010 0123',
    classYear: 2029,
    major: 'Chemistry',
    heardFrom: 'The rush fair',
    consent: true,
  });
  const [confirm] = await emailsTo(t, email);
  await post(t, '/api/recruitment/confirm', { token: linkIn(confirm!.textBody, 'confirm') });
  const prospect = (await prospectByEmail(t, email))!;
  const bid = await asOfficer(
    t,
    officer,
    'POST',
    `/api/officer/recruitment/prospects/${prospect.id}/bid`,
    { expiresOn },
  );
  if (bid.statusCode !== 200) throw new Error(`no bid: ${bid.body}`);
  const mail = (await emailsTo(t, email)).at(-1)!;
  return { prospect, token: linkIn(mail.textBody, 'bid') };
}

const view = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/recruitment/bids/${token}` });
const answer = (token: string, accept: boolean) =>
  post(t, `/api/recruitment/bids/${token}`, { accept });
const signup = (inviteCode: string, email: string) =>
  post(t, '/api/auth/signup', { name: 'Bo Prospect', email, password: goodPassword, inviteCode });

describe('a bid', () => {
  it('is read, accepted once with an invite for his email alone, and his signup takes his details', async () => {
    const email = 'bo.accepts@example.com';
    const { prospect, token } = await prospectWithBid(email);
    const before = await view(token);
    expect([before.statusCode, before.json()]).toEqual([
      200,
      { name: 'Bo Prospect', status: 'extended', expiresOn: '2027-03-09', signupUrl: null },
    ]);

    const accepted = await answer(token, true);
    expect(accepted.statusCode).toBe(200);
    const { signupUrl, status } = accepted.json();
    expect(status).toBe('accepted');
    const url = new URL(signupUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://chapter.test/login');
    expect(url.searchParams.get('email')).toBe(email);
    expect(url.searchParams.get('name')).toBe('Bo Prospect');
    const code = url.searchParams.get('invite')!;
    const invite = await t.app.db
      .selectFrom('inviteCodes')
      .selectAll()
      .where('codeHash', '=', inviteCodeHash(code))
      .executeTakeFirstOrThrow();
    expect(invite).toMatchObject({ email, prospectId: prospect.id, role: 'member', usesLeft: 1 });
    const welcome = (await emailsTo(t, email)).at(-1)!;
    expect(welcome).toMatchObject({
      prospectId: prospect.id,
      subject: expect.stringContaining('Welcome'),
    });
    expect(welcome.textBody).toContain(signupUrl);
    expect(welcome.subject).not.toContain(code);
    expect((await view(token)).json()).toMatchObject({ status: 'accepted', signupUrl: null });

    const again = await answer(token, false);
    expect([again.statusCode, again.json().error]).toEqual([409, 'bid_answered']);

    const other = await signup(code, 'someone.else@example.com');
    expect([other.statusCode, other.json().field, other.json().message]).toEqual([
      400,
      'email',
      'This invite is for another email address.',
    ]);
    expect(
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'someone.else@example.com')
        .execute(),
    ).toEqual([]);

    const his = await signup(code, 'Bo.Accepts@example.com');
    expect(his.statusCode).toBe(200);
    const user = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'member',
      initiatedOn: null,
      phone: '+1 555 010 0123',
      graduationYear: 2029,
      major: 'Chemistry',
    });
    expect((await prospectByEmail(t, email))!.joinedUserId).toBe(user.id);
  });

  it('is declined once', async () => {
    const { token } = await prospectWithBid('bo.declines@example.com');
    const declined = await answer(token, false);
    expect([declined.statusCode, declined.json().status, declined.json().signupUrl]).toEqual([
      200,
      'declined',
      null,
    ]);
    expect((await prospectByEmail(t, 'bo.declines@example.com'))!.bidStatus).toBe('declined');
    const again = await answer(token, true);
    expect([again.statusCode, again.json().error]).toEqual([409, 'bid_answered']);
    expect(
      await t.app.db
        .selectFrom('inviteCodes')
        .select('id')
        .where('email', '=', 'bo.declines@example.com')
        .execute(),
    ).toEqual([]);
  });

  it('reads expired and refuses an answer after the end of its last day', async () => {
    const { token } = await prospectWithBid('bo.late@example.com', '2027-03-03');
    // Midnight after Wed, Mar 3 in Chicago.
    clock.now = () => Date.parse('2027-03-04T06:00:00Z');
    expect((await view(token)).json().status).toBe('expired');
    const late = await answer(token, true);
    expect([late.statusCode, late.json().error]).toEqual([409, 'bid_expired']);
    expect((await prospectByEmail(t, 'bo.late@example.com'))!.bidStatus).toBe('extended');
  });

  it('answers 404 to an unknown link and 400 to a malformed one', async () => {
    const unknown = await view('x'.repeat(43));
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
    expect((await answer('y'.repeat(43), true)).statusCode).toBe(404);
    expect((await view('short')).statusCode).toBe(400);
  });
});
