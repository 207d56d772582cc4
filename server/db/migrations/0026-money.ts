// The chapter's money (docs/money.md): one append-only ledger in whole cents, and what feeds it.
// - `ledger_lines`: each line moves `amount_cents` (debit positive, credit negative) on one account
//   (`receivable` with the member's `user_id`, `donations_income` with its `initiative`, …).
// - `ledger_postings`: the header of two or more lines that sum to zero. Its lines are written
//   first, the header last; the database itself refuses a header whose lines do not sum to zero or
//   are fewer than two, a line added to a posting already written, and any change or removal of
//   either (only a whole-chapter import may clear them, marked by a row in `ledger_unlock` that
//   lives within its transaction). A mistake is put right by a reversing posting that names it
//   (`reverses`, unique: a posting is reversed once at most).
// - `source_key` (unique) makes a posting that a rule produces at most once: a dues schedule billed
//   to a member (`dues:<schedule>:<user>`), a fine for an absence, a late fee on a charge.
// - Dues schedules, payment claims and payment plans, the chapter's money settings, and the
//   counter of receipt numbers.
// Every gift of the donations ledger becomes a posting (bank to donations income of its
// initiative); a voided gift, a reversal of it, so that every total stays what it was.
import { sql, type Kysely } from 'kysely';
import type { Engine } from './engine.ts';

const sqliteTriggers = [
  `CREATE TRIGGER ledger_postings_balanced BEFORE INSERT ON ledger_postings
   WHEN (SELECT count(*) FROM ledger_lines WHERE posting_id = NEW.id) < 2
     OR (SELECT coalesce(sum(amount_cents), 0) FROM ledger_lines WHERE posting_id = NEW.id) <> 0
   BEGIN SELECT RAISE(ABORT, 'ledger: a posting''s lines must be two or more and sum to zero'); END`,
  `CREATE TRIGGER ledger_lines_closed BEFORE INSERT ON ledger_lines
   WHEN EXISTS (SELECT 1 FROM ledger_postings WHERE id = NEW.posting_id)
   BEGIN SELECT RAISE(ABORT, 'ledger: a posting already written takes no more lines'); END`,
  ...['ledger_postings', 'ledger_lines'].flatMap((table) =>
    ['UPDATE', 'DELETE'].map(
      (action) =>
        `CREATE TRIGGER ${table}_no_${action.toLowerCase()} BEFORE ${action} ON ${table}
         WHEN NOT EXISTS (SELECT 1 FROM ledger_unlock)
         BEGIN SELECT RAISE(ABORT, 'ledger: append-only, a posting is reversed, never changed'); END`,
    ),
  ),
];

const postgresTriggers = [
  `CREATE FUNCTION ledger_postings_balanced() RETURNS trigger AS $$
   BEGIN
     IF (SELECT count(*) FROM ledger_lines WHERE posting_id = NEW.id) < 2
        OR (SELECT coalesce(sum(amount_cents), 0) FROM ledger_lines WHERE posting_id = NEW.id) <> 0 THEN
       RAISE EXCEPTION 'ledger: a posting''s lines must be two or more and sum to zero'
         USING ERRCODE = 'check_violation';
     END IF;
     RETURN NEW;
   END $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER ledger_postings_balanced BEFORE INSERT ON ledger_postings
   FOR EACH ROW EXECUTE FUNCTION ledger_postings_balanced()`,
  `CREATE FUNCTION ledger_lines_closed() RETURNS trigger AS $$
   BEGIN
     IF EXISTS (SELECT 1 FROM ledger_postings WHERE id = NEW.posting_id) THEN
       RAISE EXCEPTION 'ledger: a posting already written takes no more lines'
         USING ERRCODE = 'check_violation';
     END IF;
     RETURN NEW;
   END $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER ledger_lines_closed BEFORE INSERT ON ledger_lines
   FOR EACH ROW EXECUTE FUNCTION ledger_lines_closed()`,
  `CREATE FUNCTION ledger_append_only() RETURNS trigger AS $$
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM ledger_unlock) THEN
       RAISE EXCEPTION 'ledger: append-only, a posting is reversed, never changed'
         USING ERRCODE = 'check_violation';
     END IF;
     IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
     RETURN NEW;
   END $$ LANGUAGE plpgsql`,
  ...['ledger_postings', 'ledger_lines'].map(
    (table) => `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
     FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
  ),
];

/** Today's gifts and voids as postings, in the order they were recorded. */
async function postDonations(db: Kysely<unknown>): Promise<void> {
  // Read through the app's connection, whose names are camel case (migrations run on it).
  const gifts = await sql<{
    id: string;
    initiative: string;
    amountCents: number | string;
    donorName: string | null;
    donatedOn: string;
    note: string | null;
    recordedBy: string;
    createdAt: string;
    voidedAt: string | null;
    voidedBy: string | null;
    voidReason: string | null;
  }>`select id, initiative, amount_cents, donor_name, donated_on, note, recorded_by, created_at,
       voided_at, voided_by, void_reason from donations order by created_at, id`.execute(db);
  const lines: Record<string, unknown>[] = [];
  const postings: Record<string, unknown>[] = [];
  for (const gift of gifts.rows) {
    const cents = Number(gift.amountCents);
    const giftPosting = `gift-${gift.id}`;
    lines.push(
      { posting_id: giftPosting, line: 1, account: 'bank', amount_cents: cents },
      {
        posting_id: giftPosting,
        line: 2,
        account: 'donations_income',
        initiative: gift.initiative,
        amount_cents: -cents,
      },
    );
    postings.push({
      id: giftPosting,
      kind: 'gift',
      occurred_on: gift.donatedOn,
      description: `Gift to ${gift.initiative}${gift.donorName ? ` from ${gift.donorName}` : ''}`,
      note: gift.note,
      created_by_name: gift.recordedBy,
      created_at: gift.createdAt,
    });
    if (gift.voidedAt) {
      const voidPosting = `void-${gift.id}`;
      lines.push(
        { posting_id: voidPosting, line: 1, account: 'bank', amount_cents: -cents },
        {
          posting_id: voidPosting,
          line: 2,
          account: 'donations_income',
          initiative: gift.initiative,
          amount_cents: cents,
        },
      );
      postings.push({
        id: voidPosting,
        kind: 'reversal',
        occurred_on: gift.voidedAt.slice(0, 10),
        description: `Void of the gift to ${gift.initiative}`,
        reverses: giftPosting,
        reason: gift.voidReason ?? '',
        created_by_name: gift.voidedBy ?? '',
        created_at: gift.voidedAt,
      });
    }
  }
  // Lines before their headers (the header's trigger checks them); few enough values per statement.
  for (let i = 0; i < lines.length; i += 800)
    await db
      .insertInto('ledger_lines' as never)
      .values(lines.slice(i, i + 800) as never)
      .execute();
  for (let i = 0; i < postings.length; i += 400)
    await db
      .insertInto('ledger_postings' as never)
      .values(postings.slice(i, i + 400) as never)
      .execute();
  await sql`update donations set posting_id = 'gift-' || id`.execute(db);
}

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('ledger_lines')
    .addColumn('posting_id', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('initiative', 'text')
    .addColumn('amount_cents', 'integer', (c) =>
      c.notNull().check(sql`amount_cents <> 0 and amount_cents between -10000000 and 10000000`),
    )
    .addPrimaryKeyConstraint('ledger_lines_pk', ['posting_id', 'line'])
    .execute();
  // A member's balance and statement; the chapter's receivables; the income per initiative.
  await db.schema
    .createIndex('ledger_lines_member')
    .on('ledger_lines')
    .columns(['user_id', 'account', 'amount_cents', 'posting_id'])
    .execute();
  await db.schema
    .createIndex('ledger_lines_account')
    .on('ledger_lines')
    .columns(['account', 'initiative', 'amount_cents'])
    .execute();

  await db.schema
    .createTable('ledger_postings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** `dues`, `fee`, `fine`, `late_fee`, `payment`, `gift`, `reversal`. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The day it happened (a payment's day received, a gift's day given, a charge's day billed). */
    .addColumn('occurred_on', 'text', (c) => c.notNull())
    /** A charge's due day. */
    .addColumn('due_on', 'text')
    /** The member whose receivable it moves (the one who may never act on it). */
    .addColumn('user_id', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('schedule_id', 'text')
    .addColumn('source_key', 'text', (c) => c.unique())
    .addColumn('reverses', 'text', (c) => c.unique())
    .addColumn('reason', 'text')
    .addColumn('receipt_number', 'integer', (c) => c.unique())
    .addColumn('claim_id', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The journal in order; a member's postings; a schedule's charges.
  await db.schema
    .createIndex('ledger_postings_journal')
    .on('ledger_postings')
    .columns(['occurred_on', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_postings_member')
    .on('ledger_postings')
    .columns(['user_id', 'occurred_on'])
    .execute();
  await db.schema
    .createIndex('ledger_postings_schedule')
    .on('ledger_postings')
    .column('schedule_id')
    .execute();

  await db.schema
    .createTable('ledger_unlock')
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  for (const statement of engine === 'postgres' ? postgresTriggers : sqliteTriggers)
    await sql.raw(statement).execute(db);

  await db.schema
    .createTable('dues_schedules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('semester_id', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('national_share_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    /** The last bill (null: never billed); billing first writes it, which queues parallel bills. */
    .addColumn('billed_at', 'text')
    .execute();

  await db.schema
    .createTable('payment_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    /** The picture of his receipt (a media id), if he added one. */
    .addColumn('picture_id', 'text')
    /** `pending`, `approved` or `refused`. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decision_note', 'text')
    .addColumn('posting_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_claims_status')
    .on('payment_claims')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payment_claims_user')
    .on('payment_claims')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('payment_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    /** JSON: `[{ dueOn, amountCents }]`, in order of their days. */
    .addColumn('instalments', 'text', (c) => c.notNull())
    /** `member` or `treasurer`: the side that proposed it; the other accepts. */
    .addColumn('proposed_by', 'text', (c) => c.notNull())
    .addColumn('proposed_by_id', 'text', (c) => c.notNull())
    /** `proposed`, `accepted`, `declined`, `replaced` or `ended`. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('proposed'))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_plans_user')
    .on('payment_plans')
    .columns(['user_id', 'status'])
    .execute();

  await db.schema
    .createTable('money_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('grace_days', 'integer', (c) => c.notNull().defaultTo(7))
    .addColumn('absence_fine_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('late_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('late_fee_after_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('late_fee_minimum_cents', 'integer', (c) => c.notNull().defaultTo(5000))
    .addColumn('reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remind_days_before', 'integer', (c) => c.notNull().defaultTo(7))
    .addColumn('next_receipt_number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text')
    .execute();
  await db
    .insertInto('money_settings' as never)
    .values({ id: 1 } as never)
    .execute();

  /** The reminders sent: at most one a week per member. */
  await db.schema
    .createTable('money_reminders')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('sent_on', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_reminders_pk', ['user_id', 'sent_on'])
    .execute();

  await db.schema
    .alterTable('requirements')
    .addColumn('dues_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('donations').addColumn('posting_id', 'text').execute();
  await postDonations(db);

  await db
    .insertInto('data_versions' as never)
    .values({ name: 'ledger', version: 1 } as never)
    .execute();
}
