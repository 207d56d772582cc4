// Paying online through the payment processor's hosted checkout (docs/money.md#paying-online).
// - `payment_attempts`: one per checkout (a member's dues or a gift), written with its idempotency
//   key before the processor is asked, so a retry never makes a second session; then the session,
//   and what the processor said of it (status, method, fee, refunds, disputes, the posting).
// - `payment_events`: every webhook event taken, by the processor's id, written in the same
//   transaction as the postings it made, so an event delivered twice posts once.
// - `payment_refunds`: the refunds the treasurer asked for (posted when the processor confirms).
// - `payment_unmatched`: what the processor holds that matches nothing of ours, for the treasurer.
// - The money settings gain the methods offered online and what each costs.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** `dues` or `gift`. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The member paying his dues; a giver signed in. */
    .addColumn('user_id', 'text')
    .addColumn('initiative', 'text')
    /** How a gift is acknowledged; null: anonymous. */
    .addColumn('donor_name', 'text')
    /** Where a gift started (`philanthropy` or `alumni`), to come back to it. */
    .addColumn('from_page', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'text', (c) => c.unique())
    .addColumn('session_url', 'text')
    /** `created`, `open`, `processing`, `paid` or `not_paid`. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('method', 'text')
    .addColumn('payment_intent_id', 'text')
    .addColumn('charge_id', 'text')
    /** The payer's email as the processor has it (a visitor's gift), to tell him of a failure. */
    .addColumn('email', 'text')
    .addColumn('fee_cents', 'integer')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disputed_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('posting_id', 'text')
    .addColumn('paid_at', 'text')
    /** When the payer was told it did not go through (once). */
    .addColumn('failure_told_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_attempts_user')
    .on('payment_attempts')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('payment_attempts_status')
    .on('payment_attempts')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payment_attempts_created')
    .on('payment_attempts')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('payment_attempts_intent')
    .on('payment_attempts')
    .column('payment_intent_id')
    .execute();
  await db.schema
    .createIndex('payment_attempts_charge')
    .on('payment_attempts')
    .column('charge_id')
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    /** The session, charge or dispute it was about. */
    .addColumn('object_id', 'text')
    /** `posted`, `unchanged` or `ignored` (about nothing of ours). */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_events_received')
    .on('payment_events')
    .column('received_at')
    .execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('attempt_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    /** The processor's refund, once it answered. */
    .addColumn('refund_id', 'text')
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_refunds_attempt')
    .on('payment_refunds')
    .column('attempt_id')
    .execute();

  await db.schema
    .createTable('payment_unmatched')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** `session` or `event`. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_unmatched_object', ['kind', 'object_id'])
    .execute();

  await db.schema
    .alterTable('money_settings')
    .addColumn('online_methods', 'text', (c) => c.notNull().defaultTo('card,us_bank_account'))
    .execute();
  for (const [column, value] of [
    ['card_percent_basis_points', 290],
    ['card_fixed_cents', 30],
    ['bank_percent_basis_points', 80],
    ['bank_cap_cents', 500],
  ] as const)
    await db.schema
      .alterTable('money_settings')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(value))
      .execute();
}
