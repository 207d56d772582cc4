// `npm run officer -- --email a@b.c --grant|--revoke`: makes an account an officer with every area
// (bootstrap and break-glass), or makes it an ordinary account again. Written to the audit log as
// done by the command line. Nobody, not even the command line, removes the last holder of `accounts`.
import { userInfo } from 'node:os';
import { areas } from '../../contract/api/officer.ts';
import { bumpVersion } from '../db/data-versions.ts';
import { audited, commandLine } from '../features/audit/record.ts';
import { countAccountsHolders } from '../features/officer-accounts/repository.ts';
import { findUserByEmail, updateUser } from '../features/users/repository.ts';
import { storedAreas } from '../features/users/user-rows.ts';
import { openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

/** The change would leave nobody who can manage accounts (the transaction is rolled back). */
class LastHolder extends Error {}

const help = 'Usage: npm run officer -- --email someone@example.com --grant | --revoke';
const { values } = parseCliArgs(
  { email: { type: 'string' }, grant: { type: 'boolean' }, revoke: { type: 'boolean' } },
  help,
);
if (!values.email) usage(help);
if (values.grant === values.revoke) usage(`Say either --grant or --revoke.\n${help}`);

const { db, close } = await openConfiguredDatabase();
try {
  const email = values.email.trim().toLowerCase();
  const user = await findUserByEmail(db, email);
  if (!user) usage(`There is no account with the email ${email}.`);
  const lastHolder = await audited(
    db,
    commandLine(userInfo().username),
    values.grant ? 'officer granted' : 'officer revoked',
    async (trx) => {
      await bumpVersion(trx, 'accounts');
      const holdersBefore = await countAccountsHolders(trx);
      await updateUser(trx, user.id, {
        isOfficer: values.grant ? 1 : 0,
        areas: values.grant ? storedAreas(areas) : '',
      });
      if (holdersBefore > 0 && (await countAccountsHolders(trx)) === 0) throw new LastHolder();
      return {
        result: false,
        target: { id: user.id, label: `${user.name} <${user.email}>` },
        details: { areas: values.grant ? [...areas] : [] },
      };
    },
  ).catch((error: unknown) => {
    if (error instanceof LastHolder) return true;
    throw error;
  });
  if (lastHolder)
    usage(
      `${email} is the last officer who can manage accounts. Grant another account first (npm run officer -- --email … --grant).`,
    );
  console.log(
    values.grant
      ? `${email} is now an officer with every area (${areas.join(', ')}).`
      : `${email} is no longer an officer.`,
  );
} finally {
  await close();
}
