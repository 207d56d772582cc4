// Offices with terms (docs/product.md#positions-and-terms, decision 021): positions (an
// office, its console areas, its seats, its place on the board, its handover checklist) and terms
// (one person in one position from a day to a day). An account's officer flag, areas and position
// become what its terms (and the command line's standing grant) give it, kept on `users` as a copy
// that says until which day it holds (`office_until`). Today's officers become current terms of a
// position named by their position text, carrying their areas: nobody gains or loses access.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** Read with names the database plugin does not re-case (it turns snake_case into camelCase). */
interface LegacyOfficer {
  id: string;
  position: string | null;
  officer: number;
  areas: string;
}

/** The console's areas as this migration knows them, in their order (the stored order). */
const knownAreas = ['accounts', 'calendar', 'treasury', 'communications', 'content'];

/** An officer's areas in the fixed order, so that equal sets compare equal. */
const areaKey = (areas: string, isOfficer: number) =>
  isOfficer === 1 ? knownAreas.filter((area) => areas.split(',').includes(area)).join(',') : '';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('positions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('areas', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('board', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    // A JSON list of the handover items' texts.
    .addColumn('checklist', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('alumni_may_hold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('terms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position_id', 'text', (c) => c.notNull().references('positions.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text')
    // The outgoing holder's handover note, and a JSON list of the checklist items he ticked.
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('done', 'text', (c) => c.notNull().defaultTo('[]'))
    // The day the 30-day handover reminder went out (once per term).
    .addColumn('reminded_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('terms_position')
    .on('terms')
    .columns(['position_id', 'starts_on'])
    .execute();
  await db.schema.createIndex('terms_user').on('terms').columns(['user_id', 'starts_on']).execute();

  // The command line's standing grant of every area, the areas an officer-elect may read, the first
  // day on which the copied office may change (null: never, without a new term), and the bio.
  await db.schema
    .alterTable('users')
    .addColumn('office_grant', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('office_preview', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('office_until', 'text').execute();
  await db.schema.alterTable('users').addColumn('bio', 'text').execute();
  await db.schema.createIndex('users_office_until').on('users').column('office_until').execute();

  // Today's officers (and holders of a position without areas) become current terms, from
  // yesterday in UTC (so current today in any time zone), of a position per title and set of areas.
  const { rows } = await sql<LegacyOfficer>`
    select id, position, is_officer as officer, areas from users
    where is_officer = 1 or (position is not null and position <> '')
    order by created_at, id
  `.execute(db);
  const at = new Date().toISOString();
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const positions = new Map<
    string,
    { id: string; title: string; areas: string; holders: string[] }
  >();
  const titles = new Set<string>();
  for (const row of rows) {
    const base = row.position?.trim() || 'Officer';
    const areas = areaKey(row.areas, Number(row.officer));
    const key = `${base}\u0000${areas}`;
    let position = positions.get(key);
    if (!position) {
      let title = base;
      for (let n = 2; titles.has(title.toLowerCase()); n += 1) title = `${base} (${n})`;
      titles.add(title.toLowerCase());
      position = { id: randomUUID(), title, areas, holders: [] };
      positions.set(key, position);
    }
    position.holders.push(row.id);
  }
  let order = 0;
  for (const position of positions.values()) {
    order += 1;
    await sql`
      insert into positions (id, title, areas, board, seats, sort_order, checklist, alumni_may_hold, created_at, updated_at)
      values (${position.id}, ${position.title}, ${position.areas}, 0, ${position.holders.length}, ${order}, '[]', 0, ${at}, ${at})
    `.execute(db);
    // His position is its title now (an officer without one holds "Officer").
    for (const userId of position.holders)
      await sql`update users set position = ${position.title} where id = ${userId}`.execute(db);
    for (const userId of position.holders)
      await sql`
        insert into terms (id, position_id, user_id, starts_on, ends_on, note, done, created_at)
        values (${randomUUID()}, ${position.id}, ${userId}, ${yesterday}, null, '', '[]', ${at})
      `.execute(db);
  }
  // The copy on `users` is what the terms give: the areas of current terms; an officer is an
  // account with at least one area (a flag without areas opened nothing but the console's home).
  await sql`update users set areas = '' where is_officer = 0`.execute(db);
  await sql`update users set is_officer = 0 where areas = ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_office_until').execute();
  await db.schema.alterTable('users').dropColumn('bio').execute();
  await db.schema.alterTable('users').dropColumn('office_until').execute();
  await db.schema.alterTable('users').dropColumn('office_preview').execute();
  await db.schema.alterTable('users').dropColumn('office_grant').execute();
  await db.schema.dropIndex('terms_user').execute();
  await db.schema.dropIndex('terms_position').execute();
  await db.schema.dropTable('terms').execute();
  await db.schema.dropTable('positions').execute();
}
