// `npm run move-to-alumni -- --email a@b.c`: a graduating member becomes an alumnus. The account,
// its password, picture and profile stay; only the role changes (one account for life).
import { openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

const help = 'Usage: npm run move-to-alumni -- --email someone@example.com';
const { values } = parseCliArgs({ email: { type: 'string' } }, help);
if (!values.email) usage(help);

const { db, close } = await openConfiguredDatabase();
try {
  const email = values.email.trim().toLowerCase();
  const user = await db
    .selectFrom('users')
    .select(['role', 'name'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) usage(`There is no account with the email ${email}.`);
  if (user.role === 'alumni') {
    console.log(`${user.name} is already an alumnus.`);
  } else {
    await db
      .updateTable('users')
      .set({ role: 'alumni', position: null, updatedAt: new Date().toISOString() })
      .where('email', '=', email)
      .execute();
    console.log(`${user.name} (${email}) is now an alumnus. Welcome to the alumni chapter!`);
  }
} finally {
  await close();
}
