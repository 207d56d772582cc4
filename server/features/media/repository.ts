// SQL of the pictures' serving: an uploaded picture with what decides who may see it, in one query
// (its owner's choice of who sees his profile picture, and the chapter's rules).
import type { Db } from '../../db/database.ts';
import { privacyRulesKey } from '../../core/privacy/repository.ts';
import { ofAccountIfAny } from '../../core/users/account-columns.ts';
import { isClaimPicture } from '../../core/money/claims.ts';

/**
 * The picture, its owner, whether it is in use, whether it is a claim's picture of a receipt (never
 * served here), and — when its owner is an account — his profile.
 */
export function findPictureToServe(db: Db, id: string) {
  return db
    .selectFrom('media')
    .select((eb) => [
      'media.bytes',
      'media.contentType',
      'media.ownerId',
      'media.attachedAt',
      ofAccountIfAny('profilePicture', 'media.ownerId').as('ownerPicture'),
      ofAccountIfAny('privacy', 'media.ownerId').as('ownerPrivacy'),
      isClaimPicture('media.id', 'media.ownerId').as('claimPicture'),
      eb
        .selectFrom('appMeta')
        .select('appMeta.value')
        .where('appMeta.key', '=', privacyRulesKey)
        .as('privacyRules'),
    ])
    .where('media.id', '=', id)
    .executeTakeFirst();
}
