// Who takes part in recruitment (docs/product.md#recruitment): the actives — members initiated by
// today, their accounts open and verified. New members, alumni and visitors never see a prospect.
import { sideOn } from '../../../contract/attendance.ts';
import type { User } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';

type Account = Pick<User, 'role' | 'initiatedOn' | 'disabledAt' | 'endedAt' | 'verifiedAt'>;

/** Whether `user` is an active on `today` (the chapter's day). */
export const isActive = (user: Account, today: string): boolean =>
  user.role === 'member' &&
  user.disabledAt === null &&
  user.endedAt === null &&
  user.verifiedAt !== null &&
  sideOn(user.initiatedOn, today) === 'active';

export const notAnActive = () =>
  new HttpError(403, 'forbidden', 'Only actives take part in recruitment.');

/** Refuses anyone but an active (after the route's `member` access check). */
export function requireActive(user: Account, today: string): void {
  if (!isActive(user, today)) throw notAnActive();
}
