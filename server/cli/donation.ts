// `npm run donation -- --initiative "Pool Table" --amount 50 [--donor "Name"] [--date YYYY-MM-DD] [--note …]`:
// records a gift in the donations ledger by the officer console's rules (contract/api/officer/donations.ts),
// written to the audit log as done by the command line.
import { userInfo } from 'node:os';
import { donationRequestFor } from '../../contract/api/officer/donations.ts';
import { localDate } from '../../contract/event-dates.ts';
import { loadConfig } from '../config.ts';
import { loadContent } from '../content-loader.ts';
import { commandLine } from '../core/audit/record.ts';
import { totalsFor } from '../core/donations/repository.ts';
import { recordGift } from '../features/officer/donations/service.ts';
import { openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

const help =
  'Usage: npm run donation -- --initiative "Pool Table" --amount 50 [--donor "Name"] [--date YYYY-MM-DD] [--note "…"]';
const { values } = parseCliArgs(
  {
    initiative: { type: 'string' },
    amount: { type: 'string' },
    donor: { type: 'string' },
    date: { type: 'string' },
    note: { type: 'string' },
  },
  help,
);
const content = loadContent(loadConfig().contentDir);
const initiatives = content.alumni.support.initiatives.map((i) => i.name);
// The chapter's day, not the server's or UTC's: a gift is dated on it at the latest.
const today = localDate(Date.now(), content.chapter.timeZone);
const parsed = donationRequestFor(initiatives, () => today).safeParse({
  initiative: values.initiative,
  amount: values.amount,
  donorName: values.donor,
  donatedOn: values.date,
  note: values.note,
});
if (!parsed.success)
  usage(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${help}`);
const gift = parsed.data;

const { db, close } = await openConfiguredDatabase();
try {
  await recordGift(db, commandLine(userInfo().username), gift, today);
  const total = (await totalsFor(db, [gift.initiative]))[gift.initiative]!;
  console.log(
    `Recorded $${(gift.amount / 100).toFixed(2)} for ${gift.initiative}${gift.donorName ? ` from ${gift.donorName}` : ''}.`,
  );
  console.log(`${gift.initiative} now stands at $${total.toLocaleString('en-US')}.`);
} finally {
  await close();
}
