// `npm run move-to-alumni -- --email a@b.c`: a graduating member becomes an alumnus. The account,
// its password, picture and profile stay (one account for life); his chapter position and officer
// access end, as the console's move does (the same rule and audit entry, as the command line).
import { userInfo } from 'node:os';
import { commandLine } from '../core/audit/record.ts';
import { updateAccount } from '../features/officer-accounts/service.ts';
import { findUserByEmail } from '../core/users/repository.ts';
import { HttpError } from '../http-error.ts';
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
    const moved = await updateAccount(db, commandLine(userInfo().username), user.id, {
      role: 'alumni',
    }).catch((error: unknown) => {
      // The last holder of `accounts`: the command line may not leave the chapter without one.
      if (error instanceof HttpError && error.statusCode < 500) usage(error.message);
      throw error;
    });
    console.log(`${user.name} (${email}) is now an alumnus. Welcome to the alumni chapter!`);
    if (user.isOfficer === 1)
      console.log(
        `His officer access ended${user.position ? ` and he is no longer ${user.position}` : ''}.`,
      );
    else if (user.position && moved.position === null)
      console.log(`He is no longer ${user.position}.`);
  }
} finally {
  await close();
}
