// `npm run move-to-alumni -- --email a@b.c` or `-- --class 2026`: one graduating member, or every
// member of a class, becomes an alumnus at once (all or none), as the console's graduation does:
// the account, its password, picture, RSVPs and history stay (one account for life); his current
// terms end today; he is emailed a welcome; one audit entry per account, as the command line.
import { userInfo } from 'node:os';
import { commandLine } from '../core/audit/record.ts';
import { chapterToday } from '../core/offices/office.ts';
import { findUserByEmail } from '../core/users/repository.ts';
import { membersOfClass } from '../core/users/account-list.ts';
import { graduate } from '../core/accounts/service.ts';
import { HttpError } from '../http-error.ts';
import { commandLineMail, openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

const help =
  'Usage: npm run move-to-alumni -- --email someone@example.com   (or --class 2026 for a whole class)';
const { values } = parseCliArgs({ email: { type: 'string' }, class: { type: 'string' } }, help);
if (!values.email === !values.class) usage(help);
const year = values.class === undefined ? null : Number(values.class);
if (year !== null && !(Number.isInteger(year) && year >= 1900 && year <= 2100))
  usage(`--class is a graduation year, like 2026.\n${help}`);

const { db, close } = await openConfiguredDatabase();
try {
  let people: { id: string; name: string; email: string }[];
  if (year !== null) {
    people = await membersOfClass(db, year);
    if (people.length === 0) usage(`No active member has the class ${year}.`);
  } else {
    const email = values.email!.trim().toLowerCase();
    const user = await findUserByEmail(db, email);
    if (!user) usage(`There is no account with the email ${email}.`);
    people = user.role === 'alumni' ? [] : [user];
    if (user.role === 'alumni') console.log(`${user.name} is already an alumnus.`);
  }
  if (people.length > 0) await moveAll(people);
} finally {
  await close();
}

async function moveAll(people: { id: string; name: string; email: string }[]) {
  const { mailer, deps } = await commandLineMail(db);
  await graduate(
    deps,
    commandLine(userInfo().username),
    people.map((person) => person.id),
    chapterToday(deps.brand.timeZone!),
    year !== null ? { class: year } : {},
  ).catch((error: unknown) => {
    // The last holder of `accounts`: the command line may not leave the chapter without one.
    if (error instanceof HttpError && error.statusCode < 500) usage(error.message);
    throw error;
  });
  await mailer.deliverDue();
  for (const person of people) console.log(`${person.name} (${person.email}) is now an alumnus.`);
  console.log(
    people.length === 1
      ? 'Welcome to the alumni chapter! His terms, if any, ended today; he was emailed.'
      : `${people.length} members moved to the alumni side; their terms ended today; each was emailed.`,
  );
}
