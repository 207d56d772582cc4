// SQL for merch order requests.
import type { Db } from '../../db/database.ts';
import type { MerchOrdersTable } from '../../db/schema.ts';

export async function insertOrder(db: Db, order: MerchOrdersTable): Promise<void> {
  await db.insertInto('merchOrders').values(order).execute();
}

export function countOrders(db: Db): Promise<number> {
  return db
    .selectFrom('merchOrders')
    .select(({ fn }) => fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}
