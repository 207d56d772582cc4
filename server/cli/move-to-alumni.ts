// `npm run move-to-alumni -- --email a@b.c`: a graduating member becomes an alumnus. The account,
// its password, picture and profile stay; only the role changes (one account for life).
import { userInfo } from 'node:os';
import { audited, commandLine } from '../features/audit/record.ts';
import { findUserByEmail, updateUser } from '../features/users/repository.ts';
import { openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

const help = 'Usage: npm run move-to-alumni -- --email someone@example.com';
const { values } = parseCliArgs({ email: { type: 'string' } }, help);
if (!values.email) usage(help);

const { db, close } = await openConfiguredDatabase();
try {
  const email = values.email.trim().toLowerCase();
  const user = await findUserByEmail(db, email);
  if (!user) usage(`There is no account with the email ${email}.`);
  if (user.role === 'alumni') {
    console.log(`${user.name} is already an alumnus.`);
  } else {
    await audited(db, commandLine(userInfo().username), 'account changed', async (trx) => {
      await updateUser(trx, user.id, { role: 'alumni', position: null });
      return {
        result: undefined,
        target: { id: user.id, label: `${user.name} <${user.email}>` },
        details: { role: { from: 'member', to: 'alumni' } },
      };
    });
    console.log(`${user.name} (${email}) is now an alumnus. Welcome to the alumni chapter!`);
  }
} finally {
  await close();
}
