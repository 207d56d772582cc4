// `npm run officer -- --email a@b.c --grant|--revoke|--reset-two-factor`: gives an account the standing
// grant of every area (bootstrap and break-glass, beside any terms it holds: decision 021), ends that
// grant (its terms stay), or turns its two-factor off (its owner lost his phone and recovery codes;
// he is emailed). Written to the audit log as done by the command line. Nobody, not even the command
// line, removes the last holder of `accounts`.
import { userInfo } from 'node:os';
import { areas } from '../../contract/api/officer.ts';
import { bumpVersion } from '../db/data-versions.ts';
import { audited, commandLine } from '../core/audit/record.ts';
import { chapterToday, refreshOffice } from '../core/offices/office.ts';
import { countAccountsHolders } from '../core/users/office-holders.ts';
import { findUserByEmail, updateUser } from '../core/users/repository.ts';
import { resetByOfficer } from '../core/users/two-factor-reset.ts';
import { commandLineMail, openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

/** The change would leave nobody who can manage accounts (the transaction is rolled back). */
class LastHolder extends Error {}

const help =
  'Usage: npm run officer -- --email someone@example.com --grant | --revoke | --reset-two-factor';
const { values } = parseCliArgs(
  {
    email: { type: 'string' },
    grant: { type: 'boolean' },
    revoke: { type: 'boolean' },
    'reset-two-factor': { type: 'boolean' },
  },
  help,
);
if (!values.email) usage(help);
const modes = [values.grant, values.revoke, values['reset-two-factor']].filter(Boolean).length;
if (modes !== 1) usage(`Say one of --grant, --revoke or --reset-two-factor.\n${help}`);

const { db, close } = await openConfiguredDatabase();
try {
  const email = values.email.trim().toLowerCase();
  const user = await findUserByEmail(db, email);
  if (!user) usage(`There is no account with the email ${email}.`);
  if (values.grant && (user.disabledAt || user.endedAt))
    usage(
      `${email} is ${user.endedAt ? 'ended by its owner' : 'disabled'}: it cannot be given the console.`,
    );
  if (values['reset-two-factor']) {
    if (!user.twoFactorEnabledAt) usage(`Two-factor authentication is not on for ${email}.`);
    const { mailer, deps } = await commandLineMail(db);
    await resetByOfficer(deps, commandLine(userInfo().username), user.id);
    await mailer.deliverDue();
    console.log(
      `Two-factor authentication is off for ${email}; the account was emailed. It can be turned on again in the account settings.`,
    );
  } else {
    const { deps } = await commandLineMail(db);
    await grantOrRevoke(user, chapterToday(deps.brand.timeZone!));
  }
} finally {
  await close();
}

async function grantOrRevoke(
  user: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>,
  today: string,
) {
  const email = user.email;
  const lastHolder = await audited(
    db,
    commandLine(userInfo().username),
    values.grant ? 'officer granted' : 'officer revoked',
    async (trx) => {
      await bumpVersion(trx, 'accounts');
      const holdersBefore = await countAccountsHolders(trx, today);
      await updateUser(trx, user.id, { officeGrant: values.grant ? 1 : 0 });
      await refreshOffice(trx, user.id, today);
      if (holdersBefore > 0 && (await countAccountsHolders(trx, today)) === 0)
        throw new LastHolder();
      return {
        result: false,
        target: { id: user.id, label: `${user.name} <${user.email}>` },
        details: { grant: values.grant ? [...areas] : [] },
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
      : `${email} no longer has the standing grant; the areas of the terms he holds stay his.`,
  );
}
