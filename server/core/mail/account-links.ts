// The one-click unsubscribe of chapter email sent to accounts (RFC 8058; docs/api.md#mail): a link
// per account and kind, signed with a key of this database (app_meta `mail_link_key`, made once),
// so nothing is stored per email and every instance makes and checks the same links. A link turns
// that one kind off for that one account.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MailKind } from '../../../contract/mail.ts';
import type { Db } from '../../db/database.ts';

const keyName = 'mail_link_key';
const keys = new WeakMap<object, Buffer>();

/** The database's key: read once, made the first time (the first of two instances wins). */
export async function mailLinkKey(db: Db): Promise<Buffer> {
  const kept = keys.get(db);
  if (kept) return kept;
  await db
    .insertInto('appMeta')
    .values({ key: keyName, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('appMeta')
    .select('value')
    .where('key', '=', keyName)
    .executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, 'base64url');
  keys.set(db, key);
  return key;
}

const signature = (key: Buffer, userId: string, kind: MailKind) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

export function accountUnsubscribeUrl(
  publicUrl: string,
  key: Buffer,
  userId: string,
  kind: MailKind,
): string {
  const query = new URLSearchParams({ u: userId, k: kind, t: signature(key, userId, kind) });
  return `${publicUrl}/api/mail/unsubscribe?${query}`;
}

/** Whether `token` is the link's signature for this account and kind. */
export function isAccountLink(key: Buffer, userId: string, kind: MailKind, token: string): boolean {
  const expected = Buffer.from(signature(key, userId, kind));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
