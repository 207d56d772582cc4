// Recruitment (docs/product.md#recruitment): a period's prospective members, from the interest form
// to the bid, and a secret ballot; everything about one who does not join is deleted after the period.
// - `recruitment_periods`: the chapter's periods, their stages (JSON) and vote rules; `stats` (JSON)
//   keeps the period's numbers once its prospects were deleted, and `deleted_at` when.
// - `prospects`: one per email per period; `stage` is one of the period's stages, the bid's state
//   its own columns; `joined_user_id` once he signed up with the bid's invite.
// - `prospect_links`: the secrets of the links emailed to him (confirm, forget, bid), by hash.
// - `prospect_check_ins`: his check-ins at rush events (`events.recruitment`).
// - `prospect_notes` and `prospect_note_edits`: actives' notes, each edit's earlier text kept.
// - The secret ballot: `recruitment_ballots`; `recruitment_ballot_electors` (the actives who could
//   vote when it opened); `recruitment_ballot_voters` (who voted on whom, never how); and
//   `recruitment_ballot_tallies` (how many voted each way per prospect, never who). No row links a
//   voter to his choice, and neither table has a time.
// - `recruitment_deletions`: the log of deletions: the day, the period and the count, no names.
// - `invite_codes` gain the email the invite is for and the prospect it came from; `outbox` the
//   prospect a message is about (so it goes with him); `events` the rush events' mark.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recruitment_periods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('opens_on', 'text', (c) => c.notNull())
    .addColumn('closes_on', 'text', (c) => c.notNull())
    .addColumn('delete_after_days', 'integer', (c) => c.notNull())
    /** JSON array of the stage names, in order. */
    .addColumn('stages', 'text', (c) => c.notNull())
    .addColumn('quorum_percent', 'integer', (c) => c.notNull())
    .addColumn('threshold_percent', 'integer', (c) => c.notNull())
    .addColumn('vetoes', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON of the period's numbers, written when its prospects are deleted. */
    .addColumn('stats', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recruitment_periods_days')
    .on('recruitment_periods')
    .columns(['opens_on', 'closes_on'])
    .execute();

  await db.schema
    .createTable('prospects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('period_id', 'text', (c) =>
      c.notNull().references('recruitment_periods.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    /** Lower case. */
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('class_year', 'integer')
    .addColumn('major', 'text')
    .addColumn('heard_from', 'text')
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    /** `none`, `extended`, `accepted`, `declined` (an extended bid past its day reads `expired`). */
    .addColumn('bid_status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('bid_expires_on', 'text')
    .addColumn('bid_at', 'text')
    .addColumn('bid_answered_at', 'text')
    /** The invite accepting made (revoked if he is deleted before he signs up). */
    .addColumn('invite_id', 'text')
    .addColumn('joined_user_id', 'text')
    /** 1 once he was on a ballot (the period's "voted on"). */
    .addColumn('voted_on', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('registered_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('prospects_period_email', ['period_id', 'email'])
    .execute();
  await db.schema
    .createIndex('prospects_period_stage')
    .on('prospects')
    .columns(['period_id', 'stage', 'name'])
    .execute();
  await db.schema
    .createIndex('prospects_period_name')
    .on('prospects')
    .columns(['period_id', 'name'])
    .execute();
  await db.schema.createIndex('prospects_email').on('prospects').column('email').execute();

  await db.schema
    .createTable('prospect_links')
    /** SHA-256 of the link's secret. */
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('prospect_id', 'text', (c) =>
      c.notNull().references('prospects.id').onDelete('cascade'),
    )
    /** `confirm`, `forget` or `bid`. */
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('prospect_links_prospect')
    .on('prospect_links')
    .columns(['prospect_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('prospect_check_ins')
    .addColumn('prospect_id', 'text', (c) =>
      c.notNull().references('prospects.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('prospect_check_ins_pk', ['prospect_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('prospect_check_ins_event')
    .on('prospect_check_ins')
    .column('event_id')
    .execute();

  await db.schema
    .createTable('prospect_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('prospect_id', 'text', (c) =>
      c.notNull().references('prospects.id').onDelete('cascade'),
    )
    /** The active who wrote it (null once his account is gone). */
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text')
    .execute();
  await db.schema
    .createIndex('prospect_notes_prospect')
    .on('prospect_notes')
    .columns(['prospect_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('prospect_note_edits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('note_id', 'text', (c) =>
      c.notNull().references('prospect_notes.id').onDelete('cascade'),
    )
    /** The text before this edit. */
    .addColumn('text', 'text', (c) => c.notNull())
    /** When that earlier text was written. */
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('prospect_note_edits_note')
    .on('prospect_note_edits')
    .column('note_id')
    .execute();

  await db.schema
    .createTable('recruitment_ballots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('period_id', 'text', (c) =>
      c.notNull().references('recruitment_periods.id').onDelete('cascade'),
    )
    .addColumn('opened_by', 'text')
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    /** How many actives could vote when it opened. */
    .addColumn('eligible', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recruitment_ballots_period')
    .on('recruitment_ballots')
    .columns(['period_id', 'opened_at'])
    .execute();
  await db.schema
    .createTable('recruitment_ballot_electors')
    .addColumn('ballot_id', 'text', (c) =>
      c.notNull().references('recruitment_ballots.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recruitment_ballot_electors_pk', ['ballot_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('recruitment_ballot_tallies')
    .addColumn('ballot_id', 'text', (c) =>
      c.notNull().references('recruitment_ballots.id').onDelete('cascade'),
    )
    .addColumn('prospect_id', 'text', (c) =>
      c.notNull().references('prospects.id').onDelete('cascade'),
    )
    .addColumn('yes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('abstain', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recused', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('recruitment_ballot_tallies_pk', ['ballot_id', 'prospect_id'])
    .execute();
  await db.schema
    .createTable('recruitment_ballot_voters')
    .addColumn('ballot_id', 'text', (c) =>
      c.notNull().references('recruitment_ballots.id').onDelete('cascade'),
    )
    .addColumn('prospect_id', 'text', (c) =>
      c.notNull().references('prospects.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recruitment_ballot_voters_pk', [
      'ballot_id',
      'prospect_id',
      'user_id',
    ])
    .execute();
  // A prospect's rows of the ballot box found by his id: deleting him (their foreign keys cascade
  // by it) would otherwise read every voter's row of every ballot, for each prospect deleted.
  await db.schema
    .createIndex('recruitment_ballot_tallies_prospect')
    .on('recruitment_ballot_tallies')
    .column('prospect_id')
    .execute();
  await db.schema
    .createIndex('recruitment_ballot_voters_prospect')
    .on('recruitment_ballot_voters')
    .column('prospect_id')
    .execute();

  await db.schema
    .createTable('recruitment_deletions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('period_id', 'text', (c) => c.notNull())
    .addColumn('period_name', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('invite_codes').addColumn('email', 'text').execute();
  await db.schema.alterTable('invite_codes').addColumn('prospect_id', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('prospect_id', 'text').execute();
  await db.schema.createIndex('outbox_prospect').on('outbox').column('prospect_id').execute();
  await db.schema
    .alterTable('events')
    .addColumn('recruitment', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
