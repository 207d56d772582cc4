// Each brother decides who sees what (DESIGN "Each brother decides who sees what; alumni find each
// other"): the directories' new details of a profile, and his choices of who sees each field (a
// JSON object of field → audience, only the fields he chose; the chapter's defaults and limits are
// kept in app_meta under `privacy_rules`, the product's own until the chapter sets them).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['phone', 'city', 'employer', 'industry'])
    await db.schema.alterTable('users').addColumn(column, 'text').execute();
  // 1 yes, 0 no, null not said.
  await db.schema.alterTable('users').addColumn('mentoring', 'integer').execute();
  await db.schema.alterTable('users').addColumn('hiring', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('privacy', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}
