// `npm run officer -- --email a@b.c --grant|--revoke`: sets or clears the officer flag of an account.
import { openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

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
  const result = await db
    .updateTable('users')
    .set({ isOfficer: values.grant ? 1 : 0, updatedAt: new Date().toISOString() })
    .where('email', '=', email)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) usage(`There is no account with the email ${email}.`);
  console.log(`${email} is ${values.grant ? 'now an officer' : 'no longer an officer'}.`);
} finally {
  await close();
}
