// `npm run donation -- --initiative "Pool Table" --amount 50 [--donor "Name"] [--date YYYY-MM-DD] [--note …]`:
// records a gift in the donations ledger (until the officer console exists).
import { userInfo } from 'node:os';
import { loadContent } from '../content-loader.ts';
import { loadConfig } from '../config.ts';
import { recordDonation, totalsFor } from '../features/donations/repository.ts';
import { donationInput } from '../features/donations/validate.ts';
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
const initiatives = loadContent(loadConfig().contentDir).alumni.support.initiatives.map(
  (i) => i.name,
);
const parsed = donationInput(initiatives).safeParse(values);
if (!parsed.success)
  usage(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${help}`);
const gift = parsed.data;

const { db, close } = await openConfiguredDatabase();
try {
  await recordDonation(db, {
    initiative: gift.initiative,
    amountCents: gift.amount,
    donorName: gift.donor || null,
    donatedOn: gift.date ?? new Date().toISOString().slice(0, 10),
    note: gift.note || null,
    recordedBy: `cli:${userInfo().username}`,
  });
  const total = (await totalsFor(db, [gift.initiative]))[gift.initiative]!;
  console.log(
    `Recorded $${(gift.amount / 100).toFixed(2)} for ${gift.initiative}${gift.donor ? ` from ${gift.donor}` : ''}.`,
  );
  console.log(`${gift.initiative} now stands at $${total.toLocaleString('en-US')}.`);
} finally {
  await close();
}
