// Charges an officer posts by hand (docs/money.md#dues-charges-fines-and-late-fees): one posting
// per member, his receivable debited and the chapter's income credited (dues to dues income, a fee
// or fine to fines and fees).
import type { ChargeKind } from '../../../contract/money.ts';
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../http-error.ts';
import { openAccountsOf } from '../users/repository.ts';
import { post } from './ledger.ts';

export interface ChargeInput {
  userIds: readonly string[];
  kind: ChargeKind;
  description: string;
  amountCents: number;
  dueOn: string;
}

/** Members' open accounts (verified, not disabled) among `userIds`, or a 400 at `userIds` naming how many are not. */
export async function membersOrRefuse(db: Db, userIds: readonly string[]) {
  const wanted = [...new Set(userIds)];
  const listed = new Set(wanted);
  const found =
    wanted.length === 1
      ? await openAccountsOf(db, 'member', ['id', 'name'], { id: wanted[0] })
      : (await openAccountsOf(db, 'member', ['id', 'name'])).filter((member) =>
          listed.has(member.id),
        );
  if (found.length !== wanted.length)
    throw fieldError(
      'userIds',
      wanted.length === 1
        ? 'There is no such member: choose him from the list.'
        : `${wanted.length - found.length} of the members chosen are not members of the chapter: choose them from the list.`,
    );
  return found;
}

/** Posts one charge to each member (each once, however often he is listed); returns the ids. */
export async function postCharges(
  trx: Db,
  input: ChargeInput,
  by: { id: string | null; name: string },
  today: string,
): Promise<{ postings: string[]; names: string[] }> {
  const members = await membersOrRefuse(trx, input.userIds);
  const income = input.kind === 'dues' ? 'dues_income' : 'fines_fees_income';
  const postings = await post(
    trx,
    members.map((member) => ({
      kind: input.kind,
      occurredOn: today,
      dueOn: input.dueOn,
      userId: member.id,
      description: input.description,
      lines: [
        { account: 'receivable', userId: member.id, amountCents: input.amountCents },
        { account: income, amountCents: -input.amountCents },
      ],
      by,
    })),
  );
  return { postings, names: members.map((member) => member.name) };
}
