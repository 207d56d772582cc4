// The links emailed to a prospective member (docs/product.md#recruitment): to confirm his email,
// to have everything about him deleted, and to answer a bid. The link carries 256 random bits; only
// their SHA-256 is stored, so the table alone opens nothing.
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { clock } from '../../lib/clock.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { countGuessOrRefuse } from '../rate-limit/guesses.ts';
import { rateLimits } from '../rate-limit/rules.ts';

export type LinkPurpose = 'confirm' | 'forget' | 'bid';

/** A new link for `prospectId`: its secret, returned once, for the email. */
export async function makeLink(
  db: Db,
  prospectId: string,
  purpose: LinkPurpose,
  expiresAt: string,
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('prospectLinks')
    .values({
      tokenHash: hashToken(token),
      prospectId,
      purpose,
      expiresAt,
      createdAt: new Date(clock.now()).toISOString(),
    })
    .execute();
  return token;
}

export interface FoundLink {
  tokenHash: string;
  prospectId: string;
  expiresAt: string;
  usedAt: string | null;
}

/**
 * The link of `purpose` whose secret is `token`, used or not, if it is unexpired; with
 * `evenExpired`, expired too (a bid past its day reads "expired"). Undefined otherwise.
 */
export function findLink(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  { evenExpired = false } = {},
): Promise<FoundLink | undefined> {
  let query = db
    .selectFrom('prospectLinks')
    .select(['tokenHash', 'prospectId', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose);
  if (!evenExpired) query = query.where('expiresAt', '>', new Date(clock.now()).toISOString());
  return query.executeTakeFirst();
}

/** Marks a link used (the first use's time stays). */
export async function markLinkUsed(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('prospectLinks')
    .set({ usedAt: new Date(clock.now()).toISOString() })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .execute();
}

/**
 * Runs `act` with a link's secret from `client`: a secret is a guess until it is found, so an
 * unknown or expired one (`invalid_token`, `not_found`) counts per address (429 when over), and
 * every other outcome is taken back, so a crowd opening real links is never held back.
 */
export async function withLinkGuess<T>(db: Db, client: string, act: () => Promise<T>): Promise<T> {
  const guess = await countGuessOrRefuse(db, [
    [rateLimits.recruitment.wrongLinksPerAddress, client],
  ]);
  try {
    const result = await act();
    await guess.right();
    return result;
  } catch (error) {
    const wrong =
      error instanceof HttpError && (error.code === 'invalid_token' || error.code === 'not_found');
    if (!wrong) await guess.right();
    throw error;
  }
}
