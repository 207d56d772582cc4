// The deletion of a period's prospects (docs/product.md#recruitment), on SQLite and PostgreSQL:
// nothing before the period's deletion day; on it, at the server's start, every prospect with his
// notes, check-ins, links, ballot rows and emails, the unused invite of one who accepted and did
// not sign up revoked, the ballots gone, the numbers kept, one log entry without a name; again,
// nothing more. One who joined keeps his account.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { createAccount, post, type Account } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addNoteAndCheckIn, addPeriod, emailsTo, prospectByEmail } from '../../test/recruitment.ts';
import { createInviteCode } from '../invites/invites.ts';
import { runRecruitmentDeletions } from './deletion.ts';
import { periodStats } from './stats.ts';

let t: TestApp;
let joined: Account;
let periodId: string;
let inviteId: string;
const realNow = clock.now;
// Noon on Tue, Mar 2, 2027 in America/Chicago, during the period (Feb 20 – Mar 10, kept 30 days).
const during = Date.parse('2027-03-02T18:00:00Z');
const emails = ['joined@example.com', 'noted@example.com', 'accepted@example.com'];

beforeAll(async () => {
  clock.now = () => during;
  t = await createTestApp();
  periodId = await addPeriod(t, { opensOn: '2027-02-20', closesOn: '2027-03-10' });
  for (const email of emails)
    await post(t, '/api/recruitment/interest', { name: 'Pat Prospect', email, consent: true });
  const [a, b, c] = await Promise.all(
    emails.map(async (email) => (await prospectByEmail(t, email))!),
  );
  joined = await createAccount(t, { email: 'joined@example.com', name: 'Pat Prospect' });
  await t.app.db
    .updateTable('prospects')
    .set({
      joinedUserId: joined.id,
      bidStatus: 'accepted',
      confirmedAt: new Date(during).toISOString(),
    })
    .where('id', '=', a!.id)
    .execute();
  const eventId = randomUUID();
  await t.app.db
    .insertInto('events')
    .values({
      id: eventId,
      title: 'Rush BBQ',
      date: '2027-03-02',
      time: null,
      location: null,
      description: null,
      attendance: 'optional',
      recruitment: 1,
      createdAt: new Date(during).toISOString(),
    })
    .execute();
  await addNoteAndCheckIn(t, b!.id, joined.id, eventId);
  const ballotId = randomUUID();
  await t.app.db
    .insertInto('recruitmentBallots')
    .values({
      id: ballotId,
      periodId,
      openedBy: null,
      openedAt: new Date(during).toISOString(),
      closesAt: new Date(during + 3_600_000).toISOString(),
      eligible: 1,
    })
    .execute();
  await t.app.db
    .insertInto('recruitmentBallotElectors')
    .values({ ballotId, userId: joined.id })
    .execute();
  await t.app.db
    .insertInto('recruitmentBallotTallies')
    .values({ ballotId, prospectId: b!.id, yes: 1 })
    .execute();
  await t.app.db
    .insertInto('recruitmentBallotVoters')
    .values({ ballotId, prospectId: b!.id, userId: joined.id })
    .execute();
  await t.app.db.updateTable('prospects').set({ votedOn: 1 }).where('id', '=', b!.id).execute();
  inviteId = (
    await createInviteCode(t.app.db, {
      role: 'member',
      days: 14,
      createdBy: 'test',
      email: emails[2],
      prospectId: c!.id,
    })
  ).id;
  await t.app.db
    .updateTable('prospects')
    .set({ bidStatus: 'accepted', inviteId, confirmedAt: new Date(during).toISOString() })
    .where('id', '=', c!.id)
    .execute();
});
afterAll(async () => {
  clock.now = realNow;
  await t.close();
});

const rowsOf = async () => ({
  prospects: (await t.app.db.selectFrom('prospects').select('id').execute()).length,
  links: (await t.app.db.selectFrom('prospectLinks').select('prospectId').execute()).length,
  checkIns: (await t.app.db.selectFrom('prospectCheckIns').select('prospectId').execute()).length,
  notes: (await t.app.db.selectFrom('prospectNotes').select('id').execute()).length,
  edits: (await t.app.db.selectFrom('prospectNoteEdits').select('id').execute()).length,
  ballots: (await t.app.db.selectFrom('recruitmentBallots').select('id').execute()).length,
  electors: (await t.app.db.selectFrom('recruitmentBallotElectors').select('ballotId').execute())
    .length,
  tallies: (await t.app.db.selectFrom('recruitmentBallotTallies').select('ballotId').execute())
    .length,
  voters: (await t.app.db.selectFrom('recruitmentBallotVoters').select('ballotId').execute())
    .length,
  emails: (
    await t.app.db.selectFrom('outbox').select('id').where('prospectId', 'is not', null).execute()
  ).length,
});

describe('the deletion of a period', () => {
  it('deletes nothing before its deletion day', async () => {
    const before = await rowsOf();
    expect(before).toMatchObject({
      prospects: 3,
      checkIns: 1,
      notes: 1,
      edits: 1,
      ballots: 1,
      tallies: 1,
    });
    expect(before.emails).toBeGreaterThanOrEqual(3);
    expect(await runRecruitmentDeletions({ db: t.app.db }, '2027-04-09')).toBe(0);
    expect(await rowsOf()).toEqual(before);
  });

  it('on its day, at the server’s start, deletes everything about its prospects and keeps its numbers', async () => {
    const stats = await periodStats(t.app.db, periodId);
    expect(stats).toEqual({
      registered: 3,
      confirmed: 2,
      attended: 1,
      votedOn: 1,
      bids: 2,
      accepted: 2,
      declined: 0,
    });
    // The first moment of Sat, Apr 10, 2027 in Chicago.
    clock.now = () => Date.parse('2027-04-10T05:00:00Z');
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      await vi.waitFor(
        async () => {
          const period = await t.app.db
            .selectFrom('recruitmentPeriods')
            .select('deletedAt')
            .where('id', '=', periodId)
            .executeTakeFirstOrThrow();
          expect(period.deletedAt).not.toBeNull();
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await other.close();
    }
    expect(await rowsOf()).toEqual({
      prospects: 0,
      links: 0,
      checkIns: 0,
      notes: 0,
      edits: 0,
      ballots: 0,
      electors: 0,
      tallies: 0,
      voters: 0,
      emails: 0,
    });
    // The emails of those not joined are gone; the account's own stay.
    expect(await emailsTo(t, emails[1]!)).toEqual([]);
    expect(await emailsTo(t, emails[2]!)).toEqual([]);
    const invite = await t.app.db
      .selectFrom('inviteCodes')
      .select('revokedAt')
      .where('id', '=', inviteId)
      .executeTakeFirstOrThrow();
    expect(invite.revokedAt).not.toBeNull();
    const log = await t.app.db.selectFrom('recruitmentDeletions').selectAll().execute();
    expect(log).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        periodId,
        periodName: 'Spring rush',
        count: 2,
      },
    ]);
    expect(await periodStats(t.app.db, periodId)).toEqual(stats);
    const account = await t.app.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', joined.id)
      .executeTakeFirst();
    expect(account).toEqual({ id: joined.id, email: 'joined@example.com' });
  });

  it('does nothing more when it runs again', async () => {
    expect(await runRecruitmentDeletions({ db: t.app.db }, '2027-04-11')).toBe(0);
    expect(await t.app.db.selectFrom('recruitmentDeletions').select('id').execute()).toHaveLength(
      1,
    );
  });
});
