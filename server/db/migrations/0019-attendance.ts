// Attendance at the events that count (docs/product.md#check-in, docs/product.md#standing): a
// member-calendar event may take attendance (optional or required) and give points and service
// hours; each event that takes it gets a random key of its own, from which the check-in codes of
// its screen are made (so every instance of one database shows and accepts the same codes); and
// one row per brother and event says whether he was present (by the code at the door or marked by
// an officer), excused or absent. Semesters and their requirements are the spans standing is
// counted in; excuses and service hours are a member's requests, each decided by the standing
// officer with a note; and a member is a new member until his initiation day (every member before
// this migration an active, initiated the day his account was made).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('attendance', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // In half hours (0–48), so that sums stay exact on both engines.
  await db.schema
    .alterTable('events')
    .addColumn('service_half_hours', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('events').addColumn('check_in_key', 'text').execute();

  await db.schema
    .createTable('attendance')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // present | excused | absent
    .addColumn('status', 'text', (c) => c.notNull())
    // code | officer
    .addColumn('how', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    // The officer who marked it by hand; null for a check-in by the code.
    .addColumn('marked_by', 'text')
    .addPrimaryKeyConstraint('attendance_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('attendance_user').on('attendance').columns(['user_id']).execute();

  await db.schema
    .createTable('semesters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('requirements')
    .addColumn('semester_id', 'text', (c) =>
      c.notNull().references('semesters.id').onDelete('cascade'),
    )
    // new | active
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('attendance_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('service_half_hours', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('requirements_pk', ['semester_id', 'side'])
    .execute();

  await db.schema
    .createTable('excuses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    // pending | approved | denied
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('excuses_event_user', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('excuses_status')
    .on('excuses')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('service_hours')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('half_hours', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('confirmer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('service_hours_user')
    .on('service_hours')
    .columns(['user_id', 'date'])
    .execute();
  await db.schema
    .createIndex('service_hours_status')
    .on('service_hours')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema.alterTable('users').addColumn('initiated_on', 'text').execute();
  await sql`update users set initiated_on = substr(created_at, 1, 10) where role = 'member'`.execute(
    db,
  );
}
